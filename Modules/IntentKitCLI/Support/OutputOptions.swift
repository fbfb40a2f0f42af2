import ArgumentParser
import Diagnostics
import Foundation

extension DiagnosticFormat: ExpressibleByArgument {}

/// When a run fails and which language its summary line is in: shared by every checking command.
struct ReportOptions: ParsableArguments {
    @Flag(help: "Treat warnings as errors: exit with status 1 if there is any warning.")
    var warningsAsErrors = false

    @Option(help: "The language of the summary line (en, de, fr, ru, pl, ar, ja); defaults to LC_ALL, LC_MESSAGES or LANG.")
    var locale: String?

    @Flag(help: "Print every finding in text output, rather than one line per check, table and locale (JSON and SARIF always list every finding).")
    var ungrouped = false

    @OptionGroup var input: InputOptions

    /// The renderer for `format`, with the summary line in the chosen language; text folds findings that share a
    /// group unless `--ungrouped`, with `headlines` (by group) in place of a group's generic line.
    func renderer(_ format: DiagnosticFormat, checks: [Check], headlines: [String: String] = [:]) -> any DiagnosticRenderer {
        let summary = LocalizedSummary(locale: locale)
        return format.renderer(tool: IntentKitVersion.tool, checks: checks, folding: folding(headlines: headlines)) { summary.line($0) }
    }

    /// How the text report folds findings, or `nil` with `--ungrouped`.
    func folding(headlines: [String: String] = [:]) -> TextRenderer.Folding? {
        ungrouped ? nil : .report(headlines: headlines)
    }
}

extension TextRenderer.Folding {
    /// How `intentkit` folds its text reports, with `headlines` (by group) in place of some groups' generic lines.
    static func report(headlines: [String: String] = [:]) -> Self {
        Self(headlines: headlines, hint: "--ungrouped prints each finding")
    }
}

/// The options every checking command shares: how to print findings and when to fail.
struct OutputOptions: ParsableArguments {
    @Option(help: "How to print diagnostics: text (Xcode style), json, or sarif (SARIF 2.1.0).")
    var format: DiagnosticFormat = .text

    @OptionGroup var report: ReportOptions

    var warningsAsErrors: Bool { report.warningsAsErrors }

    /// The renderer for the chosen format, with the summary line in the chosen language.
    func renderer(checks: [Check], headlines: [String: String] = [:]) -> any DiagnosticRenderer {
        report.renderer(format, checks: checks, headlines: headlines)
    }

    /// Prints `diagnostics` in the chosen format to standard output and returns the exit status the run ends with.
    ///
    /// `headlines` word some groups' folded lines in text output (see ``TextRenderer/Folding/headlines``); `unique`
    /// says the findings are already each once (a check's are), so they are not compared again.
    func emit(_ diagnostics: [Diagnostic], inputs: Int?, couldNotRun: Bool, checks: [Check], headlines: [String: String] = [:], unique: Bool = false) -> ToolExitStatus {
        Report.emit(
            unique ? diagnostics : diagnostics.uniqued(),
            renderer: renderer(checks: checks + [FileIO.unreadableFile, FileIO.unwritableFile] + InputPolicy.checks, headlines: headlines),
            inputs: inputs,
            warningsAsErrors: warningsAsErrors,
            couldNotRun: couldNotRun
        )
    }
}

/// Printing a run's findings, each once (the callers leave out repeats), and deciding its exit status: the one path
/// every command takes.
enum Report {
    static func emit(
        _ diagnostics: [Diagnostic],
        renderer: any DiagnosticRenderer,
        inputs: Int?,
        warningsAsErrors: Bool,
        couldNotRun: Bool
    ) -> ToolExitStatus {
        let reported = warningsAsErrors ? diagnostics.treatingWarningsAsErrors() : diagnostics
        let summary = DiagnosticSummary(counting: reported, inputs: inputs)
        if let json = renderer as? JSONRenderer {
            // The report's bytes written as they are made: a report of megabytes is neither held whole nor made a `String`.
            json.renderUTF8(reported, summary: summary) { Console.standardOutput(bytes: $0) }
        } else {
            Console.standardOutput(renderer.render(reported, summary: summary))
        }
        return ToolExitStatus(diagnostics: reported, couldNotRun: couldNotRun)
    }
}

/// Writes to the standard streams.
enum Console {
    /// Writes `text` to standard output as it is, without copying it (a large report is megabytes).
    static func standardOutput(_ text: String) {
        var text = text
        text.withUTF8 { standardOutput(bytes: $0) }
    }

    /// Writes `bytes` to standard output as they are.
    static func standardOutput(bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = write(1, base + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
