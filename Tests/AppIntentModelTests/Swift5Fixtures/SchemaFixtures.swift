// Assistant-schema types written the way shipping apps write them (Swift 5 mode, stored `static var`s,
// `@available(anyAppleOS 27.0, *)`): schema intents, entities and enums in both macro spellings, a
// `@UnionValue`, and computed and deferred entity properties. `SchemaSurfaceTests` reflects them.

#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif
import Foundation

// MARK: Journal (iOS 18 names and members)

@AppIntent(schema: .journal.createEntry)
public struct CreateJournalEntryIntent {
    public var title: String?
    public var message: AttributedString
    public var entryDate: Date?

    @Parameter(title: "Mood", default: 3)
    public var mood: Int

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<JournalEntryEntity> {
        .result(value: JournalEntryEntity(id: "new", title: title ?? "Untitled", message: message))
    }
}

@AssistantIntent(schema: .journal.search)
public struct SearchJournalIntent: ShowInAppSearchResultsIntent {
    public static var title: LocalizedStringResource = "Search Journal"
    public static var isAssistantOnly = true
    public static var searchScopes: [StringSearchScope] = [.general]

    public var criteria: StringSearchCriteria

    public init() {}

    public func perform() async throws -> some IntentResult { .result() }
}

@AppEntity(schema: .journal.entry)
public struct JournalEntryEntity: Identifiable, Hashable, Sendable {
    public static var defaultQuery = JournalEntryQuery()

    public var id: String
    public var title: String
    public var message: AttributedString
    @Property(title: "Written On")
    public var entryDate: Date?

    @ComputedProperty(indexingKey: \.contentDescription)
    public var summary: String { String(message.characters.prefix(20)) }

    @DeferredProperty(title: "Word Count")
    public var wordCount: Int {
        get async throws { String(message.characters).split(separator: " ").count }
    }

    public var displayRepresentation: DisplayRepresentation { "\(title)" }

    public init(id: String, title: String, message: AttributedString) {
        self.id = id
        self.title = title
        self.message = message
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

public struct JournalEntryQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [JournalEntryEntity] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }

    public func entities(matching string: String) async throws -> [JournalEntryEntity] {
        try await suggestedEntities().filter { $0.title.contains(string) }
    }

    public func suggestedEntities() async throws -> [JournalEntryEntity] {
        [JournalEntryEntity(id: "first", title: "First Day", message: "It rained all day long.")]
    }
}

@AppEnum(schema: .books.theme)
public enum ReaderTheme: String, AppEnum {
    case light, sepia, night

    public static var caseDisplayRepresentations: [ReaderTheme: DisplayRepresentation] = [
        .light: "Light",
        .sepia: "Sepia",
        .night: "Night",
    ]
}

@AssistantEnum(schema: .photos.filterType)
public enum PhotoFilter: String {
    case mono, vivid

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo Filter"
    public static let caseDisplayRepresentations: [PhotoFilter: DisplayRepresentation] = [.mono: "Mono", .vivid: "Vivid"]
}

@AssistantIntent(schema: .photos.setFilter)
public struct SetPhotoFilterIntent {
    public var filter: PhotoFilter
    public var theme: ReaderTheme?

    public init() {}

    public func perform() async throws -> some IntentResult { .result() }
}

// MARK: Messages (iOS 27), with a union

@available(anyAppleOS 27.0, *)
@AppEntity(schema: .messages.messagePerson)
public struct ChatPersonEntity: Identifiable, Hashable, Sendable {
    public static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Chat Contact")
    public static var defaultQuery = ChatPersonQuery()

    public var id: String
    public var displayName: String
    public var person: IntentPerson

    public init(id: String, displayName: String) {
        self.id = id
        self.displayName = displayName
        var components = PersonNameComponents()
        components.givenName = displayName
        self.person = IntentPerson(identifier: .applicationDefined(id), name: .components(components), handle: nil, isMe: false)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(displayName)", subtitle: "\(id)")
    }
}

@available(anyAppleOS 27.0, *)
public struct ChatPersonQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [ChatPersonEntity] {
        identifiers.map { ChatPersonEntity(id: $0, displayName: $0.capitalized) }
    }

    public func entities(matching string: String) async throws -> [ChatPersonEntity] {
        [ChatPersonEntity(id: string.lowercased(), displayName: string)]
    }

    public func suggestedEntities() async throws -> [ChatPersonEntity] {
        [ChatPersonEntity(id: "ada", displayName: "Ada")]
    }
}

@available(anyAppleOS 27.0, *)
@UnionValue
public enum ChatDestination: Sendable {
    case persons([IntentPerson])
    case recipient(ChatPersonEntity)
}

@available(anyAppleOS 27.0, *)
extension ChatDestination {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Destination" }
    public static var caseDisplayRepresentations: [Cases: DisplayRepresentation] { [.recipient: "Chat Contact"] }
}

@available(anyAppleOS 27.0, *)
@AppIntent(schema: .messages.sendMessage)
public struct SendChatMessageIntent {
    public static var title: LocalizedStringResource = "Send Chat Message"

    @Parameter(title: "Destination")
    public var destination: ChatDestination

    @Parameter(title: "Content")
    public var content: AttributedString?

    @Parameter(title: "Attachments", default: [], supportedContentTypes: [.item])
    public var attachments: [IntentFile]

    @Parameter(title: "Links", default: [])
    public var links: [URL]

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        switch destination {
        case .persons(let people): return .result(dialog: "Sent to \(people.count) people.")
        case .recipient(let person): return .result(dialog: "Sent to \(person.displayName).")
        }
    }
}

extension JournalEntryEntity: IndexedEntity {}
