/// What was said while an intent ran: prompts, answers, automatic resolutions and the result.
public struct IntentConversation: Hashable, Sendable {
    /// One line of the conversation.
    public struct Turn: Hashable, Sendable, CustomStringConvertible {
        /// Who speaks a turn: the app, the person or the system.
        public enum Speaker: String, Hashable, Sendable {
            /// The system, on the app's behalf: prompts, dialogs, results.
            case app
            /// The person (the `IntentRespondent`).
            case person
            /// The system resolving something without asking.
            case system
        }

        /// Who speaks the turn.
        public var speaker: Speaker
        /// What is said.
        public var text: String
        /// The options offered with a prompt.
        public var options: [String]

        /// `app: Which soup? [Clam Chowder | Minestrone]`.
        public var description: String {
            "\(speaker.rawValue): \(text)" + (options.isEmpty ? "" : " [\(options.joined(separator: " | "))]")
        }
    }

    /// The turns, in order.
    public var turns: [Turn] = []

    /// The turns as lines (`app: …`, `person: …`, `system: …`), for assertions.
    public var transcript: [String] { turns.map(\.description) }

    mutating func append(_ speaker: Turn.Speaker, _ text: String, options: [String] = []) {
        turns.append(Turn(speaker: speaker, text: text, options: options))
    }
}
