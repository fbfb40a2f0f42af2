import AppIntents

// Every reference here compiles (the test type-checks this file against AppIntentModel): Swift resolves a bare
// name in a static context to the type's own case or static member before anything at module scope.

let active = "a global the enum's own case shadows"

enum Status: String, AppEnum {
    case `default`, active, paused, `self`

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Status"
    // Bare and backquoted names; `self` in a stored property's initial value is not bound, so it finds the case.
    static let caseDisplayRepresentations: [Status: DisplayRepresentation] = [
        `default`: "Default",
        active: "Active",
        Self.paused: "Paused",
        self: "Itself",
    ]
    static let allCases: [Status] = [`default`, active, Status.paused, .`self`]
}

enum Priority: Int, AppEnum {
    case low = 1, normal, high
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
}

// An extension's static getter: bare names, the type's name, `self.` (the type, in a getter), a typealias.
typealias PriorityLevel = Priority
extension Priority {
    static var caseDisplayRepresentations: [Priority: DisplayRepresentation] {
        [low: "Low", Priority.normal: DisplayRepresentation(title: "Normal"), self.high: "High"]
    }
}

enum Flavor: String, AppEnum {
    case sweet, sour
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [PriorityLevelFree.sweet: "Sweet", Flavor.sour: "Sour"]
    typealias PriorityLevelFree = Flavor

    // A type nested in the enum sees its cases: a parameter's default and a summary's condition by bare name.
    struct Taste: AppIntent {
        static let title: LocalizedStringResource = "Taste"
        @Parameter(title: "Flavor", default: sour)
        var flavor: Flavor
        @Parameter(title: "Priority", default: PriorityLevel.high)
        var priority: Priority
        static var parameterSummary: some ParameterSummary {
            When(\.$flavor, .equalTo, sweet) {
                Summary("Taste something sweet")
            } otherwise: {
                Summary("Taste \(\.$flavor)")
            }
        }
        func perform() async throws -> some IntentResult { .result() }
    }
}
