import IntentLocalization

/// What the linter needs of each source text, computed once per table rather than once per locale.
struct SourceInfo: Sendable {
    struct Entry: Sendable {
        /// The main text's placeholders.
        var signature: PlaceholderSignature?
        /// The main text's shape (whitespace, line breaks, final punctuation).
        var shape: TextShape?
        /// The reference signature for plural forms: the `other` form's, per plural dictionary
        /// (`""` for the value's own variations, a variable's name for its forms).
        var pluralReferences: [String: PlaceholderSignature] = [:]
        /// The locales the entry's own catalog (its String Catalog, or its bundle folder's
        /// `*.lproj` tables) is translated into: only those can miss a translation of it.
        var expectedLocales: Set<String> = []
    }

    var entries: [String: Entry] = [:]

    /// Where a value comes from, for grouping: a String Catalog file, or the folder holding the `*.lproj` folders.
    static func origin(of file: String) -> String {
        guard !file.hasSuffix(".xcstrings") else { return file }
        var components = file.split(separator: "/", omittingEmptySubsequences: false)
        if components.count >= 2 { components.removeLast(2) }
        return components.joined(separator: "/")
    }

    /// The source-language value of an entry. In a String Catalog the key is the source text
    /// when the development language has no localization of its own.
    static func sourceValue(of entry: CatalogEntry, in table: CatalogTable, locale: String) -> LocalizedValue? {
        if let value = entry.localizations[locale] { return value }
        guard table.sourceLanguage == locale else { return nil }
        return LocalizedValue(unit: StringUnit(entry.key, location: entry.location), location: entry.location)
    }

    /// No source texts: for a table whose values are only checked on their own.
    init() {}

    init(table: CatalogTable, locale: String) {
        var localesByOrigin: [String: Set<String>] = [:]
        for (tableLocale, files) in table.files {
            for file in files { localesByOrigin[Self.origin(of: file), default: []].insert(tableLocale) }
        }
        for key in table.keys {
            guard let catalogEntry = table[key], let value = Self.sourceValue(of: catalogEntry, in: table, locale: locale) else { continue }
            var entry = Entry()
            if let file = value.location?.file {
                entry.expectedLocales = localesByOrigin[Self.origin(of: file)] ?? []
            }
            if let text = value.unit?.value {
                entry.signature = PlaceholderSignature(text)
                entry.shape = TextShape(text)
            }
            if let other = value.plural[.other]?.unit?.value {
                entry.pluralReferences[""] = PlaceholderSignature(other)
            }
            for (name, substitution) in value.substitutions {
                if let other = substitution.plural[.other]?.unit?.value {
                    entry.pluralReferences[name] = PlaceholderSignature(other)
                }
            }
            entries[key] = entry
        }
    }
}

// The signature holds only value types; it is safe to share.
extension PlaceholderSignature: @unchecked Sendable {}
