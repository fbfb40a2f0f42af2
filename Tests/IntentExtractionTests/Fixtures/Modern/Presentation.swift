import AppIntents

struct PlayPlaylistIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Playlist"
    @Parameter(title: "Playlist") var playlist: PlaylistEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct PlaylistEntity: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Playlist"
    var id = UUID()
    var displayRepresentation: DisplayRepresentation { "Playlist" }
}

struct PlaylistOptions: DynamicOptionsProvider {
    func results() async throws -> [PlaylistEntity] { [] }
}

struct MusicShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor { .grape }
    static var appShortcuts: [AppShortcut] {
        .init(intent: PlayPlaylistIntent(), phrases: ["Shuffle in ${applicationName}"], shortTitle: "Shuffle", systemImageName: "shuffle")
        AppShortcut(
            intent: PlayPlaylistIntent(),
            phrases: ["Play \(\.$playlist) in \(.applicationName)"],
            shortTitle: "Play",
            systemImageName: "play",
            parameterPresentation: ParameterPresentation(
                for: \.$playlist,
                summary: Summary("Play \(\.$playlist)"),
                optionsCollections: {
                    OptionsCollection(PlaylistOptions(), title: "Playlists", systemImageName: "music.note.list")
                }
            )
        )
    }
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: ["Stop \(.applicationName)"])
    }
}
