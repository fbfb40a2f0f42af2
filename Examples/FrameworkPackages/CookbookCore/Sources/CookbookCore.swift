#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// The core framework's App Intents package: shared entities and enums, no intents.
public struct CoreKitPackage: AppIntentsPackage {}

/// An ingredient, shared by the feature and widget frameworks.
public struct IngredientEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ingredient"
    public static let defaultQuery = IngredientQuery()

    public let id: String

    @Property(title: "Name")
    public var name: String

    public var displayRepresentation: DisplayRepresentation { "\(name)" }

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// Finds ingredients.
public struct IngredientQuery: EntityStringQuery {
    public init() {}

    static var pantry: [IngredientEntity] {
        [IngredientEntity(id: "flour", name: "Flour"), IngredientEntity(id: "eggs", name: "Eggs"), IngredientEntity(id: "basil", name: "Basil")]
    }

    public func entities(for identifiers: [String]) async throws -> [IngredientEntity] {
        Self.pantry.filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [IngredientEntity] { Self.pantry }

    public func entities(matching string: String) async throws -> [IngredientEntity] {
        Self.pantry.filter { $0.name.lowercased().hasPrefix(string.lowercased()) }
    }
}

/// How quantities are measured.
public enum MeasurementSystem: String, AppEnum {
    case metric, imperial

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Measurement System"
    public static let caseDisplayRepresentations: [MeasurementSystem: DisplayRepresentation] = [
        .metric: "Metric",
        .imperial: "Imperial",
    ]
}

#if !canImport(AppIntents)
/// Reflects this framework on its own, as its metadata document.
public enum CookbookCoreModule {
    public static func reflect() async -> MetadataReflection {
        await MetadataReflector(module: "CookbookCore", followsReferencesAcrossModules: false).reflect(
            entities: [IngredientEntity.self], enums: [MeasurementSystem.self], packages: [CoreKitPackage.self]
        )
    }
}
#endif
