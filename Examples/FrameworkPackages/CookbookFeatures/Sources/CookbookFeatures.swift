import CookbookCore
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// The feature framework's package; it includes the core framework's.
public struct FeatureKitPackage: AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [CoreKitPackage.self] }
}

/// Adds an ingredient to the shopping list.
public struct AddToShoppingListIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add to Shopping List"

    @Parameter(title: "Ingredient", requestValueDialog: "Which ingredient?")
    public var ingredient: IngredientEntity

    @Parameter(title: "Quantity", default: 1)
    public var quantity: Int

    @Parameter(title: "Units", default: .metric)
    public var units: MeasurementSystem

    public static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$quantity) \(\.$ingredient) to the shopping list") {
            \.$units
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Added \(quantity) \(ingredient.name).")
    }
}

#if !canImport(AppIntents)
/// Reflects this framework on its own, as its metadata document.
public enum CookbookFeaturesModule {
    public static func reflect() async -> MetadataReflection {
        await MetadataReflector(module: "CookbookFeatures", followsReferencesAcrossModules: false).reflect(
            intents: [AddToShoppingListIntent.self], packages: [FeatureKitPackage.self]
        )
    }
}
#endif
