// expect: 1 extraction.unsupported-construct
// Does not compile: a bare `person` in the union is its own case, `(IntentPerson) -> Recipient`, not `Cases.person`.
import AppIntents

@UnionValue
enum Recipient {
    case person(IntentPerson)
    case group(String)
}

extension Recipient {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Recipient" }
    static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [1️⃣person: "Person", .group: "Group"]
}
