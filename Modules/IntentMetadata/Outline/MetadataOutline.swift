/// Renders a metadata document as a readable outline: what `intentkit metadata print` shows.
///
///     SoupChef: 1 intent, 2 entities, 1 enum, 2 queries, 1 shortcuts provider
///
///     Intents
///       OrderSoupIntent "Order Soup"
///         parameters
///           soup: SoupEntity "Soup"
///           quantity: Int = 1 "Quantity"
///     …
public enum MetadataOutline {
    /// The outline of `document`.
    public static func render(_ document: MetadataDocument) -> String {
        var out = OutlineWriter()
        out.line(0, headline(document))
        let intents = document.intents.sortedByIdentifier()
        if !intents.isEmpty {
            out.blank()
            out.line(0, "Intents")
            for intent in intents { write(intent, into: &out) }
        }
        if !document.entities.isEmpty {
            out.blank()
            out.line(0, "Entities")
            for entity in document.entities.sortedByIdentifier() { write(entity, into: &out) }
        }
        if !document.enums.isEmpty {
            out.blank()
            out.line(0, "Enums")
            for enumeration in document.enums.sortedByIdentifier() {
                var text = "\(enumeration.identifier) \(quoted(enumeration.typeDisplayRepresentation.name))"
                if let schema = enumeration.schema { text += " schema \(schema)" }
                if !enumeration.systemProtocols.isEmpty { text += " " + enumeration.systemProtocols.map(\.rawValue).joined(separator: ", ") }
                out.line(1, text)
                for enumCase in enumeration.cases {
                    out.line(2, "\(enumCase.value) \(quoted(enumCase.displayRepresentation.title))")
                }
            }
        }
        if !document.unions.isEmpty {
            out.blank()
            out.line(0, "Union values")
            for union in document.unions.sortedByIdentifier() {
                out.line(1, union.identifier + (union.typeDisplayRepresentation.map { " \(quoted($0.name))" } ?? ""))
                for unionCase in union.cases {
                    var text = "\(unionCase.name)(\(unionCase.type))"
                    if let representation = unionCase.displayRepresentation { text += " " + quoted(representation.title) }
                    out.line(2, text)
                }
            }
        }
        if !document.queries.isEmpty {
            out.blank()
            out.line(0, "Queries")
            for query in document.queries.sortedByIdentifier() {
                var text = "\(query.identifier) [\(query.kinds.map(\.rawValue).joined(separator: ", "))]"
                if let entity = query.entity { text += " finds \(entity)" }
                if let result = query.resultType { text += " offers \(result)" }
                out.line(1, text)
                for dependency in query.dependencies {
                    out.line(2, "depends on \(dependency.intent).\(dependency.parameter)")
                }
            }
        }
        if !document.shortcutsProviders.isEmpty {
            out.blank()
            out.line(0, "App Shortcuts")
            for provider in document.shortcutsProviders.sortedByIdentifier() {
                out.line(1, provider.identifier + (provider.tileColor.map { " (tile color \($0.rawValue))" } ?? ""))
                for shortcut in provider.shortcuts {
                    var text = "\(shortcut.intent)"
                    if let title = shortcut.shortTitle { text += " \(quoted(title))" }
                    if let image = shortcut.systemImageName { text += " image \(image)" }
                    out.line(2, text)
                    for phrase in shortcut.phrases { out.line(3, "\"\(phrase)\"") }
                    if let presentation = shortcut.parameterPresentation {
                        let collections = presentation.optionsCollections.map { "\($0.provider) \(quoted($0.title))" }
                        var text = "presents \(presentation.parameter)"
                        if let summary = presentation.summary { text += " as " + quoted(summary) }
                        if !collections.isEmpty { text += " from " + collections.joined(separator: ", ") }
                        out.line(3, text)
                    }
                }
                if !provider.negativePhrases.isEmpty {
                    out.line(2, "negative phrases")
                    for phrase in provider.negativePhrases { out.line(3, "\"\(phrase)\"") }
                }
            }
        }
        if !document.packages.isEmpty {
            out.blank()
            out.line(0, "Packages")
            for package in document.packages.sortedByIdentifier() {
                let included = package.includedPackages.isEmpty ? "" : " includes " + package.includedPackages.joined(separator: ", ")
                out.line(1, package.identifier + included)
            }
        }
        return out.text
    }

    private static func headline(_ document: MetadataDocument) -> String {
        let all: [(Int, String, String)] = [
            (document.intents.count, "intent", "intents"),
            (document.entities.count, "entity", "entities"),
            (document.enums.count, "enum", "enums"),
            (document.queries.count, "query", "queries"),
            (document.shortcutsProviders.count, "shortcuts provider", "shortcuts providers"),
            (document.packages.count, "package", "packages"),
            (document.unions.count, "union value", "union values"),
        ]
        let counts = all.filter { $0.0 > 0 }.map { count, one, many in "\(count) \(count == 1 ? one : many)" }
        let name = document.module ?? "Metadata document"
        return "\(name): " + (counts.isEmpty ? "no definitions" : counts.joined(separator: ", "))
    }

    private static func write(_ intent: IntentDefinition, into out: inout OutlineWriter) {
        out.line(1, "\(intent.identifier) \(quoted(intent.title))")
        if let description = intent.description { out.line(2, description.text.fallbackText) }
        var flags: [String] = []
        if intent.isWidgetConfiguration { flags.append("widget configuration") }
        if let className = intent.intentClassName { flags.append("migrated from \(className)") }
        if intent.openAppWhenRun { flags.append("opens the app") }
        if !intent.isDiscoverable { flags.append("not discoverable") }
        if let policy = intent.authenticationPolicy { flags.append(policy.rawValue) }
        if let schema = intent.schema { flags.append("schema \(schema)") }
        if intent.isAssistantOnly { flags.append("assistant only") }
        flags += intent.systemProtocols.map(\.rawValue)
        if let modes = intent.supportedModes { flags.append("modes " + modes.map(\.rawValue).joined(separator: ", ")) }
        if !flags.isEmpty { out.line(2, flags.joined(separator: ", ")) }
        if !intent.parameters.isEmpty {
            out.line(2, "parameters")
            for parameter in intent.parameters { out.line(3, describe(parameter)) }
        }
        if let summary = intent.parameterSummary {
            out.line(2, "summary")
            write(summary, depth: 3, into: &out)
        }
        if let result = intent.result {
            var parts: [String] = []
            if let value = result.value { parts.append("returns \(value)") }
            if result.providesDialog { parts.append("dialog") }
            if result.opensIntent { parts.append("opens an intent") }
            if result.showsSnippetView { parts.append("snippet") }
            if result.showsSnippetIntent { parts.append("snippet intent") }
            if !parts.isEmpty { out.line(2, "result: " + parts.joined(separator: ", ")) }
        }
    }

    private static func describe(_ parameter: ParameterDefinition) -> String {
        var text = "\(parameter.name): \(parameter.type)\(parameter.isOptional ? "?" : "")"
        if let value = parameter.defaultValue { text += " = \(value)" }
        text += " \(quoted(parameter.title))"
        if let size = parameter.size { text += " size \(size)" }
        if let sizes = parameter.sizeByWidgetFamily {
            text += " size " + sizes.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
        }
        if let provider = parameter.optionsProvider { text += " options from \(provider)" }
        if let kind = parameter.dateKind { text += " kind \(kind.rawValue)" }
        if let unit = parameter.unit { text += " in \(unit)" }
        if let unit = parameter.defaultUnit { text += " default unit \(unit)" }
        if parameter.supportsNegativeNumbers == false { text += " not negative" }
        if let types = parameter.supportedContentTypes { text += " accepts " + types.joined(separator: ", ") }
        return text
    }

    private static func write(_ summary: ParameterSummaryDefinition, depth: Int, into out: inout OutlineWriter) {
        switch summary {
        case .summary(let sentence):
            var text = "\"\(sentence.format)\""
            if !sentence.additionalParameters.isEmpty { text += " + " + sentence.additionalParameters.joined(separator: ", ") }
            out.line(depth, text)
        case let .when(condition, then, otherwise):
            let values = condition.values.map(\.description).joined(separator: ", ")
            out.line(depth, "when \(subject(condition.subject)) \(condition.operator.rawValue)\(values.isEmpty ? "" : " " + values)")
            write(then, depth: depth + 1, into: &out)
            if let otherwise {
                out.line(depth, "otherwise")
                write(otherwise, depth: depth + 1, into: &out)
            }
        case let .switch(switchSubject, cases, defaultCase):
            out.line(depth, "switch \(subject(switchSubject))")
            for summaryCase in cases {
                out.line(depth + 1, "case " + summaryCase.values.map(\.description).joined(separator: ", "))
                write(summaryCase.then, depth: depth + 2, into: &out)
            }
            if let defaultCase {
                out.line(depth + 1, "default")
                write(defaultCase, depth: depth + 2, into: &out)
            }
        }
    }

    private static func subject(_ subject: SummarySubject) -> String {
        switch subject {
        case .parameter(let name): name
        case .widgetFamily: "widget family"
        }
    }

    private static func write(_ entity: EntityDefinition, into out: inout OutlineWriter) {
        var text = "\(entity.identifier) \(quoted(entity.typeDisplayRepresentation.name))"
        if entity.isTransient { text += " transient" }
        if let query = entity.defaultQuery { text += " query \(query)" }
        if let schema = entity.schema { text += " schema \(schema)" }
        if !entity.systemProtocols.isEmpty { text += " " + entity.systemProtocols.map(\.rawValue).joined(separator: ", ") }
        out.line(1, text)
        for property in entity.properties {
            var line = "\(property.name): \(property.type)\(property.isOptional ? "?" : "") \(quoted(property.title))"
            if property.kind != .stored { line += " \(property.kind.rawValue)" }
            if let key = property.indexingKey { line += " indexed as \(key)" }
            if let key = property.customIndexingKey { line += " indexed as custom \(key)" }
            out.line(2, line)
        }
    }

    private static func quoted(_ resource: LocalizedStringResource) -> String {
        "\"\(resource.fallbackText)\""
    }
}
