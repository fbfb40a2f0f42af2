import IntentMetadata

/// One configuration sheet a widget-configuration or control intent can show, and what selects it.
///
/// The sheet is what the system draws from the intent's parameter summary: the summary's sentence with
/// its parameters inline, then the parameters the summary adds below it. An intent without a summary
/// shows every parameter. Each distinct sentence of IntentMetadata's `IntentDefinition.summaryVariants(in:widgetFamilies:)`
/// is one sheet.
public struct ConfigurationSheet: Sendable {
    /// The intent configured.
    public var intent: IntentDefinition
    /// The summary's sentence; `nil` when no summary applies and every parameter is listed.
    public var sentence: SummarySentence?
    /// The parameters listed below the sentence, in order.
    public var rows: [ParameterDefinition]
    /// The widget families that show this sheet (`nil`: outside a widget, as the Shortcuts editor).
    ///
    /// Empty when the summary does not look at the family, so every family shows it.
    public var families: [WidgetFamily?]
    /// The distinct parameter values that select this sheet, each in words (`chartType = "bar"`).
    ///
    /// `["any values"]` when the sheet does not depend on them.
    public var values: [String]
    /// How many configurations, among those enumerated, show this sheet.
    public var configurationCount: Int

    /// The sheets of an intent: one per distinct summary it can show, one listing every parameter without a summary.
    public static func sheets(of intent: IntentDefinition, in document: MetadataDocument) -> [ConfigurationSheet] {
        let variants = intent.summaryVariants(in: document)
        guard !variants.isEmpty else {
            return [ConfigurationSheet(intent: intent, sentence: nil, rows: intent.parameters, families: [], values: ["any values"], configurationCount: 1)]
        }
        let looksAtFamily = intent.parameterSummary?.subjects.contains(.widgetFamily) ?? false
        return variants.map { variant in
            var families: [WidgetFamily?] = []
            var values: [String] = []
            for configuration in variant.configurations {
                if looksAtFamily, !families.contains(configuration.widgetFamily) { families.append(configuration.widgetFamily) }
                let words = configuration.values.isEmpty ? "any values" : SummaryConfiguration(values: configuration.values).description
                if !values.contains(words) { values.append(words) }
            }
            let rows: [ParameterDefinition]
            if let sentence = variant.sentence {
                rows = sentence.additionalParameters.compactMap { intent.parameter(named: $0) }
            } else {
                rows = intent.parameters
            }
            return ConfigurationSheet(intent: intent, sentence: variant.sentence, rows: rows, families: families, values: values,
                                      configurationCount: variant.configurations.count)
        }
    }

    /// Whether the system shows a configuration sheet for the intent: a widget's configuration, or a control's.
    public static func isConfigured(_ intent: IntentDefinition) -> Bool {
        intent.isWidgetConfiguration || intent.systemProtocols.contains(.controlConfiguration)
    }
}
