import AppIntents

typealias Percentage = Double
typealias EntityReference<T> = T
typealias Tags = [String]

struct AdjustIntent: AppIntent {
    static let title: LocalizedStringResource = "Adjust"
    @Parameter(title: "Level") var level: Percentage
    @Parameter(title: "Delay") var delay: TimeInterval?
    @Parameter(title: "Scale") var scale: CGFloat
    @Parameter(title: "Lamp") var lamp: EntityReference<LampEntity>
    @Parameter(title: "Tags") var tags: Tags?
    @Parameter(title: "Lamp ID") var lampID: LampEntity.ID
    @Parameter(title: "Modes") var modes: Set<LampMode>
    func perform() async throws -> some IntentResult { .result() }
}

struct LampEntity: AppEntity {
    typealias ID = String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lamp"
    static let defaultQuery = LampQuery()
    var id: ID
    @Property(title: "Brightness") var brightness: Percentage
    var displayRepresentation: DisplayRepresentation { "Lamp" }
}

struct LampQuery: EntityQuery {
    func entities(for identifiers: [LampEntity.ID]) async throws -> [LampEntity] { [] }
}

enum LampMode: String, AppEnum {
    case warm, cold
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static let caseDisplayRepresentations: [LampMode: DisplayRepresentation] = [.warm: "Warm", .cold: "Cold"]
}
