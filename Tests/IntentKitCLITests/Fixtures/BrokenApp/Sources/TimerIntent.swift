import AppIntents

struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Timer"
    @Parameter(title: "Minutes") var minutes: Int
    func perform() async throws -> some IntentResult { .result() }
}

enum TimerSound: String, AppEnum {
    case bell, chime
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sound"
    static let caseDisplayRepresentations: [TimerSound: DisplayRepresentation] = [.bell: "Bell"]
}

struct TimerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartTimerIntent(), phrases: ["Start a timer"], shortTitle: "Start", systemImageName: "timer")
    }
}
