import Foundation

/// Stands in for the person while `IntentRunner` runs an intent: answers prompts, picks options, confirms.
public protocol IntentRespondent: Sendable {
    /// The answer to one question.
    func answer(_ question: IntentQuestion) async -> IntentAnswer
}

/// What the system asks the person.
public struct IntentQuestion: Hashable, Sendable {
    /// What kind of question it is.
    public enum Kind: Hashable, Sendable {
        /// A value for a parameter.
        case value(parameter: String)
        /// One of several candidates for a parameter.
        case disambiguation(parameter: String)
        /// Yes or no on a parameter's value.
        case parameterConfirmation(parameter: String)
        /// Yes or no on running the intent.
        case confirmation(actionName: String)
        /// Whether to continue in the app.
        case continueInForeground
    }

    /// What is asked: a value, a choice among candidates, a yes or no, or whether to open the app.
    public var kind: Kind
    /// The dialog, as the person reads it.
    public var dialog: String
    /// The options offered, as the person reads them; empty when any value may be given.
    public var options: [String]
}

/// What the person answers.
public enum IntentAnswer: Sendable {
    /// Picks the option shown with this text.
    case choose(String)
    /// Gives a value directly (a number, a string, an entity).
    case value(any Sendable)
    /// Says yes.
    case yes
    /// Says no.
    case no
    /// Cancels the whole run.
    case cancel
}

/// A person who gives prepared answers in order, and cancels when they run out.
public final class ScriptedPerson: IntentRespondent, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [IntentAnswer]
    private var asked: [IntentQuestion] = []

    /// A person who will answer with `answers`, one per question.
    public init(_ answers: [IntentAnswer] = []) {
        self.answers = answers
    }

    public func answer(_ question: IntentQuestion) async -> IntentAnswer {
        lock.withLock {
            asked.append(question)
            return answers.isEmpty ? .cancel : answers.removeFirst()
        }
    }

    /// The answers not used yet.
    public var remainingAnswers: Int { lock.withLock { answers.count } }
    /// Every question asked so far.
    public var questions: [IntentQuestion] { lock.withLock { asked } }
}
