#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// Starts a kitchen timer.
public struct StartTimerIntent: AppIntent {
    public static let title: LocalizedStringResource = "Start Timer"

    @Parameter(title: "Minutes", default: 5)
    public var minutes: Int

    @Parameter(title: "Sound", default: .bell)
    public var sound: TimerSound

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}

/// The sound a timer ends with.
public enum TimerSound: String, AppEnum {
    case bell, chime

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sound"
    public static let caseDisplayRepresentations: [TimerSound: DisplayRepresentation] = [
        .bell: "Bell",
        .chime: "Chime",
    ]
}

/// The app's App Shortcuts; their phrases are translated in Resources/*.lproj/AppShortcuts.strings.
public struct TimerShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartTimerIntent(),
            phrases: ["Start a timer in \(.applicationName)"],
            shortTitle: "Start Timer",
            systemImageName: "timer"
        )
    }
}
