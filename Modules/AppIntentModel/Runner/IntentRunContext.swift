import Foundation

/// The run in progress: the person, the conversation so far, and the progress, for the APIs `perform()` calls.
final class IntentRunContext: @unchecked Sendable {
    @TaskLocal static var current: IntentRunContext?

    let person: any IntentRespondent
    let progress = Progress(totalUnitCount: 100)
    private let lock = NSLock()
    private var recorded = IntentConversation()
    private var currentMode: IntentModes.Current

    init(person: any IntentRespondent, mode: IntentModes.Current) {
        self.person = person
        self.currentMode = mode
    }

    /// The mode the intent is running in now.
    var mode: IntentModes.Current { lock.withLock { currentMode } }

    /// Brings the app to the foreground, once.
    func openApp(_ how: String = "the app opens") {
        let opened: Bool = lock.withLock {
            guard currentMode.mode == .background else { return false }
            currentMode = IntentModes.Current(mode: .foregroundDynamic, supported: currentMode.supported)
            return true
        }
        if opened { record(.system, how) }
    }

    static func required(_ operation: String) throws -> IntentRunContext {
        guard let current else {
            throw IntentModelError("\(operation) asks the person something, so it works only inside perform() run by IntentRunner")
        }
        return current
    }

    var conversation: IntentConversation { lock.withLock { recorded } }

    func record(_ speaker: IntentConversation.Turn.Speaker, _ text: String, options: [String] = []) {
        lock.withLock { recorded.append(speaker, text, options: options) }
    }

    /// Asks, records the question and the answer, and returns the answer. `.cancel` throws `userCancelled`.
    func ask(_ kind: IntentQuestion.Kind, dialog: String, options: [String] = []) async throws -> IntentAnswer {
        record(.app, dialog, options: options)
        let answer = await person.answer(IntentQuestion(kind: kind, dialog: dialog, options: options))
        switch answer {
        case .choose(let text): record(.person, text)
        case .value(let value): record(.person, (value as? any _IntentValue)?._displayText ?? String(describing: value))
        case .yes: record(.person, "Yes")
        case .no: record(.person, "No")
        case .cancel:
            record(.person, "Cancel")
            throw AppIntentError.userCancelled
        }
        return answer
    }

    /// Asks for one of `options` (or any value when there are none) until the person gives one
    /// `accept` takes, saying why each other answer was not taken.
    ///
    /// - Parameter accept: the chosen element's use, or `nil` with why it does not fit.
    func choose<Chosen>(
        _ kind: IntentQuestion.Kind,
        dialog: String,
        options: [any Sendable],
        text: (any Sendable) -> String,
        accept: (any Sendable) -> (Chosen?, rejection: String)
    ) async throws -> Chosen {
        let texts = options.map(text)
        while true {
            var answer: (any Sendable)?
            switch try await ask(kind, dialog: dialog, options: texts) {
            case .choose(let chosen):
                guard let index = texts.firstIndex(of: chosen) else {
                    record(.system, "'\(chosen)' is not one of the options")
                    continue
                }
                answer = options[index]
            case .value(let value):
                answer = value
            case .yes, .no:
                record(.system, "a yes or no does not answer this question")
            case .cancel:
                throw AppIntentError.userCancelled
            }
            guard let answer else { continue }
            let (accepted, rejection) = accept(answer)
            if let accepted { return accepted }
            record(.system, rejection)
        }
    }

    func confirm(intent: any AppIntent.Type, actionName: ConfirmationActionName, dialog: IntentDialog?) async throws {
        let text = dialog?.description ?? "Do you want to \(intent.title.fallbackText.lowercased())?"
        switch try await ask(.confirmation(actionName: actionName.description), dialog: text, options: ["Cancel", actionName.description.capitalized]) {
        case .yes: return
        case .choose(let chosen) where chosen.lowercased() == actionName.description.lowercased(): return
        default: throw AppIntentError.userCancelled
        }
    }

    func continueInForeground(dialog: IntentDialog?, continuation: (@MainActor @Sendable () async throws -> Void)?) async throws {
        let answer = try await ask(.continueInForeground, dialog: dialog?.description ?? "Continue in the app?", options: ["Cancel", "Continue"])
        switch answer {
        case .yes, .choose("Continue"):
            openApp()
            try await continuation?()
        default:
            throw AppIntentError.userCancelled
        }
    }
}
