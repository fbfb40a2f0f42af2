// expect: 1 extraction.non-exhaustive-case-display-representations
import AppIntents

1️⃣enum Flavor: String, AppEnum {
    case sweet, sour, bitter
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [
        .sweet: "Sweet",
        .sour: "Sour",
    ]
}
