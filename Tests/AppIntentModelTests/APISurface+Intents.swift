// Compile-and-reflect coverage of controls and the modern intent protocols (item 4 of "model II"),
// in the shapes shipping apps use: a VPN toggle's `SetValueIntent`, a control's configuration, an
// `OpenIntent` that a scene routes, search, deletion, audio and camera intents, snippet intents,
// predictions, `supportedModes`, `@Dependency`, and the result forms through iOS 26.

import AppIntentModel
import Foundation
import IntentMetadata
import Testing

// MARK: Controls

struct ToggleTunnelIntent: SetValueIntent, AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Toggle Tunnel"
    static let isDiscoverable = false
    static let supportedModes: IntentModes = .background

    @Parameter(title: "Connected")
    var value: Bool

    @Dependency var tunnel: TunnelController

    func perform() async throws -> some IntentResult {
        await tunnel.set(connected: value)
        return .result()
    }
}

actor TunnelController {
    private(set) var isConnected = false
    func set(connected: Bool) { isConnected = connected }
}

struct SelectServerControl: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Select Server"
    static let description: IntentDescription = "The server the control connects to."
    static let openAppWhenRun: Bool = true

    @Parameter(title: "Server", optionsProvider: ServerOptions())
    var server: String?

    struct ServerOptions: DynamicOptionsProvider {
        func results() async throws -> [String] { ["Amsterdam", "Tokyo"] }
    }
}

// MARK: Opening, searching, deleting

enum LibraryDestination: String, AppEnum {
    case shelf, reader

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Destination")
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .shelf: "Shelf",
        .reader: DisplayRepresentation(title: "Reader", image: .init(systemName: "book")),
    ]
}

struct OpenLibraryIntent: OpenIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Open Library"

    @Parameter(title: "Destination")
    var target: LibraryDestination

    var contentIdentifier: String { "library.\(target.rawValue)" }

    init() {
        target = .shelf
    }

    init(target: LibraryDestination) {
        self.target = target
    }
}

struct SearchLibraryIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Search Library"
    static let searchScopes: [StringSearchScope] = [.general]

    @Parameter var criteria: StringSearchCriteria

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct DeleteBooksIntent: DeleteIntent, UndoableIntent {
    static let title: LocalizedStringResource = "Delete Books"

    @Parameter(title: "Books")
    var entities: [HabitEntity]

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        undoManager?.setActionName("Delete Books")
        return .result(dialog: "Deleted \(entities.count) books.")
    }
}

// MARK: Audio, camera, video, Live Activities

struct RecordMemoIntent: AudioRecordingIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Record Memo"
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if !systemContext.currentMode.canContinueInForeground { return .result(dialog: "Recording.") }
        try await continueInForeground("Open the app to see the waveform?", alwaysConfirm: false)
        return .result(dialog: "Recording in the app.")
    }
}

struct CaptureIntent: CameraCaptureIntent {
    struct AppContext: Codable, Sendable, Equatable {
        var lens: String
    }

    static let title: LocalizedStringResource = "Capture"
    static let supportedModes: IntentModes = .foreground(.immediate)

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct PlayClipIntent: PlayVideoIntent {
    static let title: LocalizedStringResource = "Play Clip"
    static let supportedCategories: [VideoCategory] = [.freeform]

    @Parameter(title: "Search Term")
    var term: String

    func perform() async throws -> some IntentResult { .result() }
}

// MARK: Snippets, predictions, foreground continuation, results

struct ReadingTimerSnippet: SnippetIntent {
    static let title: LocalizedStringResource = "Reading Timer"
    static let isDiscoverable: Bool = false

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result {
            Text("12:00")
        }
    }
}

struct StartReadingIntent: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Start Reading"
    static let supportedModes: IntentModes = .foreground(.deferred)

    @Parameter(title: "Minutes", default: 20)
    var minutes: Int

    @Parameter(title: "Book")
    var book: HabitEntity?

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$minutes)) { minutes in
            DisplayRepresentation(title: "Read for \(minutes) minutes")
        }
        IntentPrediction(parameters: (\.$minutes, \.$book)) { minutes, book in
            DisplayRepresentation(title: "Read \(book?.name ?? "a book") for \(minutes) minutes")
        }
        IntentPrediction {
            DisplayRepresentation(title: "Start reading")
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetIntent {
        ReadingTimerSnippet.reload()
        return .result(dialog: "Reading for \(minutes) minutes.", snippetIntent: ReadingTimerSnippet())
    }
}

struct SyncLibraryIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Library"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & OpensIntent & ProvidesDialog & ShowsSnippetView {
        .result(value: 3, opensIntent: OpenLibraryIntent(target: .reader), dialog: "Synced 3 books.") {
            Text("3 new")
        }
    }
}

extension SyncLibraryIntent: ForegroundContinuableIntent {}

struct FinishBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Finish Book"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "Done", actionButtonIntent: StartReadingIntent(), activityIdentifier: "reading", dialog: "Well read.")
    }
}

// Every result form through iOS 26 type-checks with Apple's labels.
enum ResultForms {
    static func form(_ result: some IntentResult) -> any IntentResult { result }

    static func all() -> [any IntentResult] {
        let open = OpenLibraryIntent()
        let snippet = ReadingTimerSnippet()
        return [
            form(.result()), form(.result(dialog: "d")), form(.result(value: 1)), form(.result(value: 1, dialog: "d")),
            form(.result(opensIntent: open)), form(.result(opensIntent: open, dialog: "d")), form(.result(value: 1, opensIntent: open)),
            form(.result(value: 1, opensIntent: open, dialog: "d")),
            form(.result(view: Text("v"))), form(.result(dialog: "d", view: Text("v"))), form(.result(value: 1, view: Text("v"))),
            form(.result(value: 1, dialog: "d", view: Text("v"))), form(.result(opensIntent: open, view: Text("v"))),
            form(.result(opensIntent: open, dialog: "d", view: Text("v"))), form(.result(value: 1, opensIntent: open, view: Text("v"))),
            form(.result(value: 1, opensIntent: open, dialog: "d", view: Text("v"))),
            form(.result { Text("c") }), form(.result(dialog: "d") { Text("c") }), form(.result(value: 1) { Text("c") }),
            form(.result(value: 1, dialog: "d") { Text("c") }), form(.result(opensIntent: open) { Text("c") }),
            form(.result(opensIntent: open, dialog: "d") { Text("c") }), form(.result(value: 1, opensIntent: open) { Text("c") }),
            form(.result(value: 1, opensIntent: open, dialog: "d") { Text("c") }),
            form(.result(snippetIntent: snippet)), form(.result(dialog: "d", snippetIntent: snippet)),
            form(.result(value: 1, snippetIntent: snippet)), form(.result(value: 1, dialog: "d", snippetIntent: snippet)),
            form(.result(opensIntent: open, snippetIntent: snippet)), form(.result(opensIntent: open, dialog: "d", snippetIntent: snippet)),
            form(.result(value: 1, opensIntent: open, snippetIntent: snippet)),
            form(.result(value: 1, opensIntent: open, dialog: "d", snippetIntent: snippet)),
            form(.result(actionButtonIntent: open)), form(.result(actionButtonIntent: open, dialog: "d")),
            form(.result(value: 1, actionButtonIntent: open)), form(.result(value: 1, actionButtonIntent: open, dialog: "d")),
            form(.result(actionButtonIntent: open, activityIdentifier: "a")),
            form(.result(actionButtonIntent: open, activityIdentifier: "a", dialog: "d")),
            form(.result(value: 1, actionButtonIntent: open, activityIdentifier: "a")),
            form(.result(value: 1, actionButtonIntent: open, activityIdentifier: "a", dialog: "d")),
        ]
    }
}

// MARK: Dependencies

enum LibraryDependencies {
    static let manager = AppDependencyManager()
    static let empty = AppDependencyManager()
}

struct LibraryReportIntent: AppIntent {
    static let title: LocalizedStringResource = "Library Report"

    @Dependency(key: "primary", manager: LibraryDependencies.manager) var tunnel: TunnelController
    @Dependency(manager: LibraryDependencies.manager, default: "Hello") var greeting: String
    @Dependency(manager: LibraryDependencies.manager) var bookCount: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(greeting): \(bookCount) books, tunnel \(await tunnel.isConnected ? "up" : "down").")
    }
}

struct UnregisteredDependencyIntent: AppIntent {
    static let title: LocalizedStringResource = "Unregistered"

    @Dependency(manager: LibraryDependencies.empty) var shelfWidth: Double

    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct IntentsSurfaceTests {
    @Test func modernIntentsReflectTheirProtocolsModesAndResults() async throws {
        let reflection = await MetadataReflector(module: "Library").reflect(intents: [
            ToggleTunnelIntent.self, SelectServerControl.self, OpenLibraryIntent.self, SearchLibraryIntent.self,
            DeleteBooksIntent.self, RecordMemoIntent.self, CaptureIntent.self, PlayClipIntent.self,
            ReadingTimerSnippet.self, StartReadingIntent.self, SyncLibraryIntent.self, FinishBookIntent.self,
        ])
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let document = reflection.document
        func protocols(_ identifier: String) -> [IntentSystemProtocol]? { document.intent(identifier)?.systemProtocols }
        #expect(protocols("ToggleTunnelIntent") == [.audioPlayback, .setValue])
        #expect(protocols("SelectServerControl") == [.controlConfiguration])
        #expect(protocols("OpenLibraryIntent") == [.open, .targetContentProviding])
        #expect(protocols("SearchLibraryIntent") == [.showInAppSearchResults])
        #expect(protocols("DeleteBooksIntent") == [.delete, .undoable])
        #expect(protocols("RecordMemoIntent") == [.audioRecording, .liveActivity])
        #expect(protocols("CaptureIntent") == [.cameraCapture])
        #expect(protocols("PlayClipIntent") == [.playVideo])
        #expect(protocols("ReadingTimerSnippet") == [.snippet])
        #expect(protocols("StartReadingIntent") == [.predictable])
        #expect(protocols("SyncLibraryIntent") == [.foregroundContinuable])
        #expect(document.intent("ToggleTunnelIntent")?.supportedModes == [.background])
        #expect(document.intent("RecordMemoIntent")?.supportedModes == [.background, .foregroundDynamic])
        #expect(document.intent("CaptureIntent")?.supportedModes == [.foregroundImmediate])
        #expect(document.intent("StartReadingIntent")?.supportedModes == [.foregroundDeferred])
        #expect(document.intent("SelectServerControl")?.supportedModes == nil)
        #expect(document.intent("SelectServerControl")?.openAppWhenRun == true)
        #expect(document.intent("SearchLibraryIntent")?.parameter(named: "criteria")?.title == "Criteria")
        #expect(document.intent("StartReadingIntent")?.result == ResultDefinition(providesDialog: true, showsSnippetIntent: true))
        #expect(document.intent("ReadingTimerSnippet")?.result == ResultDefinition(showsSnippetView: true))
        #expect(document.intent("SyncLibraryIntent")?.result == ResultDefinition(value: .primitive(.integer), providesDialog: true, opensIntent: true, showsSnippetView: true))
        #expect(document.intent("FinishBookIntent")?.result == ResultDefinition(value: .primitive(.string), providesDialog: true))
        #expect(document.enums.map(\.identifier) == ["LibraryDestination"])
        #expect(document.queries.map(\.identifier).contains("ServerOptions"))
    }

    @Test func aControlSetsItsValueThroughTheRunner() async throws {
        let tunnel = TunnelController()
        AppDependencyManager.shared.add(dependency: tunnel)
        let run = try await IntentRunner().run(ToggleTunnelIntent(), setting: true)
        #expect(run.conversation.transcript == [
            "system: value = true (set by a control)",
            "system: modes background; runs in the background",
        ])
        #expect(await tunnel.isConnected)
        #expect(run.result != nil)
    }

    @Test func anOpenIntentOpensTheAppAtItsTarget() async throws {
        let run = try await IntentRunner().run(OpenLibraryIntent(), opening: .reader)
        #expect(run.conversation.transcript == ["system: target = Reader", "system: the app opens"])
        #expect(run.result?.hasSnippetView == false)
        #expect(OpenLibraryIntent(target: .reader).contentIdentifier == "library.reader")
    }

    @Test func modesDecideWhenTheAppOpens() async throws {
        let staying = try await IntentRunner(person: ScriptedPerson([.no])).run(RecordMemoIntent())
        #expect(staying.conversation.transcript == [
            "system: modes background, foreground(dynamic); runs in the background",
            "app: Open the app to see the waveform? [Cancel | Continue]",
            "person: No",
        ])
        #expect(staying.wasCancelled)
        let opening = try await IntentRunner(person: ScriptedPerson([.choose("Continue")])).run(RecordMemoIntent())
        #expect(opening.conversation.transcript.suffix(3) == ["person: Continue", "system: the app opens", "app: Recording in the app."])
        let immediate = try await IntentRunner().run(CaptureIntent())
        #expect(immediate.conversation.transcript == ["system: modes foreground(immediate); the app opens"])
        let deferred = try await IntentRunner().run(StartReadingIntent())
        #expect(deferred.conversation.transcript == [
            "system: modes foreground(deferred); runs in the background",
            "system: the Reading Timer snippet reloads",
            "system: the app opens",
            "app: Reading for 20 minutes.",
            "system: shows the Reading Timer snippet",
        ])
        #expect(deferred.result?.snippetIntent is ReadingTimerSnippet)
    }

    @Test func resultsCarryWhatTheyDeclare() async throws {
        let forms = ResultForms.all()
        #expect(forms.count == 40)
        let snippetForms = forms.filter { $0._resultContent.snippetIntent != nil }
        #expect(snippetForms.count == 8)
        #expect(forms.filter { $0._resultContent.hasSnippetView }.count == 16)
        let finished = try await IntentRunner().run(FinishBookIntent())
        #expect(finished.result?.actionButtonIntent is StartReadingIntent)
        #expect(finished.result?.activityIdentifier == "reading")
        #expect(StartReadingIntent.predictionConfiguration._predictionCount == 3)
    }

    @Test func aCameraIntentKeepsItsAppContext() async throws {
        #expect(try await CaptureIntent.appContext == nil)
        try await CaptureIntent.updateAppContext(.init(lens: "wide"))
        #expect(try await CaptureIntent.appContext == .init(lens: "wide"))
        await #expect(throws: IntentModelError.self) {
            try await CaptureIntent.updateAppContext(.init(lens: String(repeating: "x", count: 5000)))
        }
    }

    @Test func dependenciesComeFromTheirManagerOrTheirDefault() async throws {
        LibraryDependencies.manager.add(key: "primary", dependency: TunnelController())
        LibraryDependencies.manager.add(dependency: { () async throws -> Int in 42 })
        let run = try await IntentRunner().run(LibraryReportIntent())
        #expect(run.conversation.transcript == ["app: Hello: 42 books, tunnel down."])
        let missing = try await IntentRunner().run(UnregisteredDependencyIntent())
        guard case .failed(let error) = missing.outcome else {
            Issue.record("expected a failure, got \(missing.outcome)")
            return
        }
        #expect(error as? AppDependencyManager.Error == .failedToRetrieveDependency)
    }
}

// MARK: Errors, donations and resources from bundles

enum TunnelIntentError: Error, CustomLocalizedStringResourceConvertible {
    case notConfigured

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .notConfigured: LocalizedStringResource("tunnel.error.not-configured", defaultValue: "Set up the tunnel in the app first.", bundle: .main)
        }
    }
}

struct ConnectTunnelIntent: AppIntent {
    static let title = LocalizedStringResource("tunnel.connect.title", defaultValue: "Connect Tunnel", table: "Intents", bundle: Bundle.main)

    func perform() async throws -> some IntentResult {
        _ = try await donate()
        guard TunnelSettings.isConfigured else { throw TunnelIntentError.notConfigured }
        return .result()
    }
}

enum TunnelSettings {
    static let isConfigured = false
}

@Suite struct IntentErrorAndDonationTests {
    @Test func anErrorThatDescribesItselfIsShownAndTheDonationIsKept() async throws {
        let before = IntentDonationManager.shared.donatedIntents.count { $0 is ConnectTunnelIntent }
        let run = try await IntentRunner().run(ConnectTunnelIntent())
        #expect(run.conversation.transcript == ["app: Set up the tunnel in the app first."])
        guard case .failed(let error) = run.outcome else {
            Issue.record("expected a failure, got \(run.outcome)")
            return
        }
        #expect(error is TunnelIntentError)
        #expect(IntentDonationManager.shared.donatedIntents.count { $0 is ConnectTunnelIntent } == before + 1)
        #expect(ConnectTunnelIntent.title == LocalizedStringResource("tunnel.connect.title", defaultValue: "Connect Tunnel", table: "Intents"))
        let manager = IntentDonationManager()
        let donation = manager.donate(intent: ConnectTunnelIntent())
        manager.deleteDonations(identifiedBy: [donation])
        #expect(manager.donatedIntents.isEmpty)
    }
}
