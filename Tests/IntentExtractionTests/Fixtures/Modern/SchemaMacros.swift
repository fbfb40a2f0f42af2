import AppIntents

// Schema types need not write `: AppIntent` / `: AppEntity` / `: AppEnum`: the macro adds the conformance,
// and the title, the type display representation and the member attributes.
@available(iOS 18.0, *)
@AppIntent(schema: .journal.createEntry)
1️⃣struct CreateJournalEntryIntent {
    var title: String?
    2️⃣var message: AttributedString
    @Parameter(title: "Mood") var mood: JournalMood?
    let createdBy = "app"
    var summary: String { title ?? "" }

    func perform() async throws -> some IntentResult { .result() }
}

@AssistantIntent(schema: .system.search)
struct SearchJournalIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Search Journal"
    static let isAssistantOnly = true
    var criteria: StringSearchCriteria

    func perform() async throws -> some IntentResult { .result() }
}

@AppEntity(schema: .journal.entry)
3️⃣struct JournalEntryEntity: Identifiable {
    static let defaultQuery = JournalEntryQuery()
    var id: UUID
    var title: String?
    var message: AttributedString?
    @Property(title: "Written On") var entryDate: Date?
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title ?? "")") }
}

struct JournalEntryQuery: EntityQuery {
    func entities(for identifiers: [JournalEntryEntity.ID]) async throws -> [JournalEntryEntity] { [] }
}

@AppEnum(schema: .photos.albumType)
enum JournalMood: String, AppEnum {
    case calm, busy
    static let caseDisplayRepresentations: [JournalMood: DisplayRepresentation] = [.calm: "Calm", .busy: "Busy"]
}
