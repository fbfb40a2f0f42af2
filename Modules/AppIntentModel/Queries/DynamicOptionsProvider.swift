/// Supplies the options of a parameter at run time: `@Parameter(title: "Topping", optionsProvider: ToppingOptions())`.
public protocol DynamicOptionsProvider: Sendable {
    /// What `results()` returns: an array, or an `IntentItemCollection`.
    associatedtype Result: ResultsCollection

    /// The options.
    func results() async throws -> Result
    /// The value a new configuration starts with.
    func defaultResult() async -> Result.Element?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> Result.Element? { nil }

    /// A parameter of the intent being configured (iOS 17).
    public typealias ParameterDependency<Intent: AppIntent> = IntentParameterDependency<Intent>
    /// A sectioned collection of options.
    public typealias ItemCollection<Value: _IntentValue> = IntentItemCollection<Value>
    /// A section of options.
    public typealias ItemSection<Value: _IntentValue> = IntentItemSection<Value>
    /// An option with its own title.
    public typealias Item<Value: _IntentValue> = IntentItem<Value>
}

extension DynamicOptionsProvider {
    /// The options as plain values, section by section.
    func _options() async throws -> [any Sendable] { try await results()._allElements }
    /// The default result, type-erased.
    func _defaultOption() async -> (any Sendable)? { await defaultResult() }
}

extension EntityQuery {
    func _options() async throws -> [any Sendable] { try await suggestedEntities()._allElements }
    func _defaultOption() async -> (any Sendable)? { await defaultResult() }
}
