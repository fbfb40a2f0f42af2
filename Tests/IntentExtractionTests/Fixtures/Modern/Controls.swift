import AppIntents
import WidgetKit

// A control's configuration needs no perform(); the toggle's intent sets `value`.
1️⃣struct TimerControlConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer"
    @Parameter(title: "Length", default: 25) var minutes: Int
}

2️⃣struct ToggleTimerIntent: SetValueIntent, LiveActivityIntent {
    static var title: LocalizedStringResource { "Toggle Timer" }
    @Parameter(title: "Running") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct OpenTimerIntent: OpenIntent {
    static let title: LocalizedStringResource = .init("open.timer", defaultValue: "Open Timer")
    @Parameter(title: "Timer") var target: TimerEntity
}

struct DeleteTimersIntent: DeleteIntent, UndoableIntent {
    static let title: LocalizedStringResource = "Delete Timers"
    @Parameter(title: "Timers") var entities: [TimerEntity]
    func perform() async throws -> some IntentResult { .result() }
}

struct ShowTimerIntent: AppIntent, TargetContentProvidingIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Show Timer"
    @Parameter var timer: TimerEntity
    func perform() async throws -> some IntentResult { .result() }
}

extension ShowTimerIntent: ForegroundContinuableIntent {}

struct TimerEntity: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timer"
    var id = UUID()
    var displayRepresentation: DisplayRepresentation { "Timer" }
}

struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "timer", intent: TimerControlConfiguration.self) { configuration in
            ControlWidgetToggle("Timer", isOn: true, action: ToggleTimerIntent()) { Text($0 ? "On" : "Off") }
        }
    }
}
