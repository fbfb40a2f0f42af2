/// The exit status every `intentkit` command uses.
///
/// - `0`: the command ran and found no errors.
/// - `1`: the command ran and found errors (or warnings, with `--warnings-as-errors`).
/// - `2`: the command could not run: a usage error, or an input it could not read.
public enum ToolExitStatus: Int32, Sendable, CaseIterable {
    /// The command ran and found no errors.
    case success = 0
    /// The command ran and found errors.
    case problemsFound = 1
    /// The command could not run.
    case couldNotRun = 2

    /// The status for a finished run.
    ///
    /// - Parameters:
    ///   - diagnostics: everything the run reported.
    ///   - warningsAsErrors: whether warnings count as errors.
    ///   - couldNotRun: whether an input could not be read, which outranks any finding.
    public init(diagnostics: some Sequence<Diagnostic>, warningsAsErrors: Bool = false, couldNotRun: Bool = false) {
        if couldNotRun {
            self = .couldNotRun
            return
        }
        let failing = diagnostics.contains { d in
            d.severity == .error || (warningsAsErrors && d.severity == .warning)
        }
        self = failing ? .problemsFound : .success
    }
}
