import Foundation

/// A stand-in for CoreSpotlight's `CSSearchableIndex`, for the App Intents part: donating and removing `IndexedEntity`s.
///
/// `try await CSSearchableIndex.default().indexAppEntities(notes)` records each entity's
/// `attributeSet` (unless it sets `hideInSpotlight`); `attributeSets(ofType:)`, which Apple's
/// index does not have, shows what a test donated.
public final class CSSearchableIndex: @unchecked Sendable {
    private static let shared = CSSearchableIndex(name: "default")
    private let lock = NSLock()
    private var items: [ObjectIdentifier: [String: CSSearchableItemAttributeSet]] = [:]

    /// The index's name.
    public let name: String

    /// An index of its own, by name.
    public init(name: String) {
        self.name = name
    }

    /// The app's default index.
    public static func `default`() -> CSSearchableIndex { shared }

    /// Donates entities to Spotlight (iOS 18); a higher priority is indexed sooner.
    public func indexAppEntities<Entity: IndexedEntity>(_ entities: [Entity], priority: Int = 0) async throws {
        lock.withLock {
            for entity in entities where !entity.hideInSpotlight {
                items[ObjectIdentifier(Entity.self), default: [:]][entity.id.entityIdentifierString] = entity.attributeSet
            }
        }
    }

    /// Removes the entities with these identifiers.
    public func deleteAppEntities<Entity: IndexedEntity>(identifiedBy identifiers: [Entity.ID], ofType entityType: Entity.Type) async throws {
        lock.withLock {
            for identifier in identifiers {
                items[ObjectIdentifier(entityType)]?[identifier.entityIdentifierString] = nil
            }
        }
    }

    /// Removes every entity of a type.
    public func deleteAppEntities<Entity: IndexedEntity>(ofType entityType: Entity.Type) async throws {
        lock.withLock { items[ObjectIdentifier(entityType)] = nil }
    }

    /// The attribute sets donated for entities of a type, by entity identifier (IntentKit's, for tests).
    public func attributeSets<Entity: IndexedEntity>(ofType entityType: Entity.Type) -> [String: CSSearchableItemAttributeSet] {
        lock.withLock { items[ObjectIdentifier(entityType)] ?? [:] }
    }
}
