// PluginExample's timer intents, for the variant on a prebuilt intentkit: Apple's App Intents only, so on
// Linux, where the framework is not, the target compiles to nothing and nothing of IntentKit is built; the
// build-tool plugin reads this file all the same (it reads every #if branch) and checks it.
#if canImport(AppIntents)
import AppIntents

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
#endif
