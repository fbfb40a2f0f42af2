// IntentKit's model on every platform: the manager reads intents through it (`summaryConfiguration()`), which
// Apple's framework does not have, and Apple's `WidgetConfigurationIntent` needs macOS 14.
import AppIntentModel

/// A widget configuration intent with the widget kind it configures and when it is relevant.
public struct RelevantIntent: Sendable {
    /// The intent, as the widget would be configured with it.
    public let intent: any WidgetConfigurationIntent
    /// The widget's `kind` string.
    public let widgetKind: String
    /// When the intent is relevant.
    public let relevance: RelevantContext

    /// Pairs an intent with a widget kind and a relevance clue; only widget configuration intents qualify, as in Apple's API.
    public init<IntentType: WidgetConfigurationIntent>(_ intent: IntentType, widgetKind: String, relevance: RelevantContext) {
        self.intent = intent
        self.widgetKind = widgetKind
        self.relevance = relevance
    }
}
