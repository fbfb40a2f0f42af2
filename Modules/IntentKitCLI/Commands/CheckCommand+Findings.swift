import AppShortcutsCheck
import Diagnostics
import IntentRelevance
import IntentReport
import LocalizationLint

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
    /// What the checks read and computed on the way, for `intentkit report`.
    var artifacts = CheckArtifacts()
}

/// What `check` read and computed besides its findings: what `intentkit report` shows.
struct CheckArtifacts: Sendable {
    /// Each target's intents, phrase files and catalogs.
    var targets: [TargetExtraction] = []
    /// Each target's phrase files read, by the target's index in `targets`.
    var phrases: [Int: PhraseFiles] = [:]
    /// Translation coverage per table and locale, from every group of tables linted.
    var coverage: [TableCoverage] = []
    /// The relevance schedules that loaded.
    var schedules: [RelevanceSchedule] = []
    /// The SiriKit definitions and the compatibility verdicts, when the project has definitions.
    var migration: ReportMigration?
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
