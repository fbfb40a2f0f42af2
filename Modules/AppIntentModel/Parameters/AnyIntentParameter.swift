import IntentMetadata

/// A parameter seen without its value type: what reflection and the runner need.
protocol AnyIntentParameter: AnyObject, Sendable {
    var options: ParameterOptions { get }
    var name: String? { get }
    var reflectedType: _ReflectedValueType { get }
    var hasValue: Bool { get }
    var needsValue: Bool { get }
    var metadataValue: MetadataValue? { get }
    var displayText: String? { get }
    var elementCount: Int { get }
    var valuePrompt: IntentDialog { get }
    var titleText: String { get }
    func bind(name: String)
    func suggestions() async throws -> [any Sendable]
    func defaultSuggestion() async -> (any Sendable)?
    func displayText(ofElement element: any Sendable) -> String
    func assign(elements: [any Sendable]) -> Bool
}

extension IntentParameter: AnyIntentParameter {
    var reflectedType: _ReflectedValueType { Value._metadataType }
    var needsValue: Bool { !hasValue && Value._noValue == nil }
    var metadataValue: MetadataValue? { hasValue ? wrappedValue._metadataValue : nil }
    var displayText: String? { hasValue ? wrappedValue._displayText : nil }
    var elementCount: Int { hasValue ? wrappedValue._elements.count : 0 }

    func suggestions() async throws -> [any Sendable] {
        if let provider = options.optionsProvider {
            return try await provider._options()
        }
        if let query = options.query {
            return try await query._options()
        }
        let suggested = try await Value._suggestedElements() ?? []
        guard let supported = options.supportedValues as? [Value.ValueType] else { return suggested }
        return suggested.filter { element in supported.contains { $0._metadataValue == element._metadataValue } }
    }

    func defaultSuggestion() async -> (any Sendable)? {
        if let provider = options.optionsProvider {
            return await provider._defaultOption()
        }
        if let query = options.query {
            return await query._defaultOption()
        }
        return await Value._defaultElement()
    }

    func displayText(ofElement element: any Sendable) -> String {
        (element as? Value.ValueType)?._displayText ?? String(describing: element)
    }

    func assign(elements: [any Sendable]) -> Bool {
        var typed: [Value.ValueType] = []
        for element in elements {
            guard let value = element as? Value.ValueType else { return false }
            typed.append(value)
        }
        guard let value = Value._fromElements(typed) else { return false }
        wrappedValue = value
        return true
    }
}

/// The parameters of an intent, in declaration order, with their names bound.
enum ParameterMirror {
    static func parameters(of intent: Any) -> [(name: String, parameter: any AnyIntentParameter)] {
        wrappers(of: intent, as: (any AnyIntentParameter).self).map { name, parameter in
            parameter.bind(name: name)
            return (name, parameter)
        }
    }

    /// The stored property wrappers of type `Wrapper` in `value`, named after their property (`_soup` → `soup`).
    static func wrappers<Wrapper>(of value: Any, as _: Wrapper.Type) -> [(name: String, wrapper: Wrapper)] {
        Mirror(reflecting: value).children.compactMap { child in
            guard let label = child.label, let wrapper = child.value as? Wrapper else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, wrapper)
        }
    }

    /// `deliveryLocation` → `Delivery Location`: the title Apple infers for a title-less parameter.
    static func title(fromName name: String) -> String {
        ParameterDefinition.inferredTitle(fromName: name)
    }
}
