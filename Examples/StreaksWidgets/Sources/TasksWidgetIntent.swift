#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// Configures the tasks widget: four slots, each showing one task chosen in one of four ways.
///
/// With SiriKit this took a "task type" parent parameter per slot and a task, page or category
/// parameter shown for each type: 4 slots × 4 types of summaries. One sectioned entity
/// (automatic / a task / next on a page / next in a category) keeps it to one summary.
public struct TasksWidgetIntent: WidgetConfigurationIntent {
    public static let title: LocalizedStringResource = "Tasks"
    public static let description: IntentDescription = "Shows four tasks to complete today."

    @Parameter(title: "Task 1") public var slot1: TaskSlotEntity
    @Parameter(title: "Task 2") public var slot2: TaskSlotEntity
    @Parameter(title: "Task 3") public var slot3: TaskSlotEntity
    @Parameter(title: "Task 4") public var slot4: TaskSlotEntity

    public static var parameterSummary: some ParameterSummary {
        Summary("Show \(\.$slot1), \(\.$slot2), \(\.$slot3) and \(\.$slot4)")
    }

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}

/// How a slot picks its task.
public enum TaskSlotKind: String, Sendable {
    case automatic, task, page, category
}

/// What one slot of the tasks widget shows: automatic, a specific task, the next task on a page, or the next in a category.
public struct TaskSlotEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
    public static let defaultQuery = TaskSlotQuery()

    /// `automatic`, `task:ID`, `page:ID` or `category:ID`.
    public let id: String
    public let kind: TaskSlotKind
    public let name: String

    public var displayRepresentation: DisplayRepresentation {
        switch kind {
        case .automatic: DisplayRepresentation(title: "Automatic", subtitle: "The next task due")
        case .task: DisplayRepresentation(title: "\(name)")
        case .page: DisplayRepresentation(title: "Next on \(name)")
        case .category: DisplayRepresentation(title: "Next in \(name)")
        }
    }

    public init(kind: TaskSlotKind, id: String, name: String) {
        self.kind = kind
        self.id = kind == .automatic ? "automatic" : "\(kind.rawValue):\(id)"
        self.name = name
    }

    /// The slot that picks the next task due.
    public static let automatic = TaskSlotEntity(kind: .automatic, id: "", name: "Automatic")
}

/// Offers the slots in four sections, with "Automatic" as the default.
public struct TaskSlotQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [TaskSlotEntity] {
        StreaksData.allSlots.filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> IntentItemCollection<TaskSlotEntity> {
        ItemCollection {
            ItemSection("Automatic") { TaskSlotEntity.automatic }
            ItemSection("Tasks", items: StreaksData.tasks.map { TaskSlotEntity(kind: .task, id: $0.id, name: $0.name) })
            ItemSection("Next on Page", items: StreaksData.pages.map { TaskSlotEntity(kind: .page, id: $0, name: $0.capitalized) })
            ItemSection("Next in Category", items: StreaksData.categories.map { TaskSlotEntity(kind: .category, id: $0, name: $0.capitalized) })
        }
    }

    public func defaultResult() async -> TaskSlotEntity? {
        .automatic
    }
}

/// A habit the person tracks.
public struct TaskEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
    public static let defaultQuery = TaskQuery()

    public let id: String

    @Property(title: "Name")
    public var name: String

    public var displayRepresentation: DisplayRepresentation { "\(name)" }

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// Lists every task.
public struct TaskQuery: EnumerableEntityQuery, EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [TaskEntity] {
        StreaksData.tasks.filter { identifiers.contains($0.id) }
    }

    public func allEntities() async throws -> [TaskEntity] { StreaksData.tasks }
    public func suggestedEntities() async throws -> [TaskEntity] { StreaksData.tasks }

    public func entities(matching string: String) async throws -> [TaskEntity] {
        StreaksData.tasks.filter { $0.name.lowercased().contains(string.lowercased()) }
    }
}

/// The example's data.
public enum StreaksData {
    public static var tasks: [TaskEntity] {
        [TaskEntity(id: "read", name: "Read"), TaskEntity(id: "run", name: "Run"), TaskEntity(id: "floss", name: "Floss")]
    }
    public static let pages = ["morning", "evening"]
    public static let categories = ["health", "learning"]
    static var allSlots: [TaskSlotEntity] {
        [.automatic]
            + tasks.map { TaskSlotEntity(kind: .task, id: $0.id, name: $0.name) }
            + pages.map { TaskSlotEntity(kind: .page, id: $0, name: $0.capitalized) }
            + categories.map { TaskSlotEntity(kind: .category, id: $0, name: $0.capitalized) }
    }
}
