import Diagnostics
import IntentMetadata

extension ActionsDataWriter.Context {
    /// One entry of `entities`.
    mutating func entity(_ entity: EntityDefinition) -> AppleJSON {
        let facts = writer.facts(of: entity.identifier, kind: .struct)
        var members: [AppleJSON.Member] = [
            .init("assistantDefinedSchemas", .emptyArray),
            .init("availabilityAnnotations", availability(facts)),
            .init("displayTypeName", ActionsDataValues.localized(entity.typeDisplayRepresentation.name)),
            .init("effectiveBundleIdentifiers", .emptyArray),
            .init("fullyQualifiedTypeName", .string(facts.qualifiedName)),
            .init("mangledTypeName", .string(mangled(facts, of: entity.identifier, at: entity.location))),
            .init("mangledTypeNameByBundleIdentifier", .emptyObject),
            .init("properties", .array(entity.properties.map { property($0, of: entity) })),
            .init("requiredCapabilities", .emptyArray),
            .init("transient", .bool(entity.isTransient)),
            .init("typeName", .string(entity.identifier)),
            .init("visibilityMetadata", ActionsDataValues.visible),
        ]
        if let numericFormat = entity.typeDisplayRepresentation.numericFormat {
            members.append(.init("numericFormatTypeName", ActionsDataValues.localized(numericFormat)))
        }
        if let query = entity.defaultQuery {
            members.append(.init("defaultQueryIdentifier", .string(writer.facts(of: query, kind: .struct).qualifiedName)))
        }
        var protocols: [AppleJSON] = []
        for proto in entity.systemProtocols {
            if let identifier = ActionsDataVocabulary.entityProtocols.first(where: { $0.0 == proto })?.1 {
                protocols += [.string(identifier), ActionsDataValues.emptyProtocolMetadata]
            } else {
                unwritten("\(entity.identifier): the identifier Apple's metadata gives \(proto.rawValue) is not known; it is not written", at: entity.location)
            }
        }
        members.append(.init("systemProtocolMetadata", .array(protocols)))
        members.append(.init("systemProtocolMetadataV2", .array(protocols)))
        if let schema = entity.schema {
            unwritten("\(entity.identifier): the assistant schema '\(schema)' has no known form; assistantDefinedSchemas is written empty", at: entity.location)
        }
        return .object(members)
    }

    /// One entity property (a form reported by public generators, not in a file Xcode wrote).
    mutating func property(_ property: PropertyDefinition, of entity: EntityDefinition) -> AppleJSON {
        let location = property.location ?? entity.location
        if property.kind != .stored || property.indexingKey != nil || property.customIndexingKey != nil {
            unwritten("property '\(property.name)' of \(entity.identifier): its kind and indexing keys have no known form and are not written", at: location)
        }
        return .object([
            "capabilities": .integer(0),
            "identifier": .string(property.name),
            "isOptional": .bool(property.isOptional),
            "title": ActionsDataValues.localized(property.title),
            "valueType": valueType(property.type, at: location, owner: "property '\(property.name)' of \(entity.identifier)"),
        ])
    }

    /// One entry of `enums`.
    mutating func enumeration(_ enumeration: EnumDefinition) -> AppleJSON {
        let facts = writer.facts(of: enumeration.identifier, kind: .enum)
        let cases: [AppleJSON] = enumeration.cases.map { enumCase in
            var representation: [AppleJSON.Member] = [.init("title", ActionsDataValues.localized(enumCase.displayRepresentation.title))]
            if let subtitle = enumCase.displayRepresentation.subtitle {
                representation.append(.init("subtitle", ActionsDataValues.localized(subtitle)))
            }
            if !enumCase.displayRepresentation.synonyms.isEmpty {
                representation.append(.init("synonyms", .array(enumCase.displayRepresentation.synonyms.map(ActionsDataValues.localized))))
            }
            if let name = enumCase.displayRepresentation.systemImageName {
                let image = AppleJSON.object(["systemImageName": .object(["_0": .string(name)])])
                representation.append(.init("image", image))
                representation.append(.init("imageV2", image))
            }
            return .object([
                "displayRepresentation": .object(representation),
                "identifier": .string(Self.caseIdentifier(enumCase.value)),
            ])
        }
        if !enumeration.systemProtocols.isEmpty {
            unwritten("\(enumeration.identifier): the identifiers Apple's metadata gives enum protocols are not known; they are not written", at: enumeration.location)
        }
        if let schema = enumeration.schema {
            unwritten("\(enumeration.identifier): the assistant schema '\(schema)' has no known form; assistantDefinedSchemas is written empty", at: enumeration.location)
        }
        return .object([
            "assistantDefinedSchemas": .emptyArray,
            "availabilityAnnotations": availability(facts),
            "cases": .array(cases),
            "displayTypeName": ActionsDataValues.localized(enumeration.typeDisplayRepresentation.name),
            "effectiveBundleIdentifiers": .emptyArray,
            "fullyQualifiedTypeName": .string(facts.qualifiedName),
            "identifier": .string(enumeration.identifier),
            "isSystem": .bool(false),
            "mangledTypeName": .string(mangled(facts, of: enumeration.identifier, at: enumeration.location)),
            "mangledTypeNameByBundleIdentifier": .emptyObject,
            "visibilityMetadata": ActionsDataValues.visible,
        ])
    }

    /// A case's identifier: its raw value as text.
    static func caseIdentifier(_ value: MetadataValue) -> String {
        switch value {
        case .string(let text): text
        case .integer(let number): String(number)
        case .double(let number): String(number)
        case .boolean(let flag): String(flag)
        case .array: "\(value)"
        }
    }

    /// One entry of `queries`.
    mutating func query(_ query: QueryDefinition) -> AppleJSON {
        let facts = writer.facts(of: query.identifier, kind: .struct)
        let capabilities = ActionsDataVocabulary.queryCapabilityBits.reduce(0) { query.kinds.contains($1.0) ? $0 | $1.1 : $0 }
        let isDefault = document.entities.contains { $0.defaultQuery == query.identifier }
        let result: AppleJSON
        if let entity = query.entity {
            result = .object(["entity": .object(["wrapper": .object(["typeName": .string(entity)])])])
        } else if let type = query.resultType {
            result = valueType(type, at: query.location, owner: "the results of \(query.identifier)")
        } else {
            result = .null
        }
        if !query.dependencies.isEmpty || !query.properties.isEmpty || !query.sortingOptions.isEmpty {
            unwritten("\(query.identifier): parameter dependencies, properties and sorting options have no verified form and are not written", at: query.location)
        }
        return .object([
            "availabilityAnnotations": availability(facts),
            "capabilities": .integer(capabilities),
            "defaultQueryForEntity": .bool(isDefault),
            "effectiveBundleIdentifiers": .emptyArray,
            "entityType": .string(query.entity ?? ""),
            "fullyQualifiedIdentifier": .string(facts.qualifiedName),
            "identifier": .string(query.identifier),
            "mangledTypeName": .string(mangled(facts, of: query.identifier, at: query.location)),
            "mangledTypeNameByBundleIdentifier": .emptyObject,
            "parameters": .emptyArray,
            "queryType": .string(query.identifier),
            "resultValueType": result,
            "sortingOptions": .emptyArray,
            "visibilityMetadata": ActionsDataValues.visible,
        ])
    }

    /// `autoShortcuts`, `autoShortcutProviderMangledName`, `negativePhrases` and `shortcutTileColor`.
    mutating func shortcuts() -> [AppleJSON.Member] {
        guard let provider = document.shortcutsProviders.first else {
            return [
                .init("autoShortcuts", .emptyArray),
                .init("negativePhrases", .emptyArray),
                .init("shortcutTileColor", .integer(ActionsDataVocabulary.defaultTileColor)),
            ]
        }
        for extra in document.shortcutsProviders.dropFirst() {
            unwritten("a second App Shortcuts provider, '\(extra.identifier)', is not written: the metadata holds one, as the system uses one", at: extra.location)
        }
        let facts = writer.facts(of: provider.identifier, kind: .struct)
        var shortcuts: [AppleJSON] = []
        for shortcut in provider.shortcuts {
            let intentFacts = writer.facts(of: shortcut.intent, kind: .struct)
            var members: [AppleJSON.Member] = [
                .init("actionIdentifier", .string(shortcut.intent)),
                .init("availabilityAnnotations", availability(intentFacts)),
                .init("phraseTemplates", .array(shortcut.phrases.map { ActionsDataValues.localized(LocalizedStringResource($0)) })),
                .init("systemImageName", .string(shortcut.systemImageName ?? "")),
            ]
            if let title = shortcut.shortTitle { members.append(.init("shortTitle", ActionsDataValues.localized(title))) }
            if shortcut.parameterPresentation != nil {
                unwritten("the App Shortcut of \(shortcut.intent): its parameter presentation has no known form and is not written", at: shortcut.location)
            }
            shortcuts.append(.object(members))
        }
        let color = provider.tileColor.flatMap { ActionsDataVocabulary.tileColors.firstIndex(of: $0) } ?? ActionsDataVocabulary.defaultTileColor
        return [
            .init("autoShortcutProviderMangledName", .string(mangled(facts, of: provider.identifier, at: provider.location))),
            .init("autoShortcuts", .array(shortcuts)),
            .init("negativePhrases", .array(provider.negativePhrases.map { ActionsDataValues.localized(LocalizedStringResource($0)) })),
            .init("shortcutTileColor", .integer(color)),
        ]
    }
}
