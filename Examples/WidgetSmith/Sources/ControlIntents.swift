#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

// iOS 18: a Control Center control configured with one of the app's widgets, and an intent that opens the app
// on one of its screens.

/// The configuration of the Control Center control: which widget's action it runs.
@available(iOS 18.0, *)
public struct ControlCenterWidgetConfiguration: ControlConfigurationIntent {
    public static let title: LocalizedStringResource = "Widget Configuration"

    @Parameter(title: "Action")
    public var widget: ControlWidgetEntity?

    public init() {}
}

/// Opens the app on one of its screens.
@available(iOS 18.0, *)
public struct LaunchAppIntent: OpenIntent {
    public static let title: LocalizedStringResource = "Launch App"
    public static let openAppWhenRun = true

    @Parameter(title: "Target")
    public var target: LaunchAppEnum

    public init() {}
}

/// The screens the app opens on.
@available(iOS 18.0, *)
public enum LaunchAppEnum: String, AppEnum {
    case timer
    case history

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Productivity Timer's app screens"
    public static let caseDisplayRepresentations: [LaunchAppEnum: DisplayRepresentation] = [
        .timer: "Timer",
        .history: "History",
    ]
}
