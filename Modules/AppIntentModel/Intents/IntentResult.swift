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

/// A result that shows an interactive snippet: a `SnippetIntent` the system performs to draw it (iOS 26).
public protocol ShowsSnippetIntent: IntentResult {}

/// What a result carries once `perform()` has returned it.
public struct IntentResultContent: @unchecked Sendable {
    /// What a result shows besides its dialog.
    enum Snippet {
        case view
        case intent(any SnippetIntent)
    }

    /// The returned value.
    public var value: (any _IntentValue)?
    /// The dialog the result speaks or shows, if it has one.
    public var dialog: IntentDialog?
    /// The intent opened afterwards.
    public var opensIntent: (any AppIntent)?
    /// The intent the Action button runs next (`actionButtonIntent:`).
    public var actionButtonIntent: (any AppIntent)?
    /// The Live Activity the Action button intent belongs to (`activityIdentifier:`, iOS 17.2).
    public var activityIdentifier: String?
    /// The snippet intent shown (iOS 26).
    public var snippetIntent: (any SnippetIntent)?
    /// Whether a snippet view was given.
    public var hasSnippetView: Bool

    init(
        value: (any _IntentValue)? = nil,
        dialog: IntentDialog? = nil,
        opensIntent: (any AppIntent)? = nil,
        actionButtonIntent: (any AppIntent)? = nil,
        activityIdentifier: String? = nil,
        snippet: Snippet? = nil
    ) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
        self.actionButtonIntent = actionButtonIntent
        self.activityIdentifier = activityIdentifier
        if case .intent(let intent) = snippet { self.snippetIntent = intent }
        self.hasSnippetView = snippet != nil && snippetIntent == nil
    }
}

/// The result `.result(…)` builds; its type parameters record what it carries (`Never` for nothing).
///
/// `Snippet` is the view type for a snippet view, or `_SnippetIntentContainer` for a snippet intent.
public struct IntentResultContainer<Value, OpenedIntent, Snippet, Dialog>: IntentResult, @unchecked Sendable {
    public let _resultContent: IntentResultContent

    public static var _resultValueType: (any _IntentValue.Type)? { Value.self as? any _IntentValue.Type }

    public static var _resultDefinition: ResultDefinition {
        ResultDefinition(
            value: (Value.self as? any _IntentValue.Type)?._metadataType.type,
            providesDialog: Dialog.self == IntentDialog.self,
            opensIntent: OpenedIntent.self != Never.self && OpenedIntent.self is any AppIntent.Type,
            showsSnippetView: Snippet.self != Never.self && Snippet.self is any View.Type,
            showsSnippetIntent: Snippet.self == _SnippetIntentContainer.self
        )
    }
}

/// The snippet slot of a result that shows a snippet intent.
public enum _SnippetIntentContainer: Sendable {}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: OpensIntent where OpenedIntent: AppIntent {}
extension IntentResultContainer: ShowsSnippetView where Snippet: View {}
extension IntentResultContainer: ShowsSnippetIntent where Snippet == _SnippetIntentContainer {}

/// `Never` is the result of an intent that cannot be performed, such as a configuration intent's default `perform()`.
extension Never: IntentResult {
    public var _resultContent: IntentResultContent { switch self {} }
    public static var _resultDefinition: ResultDefinition { ResultDefinition() }
    public static var _resultValueType: (any _IntentValue.Type)? { nil }
}
