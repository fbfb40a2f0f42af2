import Diagnostics
import IntentLocalization

extension DefinitionTreeReader {
    /// The parameter keys after the `INIntentParameter` / `INIntentResponseParameter` prefix.
    static let parameterSuffixes: Set<String> = [
        "Name", "Tag", "DisplayName", "DisplayNameID", "DisplayPriority", "Description", "DescriptionID", "Type",
        "EnumType", "EnumTypeNamespace", "ObjectType", "ObjectTypeNamespace", "SupportsMultipleValues", "FixedSizeArray",
        "ArraySizes", "Configurable", "SupportsResolution", "SupportsDynamicEnumeration", "SupportsSearch",
        "CustomDisambiguation", "PromptDialogs", "UnsupportedReasons", "Metadata", "Relationship", "EntityKeypath",
        "WindowSize", "Default",
    ]

    private static let relationshipKeys: Set<String> = [
        "INIntentParameterRelationshipParentName", "INIntentParameterRelationshipPredicateName",
        "INIntentParameterRelationshipPredicateValue", "INIntentParameterRelationshipPredicateValues",
    ]

    private static let promptKeys: Set<String> = [
        "INIntentParameterPromptDialogType", "INIntentParameterPromptDialogCustom",
        "INIntentParameterPromptDialogFormatString", "INIntentParameterPromptDialogFormatStringID",
    ]

    func readParameter(_ node: PlistNode, keyPath: String, prefix: String) -> SiriParameter? {
        guard let scope = PlistScope(node, keyPath: keyPath, report: report) else { return nil }
        scope.reportUnknownKeys(known: Set(Self.parameterSuffixes.map { prefix + $0 }))
        guard let name = scope.requiredString(prefix + "Name") else { return nil }
        let typeName = scope.string(prefix + "Type") ?? "String"
        let type = SiriParameterType(
            typeName: typeName,
            enumType: scope.string(prefix + "EnumType"),
            objectType: scope.string(prefix + "ObjectType")
        )
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
        _ = scope.bool(prefix + "SupportsResolution")
        _ = scope.bool(prefix + "CustomDisambiguation")
        _ = scope.bool(prefix + "FixedSizeArray")  // Implied by the sizes, which are read whenever present.
        parameter.arraySizes = scope.array(prefix + "ArraySizes").compactMap { element in
            guard let size = PlistScope(element.node, keyPath: element.keyPath, report: report) else { return nil }
            size.reportUnknownKeys(known: ["INIntentParameterArraySizeSize", "INIntentParameterArraySizeSizeClass"])
            guard let count = size.integer("INIntentParameterArraySizeSize"),
                  let sizeClass = size.requiredString("INIntentParameterArraySizeSizeClass")
            else { return nil }
            return SiriParameter.ArraySize(sizeClass: sizeClass, size: count)
        }
        for element in scope.array(prefix + "PromptDialogs") {
            guard let prompt = PlistScope(element.node, keyPath: element.keyPath, report: report) else { continue }
            prompt.reportUnknownKeys(known: Self.promptKeys)
            guard let kind = prompt.requiredString("INIntentParameterPromptDialogType") else { continue }
            _ = prompt.bool("INIntentParameterPromptDialogCustom")
            if let text = prompt.text("INIntentParameterPromptDialogFormatString"), !text.value.isEmpty {
                parameter.prompts[kind] = text
            }
        }
        for element in scope.array(prefix + "UnsupportedReasons") {
            _ = PlistScope(element.node, keyPath: element.keyPath, report: report)
        }
        if let metadata = scope.dictionary(prefix + "Metadata") {
            readMetadata(metadata, into: &parameter)
        }
        if let relationship = scope.dictionary(prefix + "Relationship") {
            relationship.reportUnknownKeys(known: Self.relationshipKeys)
            parameter.relationship = readRelationship(relationship)
        }
        return parameter
    }

    /// Keeps every `INIntentParameterMetadata…` scalar by its suffix, and the texts among them with their keys.
    private func readMetadata(_ scope: PlistScope, into parameter: inout SiriParameter) {
        let prefix = "INIntentParameterMetadata"
        guard case .dictionary(let members) = scope.node.value else { return }
        for member in members {
            guard member.key.hasPrefix(prefix) else {
                report.report(MigrationChecks.unknownKey, "\(scope.keyPath): unknown key \(member.key)", at: member.keyOffset)
                continue
            }
            let suffix = String(member.key.dropFirst(prefix.count))
            if suffix.hasSuffix("ID") { continue }
            if case .array = member.value.value {
                continue  // CustomUTIs and the like: read, not migrated.
            }
            guard let value = scope.scalar(member.key) else { continue }
            parameter.metadata[suffix] = value
            if case .string(let text) = value, scope.string(member.key + "ID") != nil {
                parameter.metadataTexts[suffix] = DefinitionText(text, localizationKey: scope.string(member.key + "ID"))
            }
        }
    }

    private func readRelationship(_ scope: PlistScope) -> SiriRelationship? {
        guard let parent = scope.requiredString("INIntentParameterRelationshipParentName") else { return nil }
        let predicateName = scope.string("INIntentParameterRelationshipPredicateName") ?? "HasAnyValue"
        let value = scope.scalar("INIntentParameterRelationshipPredicateValue")
        let predicate: SiriRelationship.Predicate
        switch (predicateName, value) {
        case ("HasAnyValue", _):
            predicate = .hasAnyValue
        case ("EnumHasExactValue", .string(let name)?):
            predicate = .enumValue(name)
        case ("BooleanHasExactValue", .bool(let flag)?):
            predicate = .boolValue(flag)
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

    // MARK: Enums and types

    private static let enumKeys: Set<String> = [
        "INEnumName", "INEnumClassName", "INEnumDisplayName", "INEnumDisplayNameID", "INEnumGeneratesHeader", "INEnumType", "INEnumValues",
    ]
    private static let enumValueKeys: Set<String> = [
        "INEnumValueName", "INEnumValueDisplayName", "INEnumValueDisplayNameID", "INEnumValueIndex",
        "INEnumValueSynonyms", "INEnumValueSynonymsID",
    ]

    func readEnum(_ node: PlistNode, keyPath: String) -> SiriEnum? {
        guard let scope = PlistScope(node, keyPath: keyPath, report: report) else { return nil }
        scope.reportUnknownKeys(known: Self.enumKeys)
        guard let name = scope.requiredString("INEnumName") else { return nil }
        _ = scope.bool("INEnumGeneratesHeader")
        let values: [SiriEnum.Value] = scope.array("INEnumValues").compactMap { element in
            guard let value = PlistScope(element.node, keyPath: element.keyPath, report: report) else { return nil }
            value.reportUnknownKeys(known: Self.enumValueKeys)
            guard let caseName = value.requiredString("INEnumValueName") else { return nil }
            return SiriEnum.Value(
                name: caseName,
                displayName: value.text("INEnumValueDisplayName") ?? DefinitionText(caseName),
                index: value.integer("INEnumValueIndex") ?? 0
            )
        }
        return SiriEnum(
            name: name,
            displayName: scope.text("INEnumDisplayName") ?? DefinitionText(name),
            values: values,
            location: report.location(node.offset)
        )
    }

    private static let typeKeys: Set<String> = [
        "INTypeName", "INTypeClassName", "INTypeClassPrefix", "INTypeDisplayName", "INTypeDisplayNameID",
        "INTypeLastPropertyTag", "INTypeProperties",
    ]
    private static let propertyKeys: Set<String> = [
        "INTypePropertyName", "INTypePropertyTag", "INTypePropertyType", "INTypePropertyDefault", "INTypePropertyDisplayPriority",
        "INTypePropertyDisplayName", "INTypePropertyDisplayNameID", "INTypePropertySupportsMultipleValues",
        "INTypePropertyEnumType", "INTypePropertyEnumTypeNamespace", "INTypePropertyObjectType", "INTypePropertyObjectTypeNamespace",
    ]
    private static let defaultPropertyNames: Set<String> = ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"]

    func readType(_ node: PlistNode, keyPath: String) -> SiriType? {
        guard let scope = PlistScope(node, keyPath: keyPath, report: report) else { return nil }
        scope.reportUnknownKeys(known: Self.typeKeys)
        guard let name = scope.requiredString("INTypeName") else { return nil }
        _ = scope.integer("INTypeLastPropertyTag")
        let properties: [SiriType.Property] = scope.array("INTypeProperties").compactMap { element in
            guard let property = PlistScope(element.node, keyPath: element.keyPath, report: report) else { return nil }
            property.reportUnknownKeys(known: Self.propertyKeys)
            guard let propertyName = property.requiredString("INTypePropertyName") else { return nil }
            _ = property.integer("INTypePropertyTag")
            return SiriType.Property(
                name: propertyName,
                displayName: property.text("INTypePropertyDisplayName"),
                type: SiriParameterType(
                    typeName: property.string("INTypePropertyType") ?? "String",
                    enumType: property.string("INTypePropertyEnumType"),
                    objectType: property.string("INTypePropertyObjectType")
                ),
                isArray: property.bool("INTypePropertySupportsMultipleValues") ?? false,
                isDefault: property.bool("INTypePropertyDefault") ?? Self.defaultPropertyNames.contains(propertyName)
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
