import Diagnostics

/// The checks the catalog readers perform while reading (the linter adds its own).
public enum LocalizationChecks {
    /// The file does not follow its format's grammar.
    public static let parseError = Check("localization.parse-error", .error, "The file does not follow its format's grammar.")
    /// The file's bytes are not valid text in the encoding they claim, or in any encoding Apple reads.
    public static let invalidEncoding = Check("localization.invalid-encoding", .error, "The file's bytes are not text in an encoding Apple's readers accept.")
    /// The file is in an encoding some of Apple's readers reject.
    public static let fragileEncoding = Check("localization.fragile-encoding", .warning, "The file is in an encoding some of Apple's readers reject.")
    /// Text at the end of a `.strings` file or property list that Apple's readers ignore and that holds no entry.
    ///
    /// An unterminated string where a key starts, an unterminated comment, or content after `</plist>`.
    public static let ignoredText = Check("localization.ignored-text", .warning, "Text at the end of a strings file or property list that Apple's readers ignore (an unterminated string or comment, content after </plist>).")
    /// A backslash sequence that is not an escape in this format.
    public static let invalidEscape = Check("localization.invalid-escape", .warning, "A backslash sequence that is not an escape in this format.")
    /// A zero-length strings file, which Apple's property list readers reject.
    public static let emptyFile = Check("localization.empty-file", .warning, "A zero-length strings file, which Apple's property list readers reject.")
    /// A value that is not a string (an array, dictionary or data) in a strings table.
    public static let nonStringValue = Check("localization.non-string-value", .warning, "A value in a strings table that is not a string.")
    /// A String Catalog whose structure does not match the format (wrong types, unknown plural categories).
    public static let invalidCatalog = Check("localization.invalid-catalog", .error, "A String Catalog entry does not match the format.")
    /// A String Catalog version, member or value this IntentKit does not know, reported once per file.
    public static let unknownCatalogValue = Check("localization.unknown-catalog-value", .warning, "A String Catalog version, member, state, extraction state or device this IntentKit does not know, reported once per file; it is kept as written.")
    /// The same key twice in one table file with different values: one of them is silently lost.
    public static let duplicateKey = Check("localization.duplicate-key", .warning, "The same key twice in one file with different values; Apple's readers silently keep only one of them.")
    /// The same key twice in one table file with the same value: harmless, the repeat can go.
    public static let redundantKey = Check("localization.redundant-key", .warning, "The same key twice in one file with the same value; the repeat is redundant.")
    /// A locale ICU has no data for.
    public static let unknownLocale = Check("localization.unknown-locale", .warning, "A locale identifier the system's ICU does not know, so its plural rules cannot be checked.")

    /// Every reader check.
    public static let all: [Check] = [
        parseError, ignoredText, invalidEncoding, fragileEncoding, invalidEscape, emptyFile, nonStringValue, invalidCatalog, unknownCatalogValue, duplicateKey,
        redundantKey, unknownLocale,
    ]
}
