import AppShortcutsCheck
import ArgumentParser
import Diagnostics
import Foundation
import IntentExtraction
import IntentMetadata
import IntentMigration
import IntentPackages
import IntentRelevance
import LocalizationLint
import StringExtraction

/// `intentkit check PATH`: every IntentKit check over a project folder, one report, one exit status.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every IntentKit check over an app's folder: extraction, localization, App Shortcuts, packages, relevance, migration.",
        discussion: """
            The Swift sources under PATH are extracted into the metadata document (as `intentkit extract`), \
            then checked with what else the folder holds: string catalogs (`localization lint`), \
            AppShortcuts.strings / .xcstrings (`shortcuts check`, against the extracted shortcuts), a package \
            manifest.json (`packages merge`), relevance schedules named relevance.yaml (`relevance check`) and \
            .intentdefinition files (`migrate compat`, against the extracted intents). Findings are reported \
            together; the exit status is 0 when clean, 1 with errors, 2 when an input could not be read.
            """
    )

    @Argument(help: "The app's folder.")
    var path: String

    @OptionGroup var extraction: ExtractionArguments

    @OptionGroup var output: OutputOptions

    @Option(parsing: .remaining, help: "Check only the apps under PATH these files belong to, and report what they affect (a pre-commit hook's staged files); last on the line.")
    var files: [String] = []

    func run() async throws {
        let found = files.isEmpty ? await findings() : await findings(forFiles: files)
        if output.format == .text { Console.standardError("checked \(path): " + found.stages.joined(separator: "; ") + "\n") }
        let status = output.emit(found.diagnostics, inputs: found.inputs, couldNotRun: found.couldNotRun, checks: found.checks, headlines: found.headlines)
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// What every check finds in the folder, in output order, without printing anything.
    func findings() async -> CheckFindings {
        let files = ProjectFiles(path)
        let extracted = Extractor(options: extraction.options).extract([path])
        var diagnostics = extracted.diagnostics
        var stages = ["Swift sources: \(Self.plural(extracted.files.count, "file")), \(Self.count(extracted.document))"]
        var checks = ExtractionChecks.all + MetadataChecks.all

        let lint = await LocalizationLinter(configuration: Self.lintConfiguration(in: path, diagnostics: &diagnostics)).lint([path])
        diagnostics += lint.diagnostics
        stages.append("localization: \(Self.plural(lint.files.count, "catalog"))")
        checks += LintChecks.all

        let code = CodeStrings.load(path, options: extraction.options, configuration: nil)
        diagnostics += code.extraction.diagnostics.filter { $0.severity >= .warning } + code.extraction.checkTables(code.scopes)
        stages.append("strings in code: \(Self.plural(code.extraction.uses.count, "use")) in \(Self.plural(code.scopes.count, "target"))")
        checks += StringChecks.all

        let phrases = PhraseFiles.load([path])
        if !phrases.files.isEmpty {
            diagnostics += AppShortcutsChecker(metadata: extracted.document).check(phrases)
        }
        stages.append("App Shortcuts: \(Self.plural(phrases.files.count, "phrase file"))")
        checks += AppShortcutsChecks.all

        let manifests = files.named(suffix: "/manifest.json")
        for manifest in manifests {
            let loaded = PackageManifest.load(contentsOf: manifest)
            diagnostics += loaded.diagnostics
            if let root = loaded.root, !loaded.isUnreadable { diagnostics += loaded.graph.merge(root: root).diagnostics }
        }
        stages.append("packages: \(Self.plural(manifests.count, "manifest"))")
        checks += PackageChecks.all

        let schedules = files.named(suffix: "/relevance.yaml")
        for schedule in schedules { diagnostics += RelevanceSchedule.load(contentsOf: schedule).diagnostics }
        stages.append("relevance: \(Self.plural(schedules.count, "schedule"))")
        checks += RelevanceChecks.all

        let definitions = files.named(suffix: ".intentdefinition")
        var olds: [SiriIntentDefinition] = []
        for definition in definitions {
            let read = IntentDefinitionReader.read(contentsOf: definition, translations: false)
            diagnostics += read.diagnostics.filter { $0.severity >= .warning }
            if let old = read.definition { olds.append(old) }
        }
        // The app's intents against all of its definitions at once (a widget and a watch widget may share classes).
        if !olds.isEmpty { diagnostics += SchemaCompatibility.check(old: olds, new: extracted.document, newPath: path) }
        stages.append("migration: \(Self.plural(definitions.count, "intent definition"))")
        checks += MigrationChecks.all

        var seen = Set<Diagnostic>()
        return CheckFindings(
            diagnostics: diagnostics.filter { seen.insert($0).inserted }.sortedForOutput(),
            inputs: Set(extracted.files + lint.files + phrases.files + manifests + schedules + definitions).count,
            couldNotRun: extracted.couldNotRun || files.all.isEmpty,
            checks: checks,
            headlines: lint.coverageHeadlines,
            stages: stages
        )
    }

    /// The lint configuration at the project's root, if it has one.
    private static func lintConfiguration(in path: String, diagnostics: inout [Diagnostic]) -> LintConfiguration {
        let file = path + "/" + LintConfiguration.fileName
        guard FileManager.default.fileExists(atPath: file) else { return LintConfiguration() }
        let loaded = LintConfiguration.load(contentsOf: file)
        diagnostics += loaded.diagnostics
        return loaded.configuration
    }

    private static func count(_ document: MetadataDocument) -> String {
        [
            plural(document.intents.count, "intent"), plural(document.entities.count, "entity", "entities"),
            plural(document.enums.count, "enum"), plural(document.allShortcuts.count, "App Shortcut"),
        ].joined(separator: ", ")
    }

    private static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}
