// expect: 1 extraction.unresolved-key-path
// expect: 2 metadata.dangling-reference
import AppIntents

2️⃣struct GreetIntent: AppIntent {
    static let title: LocalizedStringResource = "Greet"
    @Parameter(title: "Name") var name: String
    static var parameterSummary: some ParameterSummary {
        Summary("Greet \(1️⃣\.$nmae)")
    }
    func perform() async throws -> some IntentResult { .result() }
}
