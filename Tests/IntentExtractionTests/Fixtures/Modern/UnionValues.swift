import AppIntents

@available(iOS 18.0, *)
@UnionValue
1️⃣enum Recipient {
    case person(IntentPerson)
    case people([IntentPerson])
    case group(GroupEntity)
}

struct SendIntent: AppIntent {
    static let title: LocalizedStringResource = "Send"
    @Parameter(title: "To") var recipient: Recipient
    @Parameter(title: "Also") var copy: Recipient?
    func perform() async throws -> some IntentResult { .result() }
}

struct GroupEntity: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Group"
    var id = UUID()
    var displayRepresentation: DisplayRepresentation { "Group" }
}
