// Compile-and-reflect coverage of App Shortcuts additions (item 7 of "model II"): parameter
// presentations with option collections, tile colours, negative phrases in both spellings, and
// updating parameterized phrases.

import AppIntentModel
import Foundation
import IntentMetadata
import Testing

struct PlayPlaylistIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Playlist"

    @Parameter(title: "Playlist")
    var playlist: PlaylistEntity

    func perform() async throws -> some IntentResult {
        PlaylistShortcuts.updateAppShortcutParameters()
        return .result()
    }
}

struct PlaylistEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Playlist"
    static let defaultQuery = PlaylistQuery()

    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id.capitalized)" }
}

struct PlaylistQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PlaylistEntity] { identifiers.map(PlaylistEntity.init(id:)) }
    func suggestedEntities() async throws -> [PlaylistEntity] { [PlaylistEntity(id: "focus")] }
}

struct RecentPlaylists: DynamicOptionsProvider {
    func results() async throws -> [PlaylistEntity] { [PlaylistEntity(id: "morning")] }
}

struct PinnedPlaylists: DynamicOptionsProvider {
    func results() async throws -> [PlaylistEntity] { [PlaylistEntity(id: "focus")] }
}

struct PlaylistShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayPlaylistIntent(),
            phrases: ["Play \(\.$playlist) in \(.applicationName)"],
            shortTitle: "Play Playlist",
            systemImageName: "music.note.list",
            parameterPresentation: ParameterPresentation(
                for: \.$playlist,
                summary: Summary("Play \(\.$playlist)", table: "Shortcuts"),
                optionsCollections: {
                    OptionsCollection(RecentPlaylists(), title: "Recent", systemImageName: "clock")
                    OptionsCollection(PinnedPlaylists(), title: "Pinned")
                }
            )
        )
    }

    static let shortcutTileColor = ShortcutTileColor.lime

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: ["Play the radio", "Stop \(.applicationName)"])
    }
}

@Suite struct ShortcutsSurfaceTests {
    @Test func aParameterPresentationIsReflectedWithItsCollections() async throws {
        let reflection = await MetadataReflector(module: "Music").reflect(shortcutsProviders: [PlaylistShortcuts.self])
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let provider = try #require(reflection.document.shortcutsProviders.first)
        #expect(provider.tileColor == .lime)
        #expect(provider.negativePhrases == ["Play the radio", "Stop ${applicationName}"])
        let shortcut = try #require(provider.shortcuts.first)
        #expect(shortcut.phrases == ["Play ${playlist} in ${applicationName}"])
        #expect(shortcut.parameterPresentation == ParameterPresentationDefinition(
            parameter: "playlist",
            summary: LocalizedStringResource("Play ${playlist}", table: "Shortcuts"),
            optionsCollections: [
                OptionsCollectionDefinition(provider: "RecentPlaylists", title: "Recent", systemImageName: "clock"),
                OptionsCollectionDefinition(provider: "PinnedPlaylists", title: "Pinned"),
            ]
        ))
        #expect(reflection.document.query("RecentPlaylists")?.resultType == .entity("PlaylistEntity"))
        #expect(reflection.document.query("PinnedPlaylists") != nil)
        #expect(reflection.document.version == .v1_1)
    }

    @Test func updatingParametersIsRecordedInARun() async throws {
        let run = try await IntentRunner(person: ScriptedPerson([.choose("Focus")])).run(PlayPlaylistIntent())
        #expect(run.conversation.transcript == ["app: Playlist? [Focus]", "person: Focus", "system: App Shortcut parameters update"])
    }
}
