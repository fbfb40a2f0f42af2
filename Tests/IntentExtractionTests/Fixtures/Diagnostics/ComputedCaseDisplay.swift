// expect: 1 extraction.non-literal-value
import AppIntents

enum Size: String, AppEnum {
    case small, large
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static var caseDisplayRepresentations: [Size: DisplayRepresentation] {
        1️⃣Dictionary(uniqueKeysWithValues: allCases.map { ($0, DisplayRepresentation(title: "\($0.rawValue)")) })
    }
}
