#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// Configures the departures widget: a bus stop, favourite routes (3 on small widgets, 5 on large ones) and, on large widgets, the weather.
public struct TransitWidgetIntent: WidgetConfigurationIntent {
    public static let title: LocalizedStringResource = "Departures"
    public static let description: IntentDescription = "Shows the next buses from a stop."

    @Parameter(title: "Stop", requestValueDialog: "Which stop?")
    public var stop: BusStopEntity

    @Parameter(title: "Favourite Routes", size: [.systemSmall: IntentCollectionSize(min: 1, max: 3), .systemLarge: IntentCollectionSize(min: 1, max: 5)])
    public var routes: [RouteEntity]?

    @Parameter(title: "Show Weather", default: false)
    public var showWeather: Bool

    public static var parameterSummary: some ParameterSummary {
        When(widgetFamily: .oneOf, [.systemLarge, .systemExtraLarge]) {
            Summary("Departures from \(\.$stop)") {
                \.$routes
                \.$showWeather
            }
        } otherwise: {
            Summary("Departures from \(\.$stop)") {
                \.$routes
            }
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}

/// A bus stop.
public struct BusStopEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Stop"
    public static let defaultQuery = BusStopQuery()

    public let id: String

    @Property(title: "Name")
    public var name: String

    public var displayRepresentation: DisplayRepresentation { "\(name)" }

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// Suggests the stops near the person.
public struct BusStopQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [BusStopEntity] {
        TransitData.stops.filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [BusStopEntity] { TransitData.stops }

    public func entities(matching string: String) async throws -> [BusStopEntity] {
        TransitData.stops.filter { $0.name.lowercased().contains(string.lowercased()) }
    }
}

/// A bus route.
public struct RouteEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
    public static let defaultQuery = RouteQuery()

    public let id: String

    @Property(title: "Number")
    public var number: String

    public var displayRepresentation: DisplayRepresentation { "Route \(number)" }

    public init(id: String, number: String) {
        self.id = id
        self.number = number
    }
}

/// Suggests the routes that serve the stop chosen in the widget.
public struct RouteQuery: EntityQuery {
    @IntentParameterDependency<TransitWidgetIntent>(\.$stop)
    var widget

    public init() {}

    public func entities(for identifiers: [String]) async throws -> [RouteEntity] {
        TransitData.routes.filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [RouteEntity] {
        guard let stop = widget?.stop else { return TransitData.routes }
        let served = TransitData.service[stop.id] ?? []
        return TransitData.routes.filter { served.contains($0.id) }
    }
}

/// The example's network.
public enum TransitData {
    public static var stops: [BusStopEntity] {
        [BusStopEntity(id: "central", name: "Central Station"), BusStopEntity(id: "harbour", name: "Harbour"), BusStopEntity(id: "campus", name: "Campus")]
    }
    public static var routes: [RouteEntity] {
        ["1", "4", "12", "23", "31", "40", "52"].map { RouteEntity(id: $0, number: $0) }
    }
    /// Which routes serve which stop.
    public static let service: [String: [String]] = [
        "central": ["1", "4", "12", "23", "31", "40"],
        "harbour": ["4", "52"],
        "campus": ["12", "23", "40", "52"],
    ]
}
