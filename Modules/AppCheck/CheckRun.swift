import AppShortcutsCheck
import Diagnostics
import IntentExtraction
import IntentLocalization
import IntentMetadata
import IntentMigration
import IntentRelevance
import LocalizationLint

/// What one check of an app found and computed: its findings, what each stage read, and what the stages computed.
///
/// ``CheckPipeline/run(_:)`` returns it. The findings are in output order, each once; ``artifacts`` holds what the
/// stages computed on the way, which a report of the app shows (IntentReport's `ReportInput` is made from it).
public struct CheckRun: Sendable {
    /// Every finding, each once, in output order.
    public var diagnostics: [Diagnostic]
    /// How many files were read.
    public var inputs: Int
    /// Whether an input could not be read (exit status 2).
    public var couldNotRun: Bool
    /// The checks that ran, for SARIF's rule table.
    public var checks: [Check]
    /// Words for some groups' folded text lines, by group (each locale's translation coverage).
    public var headlines: [String: String]
    /// One line per stage: what it read and found.
    public var stages: [String]
    /// What the stages computed besides their findings.
    public var artifacts: CheckArtifacts
    /// The run's string tables, parsed: a report of the run shows them without reading them again.
    public var tables: TableFiles
    /// How many results came from the cache, how many were missing from it, and how many were stored (`nil`: no cache).
    public var cacheStatistics: (hits: Int, misses: Int, stores: Int)?
    /// How long each part of the run took, in order: reading the inputs and each stage (what `--stats` prints).
    public var times: [(part: String, seconds: Double)] = []

    /// A run's results, as ``CheckPipeline/run(inputs:)`` gathers them (no cache statistics).
    public init(diagnostics: [Diagnostic], inputs: Int, couldNotRun: Bool, checks: [Check], headlines: [String: String], stages: [String],
                artifacts: CheckArtifacts = CheckArtifacts(), tables: TableFiles = TableFiles()) {
        self.diagnostics = diagnostics
        self.inputs = inputs
        self.couldNotRun = couldNotRun
        self.checks = checks
        self.headlines = headlines
        self.stages = stages
        self.artifacts = artifacts
        self.tables = tables
    }
}

/// What a check computed besides its findings: what a report of the app shows.
public struct CheckArtifacts: Sendable {
    /// Each target's intents, phrase files and catalogs.
    public var targets: [CheckedTarget] = []
    /// Each target's phrase files read, by the target's index in ``targets``.
    public var phrases: [Int: PhraseFiles] = [:]
    /// Translation coverage per table and locale, from every group of tables linted.
    public var coverage: [TableCoverage] = []
    /// The relevance schedules that loaded.
    public var schedules: [RelevanceSchedule] = []
    /// The SiriKit definitions of the app, its intents as one document, and their compatibility verdicts.
    ///
    /// `nil` when the app has no definition that could be read.
    public var migration: (definitions: [SiriIntentDefinition], document: MetadataDocument, verdicts: [Diagnostic])?

    /// Empty artifacts, which the stages of a run fill in.
    public init() {}
}

/// One target's App Intents, with the phrase files and tables it ships.
public struct CheckedTarget: Sendable {
    /// The target's name (the folder's, without a project).
    public var name: String
    /// Its metadata document and the problems extraction found.
    public var extraction: Extraction
    /// The `AppShortcuts.strings` / `AppShortcuts.xcstrings` files it ships.
    public var phraseFiles: [String]
    /// The language its code's phrases are written in.
    public var developmentLanguage: String
    /// The name Siri says for the app the target belongs to, from the project (`nil` without one).
    public var appName: String?
    /// The tables (`.strings`, `.stringsdict`, `.xcstrings`) it ships.
    public var localizationFiles: [String]
}
