// expect: 1 extraction.non-literal-value
// expect: 2 extraction.non-literal-value
import AppIntents

let sharedTitle: LocalizedStringResource = "Shared"

struct ConstantTitleIntent: AppIntent {
    static let title: LocalizedStringResource = 1️⃣sharedTitle
    static let description = IntentDescription("Fine", categoryName: 2️⃣categoryName())
    func perform() async throws -> some IntentResult { .result() }
}
