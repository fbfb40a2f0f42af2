/// One distinct summary an intent can show, and the configurations that show it.
public struct SummaryVariant: Hashable, Sendable {
    /// The sentence; `nil` when no branch applies and the system lists every parameter.
    public var sentence: SummarySentence?
    /// The configurations, among those enumerated, that show this sentence.
    public var configurations: [SummaryConfiguration]

    /// The parameters shown.
    public var shownParameters: [String] { sentence?.shownParameters ?? [] }
}

extension IntentDefinition {
    /// Every distinct summary the intent can show, with the configurations that lead to each.
    ///
    /// Each subject a `When` or `Switch` looks at takes every value that can matter: all cases
    /// of an enum, `true` and `false`, the values the conditions name plus one that matches
    /// none (and, for numbers, one on each side), no value when the parameter is optional or
    /// has no default, and the widget families given (by default no family and all nine).
    /// Variants are in the order their first configuration was enumerated.
    ///
    /// - Parameters:
    ///   - document: where the intent's enums are defined.
    ///   - widgetFamilies: the families to try when the summary looks at the widget family.
    public func summaryVariants(
        in document: MetadataDocument,
        widgetFamilies: [WidgetFamily?] = [nil] + WidgetFamily.allCases
    ) -> [SummaryVariant] {
        guard let summary = parameterSummary else { return [] }
        let domains = summary.subjects.map { subject in
            (subject, domain(of: subject, in: summary, document: document, widgetFamilies: widgetFamilies))
        }
        var variants: [SummaryVariant] = []
        var index: [SummarySentence?: Int] = [:]
        var configuration = SummaryConfiguration()
        func enumerate(_ position: Int) {
            guard position < domains.count else {
                let sentence = summary.sentence(for: configuration)
                if let existing = index[sentence] {
                    variants[existing].configurations.append(configuration)
                } else {
                    index[sentence] = variants.count
                    variants.append(SummaryVariant(sentence: sentence, configurations: [configuration]))
                }
                return
            }
            let (subject, values) = domains[position]
            for value in values {
                switch subject {
                case .parameter(let name): configuration.values[name] = value
                case .widgetFamily: configuration.widgetFamily = value.flatMap { if case .string(let name) = $0 { WidgetFamily(rawValue: name) } else { nil } }
                }
                enumerate(position + 1)
            }
            if case .parameter(let name) = subject { configuration.values[name] = nil }
        }
        enumerate(0)
        return variants
    }

    private func domain(
        of subject: SummarySubject,
        in summary: ParameterSummaryDefinition,
        document: MetadataDocument,
        widgetFamilies: [WidgetFamily?]
    ) -> [MetadataValue?] {
        guard case .parameter(let name) = subject else {
            return widgetFamilies.map { $0.map { .string($0.rawValue) } }
        }
        let compared = summary.comparedValues(of: subject)
        guard let parameter = parameter(named: name) else { return [nil] + compared }
        var values: [MetadataValue?] = []
        switch parameter.type {
        case .enumeration(let identifier):
            values = document.enumeration(identifier)?.cases.map(\.value) ?? compared
        case .primitive(.boolean):
            values = [.boolean(true), .boolean(false)]
        default:
            values = compared
            for value in compared {
                if let number = value.number {
                    values += [.double(number - 1), .double(number + 1)]
                }
            }
            if !compared.contains(where: { $0.number != nil }) { values.append(.string("\u{1}none of the compared values")) }
        }
        if parameter.isOptional || parameter.defaultValue == nil { values.insert(nil, at: 0) }
        var unique: [MetadataValue?] = []
        for value in values where !unique.contains(value) { unique.append(value) }
        return unique
    }
}
