import CookbookCore
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// The widget framework's package; it includes the core framework's too (a diamond).
public struct WidgetKitPackage: AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [CoreKitPackage.self] }
}

/// Configures the shopping-list widget.
public struct ShoppingListWidgetIntent: WidgetConfigurationIntent {
    public static let title: LocalizedStringResource = "Shopping List"

    @Parameter(title: "Pinned Ingredients", size: [.systemSmall: IntentCollectionSize(min: 0, max: 2), .systemMedium: IntentCollectionSize(min: 0, max: 4)])
    public var pinned: [IngredientEntity]?

    public static var parameterSummary: some ParameterSummary {
        Summary("Pin \(\.$pinned)")
    }

    public init() {}

    public func perform() async throws -> some IntentResult { .result() }
}

#if !canImport(AppIntents)
/// Reflects this framework on its own, as its metadata document.
public enum CookbookWidgetsModule {
    public static func reflect() async -> MetadataReflection {
        await MetadataReflector(module: "CookbookWidgets", followsReferencesAcrossModules: false).reflect(
            intents: [ShoppingListWidgetIntent.self], packages: [WidgetKitPackage.self]
        )
    }
}
#endif
