// expect: 1 extraction.unsupported-construct
// expect: 2 metadata.invalid-condition
// Does not compile: an extension of `Flavor.Taste` sees Taste's members and the module's, not Flavor's. The
// condition is left with no value, which the metadata check reports.
import AppIntents

enum Flavor: String, AppEnum {
    case sweet, sour
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [.sweet: "Sweet", .sour: "Sour"]

    2️⃣struct Taste: AppIntent {
        static let title: LocalizedStringResource = "Taste"
        @Parameter(title: "Flavor")
        var flavor: Flavor?
        func perform() async throws -> some IntentResult { .result() }
    }
}

extension Flavor.Taste {
    static var parameterSummary: some ParameterSummary {
        When(\.$flavor, .equalTo, 1️⃣sweet) {
            Summary("Taste something sweet")
        } otherwise: {
            Summary("Taste \(\.$flavor)")
        }
    }
}
