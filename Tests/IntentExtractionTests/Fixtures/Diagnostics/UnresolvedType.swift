// expect: 1 extraction.unresolved-type
// expect: 2 metadata.dangling-reference
import AppIntents

struct ShareIntent: AppIntent {
    static let title: LocalizedStringResource = "Share"
    2️⃣@Parameter(title: "Item") var item: 1️⃣FrameworkItem
    func perform() async throws -> some IntentResult { .result() }
}
