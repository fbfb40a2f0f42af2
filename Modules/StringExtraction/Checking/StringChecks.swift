import Diagnostics

/// The checks that compare string tables with the code that uses them.
public enum StringChecks {
    /// A key the code uses is not in its table, so its text is shown untranslated in every other language.
    ///
    /// When the key is an identifier rather than readable text and the code gives no default value, users see the
    /// key itself: that is ``rawKeyShown``.
    public static let missingKey = Check("strings.missing-key", .warning, "A key the code uses is not in its table, so it is shown untranslated in every other language.")
    /// A key that is an identifier, not text, is not in its table and the code gives no default value: users see the key.
    public static let rawKeyShown = Check("strings.raw-key-shown", .error, "A key that is an identifier (settings.title) is not in its table and the code gives no default value, so users see the key itself.")
    /// The code's key differs from a table's key only in its format specifiers' types.
    public static let specifierMismatch = Check("strings.specifier-mismatch", .warning, "The code's key matches a table key except for a format specifier's type, so that key's translations are never used.")
    /// A table key no code uses any more.
    public static let unusedKey = Check("strings.unused-key", .warning, "A key Xcode extracted from the code is no longer used by it (Xcode marks it stale when it next builds).")
    /// The code names a table that no catalog of its target has.
    public static let tableWithoutCatalog = Check("strings.table-without-catalog", .warning, "The code uses a table that no catalog or .strings file of its target has, so its strings are never translated.")
    /// A locale the app ships is missing from a table that holds App Intents strings.
    public static let intentStringsLocaleGap = Check("strings.intent-strings-untranslated", .warning, "A locale the app ships has no translation of App Intents strings (titles, phrases…), so Siri and Shortcuts show them in the development language.")

    /// A region the project lists in `knownRegions` that no string table of its targets is localized in.
    public static let regionNotLocalized = Check("strings.region-not-localized", .warning, "A region the project lists in knownRegions has no translation in any string table its targets ship, so the app shows the development language there.")
    /// A string table under the app's folder that no target of its projects ships.
    public static let tableNotShipped = Check("strings.table-not-shipped", .warning, "A string table under the app's folder is in no target's Resources phase or synchronized folder, so no build ships its translations.")

    /// Every code-against-table check.
    public static let all: [Check] = [missingKey, rawKeyShown, specifierMismatch, unusedKey, tableWithoutCatalog, intentStringsLocaleGap, regionNotLocalized, tableNotShipped]
}
