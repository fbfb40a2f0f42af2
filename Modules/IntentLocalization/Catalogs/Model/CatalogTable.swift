import Diagnostics

/// One strings table (`Localizable`, `InfoPlist`, `AppShortcuts`, …) across its locales.
public struct CatalogTable: Sendable {
    /// The table's name: the file stem.
    public var name: String
    /// The development language, where the file records it (`.xcstrings` `sourceLanguage`).
    public var sourceLanguage: String?
    /// The keys, in the order first read.
    public private(set) var keys: [String] = []
    /// The entries by key.
    public private(set) var entries: [String: CatalogEntry] = [:]
    /// The files the table was read from, by locale (`.xcstrings` holds every locale in one file).
    public var files: [String: [String]] = [:]
    /// Every locale with a localization, kept up to date as entries change.
    private var localeSet: Set<String> = []
    /// How many localizations a new entry makes room for, so adding locales one by one does not regrow it.
    var localizationCapacity = 0

    /// Creates an empty table.
    public init(name: String, sourceLanguage: String? = nil) {
        self.name = name
        self.sourceLanguage = sourceLanguage
    }

    /// The entry for `key`.
    public subscript(key: String) -> CatalogEntry? { entries[key] }

    /// Adds or replaces the entry for its key, keeping the key's first position in ``keys``.
    public mutating func insert(_ entry: CatalogEntry) {
        if entries[entry.key] == nil { keys.append(entry.key) }
        localeSet.formUnion(entry.localizations.keys)
        entries[entry.key] = entry
    }

    /// Sets `value` as `locale`'s localization of `key`, creating the entry if needed.
    public mutating func setLocalization(_ value: LocalizedValue, for key: String, locale: String, keyLocation: SourceLocation?) {
        update(key, keyLocation: keyLocation, addingLocales: CollectionOfOne(locale)) { $0.localizations[locale] = value }
    }

    /// Changes the entry for `key` in place (creating it at `keyLocation` if needed), without
    /// copying its localizations. `locales` are the locales the change may add.
    public mutating func update(
        _ key: String,
        keyLocation: SourceLocation?,
        addingLocales locales: some Sequence<String>,
        _ change: (inout CatalogEntry) -> Void
    ) {
        if let index = entries.index(forKey: key) {
            change(&entries.values[index])
        } else {
            keys.append(key)
            var entry = CatalogEntry(key: key, location: keyLocation)
            entry.localizations.reserveCapacity(localizationCapacity)
            change(&entry)
            entries[key] = entry
        }
        for locale in locales where !localeSet.contains(locale) { localeSet.insert(locale) }
    }

    /// Every locale with at least one localization, sorted.
    public var locales: [String] {
        localeSet.sorted()
    }
}

/// One key of a table with its localizations.
public struct CatalogEntry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The comment for translators.
    public var comment: String?
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
