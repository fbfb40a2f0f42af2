#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

// The interactive widgets' intents since iOS 16: each moves or toggles something on one widget. They run from
// buttons in widgets, so none of them is offered in Shortcuts.

/// Does nothing: the action of a widget button that only opens the widget's own view.
@available(iOS 16.0, *)
public struct DoNothingIntent: AppIntent {
    public static let title: LocalizedStringResource = "DoNothingIntent"
    public static let description = IntentDescription("DoNothingIntent")
    public static let isDiscoverable = false
    public static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}

/// Moves a widget's tile to the index the entity names.
@available(iOS 16.0, *)
public struct MoveTile: AppIntent {
    public static let title: LocalizedStringResource = "MoveTile"
    public static let description = IntentDescription("Move At Index")
    public static let isDiscoverable = false
    public static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    @Parameter(title: "selectedIndex")
    public var selectedIndex: IntEntity

    public init() {}

    public func perform() async throws -> some IntentResult {
        WidgetStore.shared.selectedIndex["tile"] = selectedIndex.id
        return .result()
    }
}

/// Sets the index a widget shows, which stays until changed.
@available(iOS 16.0, *)
public struct SetWidgetConstantIndex: AppIntent {
    public static let title: LocalizedStringResource = "SetWidgetConstantIndex"
    public static let description = IntentDescription("Move At Index")
    public static let isDiscoverable = false
    public static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    @Parameter(title: "widgetID")
    public var widgetID: String

    @Parameter(title: "selectedIndex")
    public var selectedIndex: Int

    public init() {}

    public func perform() async throws -> some IntentResult {
        WidgetStore.shared.selectedIndex[widgetID] = selectedIndex
        return .result()
    }
}

/// Sets the index a widget shows until its timeline resets it.
@available(iOS 16.0, *)
public struct SetWidgetResettableIndex: AppIntent {
    public static let title: LocalizedStringResource = "SetWidgetResettableIndex"
    public static let description = IntentDescription("Move At Index")
    public static let isDiscoverable = false
    public static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    @Parameter(title: "widgetID")
    public var widgetID: String

    @Parameter(title: "selectedIndex")
    public var selectedIndex: Int

    public init() {}

    public func perform() async throws -> some IntentResult {
        WidgetStore.shared.selectedIndex[widgetID] = selectedIndex
        return .result()
    }
}

/// Switches a widget between its two states.
@available(iOS 16.0, *)
public struct ToggleUseAlternate: AppIntent {
    public static let title: LocalizedStringResource = "ToggleUseAlternate"
    public static let description = IntentDescription("Toggles whether a Widget should show it's alternative state")
    public static let isDiscoverable = false
    public static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    @Parameter(title: "widgetID")
    public var widgetID: String

    public init() {}

    public func perform() async throws -> some IntentResult {
        if WidgetStore.shared.usesAlternate.remove(widgetID) == nil { WidgetStore.shared.usesAlternate.insert(widgetID) }
        return .result()
    }
}
