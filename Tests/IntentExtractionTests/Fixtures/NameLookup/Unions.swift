import AppIntents

// A union's keys are cases of the `Cases` enum @UnionValue generates, however it is named.
@UnionValue
enum Recipient {
    case person(IntentPerson)
    case people([IntentPerson])
    case group(String)
}

extension Recipient {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Recipient" }
    static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [
        .person: "Person",
        Cases.people: "People",
        Self.Cases.group: "Group",
    ]
}
