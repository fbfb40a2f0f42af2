import Diagnostics

/// The checks reflection runs on compiled App Intents types, beyond the metadata document's own validation.
public enum ReflectionChecks {
    /// An `AppEnum` whose `caseDisplayRepresentations` leaves out a case (Apple's message).
    public static let nonExhaustiveCaseDisplayRepresentations = Check(
        "reflection.non-exhaustive-case-display-representations", .error,
        "An AppEnum's caseDisplayRepresentations does not list every case; Xcode drops the app's metadata."
    )
    /// A key path in a summary or phrase that is not a `@Parameter` of the intent.
    public static let unresolvedKeyPath = Check(
        "reflection.unresolved-key-path", .error,
        "A summary, condition or phrase refers to something that is not a @Parameter of its intent."
    )
    /// A `DefaultCase` that is not the last block of its `Switch`.
    public static let defaultCaseNotLast = Check(
        "reflection.default-case-not-last", .error,
        "A Switch in a parameter summary has a DefaultCase that is not its last block, or more than one."
    )
    /// An entity whose properties reflection could not read, for lack of an instance.
    public static let entityNotInspectable = Check(
        "reflection.entity-not-inspectable", .warning,
        "An entity's @Property declarations could not be read: it is not transient and its query suggests no entity."
    )
    /// An App Shortcut with no phrase.
    public static let shortcutWithoutPhrases = Check(
        "reflection.shortcut-without-phrases", .warning,
        "An App Shortcut has no phrase (Apple: \"App Shortcuts should have at least one phrase\")."
    )

    /// Every reflection check.
    public static let all: [Check] = [
        nonExhaustiveCaseDisplayRepresentations, unresolvedKeyPath, defaultCaseNotLast, entityNotInspectable, shortcutWithoutPhrases,
    ]
}
