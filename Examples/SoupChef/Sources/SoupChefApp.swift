#if !canImport(AppIntents)
import AppIntentModel

/// The types SoupChef declares, for reflection into the metadata document.
public enum SoupChefApp {
    /// Reflects SoupChef's App Intents into a metadata document.
    public static func reflect() async -> MetadataReflection {
        await MetadataReflector(module: "SoupChef").reflect(
            intents: [OrderSoupIntent.self, ShowMenuIntent.self],
            shortcutsProviders: [SoupChefShortcuts.self],
            packages: [SoupChefPackage.self, SoupKitPackage.self]
        )
    }
}
#endif
