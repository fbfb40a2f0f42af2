// Every `.result(…)` form of `IntentResult` through iOS 26: a value, an intent to open, a dialog and
// a snippet (a view, a `@ViewBuilder` closure or a snippet intent), in every combination Apple
// declares, and the Action button forms. Each form's container type records what it carries, so
// `some IntentResult & ReturnsValue<Int> & ProvidesDialog` type-checks as it does with Apple's.
// Written out from the combinations rather than by hand; keep the pattern when adding one.

extension IntentResult {
    /// A plain completion.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        .init(_resultContent: .init())
    }

    /// A result with a dialog.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog))
    }

    /// A result with an intent to open.
    public static func result<I: AppIntent>(opensIntent: I) -> Self where Self == IntentResultContainer<Never, I, Never, Never> {
        .init(_resultContent: .init(opensIntent: opensIntent))
    }

    /// A result with an intent to open and a dialog.
    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, I, Never, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, opensIntent: opensIntent))
    }

    /// A result with a value.
    public static func result<V: _IntentValue>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        .init(_resultContent: .init(value: value))
    }

    /// A result with a value and a dialog.
    public static func result<V: _IntentValue>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog))
    }

    /// A result with a value and an intent to open.
    public static func result<V: _IntentValue, I: AppIntent>(value: V, opensIntent: I) -> Self where Self == IntentResultContainer<V, I, Never, Never> {
        .init(_resultContent: .init(value: value, opensIntent: opensIntent))
    }

    /// A result with a value, an intent to open and a dialog.
    public static func result<V: _IntentValue, I: AppIntent>(value: V, opensIntent: I, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, I, Never, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, opensIntent: opensIntent))
    }

    /// A result with a snippet view.
    public static func result<S: View>(view: S) -> Self where Self == IntentResultContainer<Never, Never, S, Never> {
        .init(_resultContent: .init(snippet: .view))
    }

    /// A result with a dialog and a snippet view.
    public static func result<S: View>(dialog: IntentDialog, view: S) -> Self where Self == IntentResultContainer<Never, Never, S, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, snippet: .view))
    }

    /// A result with an intent to open and a snippet view.
    public static func result<I: AppIntent, S: View>(opensIntent: I, view: S) -> Self where Self == IntentResultContainer<Never, I, S, Never> {
        .init(_resultContent: .init(opensIntent: opensIntent, snippet: .view))
    }

    /// A result with an intent to open, a dialog and a snippet view.
    public static func result<I: AppIntent, S: View>(opensIntent: I, dialog: IntentDialog, view: S) -> Self where Self == IntentResultContainer<Never, I, S, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, opensIntent: opensIntent, snippet: .view))
    }

    /// A result with a value and a snippet view.
    public static func result<V: _IntentValue, S: View>(value: V, view: S) -> Self where Self == IntentResultContainer<V, Never, S, Never> {
        .init(_resultContent: .init(value: value, snippet: .view))
    }

    /// A result with a value, a dialog and a snippet view.
    public static func result<V: _IntentValue, S: View>(value: V, dialog: IntentDialog, view: S) -> Self where Self == IntentResultContainer<V, Never, S, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, snippet: .view))
    }

    /// A result with a value, an intent to open and a snippet view.
    public static func result<V: _IntentValue, I: AppIntent, S: View>(value: V, opensIntent: I, view: S) -> Self where Self == IntentResultContainer<V, I, S, Never> {
        .init(_resultContent: .init(value: value, opensIntent: opensIntent, snippet: .view))
    }

    /// A result with a value, an intent to open, a dialog and a snippet view.
    public static func result<V: _IntentValue, I: AppIntent, S: View>(value: V, opensIntent: I, dialog: IntentDialog, view: S) -> Self where Self == IntentResultContainer<V, I, S, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, opensIntent: opensIntent, snippet: .view))
    }

    /// A result with a snippet view built in a closure.
    public static func result<S: View>(@ViewBuilder content: () -> S) -> Self where Self == IntentResultContainer<Never, Never, S, Never> {
        .init(_resultContent: .init(snippet: .view))
    }

    /// A result with a dialog and a snippet view built in a closure.
    public static func result<S: View>(dialog: IntentDialog, @ViewBuilder content: () -> S) -> Self where Self == IntentResultContainer<Never, Never, S, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, snippet: .view))
    }

    /// A result with an intent to open and a snippet view built in a closure.
    public static func result<I: AppIntent, S: View>(opensIntent: I, @ViewBuilder content: () -> S) -> Self where Self == IntentResultContainer<Never, I, S, Never> {
        .init(_resultContent: .init(opensIntent: opensIntent, snippet: .view))
    }

    /// A result with an intent to open, a dialog and a snippet view built in a closure.
    public static func result<I: AppIntent, S: View>(opensIntent: I, dialog: IntentDialog, @ViewBuilder content: () -> S) -> Self where Self == IntentResultContainer<Never, I, S, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, opensIntent: opensIntent, snippet: .view))
    }

    /// A result with a value and a snippet view built in a closure.
    public static func result<V: _IntentValue, S: View>(value: V, @ViewBuilder content: () -> S) -> Self where Self == IntentResultContainer<V, Never, S, Never> {
        .init(_resultContent: .init(value: value, snippet: .view))
    }

    /// A result with a value, a dialog and a snippet view built in a closure.
    public static func result<V: _IntentValue, S: View>(value: V, dialog: IntentDialog, @ViewBuilder content: () -> S) -> Self where Self == IntentResultContainer<V, Never, S, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, snippet: .view))
    }

    /// A result with a value, an intent to open and a snippet view built in a closure.
    public static func result<V: _IntentValue, I: AppIntent, S: View>(value: V, opensIntent: I, @ViewBuilder content: () -> S) -> Self where Self == IntentResultContainer<V, I, S, Never> {
        .init(_resultContent: .init(value: value, opensIntent: opensIntent, snippet: .view))
    }

    /// A result with a value, an intent to open, a dialog and a snippet view built in a closure.
    public static func result<V: _IntentValue, I: AppIntent, S: View>(value: V, opensIntent: I, dialog: IntentDialog, @ViewBuilder content: () -> S) -> Self where Self == IntentResultContainer<V, I, S, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, opensIntent: opensIntent, snippet: .view))
    }

    /// A result with a snippet intent.
    public static func result<Snippet: SnippetIntent>(snippetIntent: Snippet) -> Self where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, Never> {
        .init(_resultContent: .init(snippet: .intent(snippetIntent)))
    }

    /// A result with a dialog and a snippet intent.
    public static func result<Snippet: SnippetIntent>(dialog: IntentDialog, snippetIntent: Snippet) -> Self where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, snippet: .intent(snippetIntent)))
    }

    /// A result with an intent to open and a snippet intent.
    public static func result<I: AppIntent, Snippet: SnippetIntent>(opensIntent: I, snippetIntent: Snippet) -> Self where Self == IntentResultContainer<Never, I, _SnippetIntentContainer, Never> {
        .init(_resultContent: .init(opensIntent: opensIntent, snippet: .intent(snippetIntent)))
    }

    /// A result with an intent to open, a dialog and a snippet intent.
    public static func result<I: AppIntent, Snippet: SnippetIntent>(opensIntent: I, dialog: IntentDialog, snippetIntent: Snippet) -> Self where Self == IntentResultContainer<Never, I, _SnippetIntentContainer, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, opensIntent: opensIntent, snippet: .intent(snippetIntent)))
    }

    /// A result with a value and a snippet intent.
    public static func result<V: _IntentValue, Snippet: SnippetIntent>(value: V, snippetIntent: Snippet) -> Self where Self == IntentResultContainer<V, Never, _SnippetIntentContainer, Never> {
        .init(_resultContent: .init(value: value, snippet: .intent(snippetIntent)))
    }

    /// A result with a value, a dialog and a snippet intent.
    public static func result<V: _IntentValue, Snippet: SnippetIntent>(value: V, dialog: IntentDialog, snippetIntent: Snippet) -> Self where Self == IntentResultContainer<V, Never, _SnippetIntentContainer, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, snippet: .intent(snippetIntent)))
    }

    /// A result with a value, an intent to open and a snippet intent.
    public static func result<V: _IntentValue, I: AppIntent, Snippet: SnippetIntent>(value: V, opensIntent: I, snippetIntent: Snippet) -> Self where Self == IntentResultContainer<V, I, _SnippetIntentContainer, Never> {
        .init(_resultContent: .init(value: value, opensIntent: opensIntent, snippet: .intent(snippetIntent)))
    }

    /// A result with a value, an intent to open, a dialog and a snippet intent.
    public static func result<V: _IntentValue, I: AppIntent, Snippet: SnippetIntent>(value: V, opensIntent: I, dialog: IntentDialog, snippetIntent: Snippet) -> Self where Self == IntentResultContainer<V, I, _SnippetIntentContainer, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, opensIntent: opensIntent, snippet: .intent(snippetIntent)))
    }

    /// A result with an intent for the Action button to run next (iOS 16).
    public static func result<I: AppIntent>(actionButtonIntent: I) -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        .init(_resultContent: .init(actionButtonIntent: actionButtonIntent))
    }

    /// A result with an intent for the Action button to run next, with a dialog (iOS 16).
    public static func result<I: AppIntent>(actionButtonIntent: I, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, actionButtonIntent: actionButtonIntent))
    }

    /// A result with an intent for the Action button to run next in a Live Activity (iOS 17.2).
    public static func result<I: AppIntent>(actionButtonIntent: I, activityIdentifier: String) -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        .init(_resultContent: .init(actionButtonIntent: actionButtonIntent, activityIdentifier: activityIdentifier))
    }

    /// A result with an intent for the Action button to run next in a Live Activity, with a dialog (iOS 17.2).
    public static func result<I: AppIntent>(actionButtonIntent: I, activityIdentifier: String, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, actionButtonIntent: actionButtonIntent, activityIdentifier: activityIdentifier))
    }

    /// A result with a value and an intent for the Action button to run next (iOS 16).
    public static func result<V: _IntentValue, I: AppIntent>(value: V, actionButtonIntent: I) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        .init(_resultContent: .init(value: value, actionButtonIntent: actionButtonIntent))
    }

    /// A result with a value and an intent for the Action button to run next, with a dialog (iOS 16).
    public static func result<V: _IntentValue, I: AppIntent>(value: V, actionButtonIntent: I, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, actionButtonIntent: actionButtonIntent))
    }

    /// A result with a value and an intent for the Action button to run next in a Live Activity (iOS 17.2).
    public static func result<V: _IntentValue, I: AppIntent>(value: V, actionButtonIntent: I, activityIdentifier: String) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        .init(_resultContent: .init(value: value, actionButtonIntent: actionButtonIntent, activityIdentifier: activityIdentifier))
    }

    /// A result with a value and an intent for the Action button to run next in a Live Activity, with a dialog (iOS 17.2).
    public static func result<V: _IntentValue, I: AppIntent>(value: V, actionButtonIntent: I, activityIdentifier: String, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, actionButtonIntent: actionButtonIntent, activityIdentifier: activityIdentifier))
    }
}
