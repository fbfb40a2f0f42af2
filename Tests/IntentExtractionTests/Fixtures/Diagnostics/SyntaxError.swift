// expect: 1 extraction.syntax-error
import AppIntents

struct BrokenIntent: AppIntent {
    static let title: LocalizedStringResource = "Broken"
    func perform() async throws -> some IntentResult { .result( 1️⃣}
}
