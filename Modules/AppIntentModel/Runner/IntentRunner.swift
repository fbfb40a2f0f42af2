import IntentMetadata

/// Runs an intent's `perform()` the way the system does, with an `IntentRespondent` standing in for the person.
///
/// Before `perform()`, array sizes are checked for the widget family and every non-optional
/// parameter without a value is resolved: from the options provider's or entity query's
/// `defaultResult()` if there is one, otherwise by asking the person with the parameter's
/// `requestValueDialog` and the suggested entities, enum cases or provided options.
/// `needsValueError` asks and runs `perform()` again; `requestValue`, `requestDisambiguation`
/// and `requestConfirmation` ask and go on. Everything said is recorded.
///
/// An intent that declares `supportedModes` starts in the background when it may (otherwise
/// the app opens first), and the transcript says so; `.foreground(.deferred)` opens the app when
/// `perform()` ends, and `continueInForeground` when the person agrees. `@Dependency` values are
/// resolved before `perform()`. A result's snippet intent is performed, as the system does to
/// show it. `run(_:setting:)` runs a `SetValueIntent` with a value, as a control does, and
/// `run(_:opening:)` an `OpenIntent` at a target, as Spotlight does.
public struct IntentRunner: Sendable {
    /// Who answers the questions the run asks: values, choices among candidates, confirmations.
    public var person: any IntentRespondent
    /// The widget family being configured, if the run is for a widget.
    public var widgetFamily: IntentWidgetFamily?
    /// How many times `perform()` may be restarted before the run fails.
    public var maximumRestarts: Int

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - person: Who answers the questions the run asks; by default a ``ScriptedPerson`` with no
    ///     answers, who cancels the run at the first question.
    ///   - widgetFamily: The widget family being configured, which array sizes and summaries depend on;
    ///     `nil` for a run outside a widget.
    ///   - maximumRestarts: How many times `perform()` may be restarted before the run fails.
    public init(person: any IntentRespondent = ScriptedPerson(), widgetFamily: IntentWidgetFamily? = nil, maximumRestarts: Int = 8) {
        self.person = person
        self.widgetFamily = widgetFamily
        self.maximumRestarts = maximumRestarts
    }

    /// Runs `intent` to its end and returns what happened.
    ///
    /// - Throws: `ArraySizeViolations` when an array parameter does not fit the widget family;
    ///   nothing else, since `perform()`'s errors become the run's outcome.
    public func run<Intent: AppIntent>(_ intent: Intent) async throws -> IntentRun {
        try await run(intent) { _ in }
    }

    /// Runs a `SetValueIntent` with `value` set, as a control does when it is toggled or changed.
    ///
    /// - Throws: `ArraySizeViolations`, as `run(_:)` does.
    public func run<Intent: SetValueIntent>(_ intent: Intent, setting value: Intent.ValueType) async throws -> IntentRun {
        var intent = intent
        intent.value = value
        return try await run(intent) { context in
            context.record(.system, "value = \(value._displayText ?? "\(value)") (set by a control)")
        }
    }

    /// Runs an `OpenIntent` with `target` set, as Spotlight does when the person opens what it found.
    ///
    /// - Throws: `ArraySizeViolations`, as `run(_:)` does.
    public func run<Intent: OpenIntent>(_ intent: Intent, opening target: Intent.Value) async throws -> IntentRun {
        var intent = intent
        intent.target = target
        return try await run(intent) { context in
            context.record(.system, "target = \(target._displayText ?? "\(target)")")
        }
    }

    private func run<Intent: AppIntent>(_ intent: Intent, prepare: (IntentRunContext) -> Void) async throws -> IntentRun {
        let violations = intent.arraySizeViolations(for: widgetFamily)
        if !violations.isEmpty { throw ArraySizeViolations(violations: violations) }
        let context = IntentRunContext(person: person, mode: Intent.initialMode)
        prepare(context)
        let outcome: IntentRun.Outcome = await IntentRunContext.$current.withValue(context) {
            await IntentParameterContext.$current.withValue(intent) {
                await self.drive(intent, context: context)
            }
        }
        return IntentRun(outcome: outcome, conversation: context.conversation)
    }

    /// Records the declared modes and the one the run starts in.
    private func start<Intent: AppIntent>(_: Intent.Type, context: IntentRunContext) {
        let modes = Intent.supportedModes
        let opensAtOnce = context.mode.isForeground
        if modes.isDeclared {
            let names = modes.metadataModes.map(\.swiftSpelling).joined(separator: ", ")
            context.record(.system, "modes \(names); " + (opensAtOnce ? "the app opens" : "runs in the background"))
        } else if opensAtOnce {
            context.record(.system, "the app opens")
        }
        if Intent.self is any OpenIntent.Type {
            context.openApp()
        }
    }

    private func drive<Intent: AppIntent>(_ intent: Intent, context: IntentRunContext) async -> IntentRun.Outcome {
        let parameters = ParameterMirror.parameters(of: intent)
        do {
            for (_, parameter) in parameters where parameter.needsValue {
                try await resolve(parameter, dialog: nil, context: context)
            }
            try await DependencyMirror.resolveAll(in: intent)
        } catch {
            return outcome(for: error)
        }
        start(Intent.self, context: context)
        var restarts = 0
        while true {
            do {
                let result = try await intent.perform()
                let content = result._resultContent
                if Intent.supportedModes.contains(.foreground(.deferred)) { context.openApp() }
                if let dialog = content.dialog { context.record(.app, dialog.description) }
                if let snippet = content.snippetIntent { try await show(snippet, context: context) }
                return .completed(content)
            } catch let error as AppIntentError {
                switch error.kind {
                case .needsValue(let name, let dialog), .requestValue(let name, let dialog):
                    guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
                        return .failed(IntentModelError("perform() asked for a value of '\(name)', which is not a @Parameter of \(Intent.self)"))
                    }
                    do {
                        try await resolve(parameter, dialog: dialog, context: context)
                    } catch {
                        return outcome(for: error)
                    }
                case .restartPerform:
                    break
                case .userCancelled:
                    return .cancelled
                case .continueInForeground(let dialog, let continuation):
                    do {
                        try await context.continueInForeground(dialog: dialog, continuation: continuation)
                        return .continuedInForeground
                    } catch {
                        return outcome(for: error)
                    }
                }
                restarts += 1
                context.record(.system, "perform() runs again")
                if restarts > maximumRestarts {
                    return .failed(IntentModelError("perform() was restarted more than \(maximumRestarts) times"))
                }
            } catch {
                return outcome(for: error)
            }
        }
    }

    private func resolve(_ parameter: any AnyIntentParameter, dialog: IntentDialog?, context: IntentRunContext) async throws {
        let name = parameter.name ?? "?"
        if dialog == nil, let automatic = await parameter.defaultSuggestion(), parameter.assign(elements: [automatic]) {
            context.record(.system, "\(name) = \(parameter.displayText(ofElement: automatic)) (default result)")
            return
        }
        let options = try await parameter.suggestions()
        let prompt = (dialog ?? parameter.valuePrompt).description
        try await context.choose(.value(parameter: name), dialog: prompt, options: options, text: parameter.displayText(ofElement:)) { answer in
            (parameter.assign(elements: [answer]) ? () : nil, "\(type(of: answer)) does not fit '\(name)'")
        }
    }

    /// Performs a snippet intent to show its snippet, as the system does.
    private func show(_ snippet: some SnippetIntent, context: IntentRunContext) async throws {
        try await DependencyMirror.resolveAll(in: snippet)
        _ = try await snippet.perform()
        context.record(.system, "shows the \(type(of: snippet).title.fallbackText) snippet")
    }

    private func outcome(for error: any Error) -> IntentRun.Outcome {
        if let error = error as? AppIntentError, error.isUserCancelled { return .cancelled }
        if let described = error as? any CustomLocalizedStringResourceConvertible {
            IntentRunContext.current?.record(.app, described.localizedStringResource.fallbackText)
        }
        return .failed(error)
    }
}

/// How a run ended, and what was said.
public struct IntentRun: Sendable {
    /// How a run ends.
    public enum Outcome: Sendable {
        /// `perform()` returned this result.
        case completed(IntentResultContent)
        /// The person cancelled: declined a confirmation or did not answer.
        case cancelled
        /// The intent handed over to the app.
        case continuedInForeground
        /// `perform()` threw.
        case failed(any Error)
    }

    /// How it ended.
    public var outcome: Outcome
    /// What was said.
    public var conversation: IntentConversation

    /// The result, if `perform()` returned one.
    public var result: IntentResultContent? {
        if case .completed(let content) = outcome { return content }
        return nil
    }

    /// Whether the person cancelled.
    public var wasCancelled: Bool {
        if case .cancelled = outcome { return true }
        return false
    }
}
