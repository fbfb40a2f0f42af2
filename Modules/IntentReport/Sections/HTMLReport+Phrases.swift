import AppShortcutsCheck
import Diagnostics
import IntentMetadata

extension HTMLReport {
    /// The App Shortcuts' phrases: those in code, then each locale's from the phrase files, parameters highlighted,
    /// a phrase with a finding marked with it.
    static func phrases(_ app: ReportApp, anchor: String, localizer: ReportLocalizer, context: ReportContext, _ html: inout HTMLWriter) {
        let shortcuts = app.document.allShortcuts
        guard !shortcuts.isEmpty || !app.phrases.phrases.isEmpty else { return }
        html.element("section", ["id": anchor + "-phrases"]) { section in
            section.element("h3", text: "App Shortcut phrases")
            if !shortcuts.isEmpty {
                section.element("h4", text: "In code (\(app.developmentLanguage))")
                section.element("table", ["class": "phrases"]) { table in
                    table.element("thead") { $0.element("tr") { row in
                        for heading in ["Intent", "Phrases", "Findings"] { row.element("th", ["scope": "col"], text: heading) }
                    } }
                    table.element("tbody") { body in
                        let ranges = shortcutLines(shortcuts)
                        for (index, shortcut) in shortcuts.enumerated() {
                            let problems = ranges[index].map { context.findings(in: $0.file, lines: $0.lines, prefix: "shortcuts.") } ?? []
                            body.element("tr", ["class": problems.isEmpty ? nil : "has-findings"]) { row in
                                row.element("td") { cell in
                                    if let intent = app.document.intent(shortcut.intent) { localized(intent.title, localizer, &cell); cell.text(" ") }
                                    cell.element("code", text: shortcut.intent)
                                }
                                row.element("td") { cell in
                                    cell.element("ul", ["class": "plain"]) { list in
                                        for phrase in shortcut.phrases { list.element("li") { phraseText(phrase, &$0) } }
                                    }
                                }
                                row.element("td") { problemList(problems, context: context, &$0) }
                            }
                        }
                    }
                }
            }
            let byLocale = Dictionary(grouping: app.phrases.phrases, by: \.locale)
            for locale in byLocale.keys.sorted() {
                let phrases = byLocale[locale]!
                let marked = phrases.filter { !context.findings(at: $0.location, prefix: "shortcuts.").isEmpty || !context.findings(at: $0.keyLocation, prefix: "shortcuts.").isEmpty }
                section.element("details", ["class": "phrase-locale", "open": marked.isEmpty ? nil : ""]) { details in
                    details.element("summary", text: "\(locale): \(count(phrases.count, "phrase"))" + (marked.isEmpty ? "" : ", \(marked.count) with findings"))
                    details.element("table", ["class": "phrases"]) { table in
                        table.element("thead") { $0.element("tr") { row in
                            for heading in ["Phrase", "Key (in code)", "Findings"] { row.element("th", ["scope": "col"], text: heading) }
                        } }
                        table.element("tbody") { body in
                            for phrase in phrases {
                                var seen = Set<Diagnostic>()
                                let problems = (context.findings(at: phrase.location, prefix: "shortcuts.") + context.findings(at: phrase.keyLocation, prefix: "shortcuts."))
                                    .filter { seen.insert($0).inserted }
                                body.element("tr", ["class": problems.isEmpty ? nil : "has-findings"]) { row in
                                    row.element("td", ["lang": locale, "dir": "auto"]) { phraseText(phrase.text, &$0) }
                                    row.element("td") { phraseText(phrase.key, &$0) }
                                    row.element("td") { problemList(problems, context: context, &$0) }
                                }
                            }
                        }
                    }
                }
            }
        }
        html.newline()
    }

    /// A phrase with its `${…}` parameters (the app's name among them) highlighted.
    private static func phraseText(_ phrase: String, _ html: inout HTMLWriter) {
        placeholders(in: phrase, &html) { occurrence, html in
            html.element("mark", ["class": occurrence.name == "applicationName" ? "token app-name" : "token"], text: String(phrase[occurrence.range]))
        }
    }

    /// Findings beside a phrase: each a link to its place and its message.
    private static func problemList(_ problems: [Diagnostic], context: ReportContext, _ html: inout HTMLWriter) {
        guard !problems.isEmpty else { html.text("—"); return }
        html.element("ul", ["class": "plain"]) { list in
            for problem in problems {
                list.element("li", ["class": "severity-\(problem.severity.rawValue)"]) { item in
                    place(problem.location, context: context, &item)
                    item.text(problem.message)
                }
            }
        }
    }

    /// For each shortcut in code, the file and the lines from its own to the next shortcut's in that file.
    private static func shortcutLines(_ shortcuts: [AppShortcutDefinition]) -> [(file: String, lines: ClosedRange<Int>)?] {
        shortcuts.map { shortcut in
            guard let location = shortcut.location, let line = location.line else { return nil }
            let next = shortcuts.compactMap { other -> Int? in
                guard let otherLine = other.location?.line, other.location?.file == location.file, otherLine > line else { return nil }
                return otherLine
            }.min()
            return (location.file, line...((next ?? Int.max / 2) - 1))
        }
    }
}
