/// An intent's parameter summary: a sentence, or conditions that choose one (`When`, `Switch`).
///
/// JSON forms, each an object with one key:
///
///     {"summary": {"format": "Order ${quantity} ${soup}", "additionalParameters": ["toppings"]}}
///     {"when": {"parameter": "orderType", "operator": "equalTo", "values": ["delivery"],
///               "then": {…}, "otherwise": {…}}}
///     {"when": {"widgetFamily": true, "operator": "oneOf", "values": ["systemLarge"], "then": {…}}}
///     {"switch": {"parameter": "chartType", "cases": [{"values": ["bar"], "then": {…}}], "default": {…}}}
public indirect enum ParameterSummaryDefinition: Hashable, Sendable, Codable {
    /// `Summary("…") { … }`.
    case summary(SummarySentence)
    /// `When(subject, operator, values) { then } otherwise: { otherwise }`.
    case when(SummaryCondition, then: ParameterSummaryDefinition, otherwise: ParameterSummaryDefinition?)
    /// `Switch(subject) { Case(…) { … } … DefaultCase { … } }`.
    case `switch`(SummarySubject, cases: [SummaryCase], default: ParameterSummaryDefinition?)

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case summary, when
        case switchNode = "switch"
    }

    private enum BranchKeys: String, CodingKey {
        case parameter, widgetFamily, `operator`, values, then, otherwise, cases
        case defaultCase = "default"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let present = CodingKeys.allCases.filter(container.contains)
        guard present.count == 1, let key = present.first else {
            let found = present.isEmpty ? "none" : present.map { "'\($0.stringValue)'" }.joined(separator: " and ")
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a parameter summary has exactly one of the keys summary, when, switch; found \(found)"
            ))
        }
        switch key {
        case .summary:
            self = .summary(try container.decode(SummarySentence.self, forKey: .summary))
        case .when:
            let branch = try container.nestedContainer(keyedBy: BranchKeys.self, forKey: .when)
            let condition = SummaryCondition(
                subject: try Self.decodeSubject(branch, codingPath: decoder.codingPath + [CodingKeys.when]),
                operator: try branch.decode(ComparisonOperator.self, forKey: .operator),
                values: try branch.decodeIfPresent([MetadataValue].self, forKey: .values) ?? []
            )
            self = .when(
                condition,
                then: try branch.decode(ParameterSummaryDefinition.self, forKey: .then),
                otherwise: try branch.decodeIfPresent(ParameterSummaryDefinition.self, forKey: .otherwise)
            )
        case .switchNode:
            let branch = try container.nestedContainer(keyedBy: BranchKeys.self, forKey: .switchNode)
            self = .switch(
                try Self.decodeSubject(branch, codingPath: decoder.codingPath + [CodingKeys.switchNode]),
                cases: try branch.decodeIfPresent([SummaryCase].self, forKey: .cases) ?? [],
                default: try branch.decodeIfPresent(ParameterSummaryDefinition.self, forKey: .defaultCase)
            )
        }
    }

    private static func decodeSubject(
        _ branch: KeyedDecodingContainer<BranchKeys>,
        codingPath: [any CodingKey]
    ) throws -> SummarySubject {
        let parameter = try branch.decodeIfPresent(String.self, forKey: .parameter)
        let widgetFamily = try branch.decodeIfPresent(Bool.self, forKey: .widgetFamily) ?? false
        switch (parameter, widgetFamily) {
        case (let name?, false): return .parameter(name)
        case (nil, true): return .widgetFamily
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: codingPath,
                debugDescription: "a condition names either a 'parameter' or 'widgetFamily': true, exactly one of them"
            ))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .summary(let sentence):
            try container.encode(sentence, forKey: .summary)
        case let .when(condition, then, otherwise):
            var branch = container.nestedContainer(keyedBy: BranchKeys.self, forKey: .when)
            try Self.encodeSubject(condition.subject, into: &branch)
            try branch.encode(condition.operator, forKey: .operator)
            if !condition.values.isEmpty { try branch.encode(condition.values, forKey: .values) }
            try branch.encode(then, forKey: .then)
            try branch.encodeIfPresent(otherwise, forKey: .otherwise)
        case let .switch(subject, cases, defaultCase):
            var branch = container.nestedContainer(keyedBy: BranchKeys.self, forKey: .switchNode)
            try Self.encodeSubject(subject, into: &branch)
            try branch.encode(cases, forKey: .cases)
            try branch.encodeIfPresent(defaultCase, forKey: .defaultCase)
        }
    }

    private static func encodeSubject(_ subject: SummarySubject, into branch: inout KeyedEncodingContainer<BranchKeys>) throws {
        switch subject {
        case .parameter(let name): try branch.encode(name, forKey: .parameter)
        case .widgetFamily: try branch.encode(true, forKey: .widgetFamily)
        }
    }

    /// Every sentence in the tree, depth first, `then` before `otherwise`, cases before the default.
    public var sentences: [SummarySentence] {
        switch self {
        case .summary(let sentence): [sentence]
        case let .when(_, then, otherwise): then.sentences + (otherwise?.sentences ?? [])
        case let .switch(_, cases, defaultCase): cases.flatMap(\.then.sentences) + (defaultCase?.sentences ?? [])
        }
    }
}

/// One summary sentence: `Summary("Order ${quantity} ${soup}", table: …) { \.$toppings }`.
public struct SummarySentence: Hashable, Sendable, Codable {
    /// The sentence with `${parameter}` placeholders; also its key in the strings table.
    public var format: String
    /// The strings table, if not `Localizable`.
    public var table: String?
    /// Parameters shown below the sentence, in order.
    public var additionalParameters: [String]

    /// Creates a sentence.
    public init(_ format: String, table: String? = nil, additionalParameters: [String] = []) {
        self.format = format
        self.table = table
        self.additionalParameters = additionalParameters
    }

    /// The parameter names the sentence interpolates, in order.
    public var placeholders: [String] { Placeholders.names(in: format) }

    private enum CodingKeys: String, CodingKey {
        case format, table, additionalParameters
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try c.decode(String.self, forKey: .format),
            table: try c.decodeIfPresent(String.self, forKey: .table),
            additionalParameters: try c.decodeIfPresent([String].self, forKey: .additionalParameters) ?? []
        )
    }
}

/// What a `When` or `Switch` looks at: a parameter's value, or the widget family being configured.
public enum SummarySubject: Hashable, Sendable {
    /// The value of the parameter with this name.
    case parameter(String)
    /// The widget family (`When(widgetFamily: …)`, `Switch(.widgetFamily)`).
    case widgetFamily
}

/// A `When` condition: a subject, an operator and the values it compares with.
public struct SummaryCondition: Hashable, Sendable {
    /// What is compared.
    public var subject: SummarySubject
    /// How it is compared.
    public var `operator`: ComparisonOperator
    /// What it is compared with (none for `hasAnyValue` / `hasNoValue`).
    public var values: [MetadataValue]

    /// Creates a condition.
    public init(subject: SummarySubject, operator: ComparisonOperator, values: [MetadataValue] = []) {
        self.subject = subject
        self.operator = `operator`
        self.values = values
    }
}

/// One `Case` of a `Switch`: the values it matches and the summary it shows.
public struct SummaryCase: Hashable, Sendable, Codable {
    /// The values that select this case.
    public var values: [MetadataValue]
    /// The summary shown for them.
    public var then: ParameterSummaryDefinition

    /// Creates a case.
    public init(values: [MetadataValue], then: ParameterSummaryDefinition) {
        self.values = values
        self.then = then
    }
}

/// Finds `${name}` placeholders in summary formats and App Shortcut phrase templates.
public enum Placeholders {
    /// A placeholder occurrence: its name and where it sits in the text.
    public struct Occurrence: Hashable, Sendable {
        /// The name between `${` and `}`.
        public var name: String
        /// The range of the whole `${name}` token.
        public var range: Range<String.Index>
    }

    /// Every `${name}` in `text`, in order. An unclosed `${` is not a placeholder.
    public static func occurrences(in text: String) -> [Occurrence] {
        var found: [Occurrence] = []
        var searchStart = text.startIndex
        while let open = text[searchStart...].range(of: "${") {
            guard let close = text[open.upperBound...].firstIndex(of: "}") else { break }
            found.append(Occurrence(name: String(text[open.upperBound..<close]), range: open.lowerBound..<text.index(after: close)))
            searchStart = text.index(after: close)
        }
        return found
    }

    /// The names of every `${name}` in `text`, in order.
    public static func names(in text: String) -> [String] {
        occurrences(in: text).map(\.name)
    }
}
