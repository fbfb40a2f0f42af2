import AppIntentModel

/// Two task slots in the SiriKit style: each has a type, and the summary switches on both.
struct LegacyTasksIntent: AppIntent {
    static let title: LocalizedStringResource = "Legacy Tasks"

    @Parameter(title: "Slot 1 Type", default: .automatic) var type1: LegacySlotType
    @Parameter(title: "Slot 1 Task") var task1: String?
    @Parameter(title: "Slot 1 Page") var page1: String?
    @Parameter(title: "Slot 1 Category") var category1: String?
    @Parameter(title: "Slot 2 Type", default: .automatic) var type2: LegacySlotType
    @Parameter(title: "Slot 2 Task") var task2: String?
    @Parameter(title: "Slot 2 Page") var page2: String?
    @Parameter(title: "Slot 2 Category") var category2: String?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$type1) {
            Case(.automatic) {
                Switch(\.$type2) {
                    Case(.automatic) { Summary("Automatic, then Automatic") }
                    Case(.task) { Summary("Automatic, then \(\.$task2)") }
                    Case(.page) { Summary("Automatic, then Next on \(\.$page2)") }
                    DefaultCase { Summary("Automatic, then Next in \(\.$category2)") }
                }
            }
            Case(.task) {
                Switch(\.$type2) {
                    Case(.automatic) { Summary("\(\.$task1), then Automatic") }
                    Case(.task) { Summary("\(\.$task1), then \(\.$task2)") }
                    Case(.page) { Summary("\(\.$task1), then Next on \(\.$page2)") }
                    DefaultCase { Summary("\(\.$task1), then Next in \(\.$category2)") }
                }
            }
            Case(.page) {
                Switch(\.$type2) {
                    Case(.automatic) { Summary("Next on \(\.$page1), then Automatic") }
                    Case(.task) { Summary("Next on \(\.$page1), then \(\.$task2)") }
                    Case(.page) { Summary("Next on \(\.$page1), then Next on \(\.$page2)") }
                    DefaultCase { Summary("Next on \(\.$page1), then Next in \(\.$category2)") }
                }
            }
            DefaultCase {
                Switch(\.$type2) {
                    Case(.automatic) { Summary("Next in \(\.$category1), then Automatic") }
                    Case(.task) { Summary("Next in \(\.$category1), then \(\.$task2)") }
                    Case(.page) { Summary("Next in \(\.$category1), then Next on \(\.$page2)") }
                    DefaultCase { Summary("Next in \(\.$category1), then Next in \(\.$category2)") }
                }
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

enum LegacySlotType: String, AppEnum {
    case automatic, task, page, category

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Slot Type"
    static let caseDisplayRepresentations: [LegacySlotType: DisplayRepresentation] = [
        .automatic: "Automatic", .task: "Task", .page: "Page", .category: "Category",
    ]
}

/// A `When` with no `otherwise`.
struct WhenWithoutOtherwiseIntent: AppIntent {
    static let title: LocalizedStringResource = "Count"

    @Parameter(title: "Count", default: 0) var count: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$count, .greaterThan, 10) {
            Summary("Many: \(\.$count)")
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}
