import Foundation
import Diagnostics
import IntentLocalization

/// Maps the property list tree of a definition to ``SiriIntentDefinition``.
struct DefinitionTreeReader {
    let report: DefinitionReport

    /// Reads the root dictionary, which it consumes: once the rest is read, each intent's subtree is freed as soon
    /// as the intent is read, so the tree and the model it becomes are not both whole in memory at once.
    func readRoot(_ root: consuming PlistScope, path: String, name: String) -> SiriIntentDefinition? {
        guard ["INIntentDefinitionModelVersion", "INIntents", "INEnums", "INTypes"].contains(where: root.has) else {
            report.report(MigrationChecks.unreadableDefinition, "the property list is not an intent definition: its root dictionary has no INIntents, INEnums or INTypes", at: root.offset)
            return nil
        }
        root.reportUnknownKeys(known: DefinitionFormat.root)
        var definition = SiriIntentDefinition(path: path, name: name)
        definition.localizationKeys = Self.localizationKeys(in: root.node)
        definition.enums = root.array("INEnums").compactMap { readEnum($0.node, keyPath: $0.keyPath) }
        definition.types = root.array("INTypes").compactMap { readType($0.node, keyPath: $0.keyPath) }
        var pending = root.array("INIntents")
        _ = consume root
        var intents: [SiriIntent] = []
        intents.reserveCapacity(pending.count)
        for index in pending.indices {
            let (node, keyPath) = pending[index]
            pending[index].node = PlistNode(value: .bool(false), offset: node.offset)
            if let intent = readIntent(node, keyPath: keyPath) { intents.append(intent) }
        }
        definition.intents = intents
        checkReferences(definition)
        return definition
    }

    /// The string values of every key ending in `ID` in the tree.
    static func localizationKeys(in node: PlistNode) -> Set<String> {
        var keys: Set<String> = []
        var stack = [node]
        while let next = stack.popLast() {
            switch next.value {
            case .dictionary(let members):
                for member in members {
                    if member.key.hasSuffix("ID"), let text = member.value.stringValue { keys.insert(text) }
                    stack.append(member.value)
                }
            case .array(let elements):
                stack += elements
            default:
                break
            }
        }
        return keys
    }

    // MARK: Intents

    func readIntent(_ node: PlistNode, keyPath: String) -> SiriIntent? {
        guard let scope = PlistScope(node, keyPath: keyPath, report: report) else { return nil }
        scope.reportUnknownKeys(known: DefinitionFormat.intent)
        guard let name = scope.requiredString("INIntentName") else { return nil }
        var intent = SiriIntent(name: name, title: scope.text("INIntentTitle") ?? DefinitionText(name), location: report.location(node.offset))
        intent.classPrefix = scope.string("INIntentClassPrefix").flatMap { $0.isEmpty ? nil : $0 }
        intent.classNameOverride = scope.string("INIntentClassName").flatMap { $0.isEmpty ? nil : $0 }
        let type = scope.string("INIntentType") ?? "Custom"
        intent.isSystem = type == "System"
        if type != "System" && type != "Custom" {
            report.report(MigrationChecks.unknownType, "\(keyPath).INIntentType: unknown intent type '\(type)'; read as Custom", at: node.offset)
        }
        intent.domain = scope.string("INIntentDomain")
        intent.isDeprecated = scope.bool("INIntentDeprecated") ?? false
        for key in ["INIntentCustomizable", "INIntentForeground"] { _ = scope.bool(key) }
        for key in ["INIntentDefaultImageName", "INIntentEntity"] { _ = scope.string(key) }
        _ = scope.integer("INIntentRestrictions")
        for element in scope.array("INIntentPhrases") {
            PlistScope(element.node, keyPath: element.keyPath, report: report)?.reportUnknownKeys(known: DefinitionFormat.phrase)
        }
        intent.category = scope.string("INIntentCategory")
        intent.verb = scope.string("INIntentVerb")
        intent.description = scope.text("INIntentDescription").flatMap { $0.value.isEmpty ? nil : $0 }
        intent.isConfigurable = scope.bool("INIntentConfigurable") ?? false
        intent.isEligibleForWidgets = scope.bool("INIntentEligibleForWidgets") ?? false
        intent.isIneligibleForSuggestions = scope.bool("INIntentIneligibleForSuggestions") ?? false
        intent.requiresUserConfirmation = scope.bool("INIntentUserConfirmationRequired") ?? false
        intent.inputParameter = scope.string("INIntentInput")
        intent.keyParameter = scope.string("INIntentKeyParameter")
        _ = scope.integer("INIntentLastParameterTag")
        intent.parameters = scope.array("INIntentParameters").compactMap {
            readParameter($0.node, keyPath: $0.keyPath, prefix: "INIntentParameter")
        }
        let explicit = readCombinations(scope, key: "INIntentParameterCombinations")
        let managed = readCombinations(scope, key: "INIntentManagedParameterCombinations")
        intent.combinations = explicit.isEmpty ? managed : explicit
        if let response = scope.dictionary("INIntentResponse") {
            intent.response = readResponse(response)
        }
        return intent
    }

    private func readCombinations(_ scope: PlistScope, key: String) -> [SiriParameterCombination] {
        scope.entries(key).map { entry in
            entry.scope.reportUnknownKeys(known: DefinitionFormat.combination)
            let names = entry.key.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return SiriParameterCombination(
                parameters: names,
                title: entry.scope.text("INIntentParameterCombinationTitle"),
                subtitle: entry.scope.text("INIntentParameterCombinationSubtitle"),
                isPrimary: entry.scope.bool("INIntentParameterCombinationIsPrimary") ?? false,
                supportsBackgroundExecution: entry.scope.bool("INIntentParameterCombinationSupportsBackgroundExecution") ?? false,
                location: report.location(entry.keyOffset)
            )
        }
    }

    private func readResponse(_ scope: PlistScope) -> SiriResponse {
        scope.reportUnknownKeys(known: DefinitionFormat.response)
        _ = scope.integer("INIntentResponseLastParameterTag")
        _ = scope.integer("INIntentResponseLastPropertyTag")
        let codes: [SiriResponse.Code] = scope.array("INIntentResponseCodes").compactMap { element in
            guard let code = PlistScope(element.node, keyPath: element.keyPath, report: report) else { return nil }
            code.reportUnknownKeys(known: DefinitionFormat.responseCode)
            guard let name = code.requiredString("INIntentResponseCodeName") else { return nil }
            return SiriResponse.Code(
                name: name,
                isSuccess: code.bool("INIntentResponseCodeSuccess") ?? (name == "success"),
                formatString: code.text("INIntentResponseCodeFormatString").flatMap { $0.value.isEmpty ? nil : $0 },
                conciseFormatString: code.text("INIntentResponseCodeConciseFormatString").flatMap { $0.value.isEmpty ? nil : $0 }
            )
        }
        // Response parameters: `INIntentResponseParameters` with `INIntentResponseParameter…` keys, or in older files
        // `INIntentResponseProperties` / `INIntentResponseProperty…`; each element is read with the prefix it uses.
        let elements = (scope.array("INIntentResponseParameters") + scope.array("INIntentResponseProperties")).sorted { $0.node.offset < $1.node.offset }
        let parameters = elements.compactMap { element -> SiriParameter? in
            let usesProperty = element.node["INIntentResponsePropertyName"] != nil && element.node["INIntentResponseParameterName"] == nil
            return readParameter(element.node, keyPath: element.keyPath, prefix: usesProperty ? "INIntentResponseProperty" : "INIntentResponseParameter")
        }
        return SiriResponse(codes: codes, parameters: parameters, output: scope.string("INIntentResponseOutput"))
    }

    // MARK: Cross references

    private func checkReferences(_ definition: SiriIntentDefinition) {
        let enums = Set(definition.enums.map(\.name))
        let types = Set(definition.types.map(\.name))
        for intent in definition.intents where !intent.isSystem {
            let names = Set(intent.parameters.map(\.name))
            for parameter in intent.parameters + (intent.response?.parameters ?? []) {
                checkType(parameter.type, of: "parameter '\(parameter.name)' of \(intent.name)", at: parameter.location, enums: enums, types: types)
            }
            for parameter in intent.parameters {
                if let parent = parameter.relationship?.parentName, !names.contains(parent) {
                    report.append(MigrationChecks.danglingReference.diagnostic(
                        "parameter '\(parameter.name)' of \(intent.name) depends on '\(parent)', which the intent does not have\(Suggestions.didYouMean(parent, among: names))",
                        at: parameter.location
                    ))
                }
            }
            for combination in intent.combinations {
                for name in combination.parameters where !names.contains(name) {
                    report.append(MigrationChecks.danglingReference.diagnostic(
                        "the parameter combination of \(intent.name) names '\(name)', which the intent does not have\(Suggestions.didYouMean(name, among: names))",
                        at: combination.location
                    ))
                }
            }
        }
        for type in definition.types {
            for property in type.customProperties {
                checkType(property.type, of: "property '\(property.name)' of type \(type.name)", at: type.location, enums: enums, types: types)
            }
        }
    }

    private func checkType(_ type: SiriParameterType, of what: String, at location: SourceLocation, enums: Set<String>, types: Set<String>) {
        switch type {
        case .enumeration(let name) where !enums.contains(name):
            report.append(MigrationChecks.danglingReference.diagnostic("\(what) has enum type '\(name)', which the definition does not declare\(Suggestions.didYouMean(name, among: enums))", at: location))
        case .object(let name) where !types.contains(name):
            report.append(MigrationChecks.danglingReference.diagnostic("\(what) has type '\(name)', which the definition does not declare\(Suggestions.didYouMean(name, among: types))", at: location))
        case .unknown(let name):
            report.append(MigrationChecks.unknownType.diagnostic("\(what) has type '\(name)', which IntentKit does not know", at: location))
        default:
            break
        }
    }
}
