import Diagnostics
import IntentMetadata
import PositionedJSON

/// What reading an `extract.actionsdata` into a metadata document gives.
public struct ActionsDataConversion: Sendable {
    /// The document: every intent, entity, enum, query and App Shortcut, located in the file.
    public var document: MetadataDocument
    /// What the document cannot hold, so the file can be written back unchanged.
    public var sidecar: AppleSidecar
    /// What converting found (values the document holds only approximately, fields that disagree).
    public var diagnostics: [Diagnostic]
}

extension ActionsDataFile {
    /// The metadata document of the file and the facts of its types, without the sidecar (what checks need).
    public func document() -> (document: MetadataDocument, facts: [String: TypeFacts], diagnostics: [Diagnostic]) {
        var converter = ActionsDataConverter(file: self)
        let document = converter.document()
        return (document, converter.facts, converter.diagnostics)
    }

    /// The metadata document of the file, with the facts and the differences it cannot hold in the sidecar.
    ///
    /// The document's definitions are located in this file (line 1, the column of each definition). Writing the
    /// document back with the sidecar (``AppleSidecar/write(_:documentPath:)``) gives this file's values, and its bytes when it
    /// is laid out as Xcode writes it.
    public func convert(version: VersionFile? = nil) -> ActionsDataConversion {
        var converter = ActionsDataConverter(file: self)
        let document = converter.document()
        let toolsVersion = root?["generator"]?["version"]?.stringValue ?? version?.toolsVersion ?? ActionsDataWriter.defaultToolsVersion
        let writer = ActionsDataWriter(module: document.module ?? "", toolsVersion: toolsVersion, facts: converter.facts)
        let derived = writer.write(document).root
        let sidecar = AppleSidecar(
            module: document.module ?? "", toolsVersion: toolsVersion, facts: converter.facts,
            differences: root.map { AppleSidecar.differences(xcode: $0, derived: derived) } ?? [],
            versionFile: version?.root
        )
        return ActionsDataConversion(document: document, sidecar: sidecar, diagnostics: converter.diagnostics)
    }
}

/// Reads the values of an `extract.actionsdata` into a metadata document and the facts of its types.
struct ActionsDataConverter {
    let file: ActionsDataFile
    var facts: [String: TypeFacts] = [:]
    var diagnostics: [Diagnostic] = []
    private var reportedValues: Set<String> = []
    private var reported = 0
    private var offsets: [[AppleJSONPathComponent]: Int] = [:]
    private var cursor: LineCursor?

    init(file: ActionsDataFile) {
        self.file = file
    }

    // MARK: Places

    /// Records where every definition, parameter and App Shortcut is, in one pass over the file.
    private mutating func indexPlaces() {
        offsets = AppleJSONLocator.offsets(in: file.bytes, wanted: { path in
            switch path.count {
            case 2: return true
            case 4: if case .key("parameters") = path[2] { return true } else { return false }
            default: return false
            }
        }, descends: { path in
            switch path.count {
            case 0, 1, 2: return true
            case 3: if case .key("parameters") = path[2] { return true } else { return false }
            default: return false
            }
        })
        cursor = LineCursor(LineTable(file.bytes))
    }

    /// Where the value at `path` is (indexed places are found at once; others are looked for).
    private mutating func location(_ path: [AppleJSONPathComponent]) -> SourceLocation {
        guard let offset = offsets[path] else { return file.location(of: path) }
        // Lookups come in increasing offsets for the definitions of one table; a cursor that has to go back starts over.
        var current = cursor ?? LineCursor(LineTable(file.bytes))
        let (line, column) = current.lineAndColumn(ofOffset: offset)
        cursor = current
        return SourceLocation(file: file.path, line: line, column: column)
    }

    private mutating func report(_ check: Check, _ message: String, at path: [AppleJSONPathComponent]) {
        // Each finding outside the indexed places costs a walk of the file: past a bound, they are counted.
        reported += 1
        guard reported <= ActionsDataReader.maximumFindings else {
            if reported == ActionsDataReader.maximumFindings + 1 {
                diagnostics.append(AppleMetadataChecks.inconsistent.diagnostic("more findings in converting the file are not listed", at: SourceLocation(file: file.path)))
            }
            return
        }
        diagnostics.append(check.diagnostic(message, at: location(path), context: ["path": path.dotted]))
    }

    /// Reports a value IntentKit does not know, once per value.
    private mutating func unknownValue(_ what: String, _ value: String, at path: @autoclosure () -> [AppleJSONPathComponent], approximation: String) {
        guard reportedValues.insert("\(what)=\(value)").inserted else { return }
        report(AppleMetadataChecks.unknownValue, "\(what) \(value) is not one IntentKit knows; the document holds \(approximation), the sidecar the value itself (reported once)", at: path())
    }

    // MARK: Document

    mutating func document() -> MetadataDocument {
        guard let root = file.root, case .object = root else { return MetadataDocument() }
        indexPlaces()
        var document = MetadataDocument()
        for member in root["actions"]?.members ?? [] {
            if let intent = intent(member.value, key: member.key) { document.intents.append(intent) }
        }
        for member in root["entities"]?.members ?? [] {
            if let entity = entity(member.value, key: member.key) { document.entities.append(entity) }
        }
        for (index, value) in (root["enums"]?.elements ?? []).enumerated() {
            if let enumeration = enumeration(value, path: [.key("enums"), .index(index)]) { document.enums.append(enumeration) }
        }
        for member in root["queries"]?.members ?? [] {
            if let query = query(member.value, key: member.key) { document.queries.append(query) }
        }
        if let provider = shortcutsProvider(root) { document.shortcutsProviders.append(provider) }
        var modules: [String: Int] = [:]
        for typeFacts in facts.values where !typeFacts.module.isEmpty { modules[typeFacts.module, default: 0] += 1 }
        document.module = modules.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
        checkReferences(document, root: root)
        return document
    }

    // MARK: Identity

    /// Records the facts of a type from its qualified name, mangled name and availability.
    private mutating func recordFacts(_ value: AppleJSON, identifier: String, path: [AppleJSONPathComponent], qualifiedKey: String, kind: SwiftMangling.NominalKind) {
        let qualified = value[qualifiedKey]?.stringValue ?? identifier
        let mangled = value["mangledTypeNameV2"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? value["mangledTypeName"]?.stringValue ?? ""
        let availability = (value["availabilityAnnotations"]?.members ?? []).map { member in
            PlatformAvailability(platform: member.key, introducedVersion: member.value["introducedVersion"]?.stringValue ?? "")
        }
        for member in value["availabilityAnnotations"]?.members ?? [] where !ActionsDataVocabulary.platformNames.contains(where: { $0.apple == member.key }) {
            unknownValue("the platform", member.key, at: path + [.key("availabilityAnnotations"), .key(member.key)], approximation: "nothing of it")
        }
        var typeFacts: TypeFacts
        if let demangled = SwiftMangling.demangle(mangled) {
            typeFacts = TypeFacts(module: demangled.module, path: demangled.path, availability: availability)
            if demangled.qualifiedName != qualified {
                report(AppleMetadataChecks.inconsistent, "the mangled name '\(mangled)' is \(demangled.qualifiedName), not \(qualified)", at: path + [.key(qualifiedKey)])
            }
        } else {
            let parts = qualified.split(separator: ".").map(String.init)
            let module = parts.count > 1 ? parts[0] : ""
            let names = parts.count > 1 ? Array(parts.dropFirst()) : [identifier]
            typeFacts = TypeFacts(module: module, path: names.map { SwiftMangling.Component($0, kind) }, availability: availability, mangledName: mangled)
            if !mangled.isEmpty {
                report(AppleMetadataChecks.unknownValue, "the mangled name '\(mangled)' is not the mangling of a nominal type IntentKit reads; it is kept as it is", at: path + [.key("mangledTypeNameV2")])
            }
        }
        if let v1 = value["mangledTypeName"]?.stringValue, let v2 = value["mangledTypeNameV2"]?.stringValue, !v1.isEmpty, !v2.isEmpty, v1 != v2 {
            report(AppleMetadataChecks.inconsistent, "mangledTypeName '\(v1)' and mangledTypeNameV2 '\(v2)' name different types", at: path + [.key("mangledTypeName")])
        }
        facts[identifier] = typeFacts
    }

    /// The identifier of a table's entry: its key (unique in the table), which Xcode also writes as its `field`.
    private mutating func identifier(_ value: AppleJSON, key: String, field: String, path: [AppleJSONPathComponent]) -> String {
        if let identifier = value[field]?.stringValue, identifier != key {
            report(AppleMetadataChecks.inconsistent, "the entry '\(key)' has the \(field) '\(identifier)'; Xcode keys each entry by it", at: path + [.key(field)])
        }
        return key
    }

    // MARK: Values

    private func localized(_ value: AppleJSON?) -> LocalizedStringResource? {
        guard let key = value?["key"]?.stringValue else { return nil }
        return LocalizedStringResource(key, table: value?["table"]?.stringValue)
    }

    private mutating func valueType(_ value: AppleJSON?, path: @autoclosure () -> [AppleJSONPathComponent]) -> ValueType {
        guard let member = value?.members?.first else { return .primitive(.string) }
        let wrapper = member.value["wrapper"]
        func inner() -> [AppleJSONPathComponent] { path() + [.key(member.key), .key("wrapper")] }
        switch member.key {
        case "primitive", "intents":
            let identifier = wrapper?["typeIdentifier"]?.intValue ?? -1
            if let type = ActionsDataVocabulary.primitiveType(tag: member.key, identifier: identifier) { return .primitive(type) }
            unknownValue("the \(member.key) type identifier", String(identifier), at: inner() + [.key("typeIdentifier")], approximation: "String")
            return .primitive(.string)
        case "measurement":
            let identifier = wrapper?["unitType"]?.intValue ?? -1
            if let unit = ActionsDataVocabulary.measurementUnits.first(where: { $0.1 == identifier })?.0 { return .measurement(unit) }
            unknownValue("the measurement unit type", String(identifier), at: inner() + [.key("unitType")], approximation: "length")
            return .measurement(.length)
        case "entity":
            return .entity(wrapper?["typeName"]?.stringValue ?? "")
        case "linkEnumeration":
            return .enumeration(wrapper?["identifier"]?.stringValue ?? "")
        case "array":
            return .array(valueType(wrapper?["memberValueType"], path: inner() + [.key("memberValueType")]))
        default:
            unknownValue("the value type", member.key, at: path() + [.key(member.key)], approximation: "String")
            return .primitive(.string)
        }
    }

    // MARK: Intents

    private mutating func intent(_ value: AppleJSON, key: String) -> IntentDefinition? {
        let path: [AppleJSONPathComponent] = [.key("actions"), .key(key)]
        guard case .object = value else { return nil }
        // Located first: lookups that go forward in the file cost nothing, one that goes back a scan of the line.
        let place = location(path)
        let identifier = identifier(value, key: key, field: "identifier", path: path)
        recordFacts(value, identifier: identifier, path: path, qualifiedKey: "fullyQualifiedTypeName", kind: .struct)
        let protocolIdentifiers = (value["systemProtocols"]?.elements ?? []).compactMap(\.stringValue)
        var protocols: [IntentSystemProtocol] = []
        var isWidgetConfiguration = false
        for (index, identifier) in protocolIdentifiers.enumerated() {
            if identifier == ActionsDataVocabulary.widgetConfigurationProtocol {
                isWidgetConfiguration = true
            } else if let proto = ActionsDataVocabulary.intentProtocol(identifier) {
                protocols.append(proto)
            } else {
                unknownValue("the system protocol", identifier, at: path + [.key("systemProtocols"), .index(index)], approximation: "nothing of it")
            }
        }
        var description: IntentDescriptionDefinition?
        if let metadata = value["descriptionMetadata"], let text = localized(metadata["descriptionText"]) {
            description = IntentDescriptionDefinition(
                text,
                categoryName: localized(metadata["categoryName"]?["title"]),
                searchKeywords: (metadata["searchKeywords"]?.elements ?? []).compactMap { localized($0) }
            )
        }
        let policyNumber = value["authenticationPolicy"]?.intValue ?? 0
        var policy: AuthenticationPolicy?
        if value["isAuthPolExplicit"]?.boolValue == true {
            policy = ActionsDataVocabulary.authenticationPolicies.first { $0.1 == policyNumber }?.0
            if policy == nil {
                unknownValue("the authentication policy", String(policyNumber), at: path + [.key("authenticationPolicy")], approximation: "none")
            }
        }
        let openAppWhenRun = value["openAppWhenRun"]?.boolValue ?? false
        var modes: [IntentMode]?
        if let number = value["supportedModes"]?.intValue, number != (openAppWhenRun ? 2 : 1) {
            modes = ActionsDataVocabulary.modeBits.filter { number & $0.1 != 0 }.map(\.0)
        }
        var parameters: [ParameterDefinition] = []
        for (index, parameter) in (value["parameters"]?.elements ?? []).enumerated() {
            parameters.append(self.parameter(parameter, path: path + [.key("parameters"), .index(index)]))
        }
        let intent = IntentDefinition(
            identifier: identifier,
            title: localized(value["title"]) ?? LocalizedStringResource(identifier),
            description: description,
            openAppWhenRun: openAppWhenRun,
            isDiscoverable: value["visibilityMetadata"]?["isDiscoverable"]?.boolValue ?? value["isDiscoverable"]?.boolValue ?? true,
            authenticationPolicy: policy,
            parameters: parameters,
            parameterSummary: summary(value["actionConfiguration"]),
            result: result(value, isConfiguration: isWidgetConfiguration || protocols.contains(.controlConfiguration), path: path),
            isWidgetConfiguration: isWidgetConfiguration,
            isAssistantOnly: value["visibilityMetadata"]?["assistantOnly"]?.boolValue ?? false,
            systemProtocols: protocols,
            supportedModes: modes,
            location: place
        )
        return intent
    }

    private mutating func parameter(_ value: AppleJSON, path: [AppleJSONPathComponent]) -> ParameterDefinition {
        let name = value["name"]?.stringValue ?? ""
        let place = location(path)
        return ParameterDefinition(
            name: name,
            title: localized(value["title"]) ?? LocalizedStringResource(name),
            description: localized(value["parameterDescription"]),
            type: valueType(value["valueType"], path: path + [.key("valueType")]),
            isOptional: value["isOptional"]?.boolValue ?? false,
            location: place
        )
    }

    private func summary(_ value: AppleJSON?) -> ParameterSummaryDefinition? {
        guard let wrapper = value?["actionSummary"]?["wrapper"], let format = wrapper["summaryString"]?["formatString"]?.stringValue else { return nil }
        return .summary(SummarySentence(format, additionalParameters: (wrapper["otherParameterIdentifiers"]?.elements ?? []).compactMap(\.stringValue)))
    }

    private mutating func result(_ value: AppleJSON, isConfiguration: Bool, path: [AppleJSONPathComponent]) -> ResultDefinition? {
        let flags = value["outputFlags"]?.intValue ?? 0
        var result = ActionsDataVocabulary.result(fromFlags: flags)
        if let output = value["outputType"] { result.value = valueType(output, path: path + [.key("outputType")]) }
        let known = ActionsDataVocabulary.knownOutputFlags | (isConfiguration ? ActionsDataVocabulary.noPerformFlag : 0)
        if flags & ~known != 0 {
            unknownValue("the output flags", String(flags), at: path + [.key("outputFlags")], approximation: "the bits it knows")
        }
        return result == ResultDefinition() ? nil : result
    }

    // MARK: Types

    private mutating func entity(_ value: AppleJSON, key: String) -> EntityDefinition? {
        let path: [AppleJSONPathComponent] = [.key("entities"), .key(key)]
        guard case .object = value else { return nil }
        let place = location(path)
        let identifier = identifier(value, key: key, field: "typeName", path: path)
        recordFacts(value, identifier: identifier, path: path, qualifiedKey: "fullyQualifiedTypeName", kind: .struct)
        var protocols: [EntitySystemProtocol] = []
        let pairs = value["systemProtocolMetadata"]?.elements ?? []
        for index in stride(from: 0, to: pairs.count, by: 2) {
            guard let name = pairs[index].stringValue else { continue }
            if let proto = ActionsDataVocabulary.entityProtocols.first(where: { $0.1 == name })?.0 {
                protocols.append(proto)
            } else {
                unknownValue("the entity protocol", name, at: path + [.key("systemProtocolMetadata"), .index(index)], approximation: "nothing of it")
            }
        }
        var properties: [PropertyDefinition] = []
        for (index, property) in (value["properties"]?.elements ?? []).enumerated() {
            let name = property["identifier"]?.stringValue ?? ""
            properties.append(PropertyDefinition(
                name: name,
                title: localized(property["title"]) ?? LocalizedStringResource(name),
                type: valueType(property["valueType"], path: path + [.key("properties"), .index(index), .key("valueType")]),
                isOptional: property["isOptional"]?.boolValue ?? false
            ))
        }
        let name = localized(value["displayTypeName"]) ?? LocalizedStringResource(identifier)
        return EntityDefinition(
            identifier: identifier,
            typeDisplayRepresentation: TypeDisplayRepresentationDefinition(name: name, numericFormat: localized(value["numericFormatTypeName"])),
            properties: properties,
            defaultQuery: value["defaultQueryIdentifier"]?.stringValue.map { $0.split(separator: ".").last.map(String.init) ?? $0 },
            isTransient: value["transient"]?.boolValue ?? false,
            systemProtocols: protocols,
            location: place
        )
    }

    private mutating func enumeration(_ value: AppleJSON, path: [AppleJSONPathComponent]) -> EnumDefinition? {
        guard case .object = value, let identifier = value["identifier"]?.stringValue else { return nil }
        let place = location(path)
        recordFacts(value, identifier: identifier, path: path, qualifiedKey: "fullyQualifiedTypeName", kind: .enum)
        let cases = (value["cases"]?.elements ?? []).map { enumCase in
            let representation = enumCase["displayRepresentation"]
            let caseIdentifier = enumCase["identifier"]?.stringValue ?? ""
            return EnumCaseDefinition(value: .string(caseIdentifier), displayRepresentation: DisplayRepresentationDefinition(
                title: localized(representation?["title"]) ?? LocalizedStringResource(caseIdentifier),
                subtitle: localized(representation?["subtitle"]),
                synonyms: (representation?["synonyms"]?.elements ?? []).compactMap { localized($0) },
                systemImageName: representation?["image"]?["systemImageName"]?["_0"]?.stringValue
            ))
        }
        return EnumDefinition(
            identifier: identifier,
            typeDisplayRepresentation: TypeDisplayRepresentationDefinition(name: localized(value["displayTypeName"]) ?? LocalizedStringResource(identifier)),
            cases: cases,
            location: place
        )
    }

    private mutating func query(_ value: AppleJSON, key: String) -> QueryDefinition? {
        let path: [AppleJSONPathComponent] = [.key("queries"), .key(key)]
        guard case .object = value else { return nil }
        let place = location(path)
        let identifier = identifier(value, key: key, field: "identifier", path: path)
        recordFacts(value, identifier: identifier, path: path, qualifiedKey: "fullyQualifiedIdentifier", kind: .struct)
        let capabilities = value["capabilities"]?.intValue ?? 0
        let kinds = ActionsDataVocabulary.queryCapabilityBits.filter { capabilities & $0.1 != 0 }.map(\.0)
        let known = ActionsDataVocabulary.queryCapabilityBits.reduce(0) { $0 | $1.1 }
        if capabilities & ~known != 0 {
            unknownValue("the query capabilities", String(capabilities), at: path + [.key("capabilities")], approximation: "the kinds it knows")
        }
        let entity = value["entityType"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        var resultType: ValueType?
        if entity == nil, let result = value["resultValueType"], result != .null {
            resultType = valueType(result, path: path + [.key("resultValueType")])
        }
        return QueryDefinition(identifier: identifier, kinds: kinds, entity: entity, resultType: resultType, location: place)
    }

    // MARK: App Shortcuts

    private mutating func shortcutsProvider(_ root: AppleJSON) -> ShortcutsProviderDefinition? {
        let mangled = root["autoShortcutProviderMangledName"]?.stringValue
        let shortcuts = root["autoShortcuts"]?.elements ?? []
        guard mangled != nil || !shortcuts.isEmpty else { return nil }
        var identifier = "AppShortcuts"
        if let mangled, let demangled = SwiftMangling.demangle(mangled), let name = demangled.path.last?.name {
            identifier = name
            facts[identifier] = TypeFacts(module: demangled.module, path: demangled.path)
        } else if let mangled, !mangled.isEmpty {
            report(AppleMetadataChecks.unknownValue, "the provider's mangled name '\(mangled)' is not the mangling of a nominal type IntentKit reads; it is kept as it is", at: [.key("autoShortcutProviderMangledName")])
        }
        var definitions: [AppShortcutDefinition] = []
        for (index, shortcut) in shortcuts.enumerated() {
            definitions.append(AppShortcutDefinition(
                intent: shortcut["actionIdentifier"]?.stringValue ?? "",
                phrases: (shortcut["phraseTemplates"]?.elements ?? []).compactMap { $0["key"]?.stringValue },
                shortTitle: localized(shortcut["shortTitle"]),
                systemImageName: shortcut["systemImageName"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 },
                location: location([.key("autoShortcuts"), .index(index)])
            ))
        }
        let colorIndex = root["shortcutTileColor"]?.intValue ?? ActionsDataVocabulary.defaultTileColor
        let color = ActionsDataVocabulary.tileColors.indices.contains(colorIndex) ? ActionsDataVocabulary.tileColors[colorIndex] : nil
        if color == nil {
            unknownValue("the tile colour", String(colorIndex), at: [.key("shortcutTileColor")], approximation: "none")
        }
        return ShortcutsProviderDefinition(
            identifier: identifier,
            shortcuts: definitions,
            negativePhrases: (root["negativePhrases"]?.elements ?? []).compactMap { $0["key"]?.stringValue ?? $0.stringValue },
            tileColor: colorIndex == ActionsDataVocabulary.defaultTileColor ? nil : color,
            location: location([.key("autoShortcutProviderMangledName")])
        )
    }

    // MARK: References

    /// Reports references that name nothing in the file: a parameter's entity or enum, a default query, a query's
    /// entity, an App Shortcut's intent.
    private mutating func checkReferences(_ document: MetadataDocument, root: AppleJSON) {
        let entities = Set(document.entities.map(\.identifier))
        let enums = Set(document.enums.map(\.identifier))
        let queries = Set(document.queries.map(\.identifier))
        let intents = Set(document.intents.map(\.identifier))
        func missing(_ type: ValueType) -> String? {
            switch type.elementType {
            case .entity(let name): entities.contains(name) ? nil : "entity '\(name)'"
            case .enumeration(let name): enums.contains(name) ? nil : "enum '\(name)'"
            default: nil
            }
        }
        for intent in document.intents {
            for (index, parameter) in intent.parameters.enumerated() {
                if let name = missing(parameter.type) {
                    report(AppleMetadataChecks.inconsistent, "parameter '\(parameter.name)' of \(intent.identifier) is of the \(name), which the file does not define",
                           at: [.key("actions"), .key(intent.identifier), .key("parameters"), .index(index), .key("valueType")])
                }
            }
        }
        for entity in document.entities {
            if let query = entity.defaultQuery, !queries.contains(query) {
                report(AppleMetadataChecks.inconsistent, "entity \(entity.identifier)'s default query '\(query)' is not in the file", at: [.key("entities"), .key(entity.identifier), .key("defaultQueryIdentifier")])
            }
        }
        for query in document.queries {
            if let entity = query.entity, !entities.contains(entity) {
                report(AppleMetadataChecks.inconsistent, "query \(query.identifier) returns entity '\(entity)', which the file does not define", at: [.key("queries"), .key(query.identifier), .key("entityType")])
            }
        }
        for (index, shortcut) in document.allShortcuts.enumerated() where !intents.contains(shortcut.intent) {
            report(AppleMetadataChecks.inconsistent, "an App Shortcut runs '\(shortcut.intent)', which is not among the file's actions", at: [.key("autoShortcuts"), .index(index), .key("actionIdentifier")])
        }
    }
}
