// The schema macros: a journal entry intent and entity of the `.journal` domain, with a computed property.

// snippet.hide
import Foundation
// snippet.show
// An app's file guards this import: `#if canImport(AppIntents)` Apple's framework, `#else` AppIntentModel.
// This program runs the intents with IntentKit, so it compiles against the model on every platform.
import AppIntentModel

@AppEntity(schema: .journal.entry)
struct EntryEntity {
    static let defaultQuery = EntryQuery()

    var id: String
    var title: String                      // becomes @Property, titled "Title"
    var message: AttributedString          // becomes @Property, titled "Message"

    @ComputedProperty(indexingKey: \.contentDescription)
    var preview: String { String(message.characters.prefix(20)) }

    var displayRepresentation: DisplayRepresentation { "\(title)" }

    init(id: String, title: String, message: AttributedString) {
        self.id = id
        self.title = title
        self.message = message
    }
}

struct EntryQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [EntryEntity] { [] }
    func suggestedEntities() async throws -> [EntryEntity] {
        [EntryEntity(id: "1", title: "Monday", message: "A long walk by the sea.")]
    }
}

@AppIntent(schema: .journal.createEntry)
struct CreateEntryIntent {
    var title: String?                     // becomes @Parameter, titled "Title"
    var message: AttributedString          // becomes @Parameter, titled "Message"

    func perform() async throws -> some IntentResult & ReturnsValue<EntryEntity> {
        .result(value: EntryEntity(id: "2", title: title ?? "Untitled", message: message))
    }
}

// What the macros added: the conformances, the schema, the default title and the parameters.
precondition(CreateEntryIntent.title.key == "Create Entry")
precondition(CreateEntryIntent.isAssistantOnly == false)

let reflection = await MetadataReflector(module: "Journal").reflect(intents: [CreateEntryIntent.self])
let intent = reflection.document.intent("CreateEntryIntent")
precondition(intent?.schema == "journal.createEntry")
precondition(intent?.parameters.map(\.name) == ["title", "message"])

let entity = reflection.document.entity("EntryEntity")
precondition(entity?.schema == "journal.entry")
precondition(entity?.properties.map(\.name) == ["title", "message", "preview"])
precondition(entity?.properties.last?.kind == .computed)
precondition(entity?.properties.last?.indexingKey == "contentDescription")
