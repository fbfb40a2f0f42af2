import Foundation

/// An entity that is a file the app manages (iOS 18), identified by a `FileEntityIdentifier`.
///
///     struct DocumentEntity: FileEntity {
///         static let supportedContentTypes: [UTType] = [.pdf]
///         let id: FileEntityIdentifier
///         …
///     }
public protocol FileEntity: AppEntity where ID == FileEntityIdentifier {
    /// The uniform types of the files, such as `[.pdf]`. Required, as Apple's page marks it.
    static var supportedContentTypes: [UTType] { get }
}

/// The identifier of a `FileEntity`: where its file is (iOS 18).
///
/// Apple's identifier wraps a bookmark the system resolves; here it is the file URL, written as
/// its absolute string.
public struct FileEntityIdentifier: Hashable, Sendable, EntityIdentifierConvertible {
    /// The file's URL.
    public let url: URL

    /// The identifier of the file at `url`.
    public init(url: URL) {
        self.url = url
    }

    public var entityIdentifierString: String { url.absoluteString }

    public static func entityIdentifier(for entityIdentifierString: String) -> FileEntityIdentifier? {
        URL(string: entityIdentifierString).map(FileEntityIdentifier.init(url:))
    }
}

/// An entity of which there is exactly one, such as the app's settings (iOS 18).
///
///     struct AppSettings: UniqueAppEntity {
///         static let defaultQuery = UniqueAppEntityProvider { AppSettings() }
///         …
///     }
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

/// The query of a unique entity: it finds the one entity (iOS 18).
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
    /// The one entity of the type, as the app makes or loads it.
    func uniqueEntity() async throws -> Entity
}

extension UniqueAppEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let entity = try await uniqueEntity()
        return identifiers.contains(entity.id) ? [entity] : []
    }

    /// The one entity, as the only suggestion.
    public func suggestedEntities() async throws -> [Entity] { [try await uniqueEntity()] }
    public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

/// A ready-made query for a unique entity, given how to make it (iOS 18).
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: (@Sendable () async throws -> Entity)?

    /// A provider with nothing to provide; the system creates such queries itself.
    public init() {
        self.provider = nil
    }

    /// A provider that makes the entity with `provider`.
    public init(_ provider: @escaping @Sendable () async throws -> Entity) {
        self.provider = provider
    }

    /// The one entity, made by the closure the provider was created with.
    ///
    /// - Throws: `IntentModelError` for a provider made with `init()`.
    public func uniqueEntity() async throws -> Entity {
        guard let provider else { throw IntentModelError("UniqueAppEntityProvider<\(Entity.self)>() has no way to make the entity") }
        return try await provider()
    }
}
