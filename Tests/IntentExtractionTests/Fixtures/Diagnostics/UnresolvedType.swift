// expect: 1 extraction.unresolved-type
import AppIntents

struct ShareIntent: AppIntent {
    static let title: LocalizedStringResource = "Share"
    @Parameter(title: "Item") var item: 1️⃣FrameworkItem
    func perform() async throws -> some IntentResult { .result() }
}
