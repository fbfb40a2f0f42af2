import Foundation
import IntentMetadata

/// Something from the app a parameter can refer to: a soup, a bus stop, a task.
///
/// An entity has an identifier the system stores, a display representation, and a default
/// query that finds entities by identifier and suggests some.
public protocol AppEntity: _IntentValue, DisplayRepresentable, Identifiable
where ID: EntityIdentifierConvertible & Sendable, ValueType == Self, UnwrappedType == Self {
    /// The query the system uses to find this entity.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

    /// The query the system uses to find this entity.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    public static var _metadataType: _ReflectedValueType { .init(type: .entity(_typeIdentifier(Self.self)), referencedType: Self.self) }
    public var _metadataValue: MetadataValue? { .string(id.entityIdentifierString) }
    public var _displayText: String? { displayRepresentation.title.fallbackText }
    public static func _suggestedElements() async throws -> [Self]? {
        try await defaultQuery.suggestedEntities()._allElements
    }
    public static func _defaultElement() async -> Self? { await defaultQuery.defaultResult() }

    /// An entity property: `@Property(title: "Name") var name: String`.
    public typealias Property<Value: _IntentValue> = EntityProperty<Value>
}

/// An entity the system creates and fills in itself, and never queries (a result, for example).
public protocol TransientAppEntity: AppEntity where DefaultQuery == TransientAppEntityQuery<Self> {
    /// Creates an empty entity.
    init()
}

extension TransientAppEntity {
    public static var defaultQuery: TransientAppEntityQuery<Self> { TransientAppEntityQuery() }
}

/// The query of a transient entity: it finds nothing, because transient entities are not stored.
public struct TransientAppEntityQuery<Entity: AppEntity>: EntityQuery {
    public init() {}

    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// An identifier type an entity can use: it converts to and from a string.
public protocol EntityIdentifierConvertible {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// Reads an identifier from a string.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// The identifier reflection and the metadata document use for a Swift type: its name.
func _typeIdentifier(_ type: any Any.Type) -> String {
    String(describing: type)
}

/// The Swift module a type is declared in: the first component of its qualified name.
func _moduleName(_ type: any Any.Type) -> String {
    String(String(reflecting: type).prefix { $0 != "." })
}
