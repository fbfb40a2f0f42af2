import Diagnostics

/// The checks `intentkit shortcuts check` runs. Where Apple's validator has a message, the message is Apple's, word for word.
public enum AppShortcutsChecks {
    /// A phrase without exactly one `${applicationName}` (Apple's message).
    public static let applicationName = Check("shortcuts.application-name", .error, "Every phrase, in code and in every locale, has exactly one ${applicationName}.")
    /// More than 10 App Shortcuts (Apple's message).
    public static let tooManyShortcuts = Check("shortcuts.too-many-shortcuts", .error, "An app has at most 10 App Shortcuts.")
    /// A phrase parameter that is not an entity or enum (Apple's message).
    public static let invalidParameterType = Check("shortcuts.invalid-parameter-type", .error, "Phrase parameters must be AppEntity or AppEnum typed.")
    /// An App Shortcut with no phrase (Apple's message).
    public static let noPhrases = Check("shortcuts.no-phrases", .warning, "An App Shortcut has at least one phrase.")
    /// A strings-file phrase no code phrase or negative phrase uses (Apple's message).
    public static let unusedPhrase = Check("shortcuts.unused-phrase", .warning, "A phrase file key that matches no code phrase and no negative phrase.")
    /// A phrase file Apple cannot read (Apple's message).
    public static let malformedFile = Check("shortcuts.malformed-file", .error, "A phrase file that is not a valid strings file or catalog.")
    /// A phrase with more than one parameter.
    public static let tooManyParameters = Check("shortcuts.too-many-parameters", .warning, "A phrase uses more than one parameter, which Apple's guidelines advise against.")
    /// A phrase parameter the shortcut's intent does not declare.
    public static let unknownParameter = Check("shortcuts.unknown-parameter", .error, "A phrase names a parameter the shortcut's intent does not declare.")
    /// A translation whose placeholders differ from its key's.
    public static let placeholderMismatch = Check("shortcuts.placeholder-mismatch", .warning, "A translation uses other placeholders than its key, so it asks for other values than the phrase in code.")
    /// Swift interpolation written into a phrase file.
    public static let swiftInterpolation = Check("shortcuts.swift-interpolation", .error, "Swift interpolation such as \\(.applicationName) in a phrase file instead of ${applicationName}.")
    /// Two phrases that are the same after folding case, white space and punctuation.
    public static let ambiguousPhrase = Check("shortcuts.ambiguous-phrase", .warning, "Two phrases of one locale that Siri cannot tell apart.")
    /// A code phrase with no translation in a locale.
    public static let missingTranslation = Check("shortcuts.missing-translation", .warning, "A code phrase without a translation in a locale's phrase file.")
    /// An empty phrase.
    public static let emptyPhrase = Check("shortcuts.empty-phrase", .error, "An empty phrase.")
    /// More than 1,000 phrases in one locale.
    public static let tooManyPhrases = Check("shortcuts.too-many-phrases", .warning, "More than about 1,000 phrases in one locale, the system's limit.")

    /// A phrase that spells the app's name as well as having `${applicationName}` (the name read from the project).
    public static let appNameSpelledOut = Check("shortcuts.app-name-spelled-out", .remark, "A phrase spells the app's name besides ${applicationName}, so it is only matched when the name is said twice.")

    /// Every check, in documentation order.
    public static let all: [Check] = [
        applicationName, tooManyShortcuts, invalidParameterType, noPhrases, unusedPhrase, malformedFile,
        tooManyParameters, unknownParameter, placeholderMismatch, swiftInterpolation, ambiguousPhrase,
        missingTranslation, emptyPhrase, tooManyPhrases, appNameSpelledOut,
    ]

    /// Apple's messages, verbatim.
    enum AppleMessage {
        static let applicationName = "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."
        static func tooManyShortcuts(_ count: Int) -> String { "Found \(count) App Shortcuts, but each app may have at most 10" }
        static func invalidParameterType(_ parameter: String) -> String {
            "Invalid parameter type. AppEntity and AppEnum are the only allowed types for \(parameter)"
        }
        static let noPhrases = "App Shortcuts should have at least one phrase"
        static let unusedPhrase = "This phrase is not used in any App Shortcut or as a Negative Phrase."
        static let malformedFile = "Couldn't parse property list because the input data was in an invalid format"
    }
}
