// expect: 1 shortcuts.application-name
// expect: 2 shortcuts.invalid-parameter-type
// expect: 3 shortcuts.application-name
import AppIntents

struct SearchIntent: AppIntent {
    static let title: LocalizedStringResource = "Search"
    @Parameter(title: "Text") var text: String
    func perform() async throws -> some IntentResult { .result() }
}

struct SearchShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        1️⃣AppShortcut(intent: SearchIntent(), phrases: ["Search for something"], shortTitle: "Search", systemImageName: "magnifyingglass")
        2️⃣AppShortcut(intent: SearchIntent(), phrases: ["Search \(\.$text) in \(.applicationName)"], shortTitle: "Search", systemImageName: "magnifyingglass")
        3️⃣AppShortcut(intent: SearchIntent(), phrases: ["\(.applicationName) search \(.applicationName)"], shortTitle: "Search", systemImageName: "magnifyingglass")
    }
}
