import Foundation
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// Writes a new entry: the journal domain's create-entry schema, so Siri and Apple Intelligence can use it.
@AppIntent(schema: .journal.createEntry)
public struct CreateEntryIntent {
    public static let supportedModes: IntentModes = .background

    public var title: String?
    public var message: AttributedString

    @Parameter(title: "Mood", default: .good)
    public var mood: Mood

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<EntryEntity> & ProvidesDialog {
        let text = String(message.characters)
        let entry = EntryEntity(
            id: UUID().uuidString,
            title: title ?? String(text.prefix(24)),
            text: text,
            mood: mood,
            date: Date()
        )
        JournalStore.shared.add(entry)
        return .result(value: entry, dialog: "Saved “\(entry.title)”.")
    }
}
