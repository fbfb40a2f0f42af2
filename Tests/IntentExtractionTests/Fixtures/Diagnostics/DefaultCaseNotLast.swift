// expect: 1 extraction.default-case-not-last
import AppIntents

enum Mode: String, AppEnum {
    case a, b
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static let caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.a: "A", .b: "B"]
}

struct ModeIntent: AppIntent {
    static let title: LocalizedStringResource = "Mode"
    @Parameter(title: "Mode") var mode: Mode
    static var parameterSummary: some ParameterSummary {
        Switch(\.$mode) {
            DefaultCase { Summary("Other") }
            1️⃣Case(.a) { Summary("A") }
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}
