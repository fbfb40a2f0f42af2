import Diagnostics
import IntentLocalization

/// The checks `intentkit localization lint` runs across a project's catalogs, beyond what the readers report.
///
/// Every check has a stable id, a default severity and a one-line summary; `docs/localization-lint.md`
/// gives an example of each. The readers' own checks (`LocalizationChecks`: parse errors,
/// duplicate keys, encodings, unknown catalog values, unknown locales) run too.
public enum LintChecks {
    /// `localization.missing-translation` (warning): A key of the development language has no translation in a locale.
    public static let missingTranslation = Check("localization.missing-translation", .warning, "A key of the development language has no translation in a locale.")
    /// `localization.stale-key` (remark): A key is translated but not in the development-language table, so its development-language text must come from the code.
    public static let staleKey = Check("localization.stale-key", .remark, "A key is translated but not in the development-language table, so its development-language text must come from the code.")
    /// `localization.empty-value` (warning): A translation is empty where the source is not.
    public static let emptyValue = Check("localization.empty-value", .warning, "A translation is empty where the source is not.")
    /// `localization.unchanged-translation` (remark): A translation is identical to the source text (off unless enabled).
    public static let unchangedTranslation = Check("localization.unchanged-translation", .remark, "A translation is identical to the source text (off unless enabled).")
    /// `localization.placeholder-mismatch` (error): A translation takes an argument its source does not, or another type for one, so it reads what was never passed.
    public static let placeholderMismatch = Check("localization.placeholder-mismatch", .error, "A translation takes an argument its source does not, or another type for one, so it reads what was never passed.")
    /// `localization.dropped-placeholder` (warning): A translation leaves out arguments its source shows, so its text lacks them.
    public static let droppedPlaceholder = Check("localization.dropped-placeholder", .warning, "A translation leaves out arguments its source shows, so its text lacks them.")
    /// `localization.mixed-placeholders` (error): A string mixes numbered (%1$@) and unnumbered (%@) placeholders so that Foundation reads one argument twice and never shows another.
    public static let mixedPlaceholders = Check("localization.mixed-placeholders", .error, "A string mixes numbered (%1$@) and unnumbered (%@) placeholders so that Foundation reads one argument twice and never shows another.")
    /// `localization.fragile-numbering` (warning): A string mixes numbered and unnumbered placeholders in an order Foundation happens to read correctly.
    public static let fragileNumbering = Check("localization.fragile-numbering", .warning, "A string mixes numbered and unnumbered placeholders in an order Foundation happens to read correctly.")
    /// `localization.placeholder-gap` (warning): numbered placeholders skip a position, so that argument is never shown (Foundation accepts the hole).
    public static let placeholderGap = Check("localization.placeholder-gap", .warning, "Numbered placeholders skip a position, so that argument is never shown (Foundation accepts the hole).")
    /// `localization.invalid-specifier` (error): A % that starts no valid conversion, in a string that has conversions (so it is used as a format).
    public static let invalidSpecifier = Check("localization.invalid-specifier", .error, "A % that starts no valid conversion, in a string that has conversions (so it is used as a format).")
    /// `localization.stray-percent` (warning): A lone % in a string without conversions: wrong if the string is ever used as a format.
    public static let strayPercent = Check("localization.stray-percent", .warning, "A lone % in a string without conversions: wrong if the string is ever used as a format.")
    /// `localization.no-development-language` (warning): A table has no text in the development language, so its translations cannot be compared.
    public static let noDevelopmentLanguage = Check("localization.no-development-language", .warning, "A table has no text in the development language, so its translations cannot be compared.")
    /// `localization.percent-before-word` (warning): A percent sign followed by a space and a letter reads as a conversion (the '100% d' trap).
    public static let percentBeforeWord = Check("localization.percent-before-word", .warning, "A percent sign followed by a space and a letter reads as a conversion (the '100% d' trap).")
    /// `localization.stringsdict-structure` (error): A plural entry lacks its format key, a variable its format names, its NSStringPluralRuleType spec type, or an 'other' form its locale selects.
    public static let stringsDictStructure = Check("localization.stringsdict-structure", .error, "A plural entry lacks its format key, a variable its format names, its NSStringPluralRuleType spec type, or an 'other' form its locale selects.")
    /// `localization.stringsdict-value-type` (warning): A plural variable has no numeric value type (NSStringFormatValueTypeKey, formatSpecifier): Foundation reads its argument as an object.
    public static let stringsDictValueType = Check("localization.stringsdict-value-type", .warning, "A plural variable has no numeric value type (NSStringFormatValueTypeKey, formatSpecifier): Foundation reads its argument as an object.")
    /// `localization.stringsdict-unknown-key` (warning): A plural variable has a key Foundation does not read; it is ignored.
    public static let stringsDictUnknownKey = Check("localization.stringsdict-unknown-key", .warning, "A plural variable has a key Foundation does not read; it is ignored.")
    /// `localization.missing-plural-category` (warning): A plural entry lacks a category the locale needs (CLDR); numbers of that category get the 'other' form.
    public static let missingPluralCategory = Check("localization.missing-plural-category", .warning, "A plural entry lacks a category the locale needs (CLDR); numbers of that category get the 'other' form.")
    /// `localization.optional-plural-category` (remark): A plural entry lacks a category CLDR has but rarely uses (zero; many in fr/es/it/pt/ca; decimal-only categories).
    public static let optionalPluralCategory = Check("localization.optional-plural-category", .remark, "A plural entry lacks a category CLDR has but rarely uses (zero; many in fr/es/it/pt/ca; decimal-only categories).")
    /// `localization.unused-plural-category` (remark): A plural entry has a category the locale never selects, so its text is never shown.
    public static let unusedPluralCategory = Check("localization.unused-plural-category", .remark, "A plural entry has a category the locale never selects, so its text is never shown.")
    /// `localization.plural-without-number` (remark): A plural form for several numbers (one in ru: 1, 21, 31…) does not show the number its other form shows.
    public static let pluralWithoutNumber = Check("localization.plural-without-number", .remark, "A plural form for several numbers (one in ru: 1, 21, 31…) does not show the number its other form shows.")
    /// `localization.needs-review` (warning): A String Catalog translation is marked new or needs review.
    public static let needsReview = Check("localization.needs-review", .warning, "A String Catalog translation is marked new or needs review.")
    /// `localization.machine-translated` (remark): A locale's translations of a table that a machine made (Xcode's on-device translation): they ship, but no translator has read them. One finding per table and locale.
    public static let machineTranslated = Check("localization.machine-translated", .remark, "A locale's translations of a table that a machine made (Xcode's on-device translation): they ship, but no translator has read them. One finding per table and locale.")
    /// `localization.stale-entry` (warning): A String Catalog entry is marked stale: the code no longer uses it.
    public static let staleEntry = Check("localization.stale-entry", .warning, "A String Catalog entry is marked stale: the code no longer uses it.")
    /// `localization.translated-do-not-translate` (warning): an entry marked 'Don't Translate' has translations.
    public static let translatedDoNotTranslate = Check("localization.translated-do-not-translate", .warning, "An entry marked 'Don't Translate' has translations.")
    /// `localization.substitution-without-argnum` (warning): A String Catalog substitution has no argNum and its argument cannot be inferred.
    public static let substitutionWithoutArgument = Check("localization.substitution-without-argnum", .warning, "A String Catalog substitution has no argNum and its argument cannot be inferred.")
    /// `localization.device-variation-without-other` (warning): device variations without an 'other' variation for the remaining devices.
    public static let deviceWithoutOther = Check("localization.device-variation-without-other", .warning, "Device variations without an 'other' variation for the remaining devices.")
    /// `localization.whitespace-mismatch` (warning): A translation's leading or trailing whitespace differs from the source's.
    public static let whitespaceMismatch = Check("localization.whitespace-mismatch", .warning, "A translation's leading or trailing whitespace differs from the source's.")
    /// `localization.newline-mismatch` (warning): A translation has a different number of line breaks than the source.
    public static let newlineMismatch = Check("localization.newline-mismatch", .warning, "A translation has a different number of line breaks than the source.")
    /// `localization.punctuation-mismatch` (remark): A translation ends with different punctuation than the source.
    public static let punctuationMismatch = Check("localization.punctuation-mismatch", .remark, "A translation ends with different punctuation than the source.")
    /// `localization.replacement-character` (error): text contains U+FFFD, the mark of a failed conversion.
    public static let replacementCharacter = Check("localization.replacement-character", .error, "Text contains U+FFFD, the mark of a failed conversion.")
    /// `localization.misplaced-file` (warning): A table only in Base.lproj, or a locale folder without any strings table.
    public static let misplacedFile = Check("localization.misplaced-file", .warning, "A table only in Base.lproj, or a locale folder without any strings table.")
    /// `localization.invalid-configuration` (error): the lint configuration file is malformed or names unknown keys or checks.
    public static let invalidConfiguration = Check("localization.invalid-configuration", .error, "The lint configuration file is malformed or names unknown keys or checks.")

    /// The checks the linter adds.
    public static let lint: [Check] = [
        missingTranslation, staleKey, emptyValue, unchangedTranslation, placeholderMismatch, droppedPlaceholder, mixedPlaceholders, fragileNumbering, placeholderGap,
        invalidSpecifier, strayPercent, noDevelopmentLanguage, percentBeforeWord, stringsDictStructure, stringsDictValueType, stringsDictUnknownKey, missingPluralCategory, optionalPluralCategory, unusedPluralCategory,
        pluralWithoutNumber, needsReview, machineTranslated, staleEntry, translatedDoNotTranslate, substitutionWithoutArgument, deviceWithoutOther,
        whitespaceMismatch, newlineMismatch, punctuationMismatch, replacementCharacter, misplacedFile, invalidConfiguration,
    ]

    /// Every check a lint can report: the readers' and the linter's.
    public static let all: [Check] = LocalizationChecks.all + lint

    /// The group a finding folds into in a text report (its `Diagnostic.group`).
    ///
    /// A group is one check in one table and locale, such as `localization.needs-review:Localizable:de`. Missing
    /// translations fold per locale across tables, into the locale's coverage line
    /// (`localization.missing-translation:de`).
    public static func group(_ id: String, table: String?, locale: String?) -> String {
        if id == missingTranslation.id { return id + ":" + (locale ?? "") }
        return [id, table ?? "", locale ?? ""].joined(separator: ":")
    }

    /// Checks that are off unless a configuration turns them on.
    public static let offByDefault: Set<String> = [unchangedTranslation.id]
}
