import AppIntents
import ShelfKit

struct OpenShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Shelf"
    static let openAppWhenRun = true

    @Parameter(title: "Genre")
    var genre: Genre

    func perform() async throws -> some IntentResult { .result() }
}

/// The app's App Shortcuts; the App Intents extension has its own provider.
struct ShelfShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenShelfIntent(), phrases: ["Open \(.applicationName)"], shortTitle: "Open Shelf", systemImageName: "books.vertical")
    }
}
