// expect: 1 extraction.unsupported-construct
import AppIntents

enum Tables { static let intents = "Intents" }

struct PingIntent: AppIntent {
    static let title = LocalizedStringResource("ping.title", defaultValue: "Ping", table: 1️⃣Tables.intents)
    func perform() async throws -> some IntentResult { .result() }
}
