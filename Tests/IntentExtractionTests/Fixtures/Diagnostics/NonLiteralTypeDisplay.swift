// expect: 1 extraction.non-literal-value
// expect: 2 extraction.non-literal-value
import AppIntents

struct BookEntity: AppEntity {
    static let typeDisplayRepresentation = 1️⃣makeRepresentation()
    static let defaultQuery = BookQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "Book" }
}

enum Shelf: String, AppEnum {
    case top
    static var 2️⃣typeDisplayRepresentation: TypeDisplayRepresentation {
        if Bool.random() { return "A" }
        return "B"
    }
    static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [.top: "Top"]
}

struct BookQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [BookEntity] { [] }
}
