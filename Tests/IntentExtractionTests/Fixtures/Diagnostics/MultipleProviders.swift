// expect: 1 extraction.multiple-shortcuts-providers
import AppIntents

struct PingIntent: AppIntent {
    static let title: LocalizedStringResource = "Ping"
    func perform() async throws -> some IntentResult { .result() }
}

struct AShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PingIntent(), phrases: ["Ping \(.applicationName)"], shortTitle: "Ping", systemImageName: "bell")
    }
}

1️⃣struct BShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PingIntent(), phrases: ["Ping with \(.applicationName)"], shortTitle: "Ping", systemImageName: "bell")
    }
}
