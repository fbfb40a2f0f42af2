/// Counts of diagnostics by severity, and how many inputs were looked at.
public struct DiagnosticSummary: Hashable, Sendable, Codable {
    /// The number of errors.
    public var errors: Int
    /// The number of warnings.
    public var warnings: Int
    /// The number of notes.
    public var notes: Int
    /// The number of remarks.
    public var remarks: Int
    /// The number of input files that were read, if the command counts them.
    public var inputs: Int?

    /// Counts `diagnostics` by severity.
    public init(counting diagnostics: some Sequence<Diagnostic>, inputs: Int? = nil) {
        var counts: [Severity: Int] = [:]
        for diagnostic in diagnostics { counts[diagnostic.severity, default: 0] += 1 }
        errors = counts[.error] ?? 0
        warnings = counts[.warning] ?? 0
        notes = counts[.note] ?? 0
        remarks = counts[.remark] ?? 0
        self.inputs = inputs
    }

    /// The number of diagnostics of `severity`.
    public func count(of severity: Severity) -> Int {
        switch severity {
        case .error: errors
        case .warning: warnings
        case .note: notes
        case .remark: remarks
        }
    }

    /// The English summary line, such as `2 errors, 1 warning in 3 files`.
    ///
    /// Severities with a zero count are left out; with nothing to report the line
    /// says `no problems`.
    public var line: String {
        var parts: [String] = []
        for severity in Severity.allCases.reversed() {
            let n = count(of: severity)
            guard n > 0 else { continue }
            parts.append("\(n) \(severity.rawValue)\(n == 1 ? "" : "s")")
        }
        let counts = parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
        guard let inputs else { return counts }
        return "\(counts) in \(inputs) file\(inputs == 1 ? "" : "s")"
    }
}
