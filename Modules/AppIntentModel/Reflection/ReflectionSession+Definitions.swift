import Diagnostics
import IntentMetadata

extension ReflectionSession {
    func reflect<Intent: AppIntent>(intent: Intent.Type) -> IntentDefinition {
        let instance = Intent()
        let resolver = KeyPathResolver(intent: instance, sink: sink)
        let parameters = ParameterMirror.parameters(of: instance).map { name, parameter in
            definition(of: parameter, named: name)
        }
        let policy = Intent.authenticationPolicy
        return IntentDefinition(
            identifier: _typeIdentifier(Intent.self),
            title: Intent.title,
            description: Intent.description._intentDescription?.definition,
            openAppWhenRun: Intent.openAppWhenRun,
            isDiscoverable: Intent.isDiscoverable,
            authenticationPolicy: policy.isExplicit ? policy.policy : nil,
            parameters: parameters,
            parameterSummary: Intent.parameterSummary._definition(resolver),
            result: result(of: Intent.PerformResult.self),
            intentClassName: (Intent.self as? any CustomIntentMigratedAppIntent.Type)?.intentClassName,
            isWidgetConfiguration: Intent.self is any WidgetConfigurationIntent.Type,
            schema: (Intent.self as? any AssistantSchemaIntent.Type)?.__appSchemaIntent.description,
            isAssistantOnly: (Intent.self as? any AssistantSchemaIntent.Type)?.isAssistantOnly ?? false,
            systemProtocols: SystemProtocols.of(intent: Intent.self),
            supportedModes: Intent.supportedModes.isDeclared ? Intent.supportedModes.metadataModes : nil
        )
    }

    private func definition(of parameter: any AnyIntentParameter, named name: String) -> ParameterDefinition {
        let options = parameter.options
        let valueType = parameter.reflectedType
        follow(valueType)
        if let provider = options.optionsProvider { enqueue(provider: provider) }
        if let query = options.query { enqueue(query: type(of: query)) }
        return ParameterDefinition(
            name: name,
            title: options.title ?? LocalizedStringResource(ParameterMirror.title(fromName: name)),
            description: options.description,
            type: valueType.type,
            isOptional: valueType.isOptional,
            defaultValue: options.defaultValue,
            requestValueDialog: options.requestValueDialog?.full,
            requestDisambiguationDialog: options.requestDisambiguationDialog?.full,
            optionsProvider: options.optionsProvider.map { _typeIdentifier(type(of: $0)) } ?? options.query.map { _typeIdentifier(type(of: $0)) },
            size: options.size?.definition,
            sizeByWidgetFamily: options.sizeByWidgetFamily.map { sizes in
                Dictionary(uniqueKeysWithValues: sizes.map { ($0.key.widgetFamily, $0.value.definition) })
            },
            inputOptions: options.inputOptions,
            controlStyle: options.controlStyle,
            inclusiveRange: options.inclusiveRange,
            dateKind: options.dateKind,
            defaultUnit: options.defaultUnit,
            unit: options.unit,
            adjustsUnitForLocale: options.adjustsUnitForLocale,
            supportsNegativeNumbers: options.supportsNegativeNumbers,
            supportedContentTypes: options.supportedContentTypes
        )
    }

    private func result(of type: any IntentResult.Type) -> ResultDefinition? {
        if let value = type._resultValueType { follow(value._metadataType) }
        let definition = type._resultDefinition
        return definition == ResultDefinition() ? nil : definition
    }

    func reflect<Entity: AppEntity>(entity: Entity.Type) async -> EntityDefinition {
        let isTransient = Entity.self is any TransientAppEntity.Type
        if !isTransient { enqueue(query: Entity.DefaultQuery.self) }
        var properties: [PropertyDefinition] = []
        do {
            let sample = try await EntitySample.instance(of: Entity.self)
            for (name, property) in EntitySample.properties(of: sample) {
                let valueType = property.reflectedType
                follow(valueType)
                properties.append(PropertyDefinition(
                    name: name,
                    title: property.title ?? LocalizedStringResource(ParameterMirror.title(fromName: name)),
                    type: valueType.type,
                    isOptional: valueType.isOptional,
                    kind: property.kind,
                    indexingKey: property.indexingKey,
                    customIndexingKey: property.customIndexingKey
                ))
            }
        } catch {
            report(ReflectionChecks.entityNotInspectable, "\(error); give the query a suggestion or pass a sample entity", type: Entity.self)
        }
        return EntityDefinition(
            identifier: _typeIdentifier(Entity.self),
            typeDisplayRepresentation: Entity.typeDisplayRepresentation.definition,
            properties: properties,
            defaultQuery: isTransient ? nil : _typeIdentifier(Entity.DefaultQuery.self),
            isTransient: isTransient,
            schema: (Entity.self as? any AssistantSchemaEntity.Type)?.__appSchemaEntity.description,
            systemProtocols: SystemProtocols.of(entity: Entity.self),
            supportedContentTypes: (Entity.self as? any FileEntity.Type)?.supportedContentTypes.map(\.identifier)
        )
    }

    func reflect<Enumeration: AppEnum>(enumeration: Enumeration.Type) -> EnumDefinition {
        let representations = Enumeration.caseDisplayRepresentations
        var missing: [String] = []
        let cases = Enumeration.allCases.map { value -> EnumCaseDefinition in
            let raw = String(describing: value.rawValue)
            guard let representation = representations[value] else {
                missing.append(raw)
                return EnumCaseDefinition(value: value._metadataValue ?? .string(raw), displayRepresentation: DisplayRepresentationDefinition(title: LocalizedStringResource(raw)))
            }
            return EnumCaseDefinition(value: value._metadataValue ?? .string(raw), displayRepresentation: representation.definition)
        }
        if !missing.isEmpty {
            report(
                ReflectionChecks.nonExhaustiveCaseDisplayRepresentations,
                "Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive",
                type: Enumeration.self,
                notes: [Diagnostic.Note("\(_typeIdentifier(Enumeration.self)) has no display representation for \(missing.map { "'\($0)'" }.joined(separator: ", "))")]
            )
        }
        return EnumDefinition(
            identifier: _typeIdentifier(Enumeration.self),
            typeDisplayRepresentation: Enumeration.typeDisplayRepresentation.definition,
            cases: cases,
            schema: (Enumeration.self as? any AssistantSchemaEnum.Type)?.__appSchemaEnum.description,
            systemProtocols: SystemProtocols.of(enumeration: Enumeration.self)
        )
    }

    func reflect<Union: AppUnionValue>(union: Union.Type) -> UnionDefinition {
        let representations = Union.caseDisplayRepresentations
        let declared = Union.typeDisplayRepresentation
        return UnionDefinition(
            identifier: _typeIdentifier(Union.self),
            typeDisplayRepresentation: declared.isDeclared ? declared.definition : nil,
            cases: Union.__unionCases.map { name, type in
                let valueType = type._metadataType
                follow(valueType)
                return UnionCaseDefinition(
                    name: name,
                    type: valueType.type,
                    displayRepresentation: Union.Cases(rawValue: name).flatMap { representations[$0] }?.definition
                )
            }
        )
    }

    func reflect<Query: EntityQuery>(query: Query.Type) async -> QueryDefinition {
        enqueue(Query.Entity.self)
        var kinds: [QueryKind] = [.entity]
        if Query.self is any EntityStringQuery.Type { kinds.append(.string) }
        if Query.self is any EnumerableEntityQuery.Type { kinds.append(.enumerable) }
        if Query.self is any DynamicOptionsProvider.Type { kinds.append(.dynamicOptions) }
        var properties: [String] = []
        var sortingOptions: [String] = []
        if let propertyQuery = Query.self as? any EntityPropertyQuery.Type {
            kinds.append(.property)
            (properties, sortingOptions) = await propertyNames(of: propertyQuery)
        }
        return QueryDefinition(
            identifier: _typeIdentifier(Query.self),
            kinds: kinds.sorted(),
            entity: _typeIdentifier(Query.Entity.self),
            dependencies: dependencies(of: Query()),
            properties: properties,
            sortingOptions: sortingOptions
        )
    }

    private func propertyNames<Query: EntityPropertyQuery>(of query: Query.Type) async -> ([String], [String]) {
        guard let sample = try? await EntitySample.instance(of: Query.Entity.self) else { return ([], []) }
        return (
            Query.properties.properties.compactMap { $0.name(sample) },
            Query.sortingOptions.options.compactMap { $0.name(sample) }
        )
    }

    func reflect(optionsProvider provider: some DynamicOptionsProvider) -> QueryDefinition {
        let element = type(of: provider).Result.Element._metadataType
        follow(element)
        return QueryDefinition(
            identifier: _typeIdentifier(type(of: provider)),
            kinds: [.dynamicOptions],
            resultType: element.type,
            dependencies: dependencies(of: provider)
        )
    }

    private func dependencies(of instance: Any) -> [ParameterDependency] {
        Mirror(reflecting: instance).children.flatMap { child in
            (child.value as? any AnyParameterDependency)?.parameterDependencies(sink: sink) ?? []
        }
    }

    func reflect(provider: any AppShortcutsProvider.Type) {
        let resolverSink = sink
        var shortcuts: [AppShortcutDefinition] = []
        for shortcut in provider.appShortcuts {
            enqueue(shortcut.intentType)
            for optionsProvider in shortcut.optionsProviders { enqueue(provider: optionsProvider) }
            let definition = shortcut.definition(KeyPathResolver(intent: shortcut.intentType.init(), sink: resolverSink))
            if definition.phrases.isEmpty {
                report(ReflectionChecks.shortcutWithoutPhrases, "App Shortcuts should have at least one phrase", type: provider)
            }
            shortcuts.append(definition)
        }
        document.shortcutsProviders.append(ShortcutsProviderDefinition(
            identifier: _typeIdentifier(provider),
            shortcuts: shortcuts,
            negativePhrases: provider.negativePhrases.phrases,
            tileColor: provider.shortcutTileColor.color
        ))
    }
}

/// A dependency seen without its intent type.
protocol AnyParameterDependency {
    func parameterDependencies(sink: DiagnosticSink) -> [ParameterDependency]
}

extension IntentParameterDependency: AnyParameterDependency {
    func parameterDependencies(sink: DiagnosticSink) -> [ParameterDependency] {
        let resolver = KeyPathResolver(intent: Intent(), sink: sink)
        return keyPaths.compactMap { keyPath in
            resolver.parameterName(of: keyPath, context: "an @IntentParameterDependency").map {
                ParameterDependency(intent: _typeIdentifier(Intent.self), parameter: $0)
            }
        }
    }
}
