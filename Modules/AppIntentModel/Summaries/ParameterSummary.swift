import IntentMetadata

/// A parameter summary: `Summary`, `When` or `Switch`, as `parameterSummary` returns it.
public protocol ParameterSummary: Sendable {
    /// The summary as the metadata document describes it, with key paths resolved to parameter names.
    func _definition(_ resolver: KeyPathResolver) -> ParameterSummaryDefinition?
}

/// The summary of an intent that declares none.
public struct NoParameterSummary: ParameterSummary {
    /// The empty summary.
    public init() {}
    public func _definition(_ resolver: KeyPathResolver) -> ParameterSummaryDefinition? { nil }
}

/// Builds `parameterSummary`: exactly one `Summary`, `When` or `Switch` (Apple's builder has no `if`).
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// Takes `S`, written in the block, as one of its parts.
    public static func buildExpression<S: ParameterSummary>(_ summary: S) -> S { summary }
    /// Joins the parts of a block, in order.
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
}

/// A sentence with parameters in it, and more parameters under "Show More": `Summary("Order \(\.$soup)") { \.$toppings }`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
    let string: ParameterSummaryString<Intent>?
    let table: String?
    let additionalParameters: [PartialKeyPath<Intent>]

    /// A sentence.
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
        self.init(string: string, table: table, additional: [])
    }

    /// A sentence and the parameters shown below it.
    public init(
        _ string: ParameterSummaryString<Intent>,
        table: String? = nil,
        @ParameterSummaryParametersBuilder<Intent> _ additionalParameters: () -> [PartialKeyPath<Intent>]
    ) {
        self.init(string: string, table: table, additional: additionalParameters())
    }

    /// No sentence; only parameters.
    public init(@ParameterSummaryParametersBuilder<Intent> _ additionalParameters: () -> [PartialKeyPath<Intent>]) {
        self.init(string: nil, table: nil, additional: additionalParameters())
    }

    /// No sentence and no parameters.
    public init() {
        self.init(string: nil, table: nil, additional: [])
    }

    private init(string: ParameterSummaryString<Intent>?, table: String?, additional: [PartialKeyPath<Intent>]) {
        self.string = string
        self.table = table
        self.additionalParameters = additional
    }

    public func _definition(_ resolver: KeyPathResolver) -> ParameterSummaryDefinition? {
        let format = string?.format(resolver) ?? ""
        let additional = additionalParameters.compactMap { resolver.parameterName(of: $0, context: "a summary's parameters") }
        return .summary(SummarySentence(format, table: table, additionalParameters: additional))
    }
}

/// The sentence of a `Summary`: text with `\(\.$parameter)` placeholders.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, @unchecked Sendable {
    enum Segment {
        case text(String)
        case parameter(PartialKeyPath<Intent>)
    }

    let segments: [Segment]

    public init(stringLiteral value: String) {
        segments = [.text(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// Collects text and parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            segments.append(.text(literal))
        }

        /// Interpolates a parameter: the summary shows its value, or its title when it has none.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            segments.append(.parameter(keyPath))
        }
    }

    /// The format, with `${name}` for each parameter.
    func format(_ resolver: KeyPathResolver) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .parameter(let keyPath): "${\(resolver.parameterName(of: keyPath, context: "a summary sentence") ?? "?")}"
            }
        }.joined()
    }
}

/// Builds the list of parameters under a summary.
@resultBuilder
public enum ParameterSummaryParametersBuilder<Intent: AppIntent> {
    /// Takes `KeyPath<Intent, IntentParameter<Value>>`, written in the block, as one of its parts.
    public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [keyPath] }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}
