import IntentMetadata

extension HTMLReport {
    /// The configuration sheets of the app's widget-configuration and control intents, drawn as the system lays
    /// them out: per intent, one sheet per distinct summary, each with the families and values that select it.
    static func sheets(_ app: ReportApp, anchor: String, localizer: ReportLocalizer, context: ReportContext, _ html: inout HTMLWriter) {
        let document = app.document
        let intents = document.intents.filter(ConfigurationSheet.isConfigured).sorted { $0.identifier < $1.identifier }
        guard !intents.isEmpty else { return }
        let sheets = intents.map { ConfigurationSheet.sheets(of: $0, in: document) }
        let total = sheets.reduce(0) { $0 + $1.count }
        html.element("section", ["id": anchor + "-sheets", "class": "sheets", "data-sheets": "\(total)"]) { section in
            section.element("h3", text: "Widget configuration sheets")
            section.element("p", text: "\(count(total, "sheet")) for \(count(intents.count, "intent")): each distinct parameter summary as the configuration sheet shows it, with the widget families and parameter values that select it.")
            let anchors = uniqueAnchors(intents.map(\.identifier), prefix: anchor + "-sheet-")
            for ((intent, variants), headingAnchor) in zip(zip(intents, sheets), anchors) {
                section.newline()
                section.element("h4", ["id": headingAnchor]) { heading in
                    localized(intent.title, localizer, &heading)
                    heading.text(" ")
                    heading.element("code", text: intent.identifier)
                    heading.text(" — " + count(variants.count, "sheet"))
                }
                section.element("div", ["class": "sheet-list"]) { list in
                    for (index, sheet) in variants.enumerated() {
                        self.sheet(sheet, number: index + 1, document: document, localizer: localizer, &list)
                    }
                }
            }
        }
        html.newline()
    }

    /// One sheet: the card (title, sentence with its parameters, the rows below), then what selects it.
    private static func sheet(_ sheet: ConfigurationSheet, number: Int, document: MetadataDocument, localizer: ReportLocalizer, _ html: inout HTMLWriter) {
        html.element("figure", ["class": "sheet", "data-intent": sheet.intent.identifier]) { figure in
            figure.element("div", ["class": "sheet-card"]) { card in
                card.element("p", ["class": "sheet-title"]) { localized(sheet.intent.title, localizer, &$0) }
                if let sentence = sheet.sentence {
                    card.element("p", ["class": "sheet-summary"]) { sentenceBlock(sentence, intent: sheet.intent, localizer: localizer, &$0) }
                } else {
                    card.element("p", ["class": "sheet-summary none"], text: "No summary: every parameter is listed.")
                }
                if !sheet.rows.isEmpty {
                    card.element("ul", ["class": "sheet-rows"]) { rows in
                        for parameter in sheet.rows {
                            rows.element("li", ["data-parameter": parameter.name]) { row in
                                row.element("span", ["class": "row-name"]) { localized(parameter.title, localizer, &$0) }
                                row.element("span", ["class": "row-value"]) { shownValue(of: parameter, in: document, localizer: localizer, &$0) }
                            }
                        }
                    }
                }
            }
            figure.element("figcaption") { caption in
                caption.element("strong", text: "Sheet \(number)")
                caption.text(" — ")
                if sheet.families.isEmpty {
                    caption.text(sheet.intent.isWidgetConfiguration ? "every widget family" : "every placement")
                } else {
                    caption.text(sheet.families.map { $0?.rawValue ?? "outside a widget" }.joined(separator: ", "))
                }
                caption.text("; " + count(sheet.configurationCount, "configuration") + " with ")
                let shown = sheet.values.prefix(4)
                caption.text(shown.joined(separator: "; ") + (sheet.values.count > shown.count ? "; and \(sheet.values.count - shown.count) more" : ""))
            }
        }
    }

    /// The sentence with each `${parameter}` drawn as a token holding the parameter's title, in the development
    /// language and, for the locale switcher, in each locale that translates the sentence.
    private static func sentenceBlock(_ sentence: SummarySentence, intent: IntentDefinition, localizer: ReportLocalizer, _ html: inout HTMLWriter) {
        let resource = LocalizedStringResource(sentence.format, table: sentence.table)
        html.element("span", ["class": "l10n-block"]) { block in
            block.element("span", ["lang": localizer.developmentLanguage, "data-locale": ReportLocalizer.normalized(localizer.developmentLanguage)]) {
                tokens(localizer.text(resource), intent: intent, locale: nil, localizer: localizer, &$0)
            }
            for (locale, text) in localizer.translations(resource) {
                block.element("span", ["lang": locale, "data-locale": ReportLocalizer.normalized(locale), "hidden": ""]) {
                    tokens(text, intent: intent, locale: locale, localizer: localizer, &$0)
                }
            }
        }
    }

    /// Text with its `${name}` placeholders as tokens.
    private static func tokens(_ text: String, intent: IntentDefinition, locale: String?, localizer: ReportLocalizer, _ html: inout HTMLWriter) {
        placeholders(in: text, &html) { occurrence, html in
            let title = intent.parameter(named: occurrence.name).map { localizer.text($0.title, locale: locale) } ?? occurrence.name
            html.element("span", ["class": "token", "data-parameter": occurrence.name], text: title)
        }
    }

    /// Writes `text`, each `${name}` placeholder drawn by `token` and the text around them escaped.
    static func placeholders(in text: String, _ html: inout HTMLWriter, token: (Placeholders.Occurrence, inout HTMLWriter) -> Void) {
        var position = text.startIndex
        for occurrence in Placeholders.occurrences(in: text) {
            html.text(String(text[position..<occurrence.range.lowerBound]))
            token(occurrence, &html)
            position = occurrence.range.upperBound
        }
        html.text(String(text[position...]))
    }

    /// What a row shows as its value: its default (an enum case by its title, a Boolean as the switch's On or Off),
    /// else "Choose", as the system writes an empty value.
    private static func shownValue(of parameter: ParameterDefinition, in document: MetadataDocument, localizer: ReportLocalizer, _ html: inout HTMLWriter) {
        guard let value = parameter.defaultValue else { html.text("Choose"); return }
        switch (parameter.type, value) {
        case (.enumeration(let identifier), _):
            if let item = document.enumeration(identifier)?.cases.first(where: { $0.value == value }) {
                localized(item.displayRepresentation.title, localizer, &html)
            } else {
                html.text(value.description)
            }
        case (_, .boolean(let on)): html.element("span", ["class": "switch " + (on ? "on" : "off")], text: on ? "On" : "Off")
        case (_, .string(let text)): html.text(text)
        default: html.text(value.description)
        }
    }
}
