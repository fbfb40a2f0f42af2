import AppCheck
import AppShortcutsCheck
import Diagnostics
import IntentRelevance
import IntentReport
import LocalizationLint

/// What `intentkit check` found in a folder, before it is printed: one run of the app's check pipeline.
package typealias CheckFindings = CheckRun

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
