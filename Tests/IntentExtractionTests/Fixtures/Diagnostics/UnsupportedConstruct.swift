// expect: 1 extraction.unsupported-construct
// expect: 2 shortcuts.no-phrases
import AppIntents

struct StartIntent: AppIntent {
    static let title: LocalizedStringResource = "Start"
    func perform() async throws -> some IntentResult { .result() }
}

struct StartShortcuts: AppShortcutsProvider {
    static let phrases: [AppShortcutPhrase<StartIntent>] = ["Start \(.applicationName)"]
    static var appShortcuts: [AppShortcut] {
        2️⃣AppShortcut(intent: StartIntent(), phrases: 1️⃣phrases, shortTitle: "Start", systemImageName: "play")
    }
}
