import ArgumentParser
import Diagnostics
import Foundation
import IntentExtraction
import LocalizationLint
import StringExtraction

extension LocalizationCommand {
    /// `intentkit localization lint PATH... [--config FILE] [--baseline FILE] [--write-baseline FILE] [--coverage] [--sources PATH]`
    struct Lint: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Check every catalog in every locale: translations, placeholders, plurals, states, whitespace and layout.",
            discussion: """
                Catalogs are found under each PATH as for 'show'. Settings come from .intentkit.yml in the \
                current folder, or --config (see docs/localization-lint.md). With --baseline, only findings \
                the baseline does not list are reported; --write-baseline records the current findings and \
                exits 0. --coverage prints translated, missing and needs-review counts per locale (on \
                standard error when --format is json or sarif).
                """
        )

        @Argument(help: "Folders (or catalog files) to lint.")
        var paths: [String]

        @Option(help: "The configuration file (default: .intentkit.yml in the current folder, if there is one).")
        var config: String?

        @Option(help: "The language translations are compared with (overrides the configuration).")
        var developmentLanguage: String?

        @Option(help: "Report only findings this baseline file does not list.")
        var baseline: String?

        @Option(help: "Write the current findings to this baseline file and exit 0.")
        var writeBaseline: String?

        @Flag(help: "Print a per-locale coverage table.")
        var coverage = false

        @Option(help: ArgumentHelp(
            "Also compare the catalogs with the strings the code of this app uses (its folder or .xcodeproj): keys missing from their table, keys no code uses, tables without a catalog, locales App Intents strings lack.",
            valueName: "path"
        ))
        var sources: String?

        @OptionGroup var output: OutputOptions

        func run() async throws {
            var diagnostics: [Diagnostic] = []
            var configuration = LintConfiguration()
            let configPath = config ?? (FileManager.default.fileExists(atPath: LintConfiguration.fileName) ? LintConfiguration.fileName : nil)
            if let configPath {
                let loaded = LintConfiguration.load(contentsOf: configPath)
                configuration = loaded.configuration
                diagnostics += loaded.diagnostics
                if config != nil, loaded.diagnostics.contains(where: { $0.id == FileIO.unreadableFile.id }) {
                    _ = output.emit(diagnostics, inputs: nil, couldNotRun: true, checks: LintChecks.all)
                    throw ExitCode(ToolExitStatus.couldNotRun.rawValue)
                }
            }
            if let developmentLanguage { configuration.developmentLanguage = developmentLanguage }
            let report = await LocalizationLinter(configuration: configuration).lint(paths)
            var findings = report.diagnostics
            var checks = LintChecks.all
            if let sources {
                let code = CodeStrings.load(sources, options: ExtractionOptions(), configuration: nil)
                findings = (findings + code.extraction.diagnostics + code.extraction.checkTables(code.scopes, assumingComplete: true)).sortedForOutput()
                checks += StringChecks.all
            }
            if let writeBaseline {
                do {
                    try LintBaseline(accepting: findings).write(to: writeBaseline)
                } catch {
                    _ = output.emit(diagnostics + [error.diagnostic], inputs: report.files.count, couldNotRun: true, checks: LintChecks.all)
                    throw ExitCode(ToolExitStatus.couldNotRun.rawValue)
                }
                Console.standardOutput("recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(writeBaseline)\n")
                return
            }
            if let baseline {
                do {
                    findings = try LintBaseline.load(contentsOf: baseline).newFindings(in: findings).new
                } catch {
                    _ = output.emit(diagnostics + [error.diagnostic], inputs: report.files.count, couldNotRun: true, checks: LintChecks.all)
                    throw ExitCode(ToolExitStatus.couldNotRun.rawValue)
                }
            }
            let unreadable = paths.contains { !FileManager.default.fileExists(atPath: $0) }
            let status = output.emit(
                diagnostics + findings, inputs: report.files.count, couldNotRun: unreadable || sources.map { !FileManager.default.fileExists(atPath: $0) } == true,
                checks: checks, headlines: report.coverageHeadlines
            )
            if coverage {
                if output.format == .text {
                    Console.standardOutput("\n" + report.coverageTable)
                } else {
                    Console.standardError(report.coverageTable)
                }
            }
            if status != .success { throw ExitCode(status.rawValue) }
        }
    }
}
