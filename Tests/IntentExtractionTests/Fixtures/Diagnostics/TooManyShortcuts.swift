// expect: 1 shortcuts.too-many-shortcuts
import AppIntents

struct TapIntent: AppIntent {
    static let title: LocalizedStringResource = "Tap"
    func perform() async throws -> some IntentResult { .result() }
}

1️⃣struct ManyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: TapIntent(), phrases: ["Tap 0 with \(.applicationName)"], shortTitle: "Tap 0", systemImageName: "hand.tap")
        AppShortcut(intent: TapIntent(), phrases: ["Tap 1 with \(.applicationName)"], shortTitle: "Tap 1", systemImageName: "hand.tap")
        AppShortcut(intent: TapIntent(), phrases: ["Tap 2 with \(.applicationName)"], shortTitle: "Tap 2", systemImageName: "hand.tap")
        AppShortcut(intent: TapIntent(), phrases: ["Tap 3 with \(.applicationName)"], shortTitle: "Tap 3", systemImageName: "hand.tap")
        AppShortcut(intent: TapIntent(), phrases: ["Tap 4 with \(.applicationName)"], shortTitle: "Tap 4", systemImageName: "hand.tap")
        AppShortcut(intent: TapIntent(), phrases: ["Tap 5 with \(.applicationName)"], shortTitle: "Tap 5", systemImageName: "hand.tap")
        AppShortcut(intent: TapIntent(), phrases: ["Tap 6 with \(.applicationName)"], shortTitle: "Tap 6", systemImageName: "hand.tap")
        AppShortcut(intent: TapIntent(), phrases: ["Tap 7 with \(.applicationName)"], shortTitle: "Tap 7", systemImageName: "hand.tap")
        AppShortcut(intent: TapIntent(), phrases: ["Tap 8 with \(.applicationName)"], shortTitle: "Tap 8", systemImageName: "hand.tap")
        AppShortcut(intent: TapIntent(), phrases: ["Tap 9 with \(.applicationName)"], shortTitle: "Tap 9", systemImageName: "hand.tap")
        AppShortcut(intent: TapIntent(), phrases: ["Tap 10 with \(.applicationName)"], shortTitle: "Tap 10", systemImageName: "hand.tap")
    }
}
