import Foundation
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Starts a timed writing session and shows its timer as an interactive snippet.
public struct StartWritingSessionIntent: AppIntent {
    public static let title: LocalizedStringResource = "Start Writing Session"
    public static let description = IntentDescription("Starts a timed writing session.", categoryName: "Writing")
    public static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

    @Parameter(title: "Length", defaultValue: 15, defaultUnit: .minutes, supportsNegativeNumbers: false)
    public var length: Measurement<UnitDuration>

    @Parameter(title: "Prompt", inputOptions: String.IntentInputOptions(capitalizationType: .sentences, multiline: true))
    public var prompt: String?

    public static var parameterSummary: some ParameterSummary {
        Summary("Write for \(\.$length)") {
            \.$prompt
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetIntent {
        let minutes = Int(length.converted(to: .minutes).value)
        WritingSession.current.start(minutes: minutes, prompt: prompt)
        return .result(dialog: "Writing for \(minutes) minutes.", snippetIntent: WritingSessionSnippetIntent())
    }
}

/// The writing session's snippet: the time left and the prompt. The system performs it to draw the snippet.
public struct WritingSessionSnippetIntent: SnippetIntent {
    public static let title: LocalizedStringResource = "Writing Session"
    public static let isDiscoverable = false

    public init() {}

    public func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: WritingSessionView(minutesLeft: WritingSession.current.minutes, prompt: WritingSession.current.prompt))
    }
}

/// The snippet's view.
public struct WritingSessionView: View {
    let minutesLeft: Int
    let prompt: String?

    public var body: some View {
        Text("\(minutesLeft) minutes left" + (prompt.map { " · \($0)" } ?? ""))
    }
}

/// The session in progress.
public final class WritingSession: @unchecked Sendable {
    /// The app's session.
    public static let current = WritingSession()

    private let lock = NSLock()
    private var state: (minutes: Int, prompt: String?) = (0, nil)

    /// Minutes left.
    public var minutes: Int { lock.withLock { state.minutes } }
    /// What to write about.
    public var prompt: String? { lock.withLock { state.prompt } }

    func start(minutes: Int, prompt: String?) {
        lock.withLock { state = (minutes, prompt) }
    }
}
