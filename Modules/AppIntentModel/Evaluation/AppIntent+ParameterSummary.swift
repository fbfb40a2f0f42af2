import IntentMetadata

/// A parameter summary as the person sees it for one configuration.
public struct RenderedParameterSummary: Hashable, Sendable {
    /// The sentence with values filled in; a parameter without a value shows its title.
    public var text: String
    /// The sentence's format (`Order ${quantity} ${soup}`), the key in the strings table.
    public var format: String
    /// The parameters shown: those in the sentence, then those under "Show More".
    public var shownParameters: [String]
}

extension AppIntent {
    /// The parameter summary as the metadata document describes it, or `nil` if the intent declares none.
    public static var parameterSummaryDefinition: ParameterSummaryDefinition? {
        parameterSummary._definition(KeyPathResolver(intent: Self(), sink: DiagnosticSink()))
    }

    /// The intent's current values and the widget family, as summary conditions see them.
    public func summaryConfiguration(widgetFamily: IntentWidgetFamily? = nil) -> SummaryConfiguration {
        var values: [String: MetadataValue] = [:]
        for (name, parameter) in ParameterMirror.parameters(of: self) {
            values[name] = parameter.metadataValue
        }
        return SummaryConfiguration(values: values, widgetFamily: widgetFamily?.widgetFamily)
    }

    /// The summary shown for the intent's current values in `widgetFamily`, or `nil` when no branch applies.
    public func renderedParameterSummary(for widgetFamily: IntentWidgetFamily? = nil) -> RenderedParameterSummary? {
        guard let sentence = Self.parameterSummaryDefinition?.sentence(for: summaryConfiguration(widgetFamily: widgetFamily)) else { return nil }
        let parameters = Dictionary(ParameterMirror.parameters(of: self).map { ($0.name, $0.parameter) }, uniquingKeysWith: { first, _ in first })
        let text = sentence.rendered { name in
            guard let parameter = parameters[name] else { return nil }
            return parameter.displayText.flatMap { $0.isEmpty ? nil : $0 } ?? parameter.titleText
        }
        return RenderedParameterSummary(text: text, format: sentence.format, shownParameters: sentence.shownParameters)
    }
}
