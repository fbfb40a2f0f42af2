// expect: 1 extraction.unresolved-type
import AppIntents
import Backend

struct ItemEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
    static let defaultQuery = ItemQuery()
    @Property(title: "Record") var record: 1️⃣Backend.Record.ID
    var id: String
    var displayRepresentation: DisplayRepresentation { "Item" }
}

struct ItemQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ItemEntity] { [] }
}
