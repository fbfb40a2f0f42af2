import AppShortcutsCheck
import ArgumentParser
import Diagnostics
import Foundation
import IntentExtraction
import IntentMetadata
import IntentMigration
import IntentPackages
import IntentRelevance
import IntentReport
import LocalizationLint
import StringExtraction
import XcodeProject

/// `intentkit check PATH`: every IntentKit check over a project folder, one report, one exit status.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every IntentKit check over an app's folder: extraction, localization, App Shortcuts, packages, relevance, migration.",
        discussion: """
            PATH is an app's folder, or an .xcodeproj or .xcworkspace in it. With Xcode projects, each target \
            is checked on its own: its Swift sources are extracted (as `intentkit extract`) with the #if \
            conditions of its configurations and platforms, with the frameworks and packages it links as \
            references, and its phrase files are checked against its own App Shortcuts; catalogs are linted \
            per target, the code's strings are compared with the catalogs of their target, and regions the \
            project lists but no table has, and tables no target ships, are reported. Without a project the \
            folder is one app. Then: string catalogs (`localization lint`), AppShortcuts.strings / .xcstrings \
            (`shortcuts check`), a package manifest.json (`packages merge`), relevance schedules named \
            relevance.yaml (`relevance check`) and .intentdefinition files (`migrate compat`, against the \
            extracted intents). Findings are reported together; the exit status is 0 when clean, 1 with \
            errors, 2 when an input could not be read.
            """
    )

    @Argument(help: "The app's folder, or its .xcodeproj or .xcworkspace.")
    var path: String

    @OptionGroup var extraction: ExtractionArguments

    @Option(help: ArgumentHelp("Read each target's #if conditions from this build configuration of its project (such as Debug); without it, every configuration's.", valueName: "name"))
    var configuration: String?

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
    ///
    /// The folder is walked once into a ``SourceLayout``: with Xcode projects, each target is checked with its own
    /// sources, builds, catalogs and phrase files; without, the folder is one app. Every stage takes its files
    /// from that layout.
    func findings() async -> CheckFindings {
        let layout = SourceLayout.resolve(path, configuration: configuration)
        var diagnostics = layout.diagnostics
        if !FileManager.default.fileExists(atPath: path) { diagnostics += FileIO.expand([path]) { _ in false }.missing }
        let files = layout.files
        let perTarget = !layout.projectFiles.isEmpty

        let extractions = extract(layout)
        var artifacts = CheckArtifacts()
        artifacts.targets = extractions
        for extracted in extractions { diagnostics += extracted.extraction.diagnostics }
        let swiftFiles = Set(extractions.flatMap(\.extraction.files))
        let documents = extractions.map(\.extraction.document)
        var stages = ["Swift sources: \(Self.plural(swiftFiles.count, "file"))" + (perTarget ? " in \(Self.plural(extractions.count, "target"))" : "")
            + ", \(Self.count(documents))"]
        var checks = ExtractionChecks.all + MetadataChecks.all

        var lintConfiguration = LintConfiguration()
        if files.contains(Self.root(of: path) + "/" + LintConfiguration.fileName) {
            lintConfiguration = Self.lintConfiguration(in: Self.root(of: path), diagnostics: &diagnostics)
        }
        let linter = LocalizationLinter(configuration: lintConfiguration)
        let folderFiles = files.filter { !SourceLayout.isLocalizationFile($0) }
        var lintFiles: [String] = []
        var headlines: [String: String] = [:]
        for tables in Self.tableGroups(layout) {
            let lint = await linter.lint(tables: tables, folderFiles: folderFiles)
            diagnostics += lint.diagnostics
            lintFiles += lint.files
            headlines.merge(lint.coverageHeadlines) { first, _ in first }
            artifacts.coverage += lint.tableCoverage
        }
        stages.append("localization: \(Self.plural(Set(lintFiles).count, "catalog"))")
        checks += LintChecks.all

        let code = CodeStrings.load(layout, options: extraction.options, configuration: configuration)
        diagnostics += code.extraction.diagnostics.filter { $0.severity >= .warning } + code.extraction.checkTables(code.scopes)
        diagnostics += StringExtraction.checkUnshippedTables(layout.unownedLocalizationFiles)
        stages.append("strings in code: \(Self.plural(code.extraction.uses.count, "use")) in \(Self.plural(code.scopes.count, "target"))")
        checks += StringChecks.all

        var phraseFiles: [String] = []
        for (index, extracted) in extractions.enumerated() where !extracted.phraseFiles.isEmpty || extracted.appName != nil {
            var phrases = PhraseFiles()
            phrases.developmentLanguage = extracted.developmentLanguage
            for file in extracted.phraseFiles { phrases.read(file) }
            var checker = AppShortcutsChecker(metadata: extracted.extraction.document)
            checker.appName = extracted.appName
            diagnostics += phrases.diagnostics + checker.check(phrases)
            phraseFiles += extracted.phraseFiles
            artifacts.phrases[index] = phrases
        }
        stages.append("App Shortcuts: \(Self.plural(Set(phraseFiles).count, "phrase file"))")
        checks += AppShortcutsChecks.all

        let manifests = files.filter { $0.hasSuffix("/manifest.json") }
        for manifest in manifests {
            let loaded = PackageManifest.load(contentsOf: manifest)
            diagnostics += loaded.diagnostics
            if let root = loaded.root, !loaded.isUnreadable { diagnostics += loaded.graph.merge(root: root).diagnostics }
        }
        stages.append("packages: \(Self.plural(manifests.count, "manifest"))")
        checks += PackageChecks.all

        let schedules = files.filter { $0.hasSuffix("/relevance.yaml") || $0 == "relevance.yaml" }
        for schedule in schedules {
            let loaded = RelevanceSchedule.load(contentsOf: schedule)
            diagnostics += loaded.diagnostics
            if let loaded = loaded.schedule { artifacts.schedules.append(loaded) }
        }
        stages.append("relevance: \(Self.plural(schedules.count, "schedule"))")
        checks += RelevanceChecks.all

        let definitions = files.filter { $0.hasSuffix(".intentdefinition") }
        var olds: [SiriIntentDefinition] = []
        for definition in definitions {
            let read = IntentDefinitionReader.read(contentsOf: definition, translations: false)
            diagnostics += read.diagnostics.filter { $0.severity >= .warning }
            if let old = read.definition { olds.append(old) }
        }
        // The app's intents against all of its definitions at once (a widget and a watch widget may share classes).
        if !olds.isEmpty {
            let verdicts = SchemaCompatibility.check(old: olds, new: Self.merged(documents), newPath: path)
            diagnostics += verdicts
            artifacts.migration = ReportMigration(definitions: olds, document: Self.merged(documents), verdicts: verdicts)
        }
        stages.append("migration: \(Self.plural(definitions.count, "intent definition"))")
        checks += MigrationChecks.all

        return CheckFindings(
            diagnostics: diagnostics.uniqued().sortedForOutput(),
            inputs: Set(Array(swiftFiles) + lintFiles + phraseFiles + manifests + schedules + definitions).count,
            couldNotRun: extractions.contains { $0.extraction.couldNotRun } || files.isEmpty,
            checks: checks,
            headlines: headlines,
            stages: stages,
            artifacts: artifacts
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

    private static func count(_ documents: [MetadataDocument]) -> String {
        let document = merged(documents)
        return [
            plural(document.intents.count, "intent"), plural(document.entities.count, "entity", "entities"),
            plural(document.enums.count, "enum"), plural(document.allShortcuts.count, "App Shortcut"),
        ].joined(separator: ", ")
    }

    private static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}
