#if !canImport(AppIntents)
import AppIntentModel

/// The types the transit example declares, for reflection.
public enum TransitApp {
    /// Reflects the example's widget intent into a metadata document.
    public static func reflect() async -> MetadataReflection {
        await MetadataReflector(module: "TransitWidget").reflect(intents: [TransitWidgetIntent.self])
    }
}
#endif
