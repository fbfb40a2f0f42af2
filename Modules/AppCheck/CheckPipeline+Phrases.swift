import AppShortcutsCheck
import Diagnostics
import IntentLocalization

extension CheckPipeline {
    /// What the App Shortcuts phrase checks found.
    public struct PhrasesStage: Sendable {
        /// The findings of reading the phrase files and of checking them against the App Shortcuts.
        public var diagnostics: [Diagnostic] = []
        /// The phrase files read.
        public var files: [String] = []
        /// Each target's phrase files, by the target's index.
        public var byTarget: [Int: PhraseFiles] = [:]
    }

    /// Stage 4: checks each target's phrase files against its App Shortcuts, as the target's app speaks them.
    ///
    /// Pass the targets ``extractTargets(_:)`` returned. A target is checked when it ships phrase files or its app
    /// has a name Siri says; its phrase files are read from the run's tables.
    public func checkPhrases(_ inputs: CheckInputs, targets: [CheckedTarget]) -> PhrasesStage {
        var stage = PhrasesStage()
        var files: Set<String> = []
        for (index, target) in targets.enumerated() where !target.phraseFiles.isEmpty || target.appName != nil {
            var phrases = PhraseFiles()
            phrases.developmentLanguage = target.developmentLanguage
            for file in target.phraseFiles { phrases.read(file, from: inputs.tables) }
            var checker = AppShortcutsChecker(metadata: target.extraction.document)
            checker.appName = target.appName
            stage.diagnostics += phrases.diagnostics + checker.check(phrases)
            files.formUnion(target.phraseFiles)
            stage.byTarget[index] = phrases
        }
        stage.files = files.sorted()
        return stage
    }
}
