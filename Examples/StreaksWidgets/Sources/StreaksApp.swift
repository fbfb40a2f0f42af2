#if !canImport(AppIntents)
import AppIntentModel

/// The types the streak-tracking example declares, for reflection.
public enum StreaksApp {
    /// Reflects the example's widget intents into a metadata document.
    public static func reflect() async -> MetadataReflection {
        await MetadataReflector(module: "StreaksWidgets").reflect(intents: [StatsWidgetIntent.self, TasksWidgetIntent.self])
    }
}
#endif
