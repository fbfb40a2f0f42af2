/// Renders the distinct parameter summaries of a document's intents: what `intentkit metadata summaries` shows.
///
///     StatsWidgetIntent: 2 distinct summaries over 5 configurations
///       "Show a ${chartType} chart of ${timePeriod}" + task
///         shows chartType, timePeriod, task
///         in 3 configurations, e.g. chartType = "bar"
///     …
public enum SummaryVariantsOutline {
    /// The outline for `intents` (all intents with a summary when empty), trying `widgetFamilies`.
    public static func render(
        _ document: MetadataDocument,
        intents: [String] = [],
        widgetFamilies: [WidgetFamily?] = [nil] + WidgetFamily.allCases,
        examples: Int = 3
    ) -> String {
        var out = OutlineWriter()
        let selected = document.intents
            .filter { intents.isEmpty ? $0.parameterSummary != nil : intents.contains($0.identifier) }
            .sorted { $0.identifier < $1.identifier }
        for (index, intent) in selected.enumerated() {
            if index > 0 { out.blank() }
            let variants = intent.summaryVariants(in: document, widgetFamilies: widgetFamilies)
            guard !variants.isEmpty else {
                out.line(0, "\(intent.identifier): no parameter summary")
                continue
            }
            let configurations = variants.reduce(0) { $0 + $1.configurations.count }
            let noun = variants.count == 1 ? "summary" : "summaries"
            out.line(0, "\(intent.identifier): \(variants.count) distinct \(noun) over \(configurations) configuration\(configurations == 1 ? "" : "s")")
            for variant in variants {
                if let sentence = variant.sentence {
                    let more = sentence.additionalParameters.isEmpty ? "" : " + " + sentence.additionalParameters.joined(separator: ", ")
                    out.line(1, "\"\(sentence.format)\"\(more)")
                    out.line(2, "shows \(sentence.shownParameters.isEmpty ? "no parameters" : sentence.shownParameters.joined(separator: ", "))")
                } else {
                    out.line(1, "(no sentence: every parameter is listed)")
                }
                let shown = variant.configurations.prefix(examples).map(\.description)
                let count = variant.configurations.count
                let prefix = count == 1 ? "in 1 configuration: " : "in \(count) configurations, e.g. "
                out.line(2, prefix + shown.joined(separator: "; ") + (count > examples ? "; …" : ""))
            }
        }
        return out.text
    }
}
