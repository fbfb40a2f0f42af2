import Diagnostics

/// What `intentkit check` found in a folder, before it is printed.
package struct CheckFindings: Sendable {
    /// Every finding, each once, in output order.
    package var diagnostics: [Diagnostic]
    /// How many files were read.
    package var inputs: Int
    /// Whether an input could not be read (exit status 2).
    package var couldNotRun: Bool
    /// The checks that ran, for SARIF's rule table.
    package var checks: [Check]
    /// Words for some groups' folded text lines, by group (each locale's translation coverage).
    package var headlines: [String: String]
    /// One line per stage, as `check` prints it on standard error.
    package var stages: [String]
}

extension CheckFindings {
    /// Runs `intentkit check` with `arguments` (the folder first, then options) in this process, without printing.
    package static func check(_ arguments: [String]) async throws -> CheckFindings {
        try await CheckCommand.parse(arguments).findings()
    }

    /// The report `--format text` prints for these findings (folded unless `ungrouped`), summary line included.
    package func text(ungrouped: Bool = false) -> String {
        TextRenderer(folding: ungrouped ? nil : .report(headlines: headlines)).render(diagnostics, summary: DiagnosticSummary(counting: diagnostics, inputs: inputs))
    }
}
