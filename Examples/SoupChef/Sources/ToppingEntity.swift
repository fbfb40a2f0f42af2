#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// A topping; which ones are offered depends on the soup.
public struct ToppingEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Topping"
    public static let defaultQuery = ToppingQuery()

    public let id: String

    @Property(title: "Name")
    public var name: String

    public var displayRepresentation: DisplayRepresentation { "\(name)" }

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// Lists toppings, only those that go with the soup being ordered.
public struct ToppingQuery: EnumerableEntityQuery {
    @IntentParameterDependency<OrderSoupIntent>(\.$soup)
    var order

    public init() {}

    static let all = [
        ToppingEntity(id: "croutons", name: "Croutons"),
        ToppingEntity(id: "basil", name: "Basil"),
        ToppingEntity(id: "crackers", name: "Oyster Crackers"),
    ]

    public func entities(for identifiers: [String]) async throws -> [ToppingEntity] {
        Self.all.filter { identifiers.contains($0.id) }
    }

    public func allEntities() async throws -> [ToppingEntity] {
        Self.all
    }

    public func suggestedEntities() async throws -> [ToppingEntity] {
        guard let soup = order?.soup else { return Self.all }
        return soup.id.hasPrefix("chowder") ? Self.all.filter { $0.id == "crackers" } : Self.all.filter { $0.id != "crackers" }
    }
}
