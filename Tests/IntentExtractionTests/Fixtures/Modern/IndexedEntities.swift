import AppIntents
import CoreSpotlight

struct NoteEntity: IndexedEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Note",
        numericFormat: "\(placeholder: .int) notes",
        synonyms: ["Memo", "Jotting"]
    )
    static let defaultQuery = NoteQuery()
    static var urlRepresentation: URLRepresentation { "https://notes.example/n/\(.id)" }

    var id: String
    1️⃣@Property(title: "Body", indexingKey: \.contentDescription) var body: String
    @Property(customIndexingKey: CSCustomAttributeKey(keyName: "noteFolder")!) var folder: String?
    2️⃣@ComputedProperty(indexingKey: \.displayName) var headline: String { body }
    @DeferredProperty(title: "Reviews") var reviews: [String] {
        get async throws { [] }
    }
    var cachedThumbnail: Data?
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(body)", subtitle: nil, image: .init(systemName: "note")) }
}

struct NoteQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [NoteEntity] { [] }
    func entities(matching string: String) async throws -> [NoteEntity] { [] }
}

struct ScanEntity: FileEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Scan"
    static var supportedContentTypes: [UTType] { [.pdf, UTType.png] }
    static let defaultQuery = ScanQuery()
    var id: FileEntityIdentifier
    var displayRepresentation: DisplayRepresentation { "Scan" }
}

struct ScanQuery: EntityQuery {
    func entities(for identifiers: [FileEntityIdentifier]) async throws -> [ScanEntity] { [] }
}

struct SettingsEntity: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
    static let defaultQuery = UniqueAppEntityProvider { SettingsEntity() }
    var id: String { "settings" }
    var displayRepresentation: DisplayRepresentation { "Settings" }
}
