/// An error from the App Intents model: one of the system's requests, or a cancellation.
///
/// `$parameter.needsValueError()` returns one that makes the runner ask for a value and run
/// `perform()` again; `requestConfirmation` throws `.userCancelled` when the person says no.
public struct AppIntentError: Error, CustomStringConvertible, @unchecked Sendable {
    enum Kind {
        case needsValue(parameter: String, dialog: IntentDialog?)
        case requestValue(parameter: String, dialog: IntentDialog?)
        case restartPerform
        case userCancelled
        case continueInForeground(IntentDialog?, (@MainActor @Sendable () async throws -> Void)?)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Asks the system to run `perform()` again.
    public static let restartPerform = AppIntentError(.restartPerform)
    /// The person cancelled: declined a confirmation or a request.
    public static let userCancelled = AppIntentError(.userCancelled)

    /// Whether this is the person cancelling.
    public var isUserCancelled: Bool {
        if case .userCancelled = kind { return true }
        return false
    }

    public var description: String {
        switch kind {
        case .needsValue(let parameter, _): "a value is needed for '\(parameter)'"
        case .requestValue(let parameter, _): "a value is requested for '\(parameter)'"
        case .restartPerform: "perform() should run again"
        case .userCancelled: "the person cancelled"
        case .continueInForeground: "the intent needs to continue in the app"
        }
    }
}

/// A misuse of the model outside what the system allows, such as asking the person for something outside `IntentRunner`.
public struct IntentModelError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, in a sentence.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
