import Foundation
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif
#if canImport(CoreSpotlight)
import CoreSpotlight
#endif

/// A journal entry, indexed in Spotlight.
public struct EntryEntity: IndexedEntity {
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Entry", numericFormat: "\(placeholder: .int) entries")
    public static let defaultQuery = EntryQuery()

    public let id: String

    @Property(title: "Title", indexingKey: \.title)
    public var title: String

    @Property(title: "Text", indexingKey: \.contentDescription)
    public var text: String

    @Property(title: "Mood")
    public var mood: Mood

    @Property(title: "Written", indexingKey: \.contentCreationDate)
    public var date: Date

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(text)", image: .init(systemName: "book.closed"))
    }

    public init(id: String, title: String, text: String, mood: Mood, date: Date) {
        self.id = id
        self.title = title
        self.text = text
        self.mood = mood
        self.date = date
    }
}

/// Finds entries by identifier and by words in their title.
public struct EntryQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [EntryEntity] {
        JournalStore.shared.entries.filter { identifiers.contains($0.id) }
    }

    public func entities(matching string: String) async throws -> [EntryEntity] {
        JournalStore.shared.entries.filter { $0.title.localizedCaseInsensitiveContains(string) }
    }

    public func suggestedEntities() async throws -> [EntryEntity] {
        JournalStore.shared.entries
    }
}

/// The latest entries, for the Open Entry shortcut's list.
public struct RecentEntriesOptions: DynamicOptionsProvider {
    public init() {}

    public func results() async throws -> [EntryEntity] {
        Array(JournalStore.shared.entries.prefix(2))
    }
}
