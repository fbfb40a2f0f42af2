import Diagnostics

extension HTMLReport {
    /// The check's findings: one block per check and severity (errors first, open), its findings by group.
    ///
    /// A text report folds a large group into one line; here every finding stays, each group a block of its own
    /// that the coverage grid links to, with the headline the text report prints for it.
    static func findings(_ input: ReportInput, context: ReportContext, _ html: inout HTMLWriter) {
        html.element("section", ["id": "findings", "aria-labelledby": "findings-title"]) { section in
            section.element("h2", ["id": "findings-title"], text: "Findings")
            guard !input.findings.isEmpty else {
                section.element("p", text: "No findings.")
                return
            }
            var order: [CheckKey] = []
            var byCheck: [CheckKey: [Diagnostic]] = [:]
            for diagnostic in input.findings {
                let key = CheckKey(id: diagnostic.id, severity: diagnostic.severity)
                if byCheck[key] == nil { order.append(key) }
                byCheck[key, default: []].append(diagnostic)
            }
            order.sort { ($0.severity, $1.id) > ($1.severity, $0.id) }
            for key in order {
                let members = byCheck[key]!
                section.newline()
                section.element("details", ["class": "check severity-\(key.severity.rawValue)", "open": key.severity == .error ? "" : nil]) { details in
                    details.element("summary") { summary in
                        summary.element("span", ["class": "badge severity-\(key.severity.rawValue)"], text: key.severity.rawValue)
                        summary.text(" ")
                        summary.element("code", text: key.id)
                        summary.text(" — \(members.count) \(members.count == 1 ? "finding" : "findings")")
                    }
                    var groups: [String] = []
                    var byGroup: [String: [Diagnostic]] = [:]
                    var loose: [Diagnostic] = []
                    for diagnostic in members {
                        guard let group = diagnostic.group else { loose.append(diagnostic); continue }
                        if byGroup[group] == nil { groups.append(group) }
                        byGroup[group, default: []].append(diagnostic)
                    }
                    if !loose.isEmpty { findingList(loose, context: context, &details) }
                    for group in groups {
                        let grouped = byGroup[group]!
                        details.element("details", ["class": "group", "id": "g-" + HTMLWriter.anchor(group), "open": key.severity == .error ? "" : nil]) { inner in
                            inner.element("summary") { summary in
                                summary.text(input.headlines[group] ?? group)
                                summary.text(" — \(grouped.count)")
                            }
                            findingList(grouped, context: context, &inner)
                        }
                    }
                }
            }
        }
        html.newline()
    }

    /// Findings as a list: place (a link to the file and line), message, fix and notes.
    private static func findingList(_ diagnostics: [Diagnostic], context: ReportContext, _ html: inout HTMLWriter) {
        html.element("ul", ["class": "findings"]) { list in
            for diagnostic in diagnostics {
                list.element("li") { item in
                    place(diagnostic.location, context: context, &item)
                    item.element("span", ["class": "message"], text: diagnostic.message)
                    if let fixIt = diagnostic.fixIt { item.element("span", ["class": "fix"], text: "Fix: " + fixIt) }
                    for note in diagnostic.notes {
                        item.element("span", ["class": "note"]) { line in
                            place(note.location, context: context, &line)
                            line.text(note.message)
                        }
                    }
                }
            }
        }
    }

    /// `file:line:column` as a link to the file, or nothing for a finding without a place.
    static func place(_ location: SourceLocation?, context: ReportContext, _ html: inout HTMLWriter) {
        guard let location else { return }
        var label = context.relative(location.file)
        if let line = location.line { label += ":\(line)" + (location.column.map { ":\($0)" } ?? "") }
        html.element("a", ["class": "place", "href": context.link(to: location)], text: label)
        html.text(" ")
    }
}

/// One check at one severity.
private struct CheckKey: Hashable {
    var id: String
    var severity: Severity
}
