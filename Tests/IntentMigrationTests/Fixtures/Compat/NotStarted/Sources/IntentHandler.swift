import Intents

/// The SiriKit handler: the app has not started moving to App Intents.
final class IntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any {
        self
    }
}
