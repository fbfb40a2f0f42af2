#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

// The weather widget's buttons (iOS 17.2): each changes what one widget shows. Their authentication policy is
// the default one.

/// Chooses the weather widget's day.
@available(iOS 17.2, *)
public struct SelectWeatherIndexIntent: AppIntent {
    public static let title: LocalizedStringResource = "SelectWeatherIndexIntent"
    public static let description = IntentDescription("Play/Pause the currently selected music")
    public static let isDiscoverable = false

    @Parameter(title: "widgetID")
    public var widgetID: String

    @Parameter(title: "selectedIndex")
    public var selectedIndex: Int

    public init() {}

    public func perform() async throws -> some IntentResult {
        WidgetStore.shared.selectedIndex["weather.day." + widgetID] = selectedIndex
        return .result()
    }
}

/// Chooses the weather widget's mode.
@available(iOS 17.2, *)
public struct SelectWeatherModeIntent: AppIntent {
    public static let title: LocalizedStringResource = "SelectWeatherModeIntent"
    public static let description = IntentDescription("Play/Pause the currently selected music")
    public static let isDiscoverable = false

    @Parameter(title: "widgetID")
    public var widgetID: String

    @Parameter(title: "selectedIndex")
    public var selectedIndex: Int

    public init() {}

    public func perform() async throws -> some IntentResult {
        WidgetStore.shared.selectedIndex["weather.mode." + widgetID] = selectedIndex
        return .result()
    }
}

/// Scrolls the weather widget's hours.
@available(iOS 17.2, *)
public struct SelectWeatherScrollIndexIntent: AppIntent {
    public static let title: LocalizedStringResource = "SelectWeatherScrollIndexIntent"
    public static let description = IntentDescription("Play/Pause the currently selected music")
    public static let isDiscoverable = false

    @Parameter(title: "widgetID")
    public var widgetID: String

    @Parameter(title: "selectedIndex")
    public var selectedIndex: Int

    public init() {}

    public func perform() async throws -> some IntentResult {
        WidgetStore.shared.selectedIndex["weather.scroll." + widgetID] = selectedIndex
        return .result()
    }
}

/// Chooses what the weather widget measures.
@available(iOS 17.2, *)
public struct SelectWeatherTypeIntent: AppIntent {
    public static let title: LocalizedStringResource = "SelectWeatherTypeIntent"
    public static let description = IntentDescription("Play/Pause the currently selected music")
    public static let isDiscoverable = false

    @Parameter(title: "widgetID")
    public var widgetID: String

    @Parameter(title: "selectedIndex")
    public var selectedIndex: Int

    public init() {}

    public func perform() async throws -> some IntentResult {
        WidgetStore.shared.selectedIndex["weather.type." + widgetID] = selectedIndex
        return .result()
    }
}
