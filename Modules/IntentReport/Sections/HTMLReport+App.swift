import IntentMetadata

extension HTMLReport {
    /// One app target: its configuration sheets, its intents, entities, enums, queries and App Shortcuts, its phrases.
    static func app(_ app: ReportApp, anchor: String, context: ReportContext, _ html: inout HTMLWriter) {
        let localizer = ReportLocalizer(app: app)
        let document = app.document
        html.element("section", ["id": anchor, "class": "app", "aria-labelledby": anchor + "-title"]) { section in
            section.element("h2", ["id": anchor + "-title"], text: "Target \(app.name)")
            let counts = [
                count(document.intents.count, "intent"), count(document.entities.count, "entity", "entities"),
                count(document.enums.count, "enum"), count(document.queries.count, "query", "queries"),
                count(document.allShortcuts.count, "App Shortcut"),
            ]
            section.element("p", text: counts.joined(separator: ", ") + "; development language \(app.developmentLanguage)"
                + (localizer.locales.count > 1 ? ", translated into " + localizer.locales.dropFirst().joined(separator: ", ") : ""))
            section.newline()
            sheets(app, anchor: anchor, localizer: localizer, context: context, &section)
            intents(document, anchor: anchor, localizer: localizer, context: context, &section)
            types(document, anchor: anchor, localizer: localizer, context: context, &section)
            phrases(app, anchor: anchor, localizer: localizer, context: context, &section)
        }
        html.newline()
    }

    /// The intents, in a table: title (resolved), identifier, what they are, parameters.
    private static func intents(_ document: MetadataDocument, anchor: String, localizer: ReportLocalizer, context: ReportContext, _ html: inout HTMLWriter) {
        html.element("section", ["id": anchor + "-intents"]) { section in
            section.element("h3", text: "Intents")
            guard !document.intents.isEmpty else { section.element("p", text: "No intents."); return }
            section.element("table", ["class": "definitions"]) { table in
                table.element("thead") { $0.element("tr") { row in
                    for heading in ["Title", "Type", "Kind", "Parameters", "Declared at"] { row.element("th", ["scope": "col"], text: heading) }
                } }
                table.element("tbody") { body in
                    let intents = document.intents.sorted(by: { $0.identifier < $1.identifier })
                    let anchors = uniqueAnchors(intents.map(\.identifier), prefix: anchor + "-intent-")
                    for (intent, rowAnchor) in zip(intents, anchors) {
                        body.element("tr", ["id": rowAnchor]) { row in
                            row.element("td") { localized(intent.title, localizer, &$0) }
                            row.element("td") { $0.element("code", text: intent.identifier) }
                            row.element("td", text: kinds(of: intent).joined(separator: ", "))
                            row.element("td") { cell in
                                guard !intent.parameters.isEmpty else { cell.text("—"); return }
                                cell.element("ul", ["class": "plain"]) { list in
                                    for parameter in intent.parameters {
                                        list.element("li") { item in
                                            localized(parameter.title, localizer, &item)
                                            item.text(" ")
                                            item.element("code", text: parameter.name + ": " + parameter.type.description + (parameter.isOptional ? "?" : ""))
                                        }
                                    }
                                }
                            }
                            row.element("td") { place(intent.location, context: context, &$0) }
                        }
                    }
                }
            }
        }
        html.newline()
    }

    /// What kind of intent it is, in words: widget configuration, control, the system protocols, the schema.
    static func kinds(of intent: IntentDefinition) -> [String] {
        var kinds: [String] = []
        if intent.isWidgetConfiguration { kinds.append("widget configuration") }
        kinds += intent.systemProtocols.map(\.rawValue)
        if let schema = intent.schema { kinds.append("schema \(schema)") }
        if let className = intent.intentClassName { kinds.append("migrated from \(className)") }
        if !intent.isDiscoverable { kinds.append("not discoverable") }
        return kinds.isEmpty ? ["App Intent"] : kinds
    }

    /// Entities, enums and queries, each in a table of its own.
    private static func types(_ document: MetadataDocument, anchor: String, localizer: ReportLocalizer, context: ReportContext, _ html: inout HTMLWriter) {
        if !document.entities.isEmpty {
            html.element("section", ["id": anchor + "-entities"]) { section in
                section.element("h3", text: "Entities")
                definitionTable(["Name", "Type", "Properties", "Declared at"], &section) { body in
                    for entity in document.entities.sorted(by: { $0.identifier < $1.identifier }) {
                        body.element("tr") { row in
                            row.element("td") { localized(entity.typeDisplayRepresentation.name, localizer, &$0) }
                            row.element("td") { $0.element("code", text: entity.identifier) }
                            row.element("td") { cell in
                                let names = entity.properties.map { $0.name + ": " + $0.type.description }
                                cell.text(names.isEmpty ? "—" : names.joined(separator: ", "))
                            }
                            row.element("td") { place(entity.location, context: context, &$0) }
                        }
                    }
                }
            }
            html.newline()
        }
        if !document.enums.isEmpty {
            html.element("section", ["id": anchor + "-enums"]) { section in
                section.element("h3", text: "Enums")
                definitionTable(["Name", "Type", "Cases", "Declared at"], &section) { body in
                    for enumeration in document.enums.sorted(by: { $0.identifier < $1.identifier }) {
                        body.element("tr") { row in
                            row.element("td") { localized(enumeration.typeDisplayRepresentation.name, localizer, &$0) }
                            row.element("td") { $0.element("code", text: enumeration.identifier) }
                            row.element("td") { cell in
                                cell.element("ul", ["class": "plain"]) { list in
                                    for item in enumeration.cases {
                                        list.element("li") { line in
                                            localized(item.displayRepresentation.title, localizer, &line)
                                            line.text(" ")
                                            line.element("code", text: "\(item.value)")
                                        }
                                    }
                                }
                            }
                            row.element("td") { place(enumeration.location, context: context, &$0) }
                        }
                    }
                }
            }
            html.newline()
        }
        if !document.queries.isEmpty {
            html.element("section", ["id": anchor + "-queries"]) { section in
                section.element("h3", text: "Queries")
                definitionTable(["Query", "Entity", "Kinds", "Declared at"], &section) { body in
                    for query in document.queries.sorted(by: { $0.identifier < $1.identifier }) {
                        body.element("tr") { row in
                            row.element("td") { $0.element("code", text: query.identifier) }
                            row.element("td", text: query.entity ?? "—")
                            row.element("td", text: query.kinds.map { "\($0)" }.joined(separator: ", "))
                            row.element("td") { place(query.location, context: context, &$0) }
                        }
                    }
                }
            }
            html.newline()
        }
    }

    /// A table with a header row, its body written by `rows`.
    private static func definitionTable(_ headings: [String], _ html: inout HTMLWriter, rows: (inout HTMLWriter) -> Void) {
        html.element("table", ["class": "definitions"]) { table in
            table.element("thead") { $0.element("tr") { row in
                for heading in headings { row.element("th", ["scope": "col"], text: heading) }
            } }
            table.element("tbody", [:], rows)
        }
    }

    /// A resource's text in the development language, with its translations for the locale switcher.
    ///
    /// The translations follow in an inert `template` the script reads; a locale without one shows the development
    /// language, marked (``ReportStyle/script``).
    static func localized(_ resource: LocalizedStringResource, _ localizer: ReportLocalizer, _ html: inout HTMLWriter) {
        let translations = localizer.translations(resource)
        html.open("span", ["class": "l10n", "lang": localizer.developmentLanguage])
        html.text(localizer.text(resource))
        html.close("span")
        if !translations.isEmpty {
            html.open("template", ["class": "l10n-values"])
            for (locale, text) in translations {
                html.element("span", ["lang": locale, "data-locale": ReportLocalizer.normalized(locale)], text: text)
            }
            html.close("template")
        }
    }

    /// An anchor per name, `prefix` and the name's anchor, a repeated name (two intents of one identifier, which
    /// `metadata.duplicate-identifier` reports) numbered from its second.
    static func uniqueAnchors(_ names: [String], prefix: String) -> [String] {
        var seen: [String: Int] = [:]
        return names.map { name in
            let base = prefix + HTMLWriter.anchor(name)
            seen[base, default: 0] += 1
            return seen[base] == 1 ? base : base + "-\(seen[base]!)"
        }
    }

    /// `3 intents`, `1 entity`.
    static func count(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}
