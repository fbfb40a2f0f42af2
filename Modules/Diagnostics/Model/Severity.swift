/// How serious a diagnostic is.
///
/// Severities are ordered from least to most serious, so `severity >= .warning`
/// selects warnings and errors.
public enum Severity: String, CaseIterable, Codable, Comparable, Hashable, Sendable {
    /// Information a tool reports for completeness, not a problem (for example an optional plural category).
    case remark
    /// Context attached to another diagnostic or information about a step.
    case note
    /// A likely problem that does not stop the build.
    case warning
    /// A problem that must be fixed.
    case error

    private var rank: Int {
        switch self {
        case .remark: 0
        case .note: 1
        case .warning: 2
        case .error: 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
