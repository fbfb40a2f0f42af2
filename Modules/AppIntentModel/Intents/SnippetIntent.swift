/// An intent that draws an interactive snippet (iOS 26): the system performs it, perhaps many times, to show its view.
///
///     struct TimerSnippet: SnippetIntent {
///         static let title: LocalizedStringResource = "Timer"
///         func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: Text("3:00")) }
///     }
///
/// Another intent shows it with `.result(dialog: "Started.", snippetIntent: TimerSnippet())`,
/// declaring `ShowsSnippetIntent`. Its `perform()` must have no side effects.
public protocol SnippetIntent: AppIntent where PerformResult: ShowsSnippetView {}

extension SnippetIntent {
    /// Shows the snippet again, or refreshes it if it is showing. Inside `IntentRunner` the reload is recorded.
    public static func reload() {
        IntentRunContext.current?.record(.system, "the \(title.fallbackText) snippet reloads")
    }
}

/// A snippet intent that shows nothing, for results that must name one.
public struct EmptySnippetIntent: SnippetIntent {
    public static var title: LocalizedStringResource { "Empty Snippet" }
    public static var isDiscoverable: Bool { false }

    public init() {}

    public func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: EmptyView())
    }
}
