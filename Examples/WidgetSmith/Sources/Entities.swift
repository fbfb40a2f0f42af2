#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// A widget a control can run, by identifier.
@available(iOS 18.0, *)
public struct ControlWidgetEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Widget"
    public static let defaultQuery = WidgetEntityQuery()

    public let id: String

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

    public init(id: String) {
        self.id = id
    }
}

/// Finds the widgets controls can run.
@available(iOS 18.0, *)
public struct WidgetEntityQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [ControlWidgetEntity] {
        identifiers.map(ControlWidgetEntity.init(id:))
    }

    public func suggestedEntities() async throws -> [ControlWidgetEntity] {
        WidgetStore.shared.selectedIndex.keys.sorted().map(ControlWidgetEntity.init(id:))
    }
}

/// A tile index, as an entity so a widget button can pass it.
@available(iOS 16.0, *)
public struct IntEntity: AppEntity {
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Identifiable Entity", numericFormat: "Identifiable Entity")
    public static let defaultQuery = IDEntityQuery()

    public let id: Int

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

    public init(id: Int) {
        self.id = id
    }
}

/// Finds tile indices by value.
@available(iOS 16.0, *)
public struct IDEntityQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [Int]) async throws -> [IntEntity] {
        identifiers.map(IntEntity.init(id:))
    }
}

/// An action a user set up, with a link that runs it.
@available(iOS 18.0, *)
public struct WidgetsmithActionEntity: URLRepresentableEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "WidgetsmithActionEntity"
    public static let defaultQuery = WidgetsmithActionEntityQuery()
    public static let urlRepresentation: URLRepresentation = "https://widgetsmith.app/action/\(.id)"

    public let id: String

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

    public init(id: String) {
        self.id = id
    }
}

/// Finds the actions a user set up.
@available(iOS 18.0, *)
public struct WidgetsmithActionEntityQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [WidgetsmithActionEntity] {
        WidgetStore.shared.actions.filter(identifiers.contains).map(WidgetsmithActionEntity.init(id:))
    }
}
