import Diagnostics
import IntentMetadata

extension ActionsDataWriter.Context {
    /// Whether an intent configures a widget or a control: such an intent has no `perform()` of its own and is
    /// kept out of Shortcuts' list of actions.
    static func isConfiguration(_ intent: IntentDefinition) -> Bool {
        intent.isWidgetConfiguration || intent.adopts(.controlConfiguration)
    }

    /// One entry of `actions`.
    mutating func action(_ intent: IntentDefinition) -> AppleJSON {
        let facts = writer.facts(of: intent.identifier, kind: .struct)
        let mangled = mangled(facts, of: intent.identifier, at: intent.location)
        var members: [AppleJSON.Member] = [
            .init("assistantDefinedSchemaTraits", .emptyArray),
            .init("assistantDefinedSchemas", .emptyArray),
            .init("authenticationPolicy", .integer(ActionsDataVocabulary.authenticationPolicies.first { $0.0 == intent.authenticationPolicy }?.1 ?? 0)),
            .init("availabilityAnnotations", availability(facts)),
            .init("effectiveBundleIdentifiers", .emptyArray),
            .init("fullyQualifiedTypeName", .string(facts.qualifiedName)),
            .init("identifier", .string(intent.identifier)),
            .init("isAuthPolExplicit", .bool(intent.authenticationPolicy != nil)),
            .init("isDiscoverable", .bool(intent.isDiscoverable && !Self.isConfiguration(intent))),
            // Xcode 17C528 writes the first-generation mangled name only for intents an OS before 17 can run.
            .init("mangledTypeName", .string(Self.runsBefore17(facts) ? mangled : "")),
            .init("mangledTypeNameByBundleIdentifier", .emptyObject),
            .init("mangledTypeNameByBundleIdentifierV2", .emptyObject),
            .init("mangledTypeNameV2", .string(mangled)),
            .init("openAppWhenRun", .bool(intent.openAppWhenRun)),
            .init("outputFlags", .integer(outputFlags(intent))),
            .init("parameters", .array(intent.parameters.map { parameter($0, of: intent) })),
            .init("presentationStyle", .integer(0)),
            .init("requiredCapabilities", .emptyArray),
            .init("supportedModes", .integer(supportedModes(intent))),
            .init("title", ActionsDataValues.localized(intent.title)),
            .init("typeSpecificMetadata", .array(typeSpecificMetadata(intent))),
            .init("visibilityMetadata", .object(["assistantOnly": .bool(intent.isAssistantOnly), "isDiscoverable": .bool(intent.isDiscoverable)])),
        ]
        let protocols = systemProtocols(intent)
        members.append(.init("systemProtocols", .array(protocols.map { .string($0) })))
        let metadata = AppleJSON.array(protocols.flatMap { [.string($0), ActionsDataValues.emptyProtocolMetadata] })
        members.append(.init("systemProtocolMetadata", metadata))
        members.append(.init("systemProtocolMetadataV2", metadata))
        if let description = intent.description {
            var text: [AppleJSON.Member] = [
                .init("descriptionText", ActionsDataValues.localized(description.text)),
                .init("searchKeywords", .array(description.searchKeywords.map(ActionsDataValues.localized))),
            ]
            if let category = description.categoryName {
                text.append(.init("categoryName", .object(["title": ActionsDataValues.localized(category)])))
            }
            if description.resultValueName != nil {
                unwritten("\(intent.identifier): the description's resultValueName has no known form and is not written", at: intent.location)
            }
            members.append(.init("descriptionMetadata", .object(text)))
        }
        if let value = intent.result?.value {
            members.append(.init("outputType", valueType(value, at: intent.location, owner: "the result of \(intent.identifier)")))
        }
        if let summary = intent.parameterSummary {
            if case .summary(let sentence) = summary {
                members.append(.init("actionConfiguration", Self.actionConfiguration(sentence)))
            } else {
                unwritten("\(intent.identifier): a parameter summary with When or Switch has no known form and is not written", at: intent.location)
            }
        }
        if let schema = intent.schema {
            unwritten("\(intent.identifier): the assistant schema '\(schema)' has no known form; assistantDefinedSchemas is written empty", at: intent.location)
        }
        if intent.intentClassName != nil {
            unwritten("\(intent.identifier): the SiriKit intent it replaces (CustomIntentMigratedAppIntent) has no known form and is not written", at: intent.location)
        }
        return .object(members)
    }

    /// Whether the facts make the intent available on an OS before 17 (or say nothing of iOS).
    static func runsBefore17(_ facts: TypeFacts) -> Bool {
        guard let version = facts.introduced(on: "LNPlatformNameIOS"), let major = Int(version.split(separator: ".").first ?? "") else { return true }
        return major < 17
    }

    /// `{"actionSummary": {"wrapper": {"otherParameterIdentifiers": […], "summaryString": {"formatString": …, "parameterIdentifiers": […]}}}}`.
    static func actionConfiguration(_ sentence: SummarySentence) -> AppleJSON {
        .object(["actionSummary": .object(["wrapper": .object([
            "otherParameterIdentifiers": .array(sentence.additionalParameters.map { .string($0) }),
            "summaryString": .object([
                "formatString": .string(sentence.format),
                "parameterIdentifiers": .array(sentence.placeholders.map { .string($0) }),
            ]),
        ])])])
    }

    func outputFlags(_ intent: IntentDefinition) -> Int {
        guard let result = intent.result else { return Self.isConfiguration(intent) ? ActionsDataVocabulary.noPerformFlag : 0 }
        return ActionsDataVocabulary.outputFlags(of: result)
    }

    func supportedModes(_ intent: IntentDefinition) -> Int {
        Self.modeBits(intent.supportedModes, openAppWhenRun: intent.openAppWhenRun)
    }

    /// `supportedModes`: the declared modes' bits; without a declaration, 2 for an intent that opens the app, else 1.
    static func modeBits(_ modes: [IntentMode]?, openAppWhenRun: Bool) -> Int {
        guard let modes else { return openAppWhenRun ? 2 : 1 }
        return ActionsDataVocabulary.modeBits.reduce(0) { modes.contains($1.0) ? $0 | $1.1 : $0 }
    }

    /// The system protocol identifiers, in the document's order; the widget configuration protocol first.
    mutating func systemProtocols(_ intent: IntentDefinition) -> [String] {
        var identifiers: [String] = intent.isWidgetConfiguration ? [ActionsDataVocabulary.widgetConfigurationProtocol] : []
        for proto in intent.systemProtocols {
            if let identifier = ActionsDataVocabulary.appleIdentifier(proto) {
                identifiers.append(identifier)
            } else {
                unwritten("\(intent.identifier): the identifier Apple's metadata gives \(proto.rawValue) is not known; it is not written", at: intent.location)
            }
        }
        return identifiers
    }

    /// An open intent's target: the enum (or entity) it opens, as `LNActionTypeMetadataKeyEntityType` and `…EntityMetadata`.
    mutating func typeSpecificMetadata(_ intent: IntentDefinition) -> [AppleJSON] {
        guard intent.adopts(.open), let target = intent.parameter(named: "target") else { return [] }
        switch target.type {
        case .enumeration(let identifier):
            guard let enumeration = document.enumeration(identifier) else { return [] }
            return [
                .string("LNActionTypeMetadataKeyEntityType"), .object(["string": .object(["wrapper": .string(identifier)])]),
                .string("LNActionTypeMetadataKeyEntityMetadata"), .object(["enumMetadata": .object(["wrapper": self.enumeration(enumeration)])]),
            ]
        case .entity(let identifier):
            guard let entity = document.entity(identifier) else { return [] }
            return [
                .string("LNActionTypeMetadataKeyEntityType"), .object(["string": .object(["wrapper": .string(identifier)])]),
                .string("LNActionTypeMetadataKeyEntityMetadata"), .object(["entityMetadata": .object(["wrapper": self.entity(entity)])]),
            ]
        default:
            return []
        }
    }

    /// One parameter.
    mutating func parameter(_ parameter: ParameterDefinition, of intent: IntentDefinition) -> AppleJSON {
        let owner = "parameter '\(parameter.name)' of \(intent.identifier)"
        let location = parameter.location ?? intent.location
        var dynamicOptions = 0
        if case .entity = parameter.type.elementType { dynamicOptions = 1 }
        if parameter.optionsProvider != nil { dynamicOptions = 1 }
        var members: [AppleJSON.Member] = [
            .init("capabilities", .integer(0)),
            .init("dynamicOptionsSupport", .integer(dynamicOptions)),
            .init("inputConnectionBehavior", .integer(0)),
            .init("isInput", .bool(false)),
            .init("isOptional", .bool(parameter.isOptional)),
            .init("name", .string(parameter.name)),
            .init("resolvableInputTypes", .array(resolvableInputs(parameter.type))),
            .init("title", ActionsDataValues.localized(parameter.title)),
            .init("typeSpecificMetadata", .emptyArray),
            .init("valueType", valueType(parameter.type, at: location, owner: owner)),
        ]
        if let description = parameter.description {
            members.append(.init("parameterDescription", ActionsDataValues.localized(description)))
        }
        var options: [String] = []
        if parameter.defaultValue != nil { options.append("default") }
        if parameter.requestValueDialog != nil { options.append("requestValueDialog") }
        if parameter.requestDisambiguationDialog != nil { options.append("requestDisambiguationDialog") }
        if parameter.size != nil || parameter.sizeByWidgetFamily != nil { options.append("size") }
        if parameter.inputOptions != nil { options.append("inputOptions") }
        if parameter.controlStyle != nil { options.append("controlStyle") }
        if parameter.inclusiveRange != nil { options.append("inclusiveRange") }
        if parameter.dateKind != nil { options.append("kind") }
        if parameter.defaultUnit != nil || parameter.unit != nil || parameter.adjustsUnitForLocale != nil || parameter.supportsNegativeNumbers != nil {
            options.append("unit")
        }
        if parameter.supportedContentTypes != nil { options.append("supportedContentTypes") }
        if !options.isEmpty {
            unwritten("\(owner): \(options.joined(separator: ", ")) \(options.count == 1 ? "has" : "have") no verified form in Apple's metadata and \(options.count == 1 ? "is" : "are") not written", at: location)
        }
        return .object(members)
    }
}
