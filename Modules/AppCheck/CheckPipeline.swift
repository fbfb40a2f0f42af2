import AppShortcutsCheck
import Diagnostics
import Foundation
import IntentExtraction
import IntentLocalization
import IntentMetadata
import IntentMigration
import IntentPackages
import IntentRelevance
import LocalizationLint
import StringExtraction
import XcodeProject

/// Every IntentKit check over one app, in one pass: what `intentkit check` and `intentkit report` run.
///
///     folder or project ─▶ CheckInputs ─▶ stages ─▶ CheckRun ─▶ renderers
///
/// The folder is walked once into the app's layout (its projects' targets, packages or folder), every Swift file
/// it builds is read and parsed once (`SwiftSource`), and each table file is parsed the first time a stage asks
/// for it (`TableFiles`). Then the stages run in order, each taking what it reads from the inputs (in a re-check
/// whose cache knew most files, the strings are collected beside stage 1):
///
/// 1. App Intents extraction, per target and build, from the shared trees (``extractTargets(_:)``);
/// 2. the lint of each target's tables (``lintTables(_:root:)``; in such a re-check, beside stage 1, as it reads no Swift);
/// 3. the strings of the code against its catalogs, from the same trees (``checkStrings(_:)``): ``run(inputs:)``
///    collects the strings before the lint and lets go of the trees then, so they and the tables are not held at once;
/// 4. App Shortcuts phrases against each target's intents (``checkPhrases(_:targets:)``);
/// 5. package manifests, relevance schedules, and SiriKit definitions against the intents (``checkPackages(_:)``,
///    ``checkRelevance(_:)``, ``checkMigration(_:document:path:)``).
///
/// ``run(_:)`` does all of it for a path; ``run(inputs:)`` runs the stages over inputs already read. `docs/architecture.md`
/// draws the modules and this path.
public struct CheckPipeline: Sendable {
    /// How the app's Swift is read: `#if` conditions, compiler and language versions, references.
    public var extraction: ExtractionOptions
    /// The build configuration whose settings are read (`nil`: every configuration of each target).
    public var configuration: String?
    /// Where results are kept across runs (``CheckCache``), and the version of IntentKit that makes them; `nil`: none.
    public var cache: (folder: String, version: String)?

    /// A pipeline that reads Swift with `extraction`'s options and projects' settings of `configuration`.
    ///
    /// - Parameters:
    ///   - extraction: how the app's Swift is read: `#if` conditions, compiler and language versions, references.
    ///   - configuration: the build configuration whose settings and `#if` conditions are read (`nil`: every
    ///     configuration of each target).
    ///   - cache: the folder results are kept in across runs (``defaultCacheFolder(for:)`` is `intentkit check`'s),
    ///     and IntentKit's version, part of every key; `nil` keeps none.
    public init(extraction: ExtractionOptions = ExtractionOptions(), configuration: String? = nil, cache: (folder: String, version: String)? = nil) {
        self.extraction = extraction
        self.configuration = configuration
        self.cache = cache
    }

    /// The folder results are kept in by default: `.build/intentkit-cache` in the app's folder.
    public static func defaultCacheFolder(for path: String) -> String {
        let root = root(of: path)
        return (root.isEmpty ? "." : root) + "/.build/intentkit-cache"
    }

    /// Runs every check over the app at `path` (a folder, or an `.xcodeproj` or `.xcworkspace` in it).
    ///
    /// The app is read with ``CheckInputs/read(_:configuration:cache:)``, then checked with ``run(inputs:)``. With a
    /// ``cache``, a ``CheckCache`` is opened in its folder before and saved after; when it cannot be opened the run
    /// keeps no results. A path that does not exist is reported as a finding; ``CheckRun/couldNotRun`` says whether
    /// the folder had no file or a Swift file could not be read.
    public func run(_ path: String) async -> CheckRun {
        var clock = StageClock()
        // The layout is kept beside the cache's pack (`SourceLayout+Cache.swift`), and resolved while the pack is read.
        let store = cache.flatMap { CheckCache(folder: $0.folder, root: Self.root(of: path), version: $0.version) }
        if store != nil { clock.lap("cache opened") }
        let layout = SourceLayout.resolve(path, configuration: configuration, cache: store)
        clock.lap("layout")
        // In a re-check whose cache knew most files by their stamps, the lint starts as soon as that is known: it reads
        // no Swift, and runs beside the parse of the changed files (on one core) and then the Swift stages.
        var lint: Task<LintStage, Never>?
        let inputs = CheckInputs.read(path, layout: layout, cache: store, clock: &clock) { lint = lintBeside($0) }
        var run = await run(inputs: inputs, lint: lint)
        var saving = StageClock()
        store?.save()
        saving.lap("cache saved")
        run.times = clock.laps + run.times + (store == nil ? [] : saving.laps)
        return run
    }

    /// Runs every stage, in order, over inputs already read, and gathers their findings and artifacts.
    ///
    /// The findings of the layout and of every stage are kept once each, in output order. Each Swift file's tree is let
    /// go once both extractors have read it (a reader of `inputs` after the run parses the file again). Nothing is
    /// saved: with a cache in `inputs`, call ``CheckCache/save()`` afterwards.
    public func run(inputs: CheckInputs) async -> CheckRun {
        await run(inputs: inputs, lint: nil)
    }

    /// ``run(inputs:)`` with the lint of `inputs`' tables already running (`lint`), or to be run as it decides.
    private func run(inputs: CheckInputs, lint started: Task<LintStage, Never>?) async -> CheckRun {
        let path = inputs.path
        let layout = inputs.layout
        // Each part's findings as it gave them: made one list, each finding once, in output order at the end.
        var diagnostics = [layout.diagnostics]
        if !FileManager.default.fileExists(atPath: path) { diagnostics.append(FileIO.expand([path]) { _ in false }.missing) }
        var artifacts = CheckArtifacts()
        var stages: [String] = []
        var checks: [Check] = []
        var clock = StageClock()

        // In a re-check whose cache knew most files, the lint (which reads no Swift) runs beside the Swift stages: they
        // then parse the few changed files on one core, and the lint mostly reads its results back from the cache.
        let lintBeside = started ?? (Self.knewMostFiles(inputs) ? lintBeside(inputs) : nil)
        let (targets, code) = await extractAndCollectStrings(inputs, clock: &clock)
        // The trees are let go: their pages go back before the lint parses the catalogs. A re-check that parsed a few
        // files has little to give back, and would take the pages again as it goes on.
        if lintBeside == nil { FreedMemory.returnToSystem() }
        artifacts.targets = targets
        for target in targets { diagnostics.append(target.extraction.diagnostics) }
        let swiftFiles = Set(targets.flatMap(\.extraction.files))
        let documents = targets.map(\.extraction.document)
        stages.append("Swift sources: \(Self.plural(swiftFiles.count, "file"))" + (layout.projectFiles.isEmpty ? "" : " in \(Self.plural(targets.count, "target"))")
            + ", \(Self.count(documents))")
        checks += ExtractionChecks.all + MetadataChecks.all

        let lint = if let lintBeside { await lintBeside.value } else { await lintTables(inputs, root: Self.root(of: path)) }
        clock.lap("lint")
        diagnostics.append(lint.diagnostics)
        artifacts.coverage = lint.coverage
        stages.append("localization: \(Self.plural(lint.files.count, "catalog"))")
        checks += LintChecks.all

        let strings = checkStrings(code, inputs: inputs)
        clock.lap("strings check")
        diagnostics.append(strings.diagnostics)
        stages.append("strings in code: \(Self.plural(strings.uses, "use")) in \(Self.plural(strings.scopes, "target"))")
        checks += StringChecks.all

        let phrases = checkPhrases(inputs, targets: targets)
        clock.lap("phrases")
        diagnostics.append(phrases.diagnostics)
        artifacts.phrases = phrases.byTarget
        stages.append("App Shortcuts: \(Self.plural(phrases.files.count, "phrase file"))")
        checks += AppShortcutsChecks.all

        let packages = checkPackages(inputs)
        diagnostics.append(packages.diagnostics)
        stages.append("packages: \(Self.plural(packages.files.count, "manifest"))")
        checks += PackageChecks.all

        let relevance = checkRelevance(inputs)
        diagnostics.append(relevance.diagnostics)
        artifacts.schedules = relevance.schedules
        stages.append("relevance: \(Self.plural(relevance.files.count, "schedule"))")
        checks += RelevanceChecks.all

        let migration = checkMigration(inputs, document: Self.merged(documents), path: path)
        clock.lap("packages, relevance, migration")
        diagnostics.append(migration.diagnostics)
        artifacts.migration = migration.artifact
        stages.append("migration: \(Self.plural(migration.files.count, "intent definition"))")
        checks += MigrationChecks.all + InputPolicy.checks

        let read = Set(Array(swiftFiles) + lint.files + phrases.files + packages.files + relevance.files + migration.files)
        var run = CheckRun(
            diagnostics: Diagnostic.forOutput(diagnostics),
            inputs: read.count,
            couldNotRun: targets.contains { $0.extraction.couldNotRun } || layout.files.isEmpty,
            checks: checks,
            headlines: lint.headlines,
            stages: stages,
            artifacts: artifacts,
            tables: inputs.tables
        )
        run.cacheStatistics = (inputs.cache as? CheckCache)?.statistics
        // A table keyed that changed, was replaced or went away while the run went on (`TablePrints.hold(in:)`):
        // results made from it would be kept under the fingerprint of what it was.
        if let cache = inputs.cache as? CheckCache, !inputs.tablePrints.hold(in: inputs.tables) { cache.keepNothing() }
        clock.lap("findings sorted")
        run.times = clock.laps
        return run
    }

    /// Stage 1, and the first half of stage 3: each target's App Intents and the strings of the code, from the shared
    /// trees, which are let go afterwards (the strings are their last reader: the trees and the tables are not held at
    /// once).
    ///
    /// The two read the same trees and nothing of each other's. When the cache knew most of the app's Swift files
    /// (at most a quarter new or changed), they run side by side: their time then goes to the cache's lookups and to
    /// what reads every file (a target's assembly, a build's index), on one core at a time. A run that parses most of
    /// the app runs them one after the other: each keeps every core busy on its own, and side by side they contend
    /// (a check of the 16 whole apps without a cache took 17% longer so).
    func extractAndCollectStrings(_ inputs: CheckInputs, clock: inout StageClock) async -> ([CheckedTarget], CodeStrings) {
        defer { for source in inputs.sources.values { source.releaseTree() } }
        guard Self.knewMostFiles(inputs) else {
            let targets = extractTargets(inputs)
            clock.lap("extraction")
            let code = collectStrings(inputs)
            clock.lap("strings")
            return (targets, code)
        }
        let extraction = Task.detached { [self] in extractTargets(inputs) }
        let code = collectStrings(inputs)
        let targets = await extraction.value
        clock.lap("extraction and strings")
        return (targets, code)
    }

    /// Whether a cache knew most of the run's Swift files: at most a quarter of them new or changed.
    static func knewMostFiles(_ inputs: CheckInputs) -> Bool {
        inputs.newFiles.map { knewMost(new: $0, of: inputs.sources.count) } ?? false
    }

    /// Whether `new` files of `count` leave most known to a cache: at most a quarter (what lets the lint run beside the
    /// Swift stages, by stamps as the files are read or by contents after).
    static func knewMost(new: Int, of count: Int) -> Bool {
        new * 4 <= count
    }

    /// The lint of `inputs`' tables on a task of its own, to run beside the Swift stages (it reads no Swift).
    private func lintBeside(_ inputs: CheckInputs) -> Task<LintStage, Never> {
        Task.detached { [self] in await lintTables(inputs, root: Self.root(of: inputs.path)) }
    }

    /// The folder a path names: the path itself, or for an `.xcodeproj` or `.xcworkspace` the folder holding it.
    public static func root(of path: String) -> String {
        path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcworkspace") ? (path as NSString).deletingLastPathComponent : path
    }

    /// Every target's intents in one document: what migration compares the app's definitions with.
    public static func merged(_ documents: [MetadataDocument]) -> MetadataDocument {
        guard documents.count != 1 else { return documents.first ?? MetadataDocument(module: nil) }
        var merged = MetadataDocument(module: nil)
        for document in documents {
            merged.intents += document.intents
            merged.entities += document.entities
            merged.enums += document.enums
            merged.queries += document.queries
            merged.shortcutsProviders += document.shortcutsProviders
            merged.packages += document.packages
            merged.unions += document.unions
        }
        return merged
    }

    private static func count(_ documents: [MetadataDocument]) -> String {
        let document = merged(documents)
        return [
            plural(document.intents.count, "intent"), plural(document.entities.count, "entity", "entities"),
            plural(document.enums.count, "enum"), plural(document.allShortcuts.count, "App Shortcut"),
        ].joined(separator: ", ")
    }

    static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}
