#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// The journal's App Shortcuts: a new entry, an entry per recent entry, a writing session.
public struct JournalShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CreateEntryIntent(),
            phrases: ["Write in \(.applicationName)", "New \(.applicationName) entry"],
            shortTitle: "New Entry",
            systemImageName: "square.and.pencil"
        )
        AppShortcut(
            intent: OpenEntryIntent(),
            phrases: ["Open \(\.$target) in \(.applicationName)"],
            shortTitle: "Open Entry",
            systemImageName: "book",
            parameterPresentation: ParameterPresentation(
                for: \.$target,
                summary: Summary("Open \(\.$target)"),
                optionsCollections: {
                    OptionsCollection(RecentEntriesOptions(), title: "Recent Entries", systemImageName: "clock")
                }
            )
        )
        AppShortcut(
            intent: StartWritingSessionIntent(),
            phrases: ["Start writing with \(.applicationName)"],
            shortTitle: "Writing Session",
            systemImageName: "timer"
        )
    }

    public static let shortcutTileColor: ShortcutTileColor = .teal
}
