import Diagnostics
import IntentMetadata
import IntentMigration

extension HTMLReport {
    /// Each SiriKit intent of the project's definitions beside the app intent that replaces it (by
    /// `intentClassName`), with the compatibility verdicts for the pair.
    static func migration(_ input: ReportInput, context: ReportContext, _ html: inout HTMLWriter) {
        guard let migration = input.migration else { return }
        html.element("section", ["id": "migration", "aria-labelledby": "migration-title"]) { section in
            section.element("h2", ["id": "migration-title"], text: "Migration from SiriKit")
            let intents = migration.definitions.flatMap { definition in definition.customIntents.map { (definition, $0) } }
            section.element("p", text: "\(count(migration.definitions.count, "intent definition")), \(count(intents.count, "custom intent")); an app intent replaces a SiriKit intent when its intentClassName is the intent's class.")
            section.element("table", ["class": "migration"]) { table in
                table.element("thead") { $0.element("tr") { row in
                    for heading in ["SiriKit intent", "App intent", "Verdict"] { row.element("th", ["scope": "col"], text: heading) }
                } }
                table.element("tbody") { body in
                    for (definition, siri) in intents {
                        let replacement = migration.document.intents.first { $0.intentClassName == siri.className }
                        let verdicts = migration.verdicts.filter { verdict in
                            verdict.location == siri.location || mentions(verdict.message, siri.className)
                                || replacement.map { mentions(verdict.message, $0.identifier) } ?? false
                        }
                        let worst = verdicts.map(\.severity).max()
                        body.newline()
                        body.element("tr", ["class": worst.map { "verdict-\($0.rawValue)" }]) { row in
                            row.element("td") { cell in
                                cell.element("code", text: siri.className)
                                cell.text(" “\(siri.title.value)” in \(definition.name).intentdefinition, " + count(siri.parameters.count, "parameter"))
                                cell.open("br")
                                place(siri.location, context: context, &cell)
                            }
                            row.element("td") { cell in
                                guard let replacement else { cell.text("none"); return }
                                cell.element("code", text: replacement.identifier)
                                cell.text(" “\(replacement.title.fallbackText)”, " + count(replacement.parameters.count, "parameter"))
                                cell.open("br")
                                place(replacement.location, context: context, &cell)
                            }
                            row.element("td") { cell in
                                guard !verdicts.isEmpty else {
                                    cell.element("span", ["class": "badge ok"], text: replacement == nil ? "not checked" : "compatible")
                                    return
                                }
                                cell.element("ul", ["class": "plain"]) { list in
                                    for verdict in verdicts {
                                        list.element("li") { item in
                                            item.element("span", ["class": "badge severity-\(verdict.severity.rawValue)"], text: verdict.severity.rawValue)
                                            item.text(" " + verdict.message)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        html.newline()
    }

    /// Whether `message` names `name` as a whole identifier (`TasksWidget` is not named by `TasksWidgetIntent`).
    static func mentions(_ message: String, _ name: String) -> Bool {
        var rest = message[...]
        while let found = rest.range(of: name) {
            let before = found.lowerBound == message.startIndex ? nil : message[message.index(before: found.lowerBound)]
            let after = found.upperBound == message.endIndex ? nil : message[found.upperBound]
            func isIdentifier(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isIdentifier(before), !isIdentifier(after) { return true }
            rest = message[found.upperBound...]
        }
        return false
    }
}
