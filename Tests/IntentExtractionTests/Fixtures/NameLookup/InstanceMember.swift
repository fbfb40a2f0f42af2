// expect: 1 extraction.unsupported-construct
// Does not compile: the intent's own instance property `sour` is found first, and it cannot be used before `self`.
import AppIntents

enum Flavor: String, AppEnum {
    case sweet, sour
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [.sweet: "Sweet", .sour: "Sour"]

    struct Taste: AppIntent {
        static let title: LocalizedStringResource = "Taste"
        var sour: Int { 1 }
        @Parameter(title: "Flavor", default: 1️⃣sour)
        var flavor: Flavor
        func perform() async throws -> some IntentResult { .result() }
    }
}
