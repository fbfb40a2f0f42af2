#if !canImport(AppIntents)
import AppIntentModel

/// The types the journal declares, for reflection into the metadata document.
public enum JournalApp {
    /// Reflects the journal's App Intents into a metadata document.
    public static func reflect() async -> MetadataReflection {
        await MetadataReflector(module: "Journal").reflect(
            intents: [
                CreateEntryIntent.self, StartWritingSessionIntent.self, WritingSessionSnippetIntent.self,
                LockJournalIntent.self, QuickMoodControlConfiguration.self, OpenEntryIntent.self, AddReflectionIntent.self,
            ],
            shortcutsProviders: [JournalShortcuts.self]
        )
    }
}
#endif
