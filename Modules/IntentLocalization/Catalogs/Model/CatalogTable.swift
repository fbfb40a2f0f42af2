import Diagnostics

/// One strings table (`Localizable`, `InfoPlist`, `AppShortcuts`, …) across its locales.
///
/// The table is stored by locale: each locale's values are one array in key order, so a file
/// joins its table as one column, and a check of one locale walks one array.
/// ``subscript(_:)`` gathers one key's localizations from every locale.
public struct CatalogTable: Sendable {
    /// The table's name: the file stem.
    public var name: String
    /// The development language, where the file records it (`.xcstrings` `sourceLanguage`).
    public var sourceLanguage: String?
    /// The keys, in the order first read.
    public private(set) var keys: [String] = []
    /// The files the table was read from, by locale (`.xcstrings` holds every locale in one file).
    public var files: [String: [String]] = [:]
    /// The position of each key in ``keys``.
    private var positions: [String: Int] = [:]
    /// Each key's entry without its localizations (comment, state, location), in key order.
    private var details: [CatalogEntry] = []
    /// Each locale's values in key order; a column may end before the last keys.
    private var columns: [String: [LocalizedValue?]] = [:]

    /// Creates an empty table.
    public init(name: String, sourceLanguage: String? = nil) {
        self.name = name
        self.sourceLanguage = sourceLanguage
    }

    /// The entry for `key`, with its localizations in every locale.
    public subscript(key: String) -> CatalogEntry? {
        guard let index = positions[key] else { return nil }
        var entry = details[index]
        entry.localizations.reserveCapacity(columns.count)
        for (locale, column) in columns {
            if let value = Self.value(at: index, in: column) { entry.localizations[locale] = value }
        }
        return entry
    }

    /// Every entry by key, each gathered as ``subscript(_:)`` does.
    public var entries: [String: CatalogEntry] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0, self[$0]!) })
    }

    /// The value of `key` in `locale`, without gathering the other locales.
    public func value(for key: String, locale: String) -> LocalizedValue? {
        guard let index = positions[key], let column = columns[locale] else { return nil }
        return Self.value(at: index, in: column)
    }

    /// Every locale with at least one localization, sorted.
    public var locales: [String] {
        columns.keys.sorted()
    }

    /// Adds or replaces the entry for its key, keeping the key's first position in ``keys``.
    public mutating func insert(_ entry: CatalogEntry) {
        let isNew = positions[entry.key] == nil
        let index = register(entry.key, at: entry.location)
        var details = entry
        details.localizations = [:]
        self.details[index] = details
        if !isNew {
            for locale in columns.keys where entry.localizations[locale] == nil {
                columns[locale]![safe: index] = nil
            }
        }
        for (locale, value) in entry.localizations {
            columns[locale, default: []][safe: index] = value
        }
    }

    /// Sets `value` as `locale`'s localization of `key`, creating the entry at `keyLocation` if needed.
    public mutating func setLocalization(_ value: LocalizedValue, for key: String, locale: String, keyLocation: SourceLocation?) {
        let index = register(key, at: keyLocation)
        columns[locale, default: []][safe: index] = value
    }

    // MARK: Building a table from whole files

    /// The position of `key`, adding it (at `location`) if it is new.
    ///
    /// `hint` is where the key is expected: the files of one table usually list their keys in the
    /// same order, so comparing with the key at `hint` saves a lookup.
    package mutating func register(_ key: String, at location: SourceLocation?, hint: Int = -1) -> Int {
        if hint >= 0, hint < keys.count, keys[hint] == key { return hint }
        if let index = positions[key] { return index }
        positions[key] = keys.count
        keys.append(key)
        details.append(CatalogEntry(key: key, location: location))
        return keys.count - 1
    }

    /// Gives the key at `index` a comment if it has none.
    package mutating func addComment(_ comment: String, at index: Int) {
        if details[index].comment == nil { details[index].comment = comment }
    }

    /// Each key's entry without its localizations, in key order.
    package var keyDetails: [CatalogEntry] { details }

    /// `locale`'s values in key order (shorter than ``keys`` where the last keys have none), if it has any.
    package func column(_ locale: String) -> [LocalizedValue?]? {
        columns[locale]
    }

    /// Takes `locale`'s values out of the table, so whoever checks them last also frees them.
    package mutating func removeColumn(_ locale: String) -> [LocalizedValue?]? {
        columns.removeValue(forKey: locale)
    }

    /// Replaces `locale`'s values with `column`, in key order.
    package mutating func setColumn(_ column: [LocalizedValue?], for locale: String) {
        columns[locale] = column
    }

    /// The value at `index` of a column that may end before it.
    @inline(__always)
    package static func value(at index: Int, in column: [LocalizedValue?]) -> LocalizedValue? {
        index < column.count ? column[index] : nil
    }
}

extension Array where Element == LocalizedValue? {
    /// The value at `index`, growing the column with empty slots to reach it.
    fileprivate subscript(safe index: Int) -> LocalizedValue? {
        get { index < count ? self[index] : nil }
        set {
            if index >= count {
                guard newValue != nil else { return }
                append(contentsOf: repeatElement(nil, count: index - count + 1))
            }
            self[index] = newValue
        }
    }
}

/// One key of a table with its localizations.
public struct CatalogEntry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The comment for translators.
    public var comment: String?
    /// Whether Xcode generated the comment rather than a developer writing it (`isCommentAutoGenerated`).
    ///
    /// Xcode 26 writes such comments from the code around the string with its on-device model.
    public var isCommentAutoGenerated: Bool = false
    /// Whether Xcode 26 generates a Swift symbol for the key (`generatesSymbol`).
    ///
    /// `nil` where the catalog leaves it to the target's build setting.
    public var generatesSymbol: Bool?
    /// Whether the string should be translated (`shouldTranslate`; `true` unless a catalog says otherwise).
    public var shouldTranslate: Bool
    /// How the key entered the catalog (`manual`, `stale`, `extracted_with_value`, `migrated`; `nil` for automatic).
    public var extractionState: String?
    /// Where the key is defined (its first occurrence).
    public var location: SourceLocation?
    /// The localizations by locale.
    public var localizations: [String: LocalizedValue]

    /// Creates an entry.
    public init(
        key: String,
        comment: String? = nil,
        shouldTranslate: Bool = true,
        extractionState: String? = nil,
        location: SourceLocation? = nil,
        localizations: [String: LocalizedValue] = [:]
    ) {
        self.key = key
        self.comment = comment
        self.shouldTranslate = shouldTranslate
        self.extractionState = extractionState
        self.location = location
        self.localizations = localizations
    }
}
