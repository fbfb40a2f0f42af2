import AppShortcutsCheck
import ArgumentParser
import Diagnostics
import IntentExtraction
import IntentMetadata

/// The options static extraction takes, shared by `extract` and `check`.
struct ExtractionArguments: ParsableArguments {
    @Option(name: .customShort("D"), help: ArgumentHelp(
        "A compilation condition that is set (repeatable). With any -D, #if is evaluated as for an iOS device; without, every branch is read.",
        valueName: "name"
    ))
    var conditions: [String] = []

    @Flag(help: "Evaluate #if with no condition set (a release build), instead of reading every branch.")
    var noConditions = false

    @Option(help: ArgumentHelp("Swift sources whose types are known but not extracted: the frameworks the app's intents use (repeatable).", valueName: "path"))
    var reference: [String] = []

    @Option(help: "The module name recorded in the document.")
    var module: String?

    @Option(help: ArgumentHelp(
        "The compiler #if compiler(>=…) is evaluated against, with or without -D (7.0 is the compiler of the iOS 27 SDK).",
        valueName: "version"
    ))
    var swiftVersion: SwiftVersion = ExtractionOptions().swiftVersion

    @Option(help: ArgumentHelp("The language mode #if swift(>=…) is evaluated against: 5 (Xcode's default) or 6.", valueName: "mode"))
    var languageMode: SwiftVersion = ExtractionOptions().languageMode

    var options: ExtractionOptions {
        ExtractionOptions(
            module: module,
            conditions: conditions.isEmpty && !noConditions ? nil : Set(conditions),
            referencePaths: reference,
            swiftVersion: swiftVersion,
            languageMode: languageMode
        )
    }
}

extension SwiftVersion: ExpressibleByArgument {
    /// Reads a version given on the command line (`6`, `6.2` or `5.10.1`), as `--swift-version` and `--language-mode` take it.
    ///
    /// `nil` for anything else, which ArgumentParser reports as a usage error.
    public init?(argument: String) {
        self.init(argument)
    }

    /// The version as `--help` shows a default, such as `5` for `--language-mode`.
    public var defaultValueDescription: String { description }
}

/// `intentkit extract PATH... [-o FILE]`: an app's Swift sources → the metadata document.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Read an app's Swift sources and write its App Intents metadata document.",
        discussion: """
            PATH folders are searched for .swift files (build folders skipped). The document is the one \
            reflection of the compiled types produces, with source locations. Problems Xcode's extractor \
            would reject are reported with Apple's messages (see docs/extraction.md). Without -o the \
            document goes to standard output and problems to standard error.
            """
    )

    @Argument(help: "Swift files or folders.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "Write the document to this file (atomically) instead of standard output; with --to actionsdata, the folder to write Metadata.appintents into.")
    var output: String?

    @Option(name: .customLong("to"), help: "What to write: document (IntentKit's metadata document) or actionsdata (Apple's Metadata.appintents, for apps built without Xcode; see docs/apple-metadata.md).")
    var target: ExtractFormat = .document

    @OptionGroup var extraction: ExtractionArguments

    @OptionGroup var apple: AppleWritingArguments

    @OptionGroup var report: OutputOptions

    func validate() throws {
        if target == .actionsdata, output == nil { throw ValidationError("--to actionsdata writes files: give -o with the folder to write Metadata.appintents into.") }
    }

    func run() throws {
        if target == .actionsdata { return try runActionsData() }
        let result = Extractor(options: extraction.options).extract(paths)
        var diagnostics = result.diagnostics
        let checks = ExtractionChecks.all + MetadataChecks.all + AppShortcutsChecks.all
        let failed = result.couldNotRun || diagnostics.contains { $0.severity == .error }
        guard let output else {
            if !result.couldNotRun { Console.standardOutput(try result.document.jsonString()) }
            try report.reportBesideOutput(diagnostics, couldNotRun: result.couldNotRun, checks: checks)
            return
        }
        if !failed {
            do {
                try FileIO.writeAtomically(try result.document.jsonString(), to: output)
            } catch let error as DiagnosticError {
                diagnostics.append(error.diagnostic)
            }
        }
        let status = report.emit(diagnostics, inputs: result.files.count, couldNotRun: result.couldNotRun, checks: checks)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
