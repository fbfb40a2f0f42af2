extension IntentParameter {
    /// An error to throw from `perform()`: the system asks for a value, then runs `perform()` again.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
        AppIntentError(.needsValue(parameter: name ?? "?", dialog: dialog))
    }

    /// An error to throw from `perform()` that asks for a value (the older form of `needsValueError`).
    public func requestValue(_ dialog: IntentDialog? = nil) -> any Error {
        AppIntentError(.requestValue(parameter: name ?? "?", dialog: dialog))
    }

    /// Asks the person for a value and returns it; `perform()` goes on.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType {
        let context = try IntentRunContext.required("requestValue")
        return try await context.choose(
            .value(parameter: name ?? "?"),
            dialog: (dialog ?? valuePrompt).description,
            options: try await suggestions(),
            text: displayText(ofElement:),
            accept: Self.element
        )
    }

    /// Asks the person to pick one of `values`.
    public func requestDisambiguation(among values: [Value.ValueType], dialog: IntentDialog? = nil) async throws -> Value.ValueType {
        let context = try IntentRunContext.required("requestDisambiguation")
        let prompt = dialog ?? options.requestDisambiguationDialog ?? IntentDialog(LocalizedStringResource("Which \(titleText.lowercased())?"))
        return try await context.choose(
            .disambiguation(parameter: name ?? "?"),
            dialog: prompt.description,
            options: values,
            text: displayText(ofElement:),
            accept: Self.element
        )
    }

    /// An answer as the parameter's element type, or why it is not one.
    private static func element(_ answer: any Sendable) -> (Value.ValueType?, rejection: String) {
        (answer as? Value.ValueType, "\(type(of: answer)) is not a \(Value.ValueType.self)")
    }

    /// Asks the person whether `value` is right.
    public func requestConfirmation(for value: Value.ValueType, dialog: IntentDialog? = nil) async throws -> Bool {
        let context = try IntentRunContext.required("requestConfirmation")
        let text = dialog?.description ?? "Just to confirm, you wanted ‘\(value._displayText ?? "\(value)")’?"
        switch try await context.ask(.parameterConfirmation(parameter: name ?? "?"), dialog: text, options: ["Yes", "No"]) {
        case .yes, .choose("Yes"): return true
        default: return false
        }
    }

    /// The title as text: declared, or inferred from the name.
    var titleText: String {
        options.title?.fallbackText ?? name.map(ParameterMirror.title(fromName:)) ?? "value"
    }

    /// The prompt for a value: the declared `requestValueDialog`, or the title with a question mark.
    var valuePrompt: IntentDialog {
        options.requestValueDialog ?? IntentDialog(LocalizedStringResource("\(titleText)?"))
    }
}
