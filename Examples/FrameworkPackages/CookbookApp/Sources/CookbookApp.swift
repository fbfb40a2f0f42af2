import CookbookCore
import CookbookFeatures
import CookbookWidgets
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// The app's package: it includes the feature and widget frameworks, which both include the core one.
public struct CookbookAppPackage: AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [FeatureKitPackage.self, WidgetKitPackage.self] }
}

/// The app's one App Shortcuts provider, using an intent from the feature framework.
public struct CookbookShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddToShoppingListIntent(),
            phrases: ["Add \(\.$ingredient) to my \(.applicationName) list", "Add to my \(.applicationName) shopping list"],
            shortTitle: "Add to List",
            systemImageName: "cart.badge.plus"
        )
    }
}

#if !canImport(AppIntents)
/// Reflects the app module on its own, as its metadata document.
public enum CookbookAppModule {
    public static func reflect() async -> MetadataReflection {
        await MetadataReflector(module: "CookbookApp", followsReferencesAcrossModules: false).reflect(
            shortcutsProviders: [CookbookShortcuts.self], packages: [CookbookAppPackage.self]
        )
    }
}
#endif
