import ArgumentParser
import Diagnostics
import Foundation
import IntentMetadata
import IntentMigration

/// `intentkit migrate`: SiriKit intent definitions to App Intents.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Convert SiriKit .intentdefinition files to App Intents, and check that people keep their configurations.",
        subcommands: [Convert.self, Compat.self, Configs.self]
    )
}

extension MigrateCommand {
    /// `intentkit migrate convert FILE -o DIR`
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Generate App Intents Swift source and a string catalog from an .intentdefinition.",
            discussion: """
                Writes one file per intent, enum and custom type, a widget configuration helper per \\
                widget intent, and Localizable.xcstrings with the translations of the definition's \\
                <locale>.lproj/<Name>.strings tables. Files are written atomically; existing files \\
                are left alone (and nothing is written) unless --force is given.
                """
        )

        @Argument(help: "The .intentdefinition file (XML or binary property list).")
        var file: String

        @Option(name: .shortAndLong, help: "The folder to write into.")
        var output: String

        @Flag(help: "Replace enum parents and their children with one sectioned entity when they need more summaries than --threshold.")
        var flattenParents = false

        @Option(help: "How many parameter summaries parent relationships may need before they are reported.")
        var threshold = 4

        @Option(help: "Minimum deployment targets, comma-separated (iOS16,watchOS9): declarations get @available where a target is older than they need.")
        var deployment: String?

        @Option(help: "The development language of the string catalog.")
        var sourceLanguage = "en"

        @Flag(help: "Declare the generated types public (for a framework).")
        var `public` = false

        @Flag(help: "Overwrite existing files.")
        var force = false

        @OptionGroup var options: OutputOptions

        func validate() throws {
            _ = try deployments()
            guard threshold >= 1 else { throw ValidationError("--threshold must be at least 1") }
        }

        private func deployments() throws -> [MigrationOptions.Deployment] {
            guard let deployment else { return [] }
            return try deployment.split(separator: ",").map { text in
                guard let target = MigrationOptions.Deployment(parsing: String(text)) else {
                    throw ValidationError("'\(text)' is not a deployment target such as iOS16 or watchOS9.4 (platforms: \(MigrationOptions.Deployment.platforms.joined(separator: ", ")))")
                }
                return target
            }
        }

        func run() throws {
            let read = IntentDefinitionReader.read(contentsOf: file)
            var diagnostics = read.diagnostics
            let checks = MigrationChecks.all
            guard let definition = read.definition, !read.diagnostics.contains(where: { $0.severity == .error }) else {
                // A file that is there but is not a definition is an error (exit 1); one that cannot be read, exit 2.
                let couldNotRead = read.diagnostics.contains { $0.id == FileIO.unreadableFile.id }
                let status = options.emit(diagnostics, inputs: 1, couldNotRun: couldNotRead, checks: checks)
                throw ExitCode(status.rawValue)
            }
            let migration = MigrationOptions(deployments: try deployments(), flattenParents: flattenParents, flattenThreshold: threshold, sourceLanguage: sourceLanguage)
            let generated = MigrationGenerator(definition: definition, options: migration, isPublic: `public`).generate()
            diagnostics += generated.diagnostics
            var couldNotRun = false
            do {
                try generated.write(to: output, force: force)
            } catch {
                diagnostics.append(error.diagnostic)
                couldNotRun = true
            }
            let status = options.emit(diagnostics, inputs: 1, couldNotRun: couldNotRun, checks: checks)
            if !couldNotRun, options.format == .text {
                Console.standardError("wrote \(generated.files.count) files to \(output)\n")
            }
            if status != .success { throw ExitCode(status.rawValue) }
        }
    }

    /// `intentkit migrate compat OLD... NEW`
    struct Compat: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compat",
            abstract: "Check that migrated app intents keep the parameters of the SiriKit intents they replace.",
            discussion: """
                The last file is the metadata document of the app (from reflection, `intentkit metadata`, or static \\
                extraction); the others are every .intentdefinition the app shipped. Each intent's intentClassName \\
                must name an intent of one of them, and each old parameter must keep its name and an equivalent \\
                type; otherwise the system silently drops people's values. An app with no intent adopting \\
                CustomIntentMigratedAppIntent has not started migrating: one remark per definition.
                """
        )

        @Argument(help: "The .intentdefinition files the app shipped, then the metadata document of its app intents (JSON).")
        var files: [String]

        @OptionGroup var options: OutputOptions

        func validate() throws {
            guard files.count >= 2 else {
                throw ValidationError("give at least one .intentdefinition and then the metadata document (JSON)")
            }
        }

        func run() throws {
            let olds = Array(files.dropLast())
            let new = files[files.count - 1]
            var diagnostics: [Diagnostic] = []
            var definitions: [SiriIntentDefinition] = []
            var couldNotRun = false
            for old in olds {
                let read = IntentDefinitionReader.read(contentsOf: old, translations: false)
                diagnostics += read.diagnostics.filter { $0.severity == .error }
                if let definition = read.definition { definitions.append(definition) } else { couldNotRun = true }
            }
            let loaded = MetadataLoader.load(contentsOf: new)
            diagnostics += loaded.diagnostics
            if let document = loaded.document, !loaded.isUnreadable, !couldNotRun {
                diagnostics += SchemaCompatibility.check(old: definitions, new: document, newPath: new)
            } else {
                couldNotRun = true
            }
            let status = options.emit(diagnostics, inputs: files.count, couldNotRun: couldNotRun, checks: MigrationChecks.all + MetadataChecks.all)
            if status != .success { throw ExitCode(status.rawValue) }
        }
    }

    /// `intentkit migrate configs OLD NEW CONFIGS`
    struct Configs: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "configs",
            abstract: "Migrate stored SiriKit configurations as the system would, and report every value it drops.",
            discussion: """
                CONFIGS is JSON: {"configurations": [{"id", "intentClassName", "parameters": {name: value}}]} \\
                (see docs/migration.md). The migrated values go to standard output (or -o FILE) as JSON.
                """
        )

        @Argument(help: "The .intentdefinition the configurations were made with.")
        var old: String

        @Argument(help: "The metadata document of the migrated app intents (JSON).")
        var new: String

        @Argument(help: "The stored configurations (JSON).")
        var configurations: String

        @Option(name: .shortAndLong, help: "Where to write the migrated configurations.")
        var output: String?

        @OptionGroup var options: OutputOptions

        func run() throws {
            let (definition, document, loadDiagnostics, couldNotLoad) = loadPair(old: old, new: new)
            var diagnostics = loadDiagnostics
            var couldNotRun = couldNotLoad
            var json: String?
            switch FileIO.read(configurations) {
            case .failure(let error):
                diagnostics.append(error.diagnostic)
                couldNotRun = true
            case .success(let bytes):
                let read = StoredConfigurations.read(bytes, path: configurations)
                diagnostics += read.diagnostics
                if let definition, let document, read.diagnostics.isEmpty {
                    let migrated = StoredConfigurations.migrate(read.configurations, old: definition, new: document)
                    diagnostics += migrated.diagnostics
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                    let data = try encoder.encode(["configurations": migrated.migrated])
                    json = String(decoding: data, as: UTF8.self) + "\n"
                }
            }
            guard let output else {
                // The migrated values go to standard output, so the findings go to standard error.
                if let json { Console.standardOutput(json) }
                try options.report.reportBesideOutput(diagnostics, format: options.format, couldNotRun: couldNotRun, checks: MigrationChecks.all)
                return
            }
            if let json {
                do { try FileIO.writeAtomically(json, to: output) } catch { diagnostics.append(error.diagnostic) }
            }
            let status = options.emit(diagnostics, inputs: 3, couldNotRun: couldNotRun, checks: MigrationChecks.all)
            if status != .success { throw ExitCode(status.rawValue) }
        }
    }
}

/// Reads the old definition (without translations) and the new metadata document.
private func loadPair(old: String, new: String) -> (SiriIntentDefinition?, MetadataDocument?, [Diagnostic], Bool) {
    let read = IntentDefinitionReader.read(contentsOf: old, translations: false)
    let loaded = MetadataLoader.load(contentsOf: new)
    let diagnostics = read.diagnostics.filter { $0.severity == .error } + loaded.diagnostics
    let couldNotRun = read.definition == nil || loaded.document == nil || loaded.isUnreadable
    return (read.definition, loaded.document, diagnostics, couldNotRun)
}
