// expect: 1 extraction.non-literal-value
import AppIntents

let appName = "Notes"

struct OpenNotesIntent: AppIntent {
    static let title: LocalizedStringResource = "Open 1️⃣\(appName)"
    func perform() async throws -> some IntentResult { .result() }
}
