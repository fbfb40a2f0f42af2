import Diagnostics

/// The localizable strings found in a set of Swift sources.
public struct StringExtraction: Sendable {
    /// Every use, in file order.
    public var uses: [LocalizableString]
    /// Problems reading the sources.
    public var diagnostics: [Diagnostic]

    /// Creates an extraction of `uses`, with the problems found reading the sources.
    public init(uses: [LocalizableString], diagnostics: [Diagnostic] = []) {
        self.uses = uses
        self.diagnostics = diagnostics
    }

    /// The extracted keys: uses grouped by bundle, table and key, in order of table then key.
    ///
    /// A key's default value is the first the uses give; its comment is every distinct non-empty comment the uses
    /// give, sorted and joined by line breaks, as Xcode writes it (`"Notes in sidebar\nSidebar items"`).
    public var keys: [ExtractedKey] {
        var grouped: [ExtractedKey.ID: ExtractedKey] = [:]
        var comments: [ExtractedKey.ID: Set<String>] = [:]
        for var use in uses {
            // Xcode keeps no comment for an empty one (`NSLocalizedString("Inbox", comment: "")`).
            if use.comment?.isEmpty == true { use.comment = nil }
            let id = ExtractedKey.ID(bundle: use.bundle, table: use.tableName, key: use.key)
            if let comment = use.comment { comments[id, default: []].insert(comment) }
            if var existing = grouped[id] {
                existing.locations.append(use.location)
                if existing.defaultValue == nil { existing.defaultValue = use.defaultValue }
                existing.origins.insert(use.origin)
                grouped[id] = existing
            } else {
                grouped[id] = ExtractedKey(id: id, defaultValue: use.defaultValue, comment: use.comment,
                                           origins: [use.origin], locations: [use.location])
            }
        }
        for (id, texts) in comments {
            grouped[id]?.comment = texts.sorted().joined(separator: "\n")
        }
        return grouped.values.sorted { ($0.table, $0.key) < ($1.table, $1.key) }
    }

    /// The keys of one bundle (the main bundle by default), grouped by table name.
    public func tables(in bundle: LocalizableString.Bundle = .main) -> [String: [ExtractedKey]] {
        Dictionary(grouping: keys.filter { $0.bundle == bundle }, by: \.table)
    }
}

/// One key of one table, with every place the sources use it.
public struct ExtractedKey: Hashable, Sendable, Identifiable {
    /// What identifies a key: its bundle, table and text.
    public struct ID: Hashable, Sendable {
        /// The bundle whose tables the key is looked up in.
        public var bundle: LocalizableString.Bundle
        /// The table's name (`Localizable` when the code names none).
        public var table: String
        /// The key, with a format specifier for each interpolation.
        public var key: String
    }

    /// The key's bundle, table and text.
    public var id: ID
    /// The default value the code gives, if any.
    public var defaultValue: String?
    /// The comment for translators the code gives, if any.
    public var comment: String?
    /// The APIs that use the key.
    public var origins: Set<LocalizableString.Origin>
    /// Every place the key is used, in file order.
    public var locations: [SourceLocation]

    /// The key.
    public var key: String { id.key }
    /// The table.
    public var table: String { id.table }
    /// The bundle.
    public var bundle: LocalizableString.Bundle { id.bundle }
}
