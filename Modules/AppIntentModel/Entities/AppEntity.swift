import Foundation
import IntentMetadata

/// Something from the app a parameter can refer to: a soup, a bus stop, a task.
///
/// An entity has an identifier the system stores, a display representation, and a default
/// query that finds entities by identifier and suggests some.
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable, PersistentlyIdentifiable
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

/// A value the system can show and refer to on its own: an `AppEntity` or an `AppEnum`.
public protocol AppValue: _IntentValue {}

/// An entity the system creates and fills in itself, and never queries (a result, for example).
public protocol TransientAppEntity: AppEntity where DefaultQuery == TransientAppEntityQuery<Self> {
    /// Creates an empty entity.
    init()
}

extension TransientAppEntity {
    /// A query that makes no entities: a transient entity is never looked up by identifier.
    public static var defaultQuery: TransientAppEntityQuery<Self> { TransientAppEntityQuery() }
}

/// The query of a transient entity: it finds nothing, because transient entities are not stored.
public struct TransientAppEntityQuery<Entity: AppEntity>: EntityQuery {
    public init() {}

    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// An identifier type an entity can use: it converts to and from a string (at most 4096 characters).
///
/// Implement `entityIdentifier(for:)` or, as Apple's own example does, `init?(entityIdentifierString:)`;
/// each defaults to the other, so implement one of them.
public protocol EntityIdentifierConvertible {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// Reads an identifier from a string.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
    /// Reads an identifier from a string.
    init?(entityIdentifierString: String)
}

extension EntityIdentifierConvertible {
    public static func entityIdentifier(for entityIdentifierString: String) -> Self? {
        Self(entityIdentifierString: entityIdentifierString)
    }

    public init?(entityIdentifierString: String) {
        guard let identifier = Self.entityIdentifier(for: entityIdentifierString) else { return nil }
        self = identifier
    }
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

/// A type whose identity the system keeps across releases (iOS 16): intents, entities and queries.
///
/// Override `persistentIdentifier` to keep an identity after renaming the type:
/// `static let persistentIdentifier = "OrderSoupIntent"`. Reflection names types by their Swift
/// name, as Xcode's extraction does as far as is documented.
public protocol PersistentlyIdentifiable {
    /// The identity the system stores.
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    /// The type's name.
    public static var persistentIdentifier: String { _typeIdentifier(Self.self) }
}

/// The identifier reflection and the metadata document use for a Swift type: its name.
func _typeIdentifier(_ type: any Any.Type) -> String {
    String(describing: type)
}

/// The Swift module a type is declared in: the first component of its qualified name.
func _moduleName(_ type: any Any.Type) -> String {
    String(String(reflecting: type).prefix { $0 != "." })
}
