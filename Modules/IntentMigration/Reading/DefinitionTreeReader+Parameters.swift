import Diagnostics
import IntentLocalization

extension DefinitionTreeReader {
    /// Reads an attribute: an intent parameter (`prefix` `INIntentParameter`), a response parameter
    /// (`INIntentResponseParameter` or, in older files, `INIntentResponseProperty`) or a custom type's property (`INTypeProperty`).
    ///
    /// Prompts, unsupported reasons, relationships and array sizes carry the intent parameter prefix in every
    /// file seen; the attribute's own prefix is accepted too.
    func readParameter(_ node: PlistNode, keyPath: String, prefix: String) -> SiriParameter? {
        guard let scope = PlistScope(node, keyPath: keyPath, report: report) else { return nil }
        scope.reportUnknownKeys(known: Set(DefinitionFormat.attribute.map { prefix + $0 }))
        guard let name = scope.requiredString(prefix + "Name") else { return nil }
        let typeName = scope.string(prefix + "Type") ?? "String"
        var type = SiriParameterType(
            typeName: typeName,
            enumType: scope.string(prefix + "EnumType"),
            objectType: scope.string(prefix + "ObjectType")
        )
        // A type of Intents.framework itself (namespace `System`, such as `MediaItem` in a system intent override).
        switch type {
        case .enumeration(let name) where scope.string(prefix + "EnumTypeNamespace") == "System",
             .object(let name) where scope.string(prefix + "ObjectTypeNamespace") == "System":
            type = .unknown("System." + name)
        default:
            break
        }
        var parameter = SiriParameter(
            name: name,
            displayName: scope.text(prefix + "DisplayName") ?? DefinitionText(name),
            type: type,
            location: report.location(node.offset)
        )
        _ = scope.integer(prefix + "Tag")
        _ = scope.integer(prefix + "DisplayPriority")
        parameter.description = scope.text(prefix + "Description").flatMap { $0.value.isEmpty ? nil : $0 }
        parameter.isArray = scope.bool(prefix + "SupportsMultipleValues") ?? false
        parameter.isConfigurable = scope.bool(prefix + "Configurable") ?? true
        parameter.hasDynamicOptions = scope.bool(prefix + "SupportsDynamicEnumeration") ?? false
        parameter.supportsSearch = scope.bool(prefix + "SupportsSearch") ?? false
        parameter.isFixedSizeArray = scope.bool(prefix + "FixedSizeArray") ?? false
        _ = scope.bool(prefix + "SupportsResolution")
        _ = scope.bool(prefix + "CustomDisambiguation")
        parameter.arraySizes = scope.array(prefix + "ArraySizes").compactMap { element in
            guard let size = PlistScope(element.node, keyPath: element.keyPath, report: report) else { return nil }
            let sizePrefix = Self.nestedPrefix(size, "ArraySizeSize", prefix: prefix)
            size.reportUnknownKeys(known: Set(DefinitionFormat.arraySize.map { sizePrefix + $0 }))
            guard let count = size.integer(sizePrefix + "ArraySizeSize"),
                  let sizeClass = size.requiredString(sizePrefix + "ArraySizeSizeClass")
            else { return nil }
            return SiriParameter.ArraySize(sizeClass: sizeClass, size: count, location: report.location(size.offset))
        }
        for element in scope.array(prefix + "PromptDialogs") {
            guard let prompt = PlistScope(element.node, keyPath: element.keyPath, report: report) else { continue }
            let promptPrefix = Self.nestedPrefix(prompt, "PromptDialogType", prefix: prefix)
            prompt.reportUnknownKeys(known: Set(DefinitionFormat.prompt.map { promptPrefix + $0 }))
            guard let kind = prompt.requiredString(promptPrefix + "PromptDialogType") else { continue }
            _ = prompt.bool(promptPrefix + "PromptDialogCustom")
            if let text = prompt.text(promptPrefix + "PromptDialogFormatString"), !text.value.isEmpty {
                parameter.prompts[kind] = text
            }
        }
        for element in scope.array(prefix + "UnsupportedReasons") {
            guard let reason = PlistScope(element.node, keyPath: element.keyPath, report: report) else { continue }
            let reasonPrefix = Self.nestedPrefix(reason, "UnsupportedReasonCode", prefix: prefix)
            reason.reportUnknownKeys(known: Set(DefinitionFormat.unsupportedReason.map { reasonPrefix + $0 }))
            _ = reason.string(reasonPrefix + "UnsupportedReasonCode")
            _ = reason.bool(reasonPrefix + "UnsupportedReasonCustom")
            _ = reason.bool(reasonPrefix + "UnsupportedReasonDefault")
        }
        if let metadata = scope.dictionary(prefix + "Metadata") {
            readMetadata(metadata, prefix: prefix + "Metadata", into: &parameter)
        }
        if let relationship = scope.dictionary(prefix + "Relationship") {
            let relationshipPrefix = Self.nestedPrefix(relationship, "RelationshipPredicateName", prefix: prefix)
            relationship.reportUnknownKeys(known: Set(DefinitionFormat.relationship.map { relationshipPrefix + $0 }))
            parameter.relationship = readRelationship(relationship, prefix: relationshipPrefix, child: name)
        }
        return parameter
    }

    /// The prefix of a nested dictionary's keys: the attribute's own, or `INIntentParameter`, which Xcode also writes
    /// there for response parameters and type properties; `probe` is a key suffix the dictionary normally has.
    static func nestedPrefix(_ scope: PlistScope, _ probe: String, prefix: String) -> String {
        scope.has(prefix + probe) || !scope.has("INIntentParameter" + probe) ? prefix : "INIntentParameter"
    }

    /// Keeps every metadata value by its suffix: scalars, lists (custom UTIs, currency codes), a range dictionary's
    /// bounds, and the texts among them with their keys. Unset values (`<data/>`) are left out.
    private func readMetadata(_ scope: PlistScope, prefix: String, into parameter: inout SiriParameter) {
        for member in scope.allMembers {
            guard member.key.hasPrefix(prefix), DefinitionFormat.metadata.contains(String(member.key.dropFirst(prefix.count))) else {
                let suggestion = Suggestions.didYouMean(member.key, among: Set(DefinitionFormat.metadata.map { prefix + $0 }))
                report.report(MigrationChecks.unknownKey, "\(scope.keyPath): unknown key \(member.key)\(suggestion)", at: member.keyOffset)
                continue
            }
            let suffix = String(member.key.dropFirst(prefix.count))
            if suffix.hasSuffix("ID") || member.value.isUnset { continue }
            parameter.metadataLocations[suffix] = report.location(member.keyOffset)
            switch member.value.value {
            case .array(let elements):
                parameter.metadata[suffix] = .list(readList(elements, keyPath: "\(scope.keyPath).\(member.key)"))
            case .dictionary:
                guard suffix == "Range", let range = scope.dictionary(member.key) else {
                    _ = scope.scalar(member.key)  // Reports the dictionary where a scalar belongs.
                    continue
                }
                readRange(range, into: &parameter)
            default:
                guard let value = scope.scalar(member.key) else { continue }
                parameter.metadata[suffix] = value
                if case .string(let text) = value, let key = scope.string(member.key + "ID") {
                    parameter.metadataTexts[suffix] = DefinitionText(text, localizationKey: key)
                }
            }
        }
    }

    /// The strings of a metadata list: `CustomUTIs` (`[{UTI: …}]`) or `CurrencyCodes` (strings or `{…: code}`).
    private func readList(_ elements: [PlistNode], keyPath: String) -> [String] {
        elements.enumerated().compactMap { index, element in
            if case .string(let text) = element.value { return text }
            guard let entry = PlistScope(element, keyPath: "\(keyPath)[\(index)]", report: report) else { return nil }
            if entry.has("UTI") {
                entry.reportUnknownKeys(known: DefinitionFormat.customUTI)
                return entry.string("UTI")
            }
            // A currency code dictionary: the first string member.
            return entry.allMembers.lazy.compactMap { $0.value.stringValue }.first
        }
    }

    /// A range dictionary (`…MetadataRange`): its members are matched by name, `…Minimum…` / `…Lower…` giving the
    /// lower bound, `…Maximum…` / `…Upper…` the upper one and `…Step…` / `…Stride…` the step (kept as `Step`).
    /// An explicit `MinimumValue` / `MaximumValue` wins.
    private func readRange(_ scope: PlistScope, into parameter: inout SiriParameter) {
        for member in scope.allMembers where !member.value.isUnset {
            let lowered = member.key.lowercased()
            let bound: String
            if lowered.contains("min") || lowered.contains("lower") {
                bound = "MinimumValue"
            } else if lowered.contains("max") || lowered.contains("upper") {
                bound = "MaximumValue"
            } else if lowered.contains("step") || lowered.contains("stride") || lowered.contains("increment") {
                bound = "Step"
            } else {
                report.report(MigrationChecks.unknownKey, "\(scope.keyPath): unknown key \(member.key) (a range has a minimum, a maximum and a step)", at: member.keyOffset)
                continue
            }
            guard parameter.metadata[bound] == nil, let value = scope.scalar(member.key) else { continue }
            parameter.metadata[bound] = value
            parameter.metadataLocations[bound] = report.location(member.keyOffset)
        }
    }

    private func readRelationship(_ scope: PlistScope, prefix: String, child: String) -> SiriRelationship? {
        let predicateName = scope.string(prefix + "RelationshipPredicateName") ?? "HasAnyValue"
        let value = scope.scalar(prefix + "RelationshipPredicateValue")
        _ = scope.array(prefix + "RelationshipPredicateValues")
        guard let parent = scope.string(prefix + "RelationshipParentName"), !parent.isEmpty else {
            // Xcode keeps the predicate when the parent is removed in the editor; Apple's runtime then shows the parameter always.
            report.report(
                MigrationChecks.orphanedRelationship,
                "\(scope.keyPath): the relationship (\(predicateName)\(value.map { " " + Self.describe($0) } ?? "")) names no parent parameter; '\(child)' is converted as always shown",
                at: scope.offset
            )
            return nil
        }
        let predicate: SiriRelationship.Predicate
        switch (predicateName, value) {
        case ("HasAnyValue", _):
            predicate = .hasAnyValue
        case ("EnumHasExactValue", .string(let name)?):
            predicate = .enumValue(name)
        case ("BooleanHasExactValue", .bool(let flag)?):
            predicate = .boolValue(flag)
        case ("BooleanHasExactValue", .string(let text)?) where ["YES", "NO"].contains(text):
            predicate = .boolValue(text == "YES")
        case ("BooleanHasExactValue", nil):
            predicate = .boolValue(false)  // Xcode leaves the value out for false.
        case ("ObjectIdentifierValueContains", .string(let text)?):
            predicate = .identifierContains(text)
        default:
            report.report(
                MigrationChecks.unknownType,
                "\(scope.keyPath): predicate '\(predicateName)' with this value is not supported; the parameter is shown whenever '\(parent)' has a value",
                at: scope.offset
            )
            predicate = .hasAnyValue
        }
        return SiriRelationship(parentName: parent, predicate: predicate)
    }

    /// A metadata value as a message shows it.
    static func describe(_ value: SiriParameter.MetadataValue) -> String {
        switch value {
        case .string(let text): "'\(text)'"
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        case .bool(let flag): "\(flag)"
        case .list(let items): "[" + items.joined(separator: ", ") + "]"
        }
    }

    // MARK: Enums and types

    func readEnum(_ node: PlistNode, keyPath: String) -> SiriEnum? {
        guard let scope = PlistScope(node, keyPath: keyPath, report: report) else { return nil }
        scope.reportUnknownKeys(known: DefinitionFormat.enumeration)
        guard let name = scope.requiredString("INEnumName") else { return nil }
        _ = scope.bool("INEnumGeneratesHeader")
        let values: [SiriEnum.Value] = scope.array("INEnumValues").compactMap { element in
            guard let value = PlistScope(element.node, keyPath: element.keyPath, report: report) else { return nil }
            value.reportUnknownKeys(known: DefinitionFormat.enumValue)
            guard let caseName = value.requiredString("INEnumValueName") else { return nil }
            let synonyms: [DefinitionText] = value.array("INEnumValueSynonyms").compactMap { element in
                guard let synonym = PlistScope(element.node, keyPath: element.keyPath, report: report) else { return nil }
                synonym.reportUnknownKeys(known: DefinitionFormat.enumSynonym)
                return synonym.text("INEnumValueSynonymSynonym").flatMap { $0.value.isEmpty ? nil : $0 }
            }
            _ = value.text("INEnumValuePronunciationHint")
            return SiriEnum.Value(
                name: caseName,
                displayName: value.text("INEnumValueDisplayName") ?? DefinitionText(caseName),
                index: value.integer("INEnumValueIndex") ?? 0,
                synonyms: synonyms
            )
        }
        return SiriEnum(
            name: name,
            displayName: scope.text("INEnumDisplayName") ?? DefinitionText(name),
            values: values,
            location: report.location(node.offset)
        )
    }

    private static let defaultPropertyNames: Set<String> = ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"]

    func readType(_ node: PlistNode, keyPath: String) -> SiriType? {
        guard let scope = PlistScope(node, keyPath: keyPath, report: report) else { return nil }
        scope.reportUnknownKeys(known: DefinitionFormat.type)
        guard let name = scope.requiredString("INTypeName") else { return nil }
        _ = scope.integer("INTypeLastPropertyTag")
        let properties: [SiriType.Property] = scope.array("INTypeProperties").compactMap { element in
            guard let propertyScope = PlistScope(element.node, keyPath: element.keyPath, report: report),
                  let property = readParameter(element.node, keyPath: element.keyPath, prefix: "INTypeProperty")
            else { return nil }
            return SiriType.Property(
                name: property.name,
                displayName: propertyScope.has("INTypePropertyDisplayName") ? property.displayName : nil,
                type: property.type,
                isArray: property.isArray,
                isDefault: propertyScope.bool("INTypePropertyDefault") ?? Self.defaultPropertyNames.contains(property.name),
                location: property.location
            )
        }
        return SiriType(
            name: name,
            displayName: scope.text("INTypeDisplayName") ?? DefinitionText(name),
            properties: properties,
            location: report.location(node.offset)
        )
    }
}
