import AppCheck
import AppShortcutsCheck
import AppleMetadata
import ArgumentParser
import Diagnostics
import Foundation
import IntentLocalization
import IntentMetadata
import IntentRelevance
import IntentReport

/// `intentkit report PATH -o report.html`: what `check` finds and computes, as one self-contained HTML page.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page of an app: findings, intents, widget configuration sheets, phrases, localization coverage, relevance and migration.",
        discussion: """
            PATH is what `intentkit check` takes: an app's folder, or an .xcodeproj or .xcworkspace in it. \
            Every check runs as in `check`; the page shows its findings (grouped by check, table and locale, \
            each linking to its file and line), every target's intents, entities, enums, queries and App \
            Shortcuts with their titles in the development language and a switcher for the app's locales, \
            the configuration sheet of each widget-configuration and control intent for each widget family \
            and each configuration that changes it, the App Shortcut phrases per locale, a table × locale \
            grid of translation coverage, each relevance.yaml's timeline over a week and its stack at an \
            instant, and each SiriKit intent beside the app intent that replaces it. The page loads nothing \
            from the network and is written atomically. The exit status is check's: 0 when clean, 1 with \
            errors, 2 when an input could not be read or the page could not be written.
            """
    )

    @Argument(help: "The app's folder, or its .xcodeproj or .xcworkspace.")
    var path: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the page.", valueName: "file.html"))
    var output: String

    @OptionGroup var extraction: ExtractionArguments

    @Option(help: ArgumentHelp("Read each target's #if conditions from this build configuration of its project (such as Debug); without it, every configuration's.", valueName: "name"))
    var configuration: String?

    @Option(help: ArgumentHelp("Link files to this URL prefix (a repository browser's, such as https://github.com/o/r/blob/main/) rather than by relative path.", valueName: "url"))
    var sourceURL: String?

    @Option(help: ArgumentHelp("Rank relevance schedules at this instant and draw the week from its day (2026-03-09T07:50 on the schedule's clock); default: each schedule's first window.", valueName: "time"))
    var at: String?

    @Flag(help: "Treat warnings as errors: exit with status 1 if there is any warning.")
    var warningsAsErrors = false

    @OptionGroup var input: InputOptions

    @OptionGroup var cache: CacheOptions

    func run() async throws {
        let page: String, findings: [Diagnostic], inputs: Int, couldNotRun: Bool
        if ProductReader.isProduct(path) {
            let found: ProductFindings
            (page, found) = productPage()
            (findings, inputs, couldNotRun) = (found.diagnostics, found.inputs, found.couldNotRun)
        } else {
            let found: CheckFindings
            (page, found) = try await self.page()
            (findings, inputs, couldNotRun) = (found.diagnostics, found.inputs, found.couldNotRun)
        }
        do {
            try FileIO.writeAtomically(Array(page.utf8), to: output)
        } catch {
            try ReportOptions.parse([]).reportBesideOutput([error.diagnostic], format: .text, couldNotRun: true, checks: [FileIO.unwritableFile])
        }
        let summary = DiagnosticSummary(counting: findings, inputs: inputs)
        Console.standardError("wrote \(output) (\(page.utf8.count / 1024) KB): \(summary.line)\n")
        let reported = warningsAsErrors ? findings.treatingWarningsAsErrors() : findings
        let status = ToolExitStatus(diagnostics: reported, couldNotRun: couldNotRun)
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// The page and what `check` found, without writing anything.
    func page() async throws -> (page: String, found: CheckFindings) {
        var check = try CheckCommand.parse([path])
        check.extraction = extraction
        check.configuration = configuration
        check.cache = cache
        let found = await check.findings()
        var input = try self.input(found)
        let folder = (output as NSString).deletingLastPathComponent
        input.outputFolder = folder.isEmpty ? "." : folder
        return (HTMLReport.render(input), found)
    }

    /// The page of a built product: each bundle with App Intents or phrases as an app, its titles and phrases in
    /// the locales it ships, from its compiled tables; its SiriKit definitions beside the product's intents.
    func productPage() -> (page: String, found: ProductFindings) {
        let found = ProductFindings.check(ProductReader.read(path))
        var input = ReportInput(title: Self.title(of: path), root: CheckPipeline.root(of: path), findings: found.diagnostics)
        input.inputs = found.inputs
        input.sourceURL = sourceURL
        let shown = found.bundles.filter { $0.document.map { !$0.intents.isEmpty || !$0.entities.isEmpty || !$0.shortcutsProviders.isEmpty } ?? false || !$0.phrases.phrases.isEmpty }
        input.targetsWithoutIntents = found.bundles.filter { bundle in !shown.contains { $0.bundle.path == bundle.bundle.path } }.map(\.bundle.name)
        input.apps = shown.map { result in
            ReportApp(name: result.bundle.name, document: result.document ?? MetadataDocument(module: nil),
                      developmentLanguage: result.bundle.info.developmentRegion ?? "en", catalog: result.bundle.catalog(), phrases: result.phrases)
        }
        let folder = (output as NSString).deletingLastPathComponent
        input.outputFolder = folder.isEmpty ? "." : folder
        return (HTMLReport.render(input), found)
    }

    /// The report's input from what `check` found and read.
    func input(_ found: CheckFindings) throws -> ReportInput {
        let root = CheckPipeline.root(of: path)
        var input = ReportInput(title: Self.title(of: path), root: root, findings: found.diagnostics)
        input.headlines = found.headlines
        input.inputs = found.inputs
        input.sourceURL = sourceURL
        input.coverage = found.artifacts.coverage
        input.schedules = found.artifacts.schedules
        input.migration = found.artifacts.migration.map { ReportMigration(definitions: $0.definitions, document: $0.document, verdicts: $0.verdicts) }
        let targets = found.artifacts.targets
        // A target with no App Intents and no phrases (a framework of models, say) is named, not drawn.
        func isShown(_ target: CheckedTarget) -> Bool {
            let document = target.extraction.document
            return targets.count == 1 || !target.phraseFiles.isEmpty || !document.intents.isEmpty || !document.entities.isEmpty
                || !document.enums.isEmpty || !document.queries.isEmpty || !document.shortcutsProviders.isEmpty
        }
        input.targetsWithoutIntents = targets.filter { !isShown($0) }.map(\.name)
        input.apps = targets.indices.filter { isShown(targets[$0]) }.map { index in
            let target = targets[index]
            return ReportApp(
                name: target.name, document: target.extraction.document, developmentLanguage: target.developmentLanguage,
                catalog: Catalog.load(target.localizationFiles, files: found.tables), phrases: found.artifacts.phrases[index] ?? PhraseFiles()
            )
        }
        if let at {
            guard let schedule = input.schedules.first else { return input }
            guard let instant = schedule.timeZone.instant(parsing: at) else {
                throw ValidationError("--at '\(at)' is not a time; write 2026-03-09T07:50 (in the schedule's zone), 2026-03-09T07:50:00-05:00 or 2026-03-09.")
            }
            input.relevanceInstant = instant
        }
        return input
    }

    /// The project's name: its folder's, or its project's without the extension.
    static func title(of path: String) -> String {
        let name = ((path as NSString).standardizingPath as NSString).lastPathComponent
        if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") { return (name as NSString).deletingPathExtension }
        if name == "." || name.isEmpty { return (FileManager.default.currentDirectoryPath as NSString).lastPathComponent }
        return name
    }
}

extension CheckFindings {
    /// The page `intentkit report` writes for `arguments` (the folder first, then `-o FILE` and options), and what
    /// `check` found, in this process, without writing the page.
    package static func report(_ arguments: [String]) async throws -> (page: String, found: CheckFindings) {
        try await ReportCommand.parse(arguments).page()
    }
}
