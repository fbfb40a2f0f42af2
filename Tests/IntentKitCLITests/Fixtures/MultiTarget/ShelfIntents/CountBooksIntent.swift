import AppIntents

struct CountBooksIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Books"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "You have three books")
    }
}

/// The extension's App Shortcuts: one provider per target is what Apple asks.
struct ShelfIntentsShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CountBooksIntent(), phrases: ["Count books in \(.applicationName)"], shortTitle: "Count Books", systemImageName: "number")
    }
}

#if os(macOS)
/// Never built: the target builds for iOS only. Read as a Mac build, it would be a second provider.
struct MacShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CountBooksIntent(), phrases: ["Count books on the Mac with \(.applicationName)"], shortTitle: "Count", systemImageName: "number")
    }
}
#endif
