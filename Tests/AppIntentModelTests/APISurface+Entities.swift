// Compile-and-reflect coverage of entities (item 5 of "model II"): indexed entities and indexing
// keys, file entities, URL-representable entities, intents and enums, unique entities, custom
// identifiers, persistent identifiers, and every display representation initializer.

import AppIntentModel
import Foundation
import IntentMetadata
import Testing

#if canImport(CoreSpotlight)
import CoreSpotlight
#endif

struct RecipeEntity: IndexedEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Recipe",
        numericFormat: "\(placeholder: .int) recipes",
        synonyms: ["Dish"]
    )
    static let defaultQuery = RecipeQuery()
    static var urlRepresentation: URLRepresentation { "https://recipes.example/r/\(.id)" }

    let id: RecipeSlug

    @Property(title: "Name", indexingKey: \.displayName)
    var name: String

    @Property(indexingKey: \.contentDescription)
    var method: String

    @Property(title: "Cuisine", customIndexingKey: CSCustomAttributeKey(keyName: "recipeCuisine")!)
    var cuisine: String?

    @Property(title: "Tags", indexingKey: \.keywords)
    var tags: [String]

    @Property(title: "Minutes")
    var minutes: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(minutes) minutes",
            image: .init(systemName: "fork.knife", isTemplate: true),
            synonyms: ["\(name) recipe"]
        )
    }

    var attributeSet: CSSearchableItemAttributeSet {
        let set = defaultAttributeSet
        set.thumbnailURL = URL(string: "https://recipes.example/r/\(id.raw).jpg")
        return set
    }

    init(slug: String, name: String, method: String, tags: [String], minutes: Int) {
        self.id = RecipeSlug(raw: slug)
        self.name = name
        self.method = method
        self.tags = tags
        self.minutes = minutes
    }
}

/// An identifier that is not a String, Int or UUID, written the way Apple's own example writes it.
struct RecipeSlug: Hashable, Sendable, EntityIdentifierConvertible {
    let raw: String

    init(raw: String) {
        self.raw = raw
    }

    var entityIdentifierString: String { raw }

    init?(entityIdentifierString: String) {
        guard !entityIdentifierString.isEmpty else { return nil }
        raw = entityIdentifierString
    }
}

struct RecipeQuery: EnumerableEntityQuery {
    static let persistentIdentifier = "RecipeLookup"

    func entities(for identifiers: [RecipeSlug]) async throws -> [RecipeEntity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }

    func allEntities() async throws -> [RecipeEntity] {
        [RecipeEntity(slug: "dal", name: "Dal", method: "Simmer the lentils.", tags: ["lentils", "vegan"], minutes: 40)]
    }
}

struct ScanEntity: FileEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Scan"
    static let defaultQuery = ScanQuery()
    static var supportedContentTypes: [UTType] { [.pdf, .png] }

    let id: FileEntityIdentifier

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(id.url.lastPathComponent)", image: .init(url: id.url, width: 64, height: 64, displayStyle: .circular))
    }
}

struct ScanQuery: EntityQuery {
    func entities(for identifiers: [FileEntityIdentifier]) async throws -> [ScanEntity] {
        identifiers.map(ScanEntity.init(id:))
    }

    func suggestedEntities() async throws -> [ScanEntity] {
        [ScanEntity(id: FileEntityIdentifier(url: URL(fileURLWithPath: "/scans/receipt.pdf")))]
    }
}

struct KitchenSettings: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Kitchen Settings"
    static let defaultQuery = UniqueAppEntityProvider { KitchenSettings() }

    var id: String { "settings" }

    @Property(title: "Metric Units")
    var usesMetricUnits: Bool

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Kitchen Settings", image: .init(named: "settings", displayStyle: .default))
    }

    init() {
        usesMetricUnits = true
    }
}

enum Course: String, URLRepresentableEnum {
    case starter, main, dessert

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Course", numericFormat: "\(placeholder: .int) courses")
    static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [
        .starter: DisplayRepresentation(title: "Starter", image: .init(data: Data([0x89]), isTemplate: false)),
        .main: DisplayRepresentation(title: "Main", image: .init(url: URL(string: "https://recipes.example/main.png")!)),
        .dessert: "Dessert",
    ]
    static var urlRepresentation: URLRepresentation { "https://recipes.example/courses/\(.id)" }
}

struct CookRecipeIntent: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Cook Recipe"
    static let persistentIdentifier = "CookIntent"
    static var urlRepresentation: URLRepresentation { "https://recipes.example/cook/\(\.$recipe)?course=\(\.$course)" }

    @Parameter(title: "Recipe")
    var recipe: RecipeEntity

    @Parameter(title: "Course")
    var course: Course

    @Parameter(title: "Scan")
    var scan: ScanEntity?

    @Parameter(title: "Settings")
    var settings: KitchenSettings?

    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct EntitiesSurfaceTests {
    @Test func entityProtocolsIndexingKeysAndContentTypesAreReflected() async throws {
        let reflection = await MetadataReflector(module: "Recipes").reflect(intents: [CookRecipeIntent.self])
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let document = reflection.document
        #expect(document.intent("CookRecipeIntent")?.systemProtocols == [.urlRepresentable])
        let recipe = try #require(document.entity("RecipeEntity"))
        #expect(recipe.systemProtocols == [.indexed, .urlRepresentable])
        #expect(recipe.typeDisplayRepresentation == TypeDisplayRepresentationDefinition(name: "Recipe", numericFormat: "%lld recipes"))
        #expect(recipe.properties.map(\.name) == ["name", "method", "cuisine", "tags", "minutes"])
        #expect(recipe.properties.map(\.indexingKey) == ["displayName", "contentDescription", nil, "keywords", nil])
        #expect(recipe.properties.map(\.customIndexingKey) == [nil, nil, "recipeCuisine", nil, nil])
        #expect(recipe.properties.map(\.title) == ["Name", "Method", "Cuisine", "Tags", "Minutes"])
        let scan = try #require(document.entity("ScanEntity"))
        #expect(scan.systemProtocols == [.file])
        #expect(scan.supportedContentTypes == ["com.adobe.pdf", "public.png"])
        #expect(document.entity("KitchenSettings")?.systemProtocols == [.unique])
        #expect(document.entity("KitchenSettings")?.properties.map(\.name) == ["usesMetricUnits"])
        #expect(document.enumeration("Course")?.systemProtocols == [.urlRepresentable])
        #expect(document.enumeration("Course")?.typeDisplayRepresentation.numericFormat == "%lld courses")
        #expect(document.version == .v1_1)
    }

    @Test func anIndexedEntityDonatesItsIndexedPropertiesAndDisplayRepresentation() async throws {
        let dal = try #require(try await RecipeQuery().allEntities().first)
        dal.cuisine = "Indian"
        let index = CSSearchableIndex(name: "recipes")
        try await index.indexAppEntities([dal], priority: 1)
        let set = try #require(index.attributeSets(ofType: RecipeEntity.self)["dal"])
        #expect(set.title == "Dal")
        #expect(set.displayName == "Dal")
        #expect(set.contentDescription == "Simmer the lentils.")
        #expect(set.keywords == ["lentils", "vegan"])
        #expect(set.value(forCustomKey: CSCustomAttributeKey(keyName: "recipeCuisine")!) as? String == "Indian")
        #expect(set.thumbnailURL?.absoluteString == "https://recipes.example/r/dal.jpg")
        try await index.deleteAppEntities(identifiedBy: [dal.id], ofType: RecipeEntity.self)
        #expect(index.attributeSets(ofType: RecipeEntity.self).isEmpty)
        #expect(CSCustomAttributeKey(keyName: "") == nil)
    }

    @Test func urlRepresentationsFillInIdentifiersAndValues() async throws {
        let dal = try #require(try await RecipeQuery().allEntities().first)
        #expect(dal.urlRepresentation?.absoluteString == "https://recipes.example/r/dal")
        #expect(Course.dessert.urlRepresentation?.absoluteString == "https://recipes.example/courses/dessert")
        let intent = CookRecipeIntent()
        intent.recipe = dal
        intent.course = .main
        #expect(intent.urlRepresentation?.absoluteString == "https://recipes.example/cook/Dal?course=Main")
    }

    @Test func identifiersConvertEitherWayAndPersistentIdentifiersDefaultToTheTypeName() throws {
        #expect(RecipeSlug.entityIdentifier(for: "dal") == RecipeSlug(raw: "dal"))
        #expect(RecipeSlug.entityIdentifier(for: "") == nil)
        #expect(FileEntityIdentifier(entityIdentifierString: "file:///scans/a.pdf")?.url.path == "/scans/a.pdf")
        #expect(RecipeQuery.persistentIdentifier == "RecipeLookup")
        #expect(CookRecipeIntent.persistentIdentifier == "CookIntent")
        #expect(RecipeEntity.persistentIdentifier == "RecipeEntity")
    }

    @Test func aUniqueEntityIsItsQuerysOnlyEntity() async throws {
        let query = KitchenSettings.defaultQuery
        #expect(try await query.allEntities().map(\.id) == ["settings"])
        #expect(try await query.entities(for: ["settings", "other"]).count == 1)
        await #expect(throws: IntentModelError.self) { try await UniqueAppEntityProvider<KitchenSettings>().uniqueEntity() }
    }

    @Test func displayRepresentationImagesKeepTheirSource() {
        let circular = DisplayRepresentation.Image(url: URL(string: "https://x.example/a.png")!, width: 64, height: 64, displayStyle: .circular)
        #expect(circular.width == 64)
        #expect(circular.displayStyle == .circular)
        #expect(DisplayRepresentation.Image(systemName: "star", isTemplate: true).isTemplate == true)
        #expect(DisplayRepresentation.Image(data: Data([1])).data == Data([1]))
        let type = TypeDisplayRepresentation(name: "Recipe", synonyms: ["Dish"])
        #expect(type.synonyms == ["Dish"])
        #expect(type.numericFormat == nil)
    }
}
