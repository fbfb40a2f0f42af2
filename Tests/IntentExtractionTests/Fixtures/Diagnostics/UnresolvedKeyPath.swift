// expect: 1 extraction.unresolved-key-path
// A sentence whose key path is not read is left out: no dangling reference to a parameter follows from it.
import AppIntents

struct GreetIntent: AppIntent {
    static let title: LocalizedStringResource = "Greet"
    @Parameter(title: "Name") var name: String
    static var parameterSummary: some ParameterSummary {
        Summary("Greet \(1️⃣\.$nmae)")
    }
    func perform() async throws -> some IntentResult { .result() }
}
