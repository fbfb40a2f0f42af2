import AppleMetadata
import ArgumentParser
import Diagnostics
import IntentMetadata

/// `intentkit metadata`: work with metadata documents.
struct MetadataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metadata",
        abstract: "Validate, inspect, convert and compare IntentKit metadata documents and Apple's compiled metadata.",
        subcommands: [Validate.self, Print.self, Summaries.self, Convert.self, Diff.self]
    )
}

extension MetadataCommand {
    /// `intentkit metadata validate FILE...`
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check metadata documents and report every problem with its line and column."
        )

        @Argument(help: "The metadata documents (JSON) to check.")
        var files: [String]

        @OptionGroup var output: OutputOptions

        func validate() throws {
            if files.isEmpty { throw ValidationError("Give at least one metadata document to check.") }
        }

        func run() throws {
            var diagnostics: [Diagnostic] = []
            var unreadable = false
            for file in files {
                let result = MetadataLoader.load(contentsOf: file)
                diagnostics += result.diagnostics
                unreadable = unreadable || result.isUnreadable
            }
            let status = output.emit(diagnostics, inputs: files.count, couldNotRun: unreadable, checks: MetadataChecks.all)
            if status != .success { throw ExitCode(status.rawValue) }
        }
    }

    /// `intentkit metadata print FILE`
    struct Print: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "print",
            abstract: "Print a readable outline of the intents, entities, enums, queries and App Shortcuts in a document or a built product."
        )

        @Argument(help: "The metadata document (JSON) to print, or a built product (.app, .appex, .xcarchive, .ipa, Metadata.appintents).")
        var file: String

        @OptionGroup var output: OutputOptions

        func run() throws {
            if ProductReader.isProduct(file) { return try printProduct() }
            let result = MetadataLoader.load(contentsOf: file)
            if let document = result.document {
                Console.standardOutput(MetadataOutline.render(document))
            }
            try output.reportBesideOutput(result.diagnostics, couldNotRun: result.isUnreadable)
        }
    }

    /// `intentkit metadata summaries FILE [--intent ID]... [--widget-family FAMILY]...`
    struct Summaries: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "summaries",
            abstract: "List every distinct parameter summary an intent can show, across its enum values and widget families.",
            discussion: """
                Each subject a When or Switch looks at takes every value that can matter (all enum cases, \
                true and false, the compared values and one that matches none, no value for optional \
                parameters, and the widget families). Each distinct sentence is listed with the \
                parameters it shows and the configurations that lead to it.
                """
        )

        @Argument(help: "The metadata document (JSON).")
        var file: String

        @Option(name: .customLong("intent"), help: "Only this intent (repeatable). Default: every intent with a summary.")
        var intents: [String] = []

        @Option(name: .customLong("widget-family"), help: "Try only this widget family (repeatable; `none` for outside a widget). Default: none and all nine.")
        var widgetFamilies: [String] = []

        @OptionGroup var output: OutputOptions

        func validate() throws {
            for family in widgetFamilies where family != "none" && WidgetFamily(rawValue: family) == nil {
                let known = WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("Unknown widget family '\(family)'\(Suggestions.didYouMean(family, among: WidgetFamily.allCases.map(\.rawValue))). The families are none, \(known).")
            }
        }

        func run() throws {
            let result = MetadataLoader.load(contentsOf: file)
            var diagnostics = result.diagnostics
            if let document = result.document {
                for intent in intents where document.intent(intent) == nil {
                    let known = document.intents.map(\.identifier)
                    diagnostics.append(MetadataChecks.danglingReference.diagnostic(
                        "there is no intent '\(intent)' in \(file)\(Suggestions.didYouMean(intent, among: known))",
                        at: SourceLocation(file: file)
                    ))
                }
                let families: [WidgetFamily?] = widgetFamilies.isEmpty
                    ? [nil] + WidgetFamily.allCases
                    : widgetFamilies.map { WidgetFamily(rawValue: $0) }
                Console.standardOutput(SummaryVariantsOutline.render(document, intents: intents, widgetFamilies: families))
            }
            try output.reportBesideOutput(diagnostics, couldNotRun: result.isUnreadable)
        }
    }
}

extension OutputOptions {
    /// Reports a document's problems on standard error, so the output on standard output stays
    /// clean, and fails with the exit status they call for. Nothing is printed when there are none.
    func reportBesideOutput(_ diagnostics: [Diagnostic], couldNotRun: Bool, checks: [Check] = MetadataChecks.all) throws {
        try report.reportBesideOutput(diagnostics, format: format, couldNotRun: couldNotRun, checks: checks)
    }
}

extension ReportOptions {
    /// Reports problems on standard error in `format` and fails with the exit status they call for.
    func reportBesideOutput(_ diagnostics: [Diagnostic], format: DiagnosticFormat, couldNotRun: Bool, checks: [Check]) throws {
        guard !diagnostics.isEmpty || couldNotRun else { return }
        let unique = diagnostics.uniqued()
        let reported = warningsAsErrors ? unique.treatingWarningsAsErrors() : unique
        Console.standardError(renderer(format, checks: checks + InputPolicy.checks).render(reported, summary: DiagnosticSummary(counting: reported, inputs: 1)))
        let status = ToolExitStatus(diagnostics: reported, couldNotRun: couldNotRun)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
