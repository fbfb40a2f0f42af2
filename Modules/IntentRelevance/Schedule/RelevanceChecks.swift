import Diagnostics

/// The checks the relevance schedule reader reports.
public enum RelevanceChecks {
    /// `relevance.malformed-yaml` (error): the schedule is not well-formed YAML.
    public static let malformedYAML = Check("relevance.malformed-yaml", .error, "The schedule is not well-formed YAML")
    /// `relevance.unknown-key` (error): A key the schedule format does not define (often a typo).
    public static let unknownKey = Check("relevance.unknown-key", .error, "A key the schedule format does not define (often a typo)")
    /// `relevance.missing-key` (error): A required key is missing.
    public static let missingKey = Check("relevance.missing-key", .error, "A required key is missing")
    /// `relevance.invalid-value` (error): A value of the wrong form: a time, date, duration, number or name the format does not accept.
    public static let invalidValue = Check("relevance.invalid-value", .error, "A value of the wrong form: a time, date, duration, number or name the format does not accept")
    /// `relevance.unknown-time-zone` (error): A time zone the system's tzdata does not know.
    public static let unknownTimeZone = Check("relevance.unknown-time-zone", .error, "A time zone the system's tzdata does not know")
    /// `relevance.conflicting-keys` (error): keys that exclude each other, such as count and until, or duration and end.
    public static let conflictingKeys = Check("relevance.conflicting-keys", .error, "Keys that exclude each other, such as count and until, or duration and end")
    /// `relevance.unknown-widget` (error): an entry names a widget kind the schedule does not declare.
    public static let unknownWidget = Check("relevance.unknown-widget", .error, "An entry names a widget kind the schedule does not declare")
    /// `relevance.duplicate-id` (error): two entries share an id.
    public static let duplicateID = Check("relevance.duplicate-id", .error, "Two entries share an id")
    /// `relevance.intent-mismatch` (error): an entry's intent is not the intent its widget is configured with.
    public static let intentMismatch = Check("relevance.intent-mismatch", .error, "An entry's intent is not the intent its widget is configured with")
    /// `relevance.empty-rule` (warning): A repeat rule that never produces a window (until before from, count 0, days that never occur).
    public static let emptyRule = Check("relevance.empty-rule", .warning, "A repeat rule that never produces a window (until before from, count 0, days that never occur)")
    /// `relevance.no-windows` (warning): an entry without windows or repeat rules is never relevant.
    public static let noWindows = Check("relevance.no-windows", .warning, "An entry without windows or repeat rules is never relevant")
    /// `relevance.unreadable` (error): the schedule file cannot be read.
    public static let unreadable = Check("relevance.unreadable", .error, "The schedule file cannot be read")

    /// Every relevance check, for documentation and SARIF rule tables.
    public static let all = [
        malformedYAML, unknownKey, missingKey, invalidValue, unknownTimeZone, conflictingKeys,
        unknownWidget, duplicateID, intentMismatch, emptyRule, noWindows, unreadable,
    ]
}
