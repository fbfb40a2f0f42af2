import Diagnostics
import IntentMetadata
import IntentMigration
import IntentPackages
import IntentRelevance

extension CheckPipeline {
    /// What one of the stages over whole files found: the files, and their findings.
    public struct FileStage<Artifact: Sendable>: Sendable {
        /// The stage's findings.
        public var diagnostics: [Diagnostic] = []
        /// The files the stage read.
        public var files: [String] = []
        /// What the stage computed besides its findings (`Void` for the packages stage).
        public var artifact: Artifact
    }

    /// Stage 5: loads each `manifest.json` of the folder and merges its packages, returning the findings.
    ///
    /// A manifest that is unreadable, or has no root package, is not merged; its loading findings are kept.
    public func checkPackages(_ inputs: CheckInputs) -> FileStage<Void> {
        var stage = FileStage<Void>(artifact: ())
        stage.files = inputs.layout.files.filter { $0.hasSuffix("/manifest.json") }
        for manifest in stage.files {
            let loaded = PackageManifest.load(contentsOf: manifest)
            stage.diagnostics += loaded.diagnostics
            if let root = loaded.root, !loaded.isUnreadable { stage.diagnostics += loaded.graph.merge(root: root).diagnostics }
        }
        return stage
    }

    /// What the relevance stage read: the schedules that loaded.
    public struct RelevanceStage: Sendable {
        /// The schedules' findings.
        public var diagnostics: [Diagnostic] = []
        /// The `relevance.yaml` files read.
        public var files: [String] = []
        /// The schedules that loaded, in file order.
        public var schedules: [RelevanceSchedule] = []
    }

    /// Stage 6: loads and checks each `relevance.yaml` of the folder, returning the schedules that loaded.
    public func checkRelevance(_ inputs: CheckInputs) -> RelevanceStage {
        var stage = RelevanceStage()
        stage.files = inputs.layout.files.filter { $0.hasSuffix("/relevance.yaml") || $0 == "relevance.yaml" }
        for schedule in stage.files {
            let loaded = RelevanceSchedule.load(contentsOf: schedule)
            stage.diagnostics += loaded.diagnostics
            if let loaded = loaded.schedule { stage.schedules.append(loaded) }
        }
        return stage
    }

    /// What the migration stage read and decided.
    public struct MigrationStage: Sendable {
        /// The definitions' warnings and errors, and the compatibility verdicts.
        public var diagnostics: [Diagnostic] = []
        /// The `.intentdefinition` files read.
        public var files: [String] = []
        /// The definitions read, the document they were compared with, and the verdicts.
        ///
        /// `nil` when the folder has no definition that could be read.
        public var artifact: (definitions: [SiriIntentDefinition], document: MetadataDocument, verdicts: [Diagnostic])?
    }

    /// Stage 7: reads each `.intentdefinition` of the folder and checks the app's intents for compatibility with them.
    ///
    /// The intents are all targets' at once (a widget and a watch widget may share classes): pass ``merged(_:)`` of
    /// the targets' documents as `document`, and the app's path as `path`, the place of a verdict without its own.
    /// Only the definitions' warnings and errors are kept.
    public func checkMigration(_ inputs: CheckInputs, document: MetadataDocument, path: String) -> MigrationStage {
        var stage = MigrationStage()
        stage.files = inputs.layout.files.filter { $0.hasSuffix(".intentdefinition") }
        var definitions: [SiriIntentDefinition] = []
        for file in stage.files {
            let read = IntentDefinitionReader.read(contentsOf: file, translations: false)
            stage.diagnostics += read.diagnostics.filter { $0.severity >= .warning }
            if let definition = read.definition { definitions.append(definition) }
        }
        if !definitions.isEmpty {
            let verdicts = SchemaCompatibility.check(old: definitions, new: document, newPath: path)
            stage.diagnostics += verdicts
            stage.artifact = (definitions, document, verdicts)
        }
        return stage
    }
}
