import AppIntents
import ServerKit

// Types declared in a framework gain conformances here: read from what the app declares.
1️⃣extension Server: @retroactive AppEntity {
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Server")
    public static let defaultQuery = ServerQuery()
    public var displayRepresentation: DisplayRepresentation { "Server" }
}

struct ServerQuery: EntityQuery {
    typealias Entity = Server
    func entities(for identifiers: [Server.ID]) async throws -> [Server] { [] }
}

2️⃣extension Server.Status: @retroactive AppEnum {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Status"
    public static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.up: "Up", .down: "Down"]
    public static let allCases: [Server.Status] = [.up, .down]
}

struct RestartIntent: AppIntent {
    static let title: LocalizedStringResource = "Restart"
    @Parameter(title: "Server") var server: Server
    @Parameter(title: "Only When") var status: Server.Status?
    func perform() async throws -> some IntentResult { .result() }
}
