import Diagnostics
import IntentMetadata

extension DefinitionReader {
    /// Query types App Intents provides, which a `defaultQuery` may name without the sources declaring them.
    static let frameworkQueries: Set<String> = ["UniqueAppEntityProvider", "TransientAppEntityQuery", "_TransientAppEntityQuery"]

    /// Reads an `AppEntity`: its type display representation, properties, default query, schema and protocols.
    func readEntity(_ name: String) -> EntityDefinition? {
        guard let declaration = declaration(of: name) else { return nil }
        let isDeclared = catalog.types[name] != nil
        if !isDeclared {
            report(ExtractionChecks.unresolvedType,
                   "'\(name)' gains AppEntity here, but its declaration is not in the sources read; it is read from its extensions only, so properties declared with the type are missing",
                   at: declaration.location, fixIt: "pass the sources that declare '\(name)' with --reference")
        }
        let conformances = catalog.conformances(of: name)
        let isTransient = conformances.contains(AppIntentsProtocol.transientAppEntity.rawValue)
        let schema = catalog.attribute(Set(MacroConformance.schemaMacros.keys), of: name).flatMap(MacroConformance.schema(of:))
        var typeRepresentation = TypeDisplayRepresentationDefinition(name: LocalizedStringResource(schema.map(Self.schemaTitle) ?? name))
        if let property = staticProperty("typeDisplayRepresentation", of: name) {
            typeRepresentation = self.typeDisplayRepresentation(property) ?? typeRepresentation
        } else if schema == nil {
            report(ExtractionChecks.missingRequirement, "the AppEntity '\(name)' has no static 'typeDisplayRepresentation'", at: declaration.location)
        }
        var defaultQuery: String?
        if !isTransient {
            if let property = staticProperty("defaultQuery", of: name) {
                defaultQuery = queryType(property)
            } else if !isRawRepresentable(name) && schema == nil {
                report(ExtractionChecks.missingRequirement, "the AppEntity '\(name)' has no static 'defaultQuery'", at: declaration.location,
                       notes: [.init("only a TransientAppEntity, or an entity with raw values (an enum with a raw type), has a default query")])
            }
        }
        var supportedContentTypes: [String]?
        if conformances.contains(EntitySystemProtocol.file.rawValue), let property = staticProperty("supportedContentTypes", of: name) {
            supportedContentTypes = contentTypes(property.value, in: property.file, at: property.valueRange)
        }
        return EntityDefinition(
            identifier: name,
            typeDisplayRepresentation: typeRepresentation,
            properties: properties(of: name, isSchema: schema != nil),
            defaultQuery: defaultQuery,
            isTransient: isTransient,
            schema: schema,
            systemProtocols: EntitySystemProtocol.allCases.filter { conformances.contains($0.rawValue) },
            supportedContentTypes: supportedContentTypes,
            location: declaration.location
        )
    }

    /// The query a `defaultQuery` names: `Query()`, `.init()` with a declared type, or its declared type;
    /// `nil` for the queries App Intents provides.
    private func queryType(_ property: StaticProperty) -> String? {
        var query = property.value?.initializedTypeName
        if query == "init" || query == nil { query = property.type?.simpleName }
        guard let query else {
            unsupported("this defaultQuery (read as a call to the query's initializer)", at: property.valueRange, in: property.file)
            return nil
        }
        return Self.frameworkQueries.contains(query) ? nil : query
    }

    /// Whether the entity has raw values (an enum with a raw type, or a declared `rawValue`), so App Intents
    /// gives it a default query.
    private func isRawRepresentable(_ name: String) -> Bool {
        if catalog.types[name]?.rawType != nil || catalog.conformances(of: name).contains("RawRepresentable") { return true }
        return instanceProperties(of: name).contains { $0.name == "rawValue" }
    }

    /// The entity's properties: `@Property`, `@ComputedProperty`, `@DeferredProperty`, and for a schema entity
    /// every stored `var` without an attribute except `id` (the schema macro makes them properties).
    private func properties(of name: String, isSchema: Bool) -> [PropertyDefinition] {
        instanceProperties(of: name).compactMap { property -> PropertyDefinition? in
            let kind: PropertyKind
            let attribute = property.attribute(["Property", "EntityProperty", "ComputedProperty", "DeferredProperty"])
            switch attribute?.name {
            case "ComputedProperty": kind = .computed
            case "DeferredProperty": kind = .deferred
            case "Property", "EntityProperty": kind = .stored
            default:
                guard isSchema, property.member.attributes.isEmpty, !property.member.isComputed, !property.member.isLet, property.name != "id" else { return nil }
                kind = .stored
            }
            let context = "the property '\(property.name)' of \(name)"
            guard let typeRef = property.type else {
                unsupported("\(context) without a declared type", at: property.range, in: property.file)
                return nil
            }
            guard let declared = declaredType(typeRef, owner: name, in: property.file, at: property.member.typeRange ?? property.range, for: context) else { return nil }
            var definition = PropertyDefinition(
                name: property.name,
                title: LocalizedStringResource(ParameterDefinition.inferredTitle(fromName: property.name)),
                type: declared.type,
                isOptional: declared.isOptional,
                kind: kind,
                location: property.file.location(of: attribute?.range ?? property.member.declarationRange)
            )
            for argument in attribute?.arguments ?? [] {
                switch argument.label {
                case nil, "title":
                    if let title = localizedString(argument.value, in: property.file) { definition.title = title }
                case "indexingKey":
                    if let key = argument.value.plainKeyPathName {
                        definition.indexingKey = key
                    } else {
                        unsupported("this indexingKey (read as a key path literal into CSSearchableItemAttributeSet, \\.name)", at: argument.value.range, in: property.file)
                    }
                case "customIndexingKey":
                    if let call = argument.value.unwrapped.call, let key = call[label: "keyName"]?.stringValue {
                        definition.customIndexingKey = key
                    } else {
                        unsupported("this customIndexingKey (read as CSCustomAttributeKey(keyName: \"…\"))", at: argument.value.range, in: property.file)
                    }
                case "description", "authenticationPolicy", "visibility", "identifier":
                    break
                default:
                    unsupported("the \(attribute?.name ?? "Property") option '\(argument.label ?? "")'", at: argument.value.range, in: property.file)
                }
            }
            return definition
        }
    }

    /// Uniform type identifiers from `[.pdf, UTType.png, UTType("com.example.x")!]`.
    func contentTypes(_ expr: Expr?, in file: SourceFile, at range: SourceRange) -> [String]? {
        guard let expr else {
            unsupported("these content types (read as an array of UTType members)", at: range, in: file)
            return nil
        }
        let elements = expr.arrayElements ?? [expr]
        var identifiers: [String] = []
        for element in elements {
            let element = element.unwrapped
            if let member = appleMember(element), let identifier = UniformTypeIdentifiers.byMemberName[member] {
                identifiers.append(identifier)
            } else if let call = element.call, call.calleeName == "UTType" || call.calleeName == "init",
                      let identifier = (call.unlabelled.first ?? call[label: "exportedAs"] ?? call[label: "importedAs"])?.stringValue {
                identifiers.append(identifier)
            } else {
                unsupported("the content type '\(file.text(of: element.range))' (read as a UTType member such as .pdf, or UTType(\"identifier\"))",
                            at: element.range, in: file)
                return nil
            }
        }
        return identifiers
    }
}
