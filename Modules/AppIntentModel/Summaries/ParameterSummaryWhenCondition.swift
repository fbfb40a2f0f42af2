import IntentMetadata

/// `.equalTo` and `.notEqualTo`.
public enum EquatableComparisonOperator: Sendable {
    /// The value equals the condition's.
    case equalTo
    /// The value differs from the condition's, or there is none.
    case notEqualTo
    var metadata: ComparisonOperator { self == .equalTo ? .equalTo : .notEqualTo }
}

/// `.lessThan`, `.lessThanOrEqualTo`, `.greaterThan`, `.greaterThanOrEqualTo`.
public enum ComparableComparisonOperator: Sendable {
    /// The value is less than the condition's.
    case lessThan
    /// The value is at most the condition's.
    case lessThanOrEqualTo
    /// The value is greater than the condition's.
    case greaterThan
    /// The value is at least the condition's.
    case greaterThanOrEqualTo
    var metadata: ComparisonOperator {
        switch self {
        case .lessThan: .lessThan
        case .lessThanOrEqualTo: .lessThanOrEqualTo
        case .greaterThan: .greaterThan
        case .greaterThanOrEqualTo: .greaterThanOrEqualTo
        }
    }
}

/// `.oneOf`.
public enum OneOfComparisonOperator: Sendable {
    /// The value is one of the condition's values.
    case oneOf
}

/// `.hasAnyValue` and `.hasNoValue`.
public enum HasValueComparisonOperator: Sendable {
    /// The parameter has a value.
    case hasAnyValue
    /// The parameter has no value.
    case hasNoValue
    var metadata: ComparisonOperator { self == .hasAnyValue ? .hasAnyValue : .hasNoValue }
}

/// `.contains`, `.doesNotContain`, `.hasPrefix`, `.hasSuffix`, for string entity identifiers (iOS 16.1).
public enum StringComparisonOperator: Sendable {
    /// The text contains the condition's.
    case contains
    /// The text does not contain the condition's, or there is none.
    case doesNotContain
    /// The text starts with the condition's.
    case hasPrefix
    /// The text ends with the condition's.
    case hasSuffix
    var metadata: ComparisonOperator {
        switch self {
        case .contains: .contains
        case .doesNotContain: .doesNotContain
        case .hasPrefix: .hasPrefix
        case .hasSuffix: .hasSuffix
        }
    }
}

/// A summary that depends on a parameter's value or the widget family.
///
/// Write it as `When(\.$orderType, .equalTo, .delivery) { Summary(…) } otherwise: { Summary(…) }`.
public struct ParameterSummaryWhenCondition<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
    let subject: Subject
    let comparison: ComparisonOperator
    let values: [MetadataValue]
    let then: any ParameterSummary
    let otherwise: (any ParameterSummary)?

    enum Subject {
        case parameter(PartialKeyPath<Intent>)
        case widgetFamily
    }

    init(_ subject: Subject, _ comparison: ComparisonOperator, _ values: [MetadataValue], then: any ParameterSummary, otherwise: (any ParameterSummary)?) {
        self.subject = subject
        self.comparison = comparison
        self.values = values
        self.then = then
        self.otherwise = otherwise
    }

    public func _definition(_ resolver: KeyPathResolver) -> ParameterSummaryDefinition? {
        let summarySubject: SummarySubject
        switch subject {
        case .parameter(let keyPath):
            guard let name = resolver.parameterName(of: keyPath, context: "a When condition") else { return nil }
            summarySubject = .parameter(name)
        case .widgetFamily:
            summarySubject = .widgetFamily
        }
        guard let thenDefinition = then._definition(resolver) else { return otherwise?._definition(resolver) }
        return .when(
            SummaryCondition(subject: summarySubject, operator: comparison, values: values),
            then: thenDefinition,
            otherwise: otherwise?._definition(resolver)
        )
    }
}

extension ParameterSummaryWhenCondition {
    // MARK: Equality

    /// Shows `then` when the parameter equals (or does not equal) `value`.
    public init<Value, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator, _ value: Value.ValueType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.parameter(keyPath), comparison.metadata, [value._metadataValue].compactMap { $0 }, then: then(), otherwise: nil)
    }

    /// Shows `then` when the parameter equals (or does not equal) `value`, and `otherwise` when not.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator, _ value: Value.ValueType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(.parameter(keyPath), comparison.metadata, [value._metadataValue].compactMap { $0 }, then: then(), otherwise: otherwise())
    }

    // MARK: Order

    /// Shows `then` when the parameter compares with `value` as `comparison` says.
    public init<Value, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ComparableComparisonOperator, _ value: Value.ValueType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) where Value.ValueType: Comparable {
        self.init(.parameter(keyPath), comparison.metadata, [value._metadataValue].compactMap { $0 }, then: then(), otherwise: nil)
    }

    /// Shows `then` or `otherwise` by how the parameter compares with `value`.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ComparableComparisonOperator, _ value: Value.ValueType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Value.ValueType: Comparable {
        self.init(.parameter(keyPath), comparison.metadata, [value._metadataValue].compactMap { $0 }, then: then(), otherwise: otherwise())
    }

    // MARK: One of

    /// Shows `then` when the parameter is one of `values`.
    public init<Value, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: OneOfComparisonOperator, _ values: [Value.ValueType],
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.parameter(keyPath), .oneOf, values.compactMap(\._metadataValue), then: then(), otherwise: nil)
    }

    /// Shows `then` when the parameter is one of `values`, and `otherwise` when not.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: OneOfComparisonOperator, _ values: [Value.ValueType],
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(.parameter(keyPath), .oneOf, values.compactMap(\._metadataValue), then: then(), otherwise: otherwise())
    }

    // MARK: Has a value

    /// Shows `then` when the parameter has (or has no) value.
    public init<Value, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.parameter(keyPath), comparison.metadata, [], then: then(), otherwise: nil)
    }

    /// Shows `then` when the parameter has (or has no) value, and `otherwise` when not.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(.parameter(keyPath), comparison.metadata, [], then: then(), otherwise: otherwise())
    }

    // MARK: Entity identifiers

    /// Shows `then` when the entity's identifier matches the string comparison.
    public init<Value, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, identifier comparison: StringComparisonOperator, _ identifier: String,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) where Value.ValueType: AppEntity {
        self.init(.parameter(keyPath), comparison.metadata, [.string(identifier)], then: then(), otherwise: nil)
    }

    /// Shows `then` when the entity's identifier equals (or does not equal) `identifier`.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, identifier comparison: EquatableComparisonOperator, _ identifier: Value.ValueType.ID,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Value.ValueType: AppEntity {
        self.init(.parameter(keyPath), comparison.metadata, [.string(identifier.entityIdentifierString)], then: then(), otherwise: otherwise())
    }

    // MARK: Widget family

    /// Shows `then` when the widget family is one of `families` (iOS 17).
    public init<Then: ParameterSummary>(
        widgetFamily comparison: OneOfComparisonOperator, _ families: [IntentWidgetFamily],
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.widgetFamily, .oneOf, families.map { .string($0.rawValue) }, then: then(), otherwise: nil)
    }

    /// Shows `then` when the widget family is one of `families`, and `otherwise` when not (iOS 17).
    public init<Then: ParameterSummary, Otherwise: ParameterSummary>(
        widgetFamily comparison: OneOfComparisonOperator, _ families: [IntentWidgetFamily],
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(.widgetFamily, .oneOf, families.map { .string($0.rawValue) }, then: then(), otherwise: otherwise())
    }

    /// Shows `then` when the widget family equals (or does not equal) `family` (iOS 17).
    public init<Then: ParameterSummary>(
        widgetFamily comparison: EquatableComparisonOperator, _ family: IntentWidgetFamily,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.widgetFamily, comparison.metadata, [.string(family.rawValue)], then: then(), otherwise: nil)
    }

    /// Shows `then` or `otherwise` by whether the widget family equals `family` (iOS 17).
    public init<Then: ParameterSummary, Otherwise: ParameterSummary>(
        widgetFamily comparison: EquatableComparisonOperator, _ family: IntentWidgetFamily,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(.widgetFamily, comparison.metadata, [.string(family.rawValue)], then: then(), otherwise: otherwise())
    }
}
