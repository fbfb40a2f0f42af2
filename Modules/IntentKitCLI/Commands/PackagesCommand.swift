import ArgumentParser
import Diagnostics
import IntentMetadata
import IntentPackages

/// `intentkit packages`: resolve and merge App Intents packages across frameworks.
struct PackagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "packages",
        abstract: "Resolve AppIntentsPackage include graphs and merge frameworks' metadata into one app document.",
        subcommands: [Merge.self, Graph.self]
    )
}

extension PackagesCommand {
    /// `intentkit packages merge MANIFEST [-o FILE]`
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Merge the documents a package manifest lists into one app-level metadata document.",
            discussion: """
                Reports include cycles, missing and unreachable packages, conflicting definitions, \\
                references no package provides, undeclared dependencies, more than one \\
                AppShortcutsProvider and more than 10 App Shortcuts. The merged document, with the \\
                provenance of every definition, is written to FILE (or standard output) only when \\
                there are no errors.
                """
        )

        @Argument(help: "The package manifest (JSON; see docs/packages.md).")
        var manifest: String

        @Option(name: .shortAndLong, help: "Where to write the merged document. Without it, the document goes to standard output and the diagnostics to standard error.")
        var output: String?

        @OptionGroup var options: OutputOptions

        func run() throws {
            let loaded = PackageManifest.load(contentsOf: manifest)
            var diagnostics = loaded.diagnostics
            var merged: MetadataDocument?
            if let root = loaded.root, !loaded.isUnreadable {
                let merge = loaded.graph.merge(root: root)
                diagnostics += merge.diagnostics.filter { candidate in !diagnostics.contains(candidate) }
                merged = merge.document
            }
            let hasErrors = diagnostics.contains { $0.severity == .error } || (options.warningsAsErrors && !diagnostics.isEmpty)
            let checks = PackageChecks.all + MetadataChecks.all
            guard let output else {
                if let merged, !hasErrors { Console.standardOutput(try merged.jsonString()) }
                try options.reportBesideOutput(diagnostics, couldNotRun: loaded.isUnreadable, checks: checks)
                return
            }
            if let merged, !hasErrors {
                let json = try merged.jsonString()
                do {
                    try FileIO.writeAtomically(json, to: output)
                } catch {
                    diagnostics.append(error.diagnostic)
                }
            }
            let status = options.emit(diagnostics, inputs: 1, couldNotRun: loaded.isUnreadable, checks: checks)
            if status != .success { throw ExitCode(status.rawValue) }
        }
    }

    /// `intentkit packages graph MANIFEST [--format text|dot]`
    struct Graph: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "graph",
            abstract: "Print the include tree of a package manifest's root package, as indented text or Graphviz DOT."
        )

        enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
            case text, dot
        }

        @Argument(help: "The package manifest (JSON).")
        var manifest: String

        @Option(help: "text (an indented tree) or dot (Graphviz).")
        var format: GraphFormat = .text

        @OptionGroup var report: ReportOptions

        func run() throws {
            let loaded = PackageManifest.load(contentsOf: manifest)
            var diagnostics = loaded.diagnostics
            if let root = loaded.root, !loaded.isUnreadable {
                let resolution = loaded.graph.resolve(root: root)
                Console.standardOutput(format == .dot ? loaded.graph.dot(resolution) : loaded.graph.tree(root: root))
                diagnostics += resolution.diagnostics
            }
            try report.reportBesideOutput(diagnostics, format: .text, couldNotRun: loaded.isUnreadable, checks: PackageChecks.all + MetadataChecks.all)
        }
    }
}
