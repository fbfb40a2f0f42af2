import IntentMetadata

extension MetadataDocument {
    /// What Apple's metadata holds of this document, as a document.
    ///
    /// It is the document that reading back what ``ActionsDataWriter`` writes from it gives (locations aside, which
    /// then point into the written file).
    ///
    /// Everything the writer leaves out (and reports as `apple-metadata.unwritten`) is left out here: parameter
    /// options (defaults, dialogs, sizes, ranges, units, content types), parameter summaries with `When` or
    /// `Switch`, assistant schemas, SiriKit class names, property kinds and indexing keys, unions, packages,
    /// provenance, translator comments and default values of strings, and system protocols whose identifier
    /// in Apple's metadata is not known. Types Apple's metadata has no form for are written as the closest
    /// (a `Decimal` as a `String`), and are so here. `docs/apple-metadata.md` lists each.
    ///
    /// - Parameter module: the module the document's types are written in (recorded when the document has types).
    public func projectedForAppleMetadata(module: String) -> MetadataDocument {
        func text(_ resource: LocalizedStringResource) -> LocalizedStringResource {
            LocalizedStringResource(resource.key, table: resource.table)
        }
        let type = ActionsDataVocabulary.writtenType
        // Apple's metadata names the module only in its types' names: a file without types has none.
        let hasTypes = !intents.isEmpty || !entities.isEmpty || !enums.isEmpty || queries.contains { $0.entity != nil || !$0.kinds.contains(.dynamicOptions) }
            || !shortcutsProviders.isEmpty
        var projected = MetadataDocument(module: hasTypes ? module : nil)
        for intent in intents {
            let isConfiguration = ActionsDataWriter.Context.isConfiguration(intent)
            var result: ResultDefinition?
            if let original = intent.result {
                var kept = ActionsDataVocabulary.result(fromFlags: ActionsDataVocabulary.outputFlags(of: original))
                kept.value = original.value.map(type)
                result = kept == ResultDefinition() ? nil : kept
            }
            var summary: ParameterSummaryDefinition?
            if case .summary(let sentence) = intent.parameterSummary {
                summary = .summary(SummarySentence(sentence.format, additionalParameters: sentence.additionalParameters))
            }
            var modes = intent.supportedModes
            let bits = ActionsDataWriter.Context.modeBits(intent.supportedModes, openAppWhenRun: intent.openAppWhenRun)
            modes = bits == (intent.openAppWhenRun ? 2 : 1) ? nil : ActionsDataVocabulary.modeBits.filter { bits & $0.1 != 0 }.map(\.0)
            projected.intents.append(IntentDefinition(
                identifier: intent.identifier,
                title: text(intent.title),
                description: intent.description.map { IntentDescriptionDefinition(text($0.text), categoryName: $0.categoryName.map(text), searchKeywords: $0.searchKeywords.map(text)) },
                openAppWhenRun: intent.openAppWhenRun,
                isDiscoverable: intent.isDiscoverable,
                authenticationPolicy: intent.authenticationPolicy,
                parameters: intent.parameters.map { ParameterDefinition(name: $0.name, title: text($0.title), description: $0.description.map(text), type: type($0.type), isOptional: $0.isOptional) },
                parameterSummary: summary,
                result: isConfiguration && result == nil ? nil : result,
                isWidgetConfiguration: intent.isWidgetConfiguration,
                isAssistantOnly: intent.isAssistantOnly,
                systemProtocols: intent.systemProtocols.filter { ActionsDataVocabulary.appleIdentifier($0) != nil },
                supportedModes: modes
            ))
        }
        for entity in entities {
            projected.entities.append(EntityDefinition(
                identifier: entity.identifier,
                typeDisplayRepresentation: TypeDisplayRepresentationDefinition(name: text(entity.typeDisplayRepresentation.name), numericFormat: entity.typeDisplayRepresentation.numericFormat.map(text)),
                properties: entity.properties.map { PropertyDefinition(name: $0.name, title: text($0.title), type: type($0.type), isOptional: $0.isOptional) },
                defaultQuery: entity.defaultQuery,
                isTransient: entity.isTransient,
                systemProtocols: entity.systemProtocols.filter { proto in ActionsDataVocabulary.entityProtocols.contains { $0.0 == proto } }
            ))
        }
        for enumeration in enums {
            projected.enums.append(EnumDefinition(
                identifier: enumeration.identifier,
                typeDisplayRepresentation: TypeDisplayRepresentationDefinition(name: text(enumeration.typeDisplayRepresentation.name)),
                cases: enumeration.cases.map { enumCase in
                    let shown = enumCase.displayRepresentation
                    return EnumCaseDefinition(
                        value: .string(ActionsDataWriter.Context.caseIdentifier(enumCase.value)),
                        displayRepresentation: DisplayRepresentationDefinition(title: text(shown.title), subtitle: shown.subtitle.map(text), synonyms: shown.synonyms.map(text), systemImageName: shown.systemImageName)
                    )
                }
            ))
        }
        for query in queries where query.entity != nil || !query.kinds.contains(.dynamicOptions) {
            projected.queries.append(QueryDefinition(
                identifier: query.identifier, kinds: query.kinds, entity: query.entity,
                resultType: query.entity == nil ? query.resultType.map(type) : nil
            ))
        }
        if let provider = shortcutsProviders.first {
            projected.shortcutsProviders.append(ShortcutsProviderDefinition(
                identifier: provider.identifier,
                shortcuts: provider.shortcuts.map { AppShortcutDefinition(intent: $0.intent, phrases: $0.phrases, shortTitle: $0.shortTitle.map(text), systemImageName: $0.systemImageName) },
                negativePhrases: provider.negativePhrases,
                tileColor: provider.tileColor == .grayBrown ? nil : provider.tileColor
            ))
        }
        return projected
    }

    /// The document with every definition's, parameter's and shortcut's location removed.
    public func withoutLocations() -> MetadataDocument {
        var copy = self
        for index in copy.intents.indices {
            copy.intents[index].location = nil
            for parameter in copy.intents[index].parameters.indices { copy.intents[index].parameters[parameter].location = nil }
        }
        for index in copy.entities.indices {
            copy.entities[index].location = nil
            for property in copy.entities[index].properties.indices { copy.entities[index].properties[property].location = nil }
        }
        for index in copy.enums.indices { copy.enums[index].location = nil }
        for index in copy.queries.indices { copy.queries[index].location = nil }
        for index in copy.shortcutsProviders.indices {
            copy.shortcutsProviders[index].location = nil
            for shortcut in copy.shortcutsProviders[index].shortcuts.indices { copy.shortcutsProviders[index].shortcuts[shortcut].location = nil }
        }
        return copy
    }
}
