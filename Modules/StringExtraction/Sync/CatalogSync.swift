import Diagnostics
import IntentLocalization

/// Bringing a String Catalog up to date with the keys its code uses, as Xcode does when it builds.
///
/// Keys the code uses that the catalog lacks are added where Xcode's order puts them (existing keys never move);
/// automatically extracted keys (no `extractionState`, or `extracted_with_value`) that no code uses any more are
/// marked `stale`, and stale keys the code uses again lose the mark. `manual` and `migrated` entries, every
/// translation and every other member stay as they are. A comment the code gives replaces the entry's comment.
/// Keys match with their format specifiers' positions ignored (``LocalizableString/normalized(_:)``), as Xcode
/// keeps a key it wrote unnumbered when the code's numbered spelling is the same key.
public enum CatalogSync {
    /// One change sync makes to a catalog.
    public struct Change: Hashable, Sendable {
        /// What changed.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// A key the code uses was added.
            case added
            /// An extracted key no code uses was marked `stale`.
            case markedStale = "marked-stale"
            /// A stale key the code uses again lost its `stale` mark.
            case noLongerStale = "no-longer-stale"
            /// The entry's comment was replaced by the code's.
            case comment
        }

        /// What changed.
        public var kind: Kind
        /// The catalog's key (or the code's, for an added key).
        public var key: String
        /// The first place the code uses the key (`nil` for a key marked stale).
        public var location: SourceLocation?

        public init(kind: Kind, key: String, location: SourceLocation? = nil) {
            self.kind = kind
            self.key = key
            self.location = location
        }
    }

    /// A synced catalog and what changed in it.
    public struct Result: Sendable {
        /// The catalog after sync (the input itself when nothing changed).
        public var catalog: CatalogJSON
        /// The changes, in the catalog's key order.
        public var changes: [Change]
    }

    /// `catalog` synced with the `keys` its code uses (one table's keys, from every source that uses the catalog).
    ///
    /// - Parameters:
    ///   - sourceLanguage: the language new keys' default values are written in; the catalog's own
    ///     `sourceLanguage` when `nil`, else `en`.
    ///   - keeping: keys (normalized) never marked stale: those of code Xcode does not extract strings from.
    public static func sync(_ catalog: CatalogJSON, keys: [ExtractedKey], keeping: Set<String> = [], sourceLanguage: String? = nil) -> Result {
        let language = sourceLanguage ?? catalog["sourceLanguage"]?.stringValue ?? "en"
        var used: [String: ExtractedKey] = [:]
        for key in keys where used[LocalizableString.normalized(key.key)] == nil {
            used[LocalizableString.normalized(key.key)] = key
        }
        let members = catalog["strings"]?.members ?? []
        var matched: Set<String> = []
        var changes: [String: [Change]] = [:]
        var entries: [String: CatalogJSON] = [:]
        for member in members {
            let normalized = LocalizableString.normalized(member.key)
            let code = used[normalized]
            if code != nil { matched.insert(normalized) }
            let (entry, change) = keeping.contains(normalized) && code == nil ? (member.value, nil) : update(member.value, key: member.key, code: code)
            entries[member.key] = entry
            changes[member.key] = change
        }
        var added: [String: ExtractedKey] = [:]
        for (normalized, key) in used where !matched.contains(normalized) && entries[key.key] == nil {
            added[key.key] = key
            entries[key.key] = StringExtraction.entry(key, sourceLanguage: language)
            changes[key.key] = [Change(kind: .added, key: key.key, location: key.locations.first)]
        }
        guard !changes.isEmpty else { return Result(catalog: catalog, changes: []) }
        let order = CatalogKeyOrder.merged(members.map(\.key), inserting: added.keys)
        var synced = catalog
        synced["strings"] = .object(order.map { CatalogJSON.Member($0, entries[$0]!) })
        if catalog["strings"] == nil {
            // A catalog without a `strings` member: Xcode writes it between `sourceLanguage` and `version`.
            synced = .object(catalog.members.filter { $0.key < "strings" } + [.init("strings", synced["strings"]!)]
                + catalog.members.filter { $0.key > "strings" })
        }
        return Result(catalog: synced, changes: order.flatMap { changes[$0] ?? [] })
    }

    /// Whether an entry with this `extractionState` is Xcode's extraction's to mark stale: none (extracted), or
    /// `extracted_with_value`; `manual`, `migrated` and `stale` ones are not.
    static func isExtracted(_ state: String?) -> Bool {
        state == nil || state == "extracted_with_value"
    }

    /// One entry brought up to date with the code's use of its key (`nil`: no code uses it).
    private static func update(_ entry: CatalogJSON, key: String, code: ExtractedKey?) -> (CatalogJSON, [Change]?) {
        let state = entry["extractionState"]?.stringValue
        var entry = entry
        var changes: [Change] = []
        guard let code else {
            guard isExtracted(state) else { return (entry, nil) }
            entry.setSorted("extractionState", .string("stale"))
            return (entry, [Change(kind: .markedStale, key: key)])
        }
        if state == "stale" {
            let withValue = code.origins.contains(.appShortcutPhrase) || (code.defaultValue.map { $0 != code.key } ?? false)
            entry.setSorted("extractionState", withValue ? .string("extracted_with_value") : nil)
            changes.append(Change(kind: .noLongerStale, key: key, location: code.locations.first))
        }
        if state != "manual", let comment = code.comment, entry["comment"]?.stringValue != comment {
            entry.setSorted("comment", .string(comment))
            entry.setSorted("isCommentAutoGenerated", nil)
            changes.append(Change(kind: .comment, key: key, location: code.locations.first))
        }
        return (entry, changes.isEmpty ? nil : changes)
    }
}

extension CatalogJSON {
    /// Sets (or with `nil` removes) an object's member, a new one placed in the alphabetical order Xcode writes an
    /// entry's members in (`comment`, `extractionState`, `isCommentAutoGenerated`, `localizations`, `shouldTranslate`).
    mutating func setSorted(_ key: String, _ value: CatalogJSON?) {
        guard case .object(var members) = self else { return }
        if let index = members.firstIndex(where: { $0.key == key }) {
            if let value { members[index].value = value } else { members.remove(at: index) }
        } else if let value {
            let index = members.firstIndex { $0.key > key } ?? members.endIndex
            members.insert(Member(key, value), at: index)
        }
        self = .object(members)
    }
}
