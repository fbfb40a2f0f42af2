import IntentMetadata

/// What `Switch(.widgetFamily)` switches over (iOS 17).
public enum ParameterSummarySwitchSubject: Sendable {
    /// The family of the widget being configured.
    case widgetFamily
}

/// A summary per value of a parameter or of the widget family.
///
/// Write it as `Switch(\.$chart) { Case(.bar) { Summary(…) } DefaultCase { Summary(…) } }`.
public struct ParameterSummarySwitchCondition<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
    let subject: PartialKeyPath<Intent>?
    let items: [ParameterSummaryCaseItem]

    /// Switches over a parameter's value.
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value.ValueType> _ cases: () -> [ParameterSummaryCaseItem]
    ) {
        self.subject = keyPath
        self.items = cases()
    }

    /// Switches over the widget family (iOS 17).
    public init(
        _ subject: ParameterSummarySwitchSubject,
        @ParameterSummaryCaseBuilder<Intent, IntentWidgetFamily> _ cases: () -> [ParameterSummaryCaseItem]
    ) {
        self.subject = nil
        self.items = cases()
    }

    public func _definition(_ resolver: KeyPathResolver) -> ParameterSummaryDefinition? {
        let summarySubject: SummarySubject
        if let subject {
            guard let name = resolver.parameterName(of: subject, context: "a Switch") else { return nil }
            summarySubject = .parameter(name)
        } else {
            summarySubject = .widgetFamily
        }
        var cases: [SummaryCase] = []
        var defaultCase: ParameterSummaryDefinition?
        for (index, item) in items.enumerated() {
            switch item.kind {
            case .value(let values):
                if defaultCase != nil {
                    resolver.report(ReflectionChecks.defaultCaseNotLast, "'DefaultCase' must be the last block of a 'Switch' in the parameter summary of \(resolver.typeName); the cases after it are never shown")
                }
                if let then = item.content._definition(resolver) { cases.append(SummaryCase(values: values, then: then)) }
            case .default:
                if defaultCase != nil {
                    resolver.report(ReflectionChecks.defaultCaseNotLast, "a 'Switch' in the parameter summary of \(resolver.typeName) has more than one 'DefaultCase' (block \(index + 1))")
                }
                defaultCase = defaultCase ?? item.content._definition(resolver)
            }
        }
        return .switch(summarySubject, cases: cases, default: defaultCase)
    }
}

/// A `Case` or `DefaultCase` of a `Switch`, type-erased.
public struct ParameterSummaryCaseItem: @unchecked Sendable {
    enum Kind {
        case value([MetadataValue])
        case `default`
    }

    let kind: Kind
    let content: any ParameterSummary
}

/// One value (or several) of a `Switch` and the summary shown for it: `Case(.bar) { Summary(…) }`.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: _IntentValue>: @unchecked Sendable {
    let values: [Value]
    let content: any ParameterSummary

    /// The summary shown when the subject is `value`.
    public init<Content: ParameterSummary>(_ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.values = [value]
        self.content = content()
    }

    /// The summary shown when the subject is any of `values`.
    public init<Content: ParameterSummary>(_ values: [Value], @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.values = values
        self.content = content()
    }
}

/// The summary shown when no `Case` matches; the last block of a `Switch`.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent>: @unchecked Sendable {
    let content: any ParameterSummary

    /// The summary shown when no case matches.
    public init<Content: ParameterSummary>(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.content = content()
    }
}

/// Builds the cases of a `Switch`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue> {
    /// Takes `ParameterSummaryCaseCondition<Intent, Value>`, written in the block, as one of its parts.
    public static func buildExpression(_ condition: ParameterSummaryCaseCondition<Intent, Value>) -> [ParameterSummaryCaseItem] {
        [ParameterSummaryCaseItem(kind: .value(condition.values.compactMap(\._metadataValue)), content: condition.content)]
    }
    /// Takes `ParameterSummaryDefaultCaseCondition<Intent>`, written in the block, as one of its parts.
    public static func buildExpression(_ condition: ParameterSummaryDefaultCaseCondition<Intent>) -> [ParameterSummaryCaseItem] {
        [ParameterSummaryCaseItem(kind: .default, content: condition.content)]
    }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ parts: [ParameterSummaryCaseItem]...) -> [ParameterSummaryCaseItem] { parts.flatMap { $0 } }
}
