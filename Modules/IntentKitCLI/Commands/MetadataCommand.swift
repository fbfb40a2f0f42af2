import ArgumentParser
import Diagnostics
import IntentMetadata

/// `intentkit metadata`: work with metadata documents.
struct MetadataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metadata",
        abstract: "Validate and inspect IntentKit metadata documents.",
        subcommands: [Validate.self, Print.self]
    )
}

extension MetadataCommand {
    /// `intentkit metadata validate FILE...`
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
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
            abstract: "Print a readable outline of the intents, entities, enums, queries and App Shortcuts in a document."
        )

        @Argument(help: "The metadata document (JSON) to print.")
        var file: String

        @OptionGroup var output: OutputOptions

        func run() throws {
            let result = MetadataLoader.load(contentsOf: file)
            if let document = result.document {
                Console.standardOutput(MetadataOutline.render(document))
            }
            guard !result.diagnostics.isEmpty || result.document == nil else { return }
            // Problems go to standard error so the outline on standard output stays clean.
            let reported = output.warningsAsErrors ? result.diagnostics.treatingWarningsAsErrors() : result.diagnostics
            let renderer = output.renderer(checks: MetadataChecks.all)
            Console.standardError(renderer.render(reported, summary: DiagnosticSummary(counting: reported, inputs: 1)))
            let status = ToolExitStatus(diagnostics: reported, couldNotRun: result.isUnreadable)
            if status != .success { throw ExitCode(status.rawValue) }
        }
    }
}
