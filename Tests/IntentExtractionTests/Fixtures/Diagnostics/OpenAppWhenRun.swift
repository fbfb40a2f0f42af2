// expect: 1 extraction.non-literal-value
import AppIntents

struct OpenIntentNow: AppIntent {
    static let title: LocalizedStringResource = "Open"
    static let openAppWhenRun = 1️⃣Settings.opensApp
    func perform() async throws -> some IntentResult { .result() }
}
