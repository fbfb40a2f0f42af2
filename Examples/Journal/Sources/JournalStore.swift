import Foundation

/// The journal's entries, kept in memory; the sample app starts with three.
public final class JournalStore: @unchecked Sendable {
    /// The app's journal.
    public static let shared = JournalStore()

    private let lock = NSLock()
    private var storedEntries: [EntryEntity]
    private var locked = false

    init() {
        let day: TimeInterval = 86_400
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        storedEntries = [
            EntryEntity(id: "first-snow", title: "First Snow", text: "The park was white before breakfast.", mood: .great, date: start),
            EntryEntity(id: "long-week", title: "Long Week", text: "Three deadlines, one of them mine.", mood: .low, date: start + 3 * day),
            EntryEntity(id: "market-day", title: "Market Day", text: "Bought far too many oranges.", mood: .good, date: start + 5 * day),
        ]
    }

    /// Every entry, newest first.
    public var entries: [EntryEntity] {
        lock.withLock { storedEntries.sorted { $0.date > $1.date } }
    }

    /// Adds an entry.
    public func add(_ entry: EntryEntity) {
        lock.withLock { storedEntries.append(entry) }
    }

    /// Whether the journal asks for Face ID before showing entries.
    public var isLocked: Bool {
        get { lock.withLock { locked } }
        set { lock.withLock { locked = newValue } }
    }
}
