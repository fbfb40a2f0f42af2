import Diagnostics
import PositionedJSON

extension MetadataValidator {
    mutating func checkEntity(_ entity: EntityDefinition, at path: [JSONPathComponent]) {
        let owner = "entity '\(entity.identifier)'"
        checkUnique(
            entity.properties.map(\.name),
            in: owner,
            phrase: { "two properties named '\($0)'" },
            first: { "the first '\($0)'" }
        ) { index in
            path + [.key("properties"), .index(index), .key("name")]
        }
        for (index, property) in entity.properties.enumerated() {
            checkType(property.type, from: "property '\(property.name)' of \(owner)", at: path + [.key("properties"), .index(index), .key("type")])
        }
        if let schema = entity.schema {
            checkSchemaName(schema, of: owner, at: path + [.key("schema")])
        }
        if entity.supportedContentTypes != nil, !entity.adopts(.file) {
            report(MetadataChecks.invalidOption, "\(owner) has 'supportedContentTypes', which only a FileEntity declares", at: path + [.key("supportedContentTypes")])
        }
        if let queryIdentifier = entity.defaultQuery,
           resolve(queryIdentifier, as: QueryDefinition.kindName, from: "the default query of \(owner)", at: path + [.key("defaultQuery")]),
           let query = queries[queryIdentifier], let found = query.entity, found != entity.identifier {
            report(
                MetadataChecks.danglingReference,
                "the default query of \(owner) is '\(queryIdentifier)', which finds '\(found)' entities",
                at: path + [.key("defaultQuery")]
            )
        }
    }

    mutating func checkEnum(_ enumeration: EnumDefinition, at path: [JSONPathComponent]) {
        checkUnique(
            enumeration.cases.map { $0.value.description },
            in: "enum '\(enumeration.identifier)'",
            phrase: { "two cases with the value \($0)" },
            first: { "the first case with the value \($0)" }
        ) { index in
            path + [.key("cases"), .index(index), .key("value")]
        }
        if let schema = enumeration.schema {
            checkSchemaName(schema, of: "enum '\(enumeration.identifier)'", at: path + [.key("schema")])
        }
    }

    mutating func checkUnion(_ union: UnionDefinition, at path: [JSONPathComponent]) {
        let owner = "union '\(union.identifier)'"
        if union.cases.isEmpty {
            report(MetadataChecks.invalidDefinition, "\(owner) has no cases; a @UnionValue enum has at least one", at: path + [.key("cases")])
        }
        checkUnique(
            union.cases.map(\.name),
            in: owner,
            phrase: { "two cases named '\($0)'" },
            first: { "the first '\($0)'" }
        ) { index in
            path + [.key("cases"), .index(index), .key("name")]
        }
        for (index, unionCase) in union.cases.enumerated() {
            checkType(unionCase.type, from: "case '\(unionCase.name)' of \(owner)", at: path + [.key("cases"), .index(index), .key("type")])
        }
    }

    mutating func checkQuery(_ query: QueryDefinition, at path: [JSONPathComponent]) {
        let owner = "query '\(query.identifier)'"
        if query.kinds.isEmpty {
            report(MetadataChecks.invalidDefinition, "\(owner) has no kinds; list the query protocols it conforms to", at: path + [.key("kinds")])
        }
        var entity: EntityDefinition?
        if let identifier = query.entity,
           resolve(identifier, as: EntityDefinition.kindName, from: owner, at: path + [.key("entity")]) {
            entity = entities[identifier]
        } else if query.entity == nil, query.kinds.contains(where: { $0 != .dynamicOptions }) {
            report(MetadataChecks.danglingReference, "\(owner) is an entity query but names no 'entity'", at: path + [.key("kinds")])
        }
        if let resultType = query.resultType {
            checkType(resultType, from: "the result type of \(owner)", at: path + [.key("resultType")])
        }
        for (index, dependency) in query.dependencies.enumerated() {
            let dependencyPath = path + [.key("dependencies"), .index(index)]
            guard resolve(dependency.intent, as: IntentDefinition.kindName, from: "a dependency of \(owner)", at: dependencyPath + [.key("intent")]),
                  let intent = intents[dependency.intent], intent.parameter(named: dependency.parameter) == nil
            else { continue }
            report(
                MetadataChecks.danglingReference,
                "a dependency of \(owner) names parameter '\(dependency.parameter)', which intent '\(intent.identifier)' does not declare"
                    + Suggestions.didYouMean(dependency.parameter, among: intent.parameters.map(\.name)),
                at: dependencyPath + [.key("parameter")]
            )
        }
        guard let entity else { return }
        let propertyNames = entity.properties.map(\.name)
        for (key, names) in [("properties", query.properties), ("sortingOptions", query.sortingOptions)] {
            for (index, name) in names.enumerated() where !propertyNames.contains(name) {
                report(
                    MetadataChecks.danglingReference,
                    "\(owner) names property '\(name)', which entity '\(entity.identifier)' does not declare"
                        + Suggestions.didYouMean(name, among: propertyNames),
                    at: path + [.key(key), .index(index)]
                )
            }
        }
    }

    mutating func checkShortcutsProvider(_ provider: ShortcutsProviderDefinition, at path: [JSONPathComponent]) {
        for (index, shortcut) in provider.shortcuts.enumerated() {
            let shortcutPath = path + [.key("shortcuts"), .index(index)]
            let owner = "an App Shortcut of '\(provider.identifier)'"
            guard resolve(shortcut.intent, as: IntentDefinition.kindName, from: owner, at: shortcutPath + [.key("intent")]),
                  let intent = intents[shortcut.intent]
            else { continue }
            if let presentation = shortcut.parameterPresentation {
                checkPresentation(presentation, of: intent, from: owner, at: shortcutPath + [.key("parameterPresentation")])
            }
            for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
                for name in Placeholders.names(in: phrase) where name != "applicationName" && intent.parameter(named: name) == nil {
                    report(
                        MetadataChecks.danglingReference,
                        "the phrase \"\(phrase)\" names parameter '\(name)', which intent '\(intent.identifier)' does not declare"
                            + Suggestions.didYouMean(name, among: intent.parameters.map(\.name) + ["applicationName"]),
                        at: shortcutPath + [.key("phrases"), .index(phraseIndex)]
                    )
                }
            }
        }
    }


    private mutating func checkPresentation(
        _ presentation: ParameterPresentationDefinition,
        of intent: IntentDefinition,
        from owner: String,
        at path: [JSONPathComponent]
    ) {
        if intent.parameter(named: presentation.parameter) == nil {
            report(
                MetadataChecks.danglingReference,
                "the parameter presentation of \(owner) names parameter '\(presentation.parameter)', which intent '\(intent.identifier)' does not declare"
                    + Suggestions.didYouMean(presentation.parameter, among: intent.parameters.map(\.name)),
                at: path + [.key("parameter")]
            )
        }
        for (index, collection) in presentation.optionsCollections.enumerated() {
            resolve(collection.provider, as: QueryDefinition.kindName, from: "an options collection of \(owner)",
                    at: path + [.key("optionsCollections"), .index(index), .key("provider")])
        }
    }
}
