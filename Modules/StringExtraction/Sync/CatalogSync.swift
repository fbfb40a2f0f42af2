import Diagnostics
import IntentLocalization

/// Bringing a String Catalog up to date with the keys its code uses, as Xcode does when it builds.
///
/// Keys the code uses that the catalog lacks are added where Xcode's order puts them (existing keys never move);
/// automatically extracted keys (no `extractionState`, or `extracted_with_value`) that no code uses any more are
/// marked `stale`, and stale keys the code uses again lose the mark. `manual` and `migrated` entries, every
/// translation and every other member stay as they are. A comment the code gives replaces the entry's comment.
/// Keys match with their format specifiers' positions ignored (``LocalizableString/normalized(_:)``): a catalog
/// key another tool numbered (`%1$@ of %2$@`) counts as the code's `%@ of %@`.
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

        /// Creates a change of `kind` to `key`, explained by the code's use at `location`.
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
    /// Nothing is written: the result holds the synced catalog and the changes. A catalog without a `strings` member
    /// gets one, between `sourceLanguage` and `version` as Xcode writes it.
    ///
    /// - Parameters:
    ///   - catalog: the catalog's JSON, as read.
    ///   - keys: the keys the code uses in the catalog's table.
    ///   - sourceLanguage: the language new keys' default values are written in; the catalog's own
    ///     `sourceLanguage` when `nil`, else `en`.
    ///   - keeping: keys (normalized) never marked stale: those of code Xcode does not extract strings from.
    public static func sync(_ catalog: CatalogJSON, keys: [ExtractedKey], keeping: Set<String> = [], sourceLanguage: String? = nil) -> Result {
        let members = catalog["strings"]?.members ?? []
        let plan = Plan(entries: members.map { ($0.key, $0.value["extractionState"]?.stringValue, $0.value["comment"]?.stringValue) },
                        keys: keys, keeping: keeping)
        guard !plan.changes.isEmpty else { return Result(catalog: catalog, changes: []) }
        let language = sourceLanguage ?? catalog["sourceLanguage"]?.stringValue ?? "en"
        var values: [String: CatalogJSON] = [:]
        for member in members { values[member.key] = member.value }
        var synced = catalog
        synced["strings"] = .object(plan.order.map { key in
            CatalogJSON.Member(key, plan.value(of: key, original: values[key], sourceLanguage: language))
        })
        if catalog["strings"] == nil {
            // A catalog without a `strings` member: Xcode writes it between `sourceLanguage` and `version`.
            synced = .object(catalog.members.filter { $0.key < "strings" } + [.init("strings", synced["strings"]!)]
                + catalog.members.filter { $0.key > "strings" })
        }
        return Result(catalog: synced, changes: plan.orderedChanges)
    }

    /// `text` synced with the `keys` its code uses, only the entries that change rewritten: the same result as
    /// ``sync(_:keys:keeping:sourceLanguage:)`` on the parsed catalog, for a file in Xcode's layout.
    static func sync(_ text: XcodeCatalogText, keys: [ExtractedKey], keeping: Set<String>) -> (bytes: [UInt8]?, changes: [Change]) {
        let plan = Plan(entries: text.entries.map { ($0.key, $0.extractionState, $0.comment) }, keys: keys, keeping: keeping)
        guard !plan.changes.isEmpty else { return (nil, []) }
        let language = text.sourceLanguage ?? "en"
        var entries: [String: XcodeCatalogText.Entry] = [:]
        for entry in text.entries { entries[entry.key] = entry }
        let bytes = text.text(entries: plan.order.map { key -> XcodeCatalogText.Replacement in
            guard let original = entries[key] else { return .added(key, plan.value(of: key, original: nil, sourceLanguage: language)) }
            guard plan.changes[key] != nil else { return .original(original) }
            return .patched(original, plan.edits(of: key))
        })
        return (bytes, plan.orderedChanges)
    }

    /// Whether an entry with this `extractionState` is Xcode's extraction's to mark stale: none (extracted), or
    /// `extracted_with_value`; `manual`, `migrated` and `stale` ones are not.
    static func isExtracted(_ state: String?) -> Bool {
        state == nil || state == "extracted_with_value"
    }

    /// What sync does to a catalog's entries, decided from each entry's `extractionState` and `comment`.
    private struct Plan {
        /// The keys after sync, in the order they are written.
        var order: [String] = []
        /// The changes to each key that changes.
        var changes: [String: [Change]] = [:]
        /// The code's use of each key it uses, by the catalog's (or the added) key.
        var code: [String: ExtractedKey] = [:]

        init(entries: [(key: String, extractionState: String?, comment: String?)], keys: [ExtractedKey], keeping: Set<String>) {
            var used: [String: ExtractedKey] = [:]
            for key in keys where used[LocalizableString.normalized(key.key)] == nil {
                used[LocalizableString.normalized(key.key)] = key
            }
            var matched: Set<String> = []
            var existing: Set<String> = []
            for entry in entries {
                existing.insert(entry.key)
                let normalized = LocalizableString.normalized(entry.key)
                let use = used[normalized]
                if let use {
                    matched.insert(normalized)
                    code[entry.key] = use
                }
                if keeping.contains(normalized) && use == nil { continue }
                let changes = Self.changes(extractionState: entry.extractionState, comment: entry.comment, key: entry.key, code: use)
                if !changes.isEmpty { self.changes[entry.key] = changes }
            }
            var added: [String] = []
            for (normalized, key) in used where !matched.contains(normalized) && !existing.contains(key.key) {
                added.append(key.key)
                code[key.key] = key
                changes[key.key] = [Change(kind: .added, key: key.key, location: key.locations.first)]
            }
            guard !changes.isEmpty else { return }
            order = CatalogKeyOrder.merged(entries.map(\.key), inserting: added)
        }

        /// Every change, in the order of the keys.
        var orderedChanges: [Change] {
            order.flatMap { changes[$0] ?? [] }
        }

        /// The value written for `key`: `original` with its changes, or a new entry.
        func value(of key: String, original: CatalogJSON?, sourceLanguage: String) -> CatalogJSON {
            guard var entry = original else { return StringExtraction.entry(code[key]!, sourceLanguage: sourceLanguage) }
            for edit in edits(of: key) { entry.setSorted(edit.key, edit.value) }
            return entry
        }

        /// The members sync sets (or removes, `nil`) in the existing entry of `key`, in order.
        func edits(of key: String) -> [(key: String, value: CatalogJSON?)] {
            (changes[key] ?? []).flatMap { change -> [(key: String, value: CatalogJSON?)] in
                switch change.kind {
                case .added: return []
                case .markedStale: return [("extractionState", .string("stale"))]
                case .noLongerStale:
                    let use = code[key]!
                    let withValue = use.origins.contains(.appShortcutPhrase) || (use.defaultValue.map { $0 != use.key } ?? false)
                    return [("extractionState", withValue ? .string("extracted_with_value") : nil)]
                case .comment:
                    // The developer's comment replaces one Xcode generated, with the marks of the generation.
                    return [("comment", .string(code[key]!.comment!)), ("commentGenerationVersion", nil), ("isCommentAutoGenerated", nil)]
                }
            }
        }

        /// The changes to an entry with this state and comment whose key the code uses as `code` (`nil`: no code uses it).
        private static func changes(extractionState state: String?, comment: String?, key: String, code: ExtractedKey?) -> [Change] {
            guard let code else {
                return isExtracted(state) ? [Change(kind: .markedStale, key: key)] : []
            }
            var changes: [Change] = []
            if state == "stale" { changes.append(Change(kind: .noLongerStale, key: key, location: code.locations.first)) }
            if state != "manual", let wanted = code.comment, wanted != comment {
                changes.append(Change(kind: .comment, key: key, location: code.locations.first))
            }
            return changes
        }
    }
}
