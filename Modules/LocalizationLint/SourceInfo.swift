import IntentLocalization

/// What the linter needs of each source text, computed once per table rather than once per locale.
struct SourceInfo: Sendable {
    /// One key's source text and what is derived from it; a class, so a check borrows it for one reference count.
    final class Entry: Sendable {
        /// The source-language value, if the key has one.
        let value: LocalizedValue?
        /// The main text's placeholders.
        let signature: PlaceholderSignature?
        /// The key's placeholders, when the key is itself a format (`"favorites %lld"`, as Xcode extracts keys from code).
        let keySignature: PlaceholderSignature?
        /// The main text's shape (whitespace, line breaks, final punctuation).
        let shape: TextShape?
        /// The reference signature for plural forms: the `other` form's, per plural dictionary
        /// (`""` for the value's own variations, a variable's name for its forms).
        let pluralReferences: [String: PlaceholderSignature]
        /// The locales the entry's own catalog (its String Catalog, or its bundle folder's
        /// `*.lproj` tables) is translated into: only those can miss a translation of it.
        let expectedLocales: Set<String>

        /// A key with no source text.
        static let none = Entry(nil, key: "", expectedLocales: [])

        init(_ value: LocalizedValue?, key: String, expectedLocales: Set<String>) {
            self.value = value
            self.expectedLocales = expectedLocales
            let keyFormat = key.utf8Contains(UInt8(ascii: "%")) ? PlaceholderSignature(key) : nil
            keySignature = keyFormat?.isFormat == true ? keyFormat : nil
            let text = value?.unit?.value
            let substitutions = value?.substitutions ?? [:]
            // Variables count as the arguments they stand for, so "%#@meters@" compares with "%1$.0f meters".
            signature = text.map { PlaceholderSignature(Substitution.withArguments($0, substitutions: substitutions)) }
            shape = text.map(TextShape.init)
            var references: [String: PlaceholderSignature] = [:]
            if let other = value?.plural[.other]?.unit?.value {
                references[""] = PlaceholderSignature(other)
            }
            let numbers = text.map { Substitution.argumentNumbers(in: $0, substitutions: substitutions) } ?? [:]
            for (name, substitution) in substitutions {
                if let other = substitution.plural[.other]?.unit?.value {
                    let number = numbers[name] ?? substitution.argumentNumber ?? 1
                    references[name] = PlaceholderSignature(substitution.resolvingArg(in: other, number: number), firstArgument: number)
                }
            }
            pluralReferences = references
        }
    }

    /// One entry per key of the table, in key order; empty for a table without source texts.
    var entries: [Entry] = []

    /// Where a value comes from, for grouping: a String Catalog file, or the folder holding the `*.lproj` folders.
    static func origin(of file: String) -> String {
        guard !file.hasSuffix(".xcstrings") else { return file }
        var components = file.split(separator: "/", omittingEmptySubsequences: false)
        if components.count >= 2 { components.removeLast(2) }
        return components.joined(separator: "/")
    }

    /// No source texts: for a table whose values are only checked on their own.
    init() {}

    init(table: CatalogTable, locale: String) {
        var localesByOrigin: [String: Set<String>] = [:]
        for (tableLocale, files) in table.files {
            for file in files { localesByOrigin[Self.origin(of: file), default: []].insert(tableLocale) }
        }
        let column = table.column(locale) ?? []
        // In a String Catalog the key is the source text when the development language has no localization of its own.
        let keysAreSource = table.sourceLanguage == locale
        // Most keys come from the same few files: remember the last file's locales.
        var lastFile: String?
        var lastLocales: Set<String> = []
        entries = table.keyDetails.enumerated().map { index, details in
            var value = CatalogTable.value(at: index, in: column)
            if value == nil, keysAreSource {
                value = LocalizedValue(unit: StringUnit(details.key, location: details.location), location: details.location)
            }
            guard let value else { return .none }
            if let file = value.location?.file, file != lastFile {
                lastFile = file
                lastLocales = localesByOrigin[Self.origin(of: file)] ?? []
            }
            return Entry(value, key: details.key, expectedLocales: value.location == nil ? [] : lastLocales)
        }
    }
}
