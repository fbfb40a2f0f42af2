import Diagnostics
import IntentMetadata
import IntentMigration
import IntentPackages
import IntentRelevance

extension CheckPipeline {
    /// What one of the stages over whole files found: the files, and their findings.
    public struct FileStage<Artifact: Sendable>: Sendable {
        public var diagnostics: [Diagnostic] = []
        public var files: [String] = []
        public var artifact: Artifact
    }

    /// Stage 5: each `manifest.json` of the folder loaded and its packages merged.
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
        public var diagnostics: [Diagnostic] = []
        public var files: [String] = []
        public var schedules: [RelevanceSchedule] = []
    }

    /// Stage 6: each `relevance.yaml` of the folder loaded and checked.
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
        public var diagnostics: [Diagnostic] = []
        public var files: [String] = []
        public var artifact: (definitions: [SiriIntentDefinition], document: MetadataDocument, verdicts: [Diagnostic])?
    }

    /// Stage 7: each `.intentdefinition` of the folder read, and the app's intents (all targets' at once: a widget
    /// and a watch widget may share classes) checked for compatibility with all of them.
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
