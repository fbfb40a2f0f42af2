import IntentMetadata

/// What `perform()` returns. The declared protocols say what it carries.
public protocol IntentResult: Sendable {
    /// What the result carries, for the runner's record.
    var _resultContent: IntentResultContent { get }
    /// What the result type declares, for reflection.
    static var _resultDefinition: ResultDefinition { get }
    /// The type of the returned value, if the result returns one.
    static var _resultValueType: (any _IntentValue.Type)? { get }
}

/// A result that returns a value, chainable in Shortcuts.
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value.
    associatedtype Value: _IntentValue
}

/// A result with a dialog, spoken or shown.
public protocol ProvidesDialog: IntentResult {}

/// A result that opens another intent afterwards.
public protocol OpensIntent: IntentResult {}

/// A result that shows a SwiftUI snippet.
public protocol ShowsSnippetView: IntentResult {}

/// What a result carries once `perform()` has returned it.
public struct IntentResultContent: @unchecked Sendable {
    /// The returned value.
    public var value: (any _IntentValue)?
    /// The dialog.
    public var dialog: IntentDialog?
    /// The intent opened afterwards.
    public var opensIntent: (any AppIntent)?
    /// Whether a snippet view was given.
    public var hasSnippetView: Bool
}

/// The result `.result(…)` builds; its type parameters record what it carries (`Never` for nothing).
public struct IntentResultContainer<Value, OpenedIntent, Snippet, Dialog>: IntentResult, @unchecked Sendable {
    public let _resultContent: IntentResultContent

    public static var _resultValueType: (any _IntentValue.Type)? { Value.self as? any _IntentValue.Type }

    public static var _resultDefinition: ResultDefinition {
        ResultDefinition(
            value: (Value.self as? any _IntentValue.Type)?._metadataType.type,
            providesDialog: Dialog.self == IntentDialog.self,
            opensIntent: OpenedIntent.self is any AppIntent.Type,
            showsSnippetView: Snippet.self is any View.Type
        )
    }
}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: OpensIntent where OpenedIntent: AppIntent {}
extension IntentResultContainer: ShowsSnippetView where Snippet: View {}

extension IntentResult {
    /// A plain completion.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        .init(_resultContent: .init(hasSnippetView: false))
    }

    /// A result with a dialog.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, hasSnippetView: false))
    }

    /// A result that returns a value.
    public static func result<V: _IntentValue>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        .init(_resultContent: .init(value: value, hasSnippetView: false))
    }

    /// A result that returns a value with a dialog.
    public static func result<V: _IntentValue>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, hasSnippetView: false))
    }

    /// A result that opens another intent.
    public static func result<I: AppIntent>(opensIntent: I) -> Self where Self == IntentResultContainer<Never, I, Never, Never> {
        .init(_resultContent: .init(opensIntent: opensIntent, hasSnippetView: false))
    }

    /// A result that opens another intent, with a dialog.
    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, I, Never, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, opensIntent: opensIntent, hasSnippetView: false))
    }

    /// A result that returns a value and opens another intent.
    public static func result<V: _IntentValue, I: AppIntent>(value: V, opensIntent: I) -> Self where Self == IntentResultContainer<V, I, Never, Never> {
        .init(_resultContent: .init(value: value, opensIntent: opensIntent, hasSnippetView: false))
    }

    /// A result that returns a value, opens another intent, and has a dialog.
    public static func result<V: _IntentValue, I: AppIntent>(value: V, opensIntent: I, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, I, Never, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, opensIntent: opensIntent, hasSnippetView: false))
    }

    /// A result with a dialog and a snippet view.
    public static func result<S: View>(dialog: IntentDialog, view: S) -> Self where Self == IntentResultContainer<Never, Never, S, IntentDialog> {
        .init(_resultContent: .init(dialog: dialog, hasSnippetView: true))
    }

    /// A result with a value, a dialog and a snippet view.
    public static func result<V: _IntentValue, S: View>(value: V, dialog: IntentDialog, view: S) -> Self where Self == IntentResultContainer<V, Never, S, IntentDialog> {
        .init(_resultContent: .init(value: value, dialog: dialog, hasSnippetView: true))
    }
}
