import Diagnostics

/// One self-contained HTML page of a project: findings, intents, configuration sheets, phrases, coverage, relevance.
///
/// The page shows the findings, each target's intents and widget configuration sheets, App Shortcut phrases,
/// localization coverage, relevance schedules and migration from SiriKit. It needs nothing but itself: the style sheet and a short script (the locale switcher) are inline,
/// charts are inline SVG, and links lead to its own sections or to the project's files. The same input gives
/// the same bytes.
public enum HTMLReport {
    /// Renders the page of `input`: a complete HTML document, from `<!DOCTYPE html>` to `</html>`.
    ///
    /// The same input gives the same text; the sections without content (relevance, migration) are left out.
    public static func render(_ input: ReportInput) -> String {
        let context = ReportContext(input: input)
        var html = HTMLWriter()
        html.raw("<!DOCTYPE html>\n")
        html.open("html", ["lang": "en"])
        html.newline()
        html.element("head") { head in
            head.open("meta", ["charset": "utf-8"])
            head.open("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
            head.open("meta", ["name": "generator", "content": "intentkit report"])
            head.element("title", text: "IntentKit report: \(input.title)")
            head.element("style") { $0.raw(ReportStyle.css) }
        }
        html.newline()
        html.open("body")
        html.newline()
        header(input, context: context, &html)
        html.open("main")
        html.newline()
        findings(input, context: context, &html)
        for (index, app) in input.apps.enumerated() {
            self.app(app, anchor: context.appAnchors[index], context: context, &html)
        }
        coverage(input, context: context, &html)
        relevance(input, context: context, &html)
        migration(input, context: context, &html)
        html.close("main")
        html.newline()
        html.element("footer", text: "Made by intentkit report from \(context.relative(input.root)). Open it from disk: it loads nothing from the network.")
        html.newline()
        html.element("script") { $0.raw(ReportStyle.script) }
        html.newline()
        html.close("body")
        html.newline()
        html.close("html")
        html.newline()
        return html.text
    }

    /// The page's title, the counts, the table of contents and the locale switcher.
    private static func header(_ input: ReportInput, context: ReportContext, _ html: inout HTMLWriter) {
        html.element("header") { header in
            header.element("h1", text: "IntentKit report: \(input.title)")
            let summary = DiagnosticSummary(counting: input.findings, inputs: input.inputs)
            header.element("p", ["class": "summary", "data-errors": "\(summary.count(of: .error))", "data-warnings": "\(summary.count(of: .warning))"], text: summary.line)
            header.element("nav", ["aria-label": "Contents"]) { nav in
                nav.element("ol") { list in
                    for (anchor, title) in context.contents {
                        list.element("li") { $0.element("a", ["href": "#" + anchor], text: title) }
                    }
                }
            }
            if !input.targetsWithoutIntents.isEmpty {
                header.element("p", ["class": "other-targets"], text: "Also checked, without App Intents: " + input.targetsWithoutIntents.joined(separator: ", ") + ".")
            }
            if context.locales.count > 1 {
                header.element("p", ["class": "locale-switcher"]) { line in
                    line.element("label", ["for": "locale"], text: "Show texts in ")
                    line.element("select", ["id": "locale"]) { select in
                        for (index, locale) in context.locales.enumerated() {
                            select.element("option", ["value": ReportLocalizer.normalized(locale), "selected": index == 0 ? "" : nil], text: locale)
                        }
                    }
                    line.text(" (untranslated texts show the development language, underlined)")
                }
            }
        }
        html.newline()
    }
}
