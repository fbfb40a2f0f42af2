/// How the system finds entities: by identifier, and as suggestions.
public protocol EntityQuery: PersistentlyIdentifiable, Sendable {
    /// The entity type found.
    associatedtype Entity: AppEntity
    /// What `suggestedEntities()` returns: an array, or a sectioned `IntentItemCollection` (iOS 17).
    associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity

    /// The system creates queries itself.
    init()

    /// The entities with these identifiers (those that still exist).
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// Entities offered before the person types anything.
    func suggestedEntities() async throws -> Result
    /// The value a new configuration starts with.
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    /// No suggestions, for a query that offers none.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    public func defaultResult() async -> Entity? { nil }

    /// A sectioned collection of entities.
    public typealias ItemCollection = IntentItemCollection<Entity>
    /// A section of entities.
    public typealias ItemSection = IntentItemSection<Entity>
    /// An entity with its own title in a list.
    public typealias Item = IntentItem<Entity>
}

/// A query that can search entities by text.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching what the person typed.
    func entities(matching string: String) async throws -> Result
}

/// A query that can list every entity (iOS 17).
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

/// Values from a query or options provider: an array, or an `IntentItemCollection`.
public protocol ResultsCollection: Sendable {
    /// The value type.
    associatedtype Element: _IntentValue
    /// The values in sections; an array is one untitled section.
    var _sections: [IntentItemSection<Element>] { get }
}

extension ResultsCollection {
    /// Every value, section by section.
    public var _allElements: [Element] { _sections.flatMap { $0.items.map(\.value) } }
}

extension Array: ResultsCollection where Element: _IntentValue {
    public var _sections: [IntentItemSection<Element>] { [IntentItemSection(nil, items: map { IntentItem($0) })] }
}
