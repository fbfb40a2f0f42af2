import AppShortcutsCheck
import Diagnostics
import IntentLocalization
import IntentMetadata
import IntentMigration
import IntentRelevance
import LocalizationLint

/// What a report shows: the results of every check over one project, as `intentkit check` computes them.
public struct ReportInput: Sendable {
    /// The project's name, the page's title.
    public var title: String
    /// The folder file paths are shown relative to (the project's folder).
    public var root: String
    /// Where links to files lead: a URL prefix, such as a repository browser's ending in `/`.
    ///
    /// The path relative to ``root`` is appended to it, with `#Lline`; `nil` links to the files by relative path from
    /// ``outputFolder``.
    public var sourceURL: String?
    /// The folder the report is written into, for relative links to files; `nil` links by the paths as given.
    public var outputFolder: String?
    /// Every finding of the check, each once, in output order.
    public var findings: [Diagnostic]
    /// Words for some groups of findings (each locale's translation coverage), by group.
    public var headlines: [String: String] = [:]
    /// How many files the check read.
    public var inputs: Int = 0
    /// The app targets, each with its intents, catalogs and phrases.
    public var apps: [ReportApp] = []
    /// The targets checked that declare no App Intents and ship no phrases: named once, without a section.
    public var targetsWithoutIntents: [String] = []
    /// Translation coverage per table and locale, as the linter counted it.
    public var coverage: [TableCoverage] = []
    /// The project's relevance schedules.
    public var schedules: [RelevanceSchedule] = []
    /// Where the relevance section ranks, and where its timelines start (their day); `nil` for each schedule's first window.
    public var relevanceInstant: Int64?
    /// The project's SiriKit definitions beside the intents that replace them; `nil` without definitions.
    public var migration: ReportMigration?

    /// Creates the input of a report: its title, the folder paths are shown relative to, and every finding.
    ///
    /// The other parts start empty: a page of findings alone, until apps, coverage, schedules or migration are set.
    public init(title: String, root: String, findings: [Diagnostic]) {
        self.title = title
        self.root = root
        self.findings = findings
    }
}

/// One app target: its App Intents, the catalogs that translate them and its App Shortcuts phrase files.
public struct ReportApp: Sendable {
    /// The target's name.
    public var name: String
    /// Its extracted App Intents.
    public var document: MetadataDocument
    /// The language its code is written in.
    public var developmentLanguage: String
    /// The tables it ships (titles, summaries and dialogs are resolved in them).
    public var catalog: Catalog
    /// Its App Shortcuts phrase files, read.
    public var phrases: PhraseFiles

    /// Creates an app target's part of a report.
    public init(name: String, document: MetadataDocument, developmentLanguage: String, catalog: Catalog = Catalog(), phrases: PhraseFiles = PhraseFiles()) {
        self.name = name
        self.document = document
        self.developmentLanguage = developmentLanguage
        self.catalog = catalog
        self.phrases = phrases
    }
}

/// A project's SiriKit intent definitions and the app intents that replace them.
public struct ReportMigration: Sendable {
    /// The definitions read.
    public var definitions: [SiriIntentDefinition]
    /// Every target's intents in one document.
    public var document: MetadataDocument
    /// What IntentMigration's `SchemaCompatibility` says of them: the compatibility verdicts.
    public var verdicts: [Diagnostic]

    /// Creates the migration part of a report.
    public init(definitions: [SiriIntentDefinition], document: MetadataDocument, verdicts: [Diagnostic]) {
        self.definitions = definitions
        self.document = document
        self.verdicts = verdicts
    }
}
