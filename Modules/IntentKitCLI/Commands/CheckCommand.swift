import AppShortcutsCheck
import AppleMetadata
import ArgumentParser
import Diagnostics
import Foundation
import AppCheck
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
            PATH is an app's folder, or an .xcodeproj or .xcworkspace in it, or a built product (an .app, .appex, \
            .xcarchive, .ipa or Metadata.appintents: its compiled metadata, App Shortcuts phrases, tables and SiriKit \
            definitions are checked as they shipped). With Xcode projects, each target \
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

    @Argument(help: "The app's folder, or its .xcodeproj or .xcworkspace; or a built .app, .appex, .xcarchive, .ipa or Metadata.appintents.")
    var path: String

    @OptionGroup var extraction: ExtractionArguments

    @Option(help: ArgumentHelp("Read each target's #if conditions from this build configuration of its project (such as Debug); without it, every configuration's.", valueName: "name"))
    var configuration: String?

    @OptionGroup var output: OutputOptions

    @Flag(help: "Print on standard error how many files of each kind were read and parsed, what came from the cache, and how long each part of the run took.")
    var stats = false

    @OptionGroup var cache: CacheOptions

    @Option(parsing: .remaining, help: "Check only the apps under PATH these files belong to, and report what they affect (a pre-commit hook's staged files); last on the line.")
    var files: [String] = []

    func run() async throws {
        if files.isEmpty, ProductReader.isProduct(path) { return try runOnProduct() }
        let found = files.isEmpty ? await findings() : await findings(forFiles: files)
        if output.format == .text { Console.standardError("checked \(path): " + found.stages.joined(separator: "; ") + "\n") }
        // What the check read, counted before printing (the text format reads lines of files for its excerpts).
        let statistics = stats ? Self.statistics(found) : ""
        let start = DispatchTime.now().uptimeNanoseconds
        // A check's findings are each once already (``CheckRun/diagnostics``).
        let status = output.emit(found.diagnostics, inputs: found.inputs, couldNotRun: found.couldNotRun, checks: found.checks, headlines: found.headlines,
                                 unique: files.isEmpty)
        if stats {
            let printed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            Console.standardError(statistics + "\n" + Self.times(found.times + [("findings printed", printed)]) + "\n")
        }
        KeptUntilExit.keep(found)
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// The checks of a built product (``ProductFindings``): its compiled metadata, phrases, tables and definitions.
    private func runOnProduct() throws {
        let found = ProductFindings.check(ProductReader.read(path))
        if output.format == .text { Console.standardError("checked \(path): " + found.stages.joined(separator: "; ") + "\n") }
        let status = output.emit(found.diagnostics, inputs: found.inputs, couldNotRun: found.couldNotRun, checks: ProductFindings.checks)
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// `read: 12 .swift (parsed 12), 8 tables (parsed 8), 3 other, 20 trees thawed`: what this process read and parsed
    /// (a tree thawed is one kept frozen between its readers, not parsed again: `SwiftSource.freezeTree()`).
    static func statistics(_ run: CheckFindings) -> String {
        let counts = FileIO.readCounts
        let tables = ["strings", "stringsdict", "xcstrings"].reduce(0) { $0 + (counts[$1] ?? 0) }
        let others = counts.filter { !["swift", "strings", "stringsdict", "xcstrings"].contains($0.key) }.values.reduce(0, +)
        let read = "read: \(counts["swift"] ?? 0) .swift (parsed \(SwiftSource.parses)), \(tables) tables (parsed \(run.tables.reads)), \(others) other, "
            + "\(SwiftSource.thawCount) trees thawed"
        guard let cache = run.cacheStatistics else { return read + "; no cache" }
        return read + "; cache: \(cache.hits) results found, \(cache.misses) missing, \(cache.stores) stored"
    }

    /// `time: read 31 ms, extraction 80 ms, …`: how long each part of the run took.
    static func times(_ laps: [(part: String, seconds: Double)]) -> String {
        "time: " + laps.map { "\($0.part) \(Int(($0.seconds * 1000).rounded())) ms" }.joined(separator: ", ")
    }

    /// What every check finds in the folder, in output order, without printing anything: the app's check pipeline
    /// (``CheckPipeline``), run once.
    func findings() async -> CheckFindings {
        await CheckPipeline(extraction: extraction.options, configuration: configuration, cache: cache.setting(for: path)).run(path)
    }
}

/// A check's run, kept until the process exits once its findings are printed: freeing its thousands of findings,
/// documents and tables one by one took longer than the exit, which gives all of the process's memory back at once
/// (compilers skip freeing their syntax trees at the end for the same reason). The command runs once a process.
private final class KeptUntilExit {
    private let run: CheckFindings

    private init(_ run: CheckFindings) { self.run = run }

    /// Keeps `run` alive, unreleased, for the rest of the process.
    static func keep(_ run: CheckFindings) {
        _ = Unmanaged.passRetained(KeptUntilExit(run))
    }
}
