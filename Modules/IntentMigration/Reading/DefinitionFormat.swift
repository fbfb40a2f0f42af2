/// Every key of the `.intentdefinition` format, by the dictionary it stands in.
///
/// A key listed here is part of Apple's format: the reader reads it, or deliberately leaves it
/// out of the conversion (`docs/migration.md` says, for each key, what becomes of it). Only a
/// key listed nowhere is a `migration.unknown-key` warning. The lists come from the keys Xcode 10
/// to Xcode 26 wrote in 127 real definitions and from the key tables of Intents.framework.
enum DefinitionFormat {
    /// The root dictionary.
    static let root: Set<String> = [
        "INEnums", "INIntents", "INTypes", "INIntentDefinitionModelVersion", "INIntentDefinitionNamespace",
        "INIntentDefinitionSystemVersion", "INIntentDefinitionToolsBuildVersion", "INIntentDefinitionToolsVersion",
    ]

    /// An intent (`INIntents[]`).
    static let intent: Set<String> = [
        "INIntentName", "INIntentClassName", "INIntentClassPrefix", "INIntentType", "INIntentCategory", "INIntentVerb",
        "INIntentTitle", "INIntentTitleID", "INIntentDescription", "INIntentDescriptionID", "INIntentConfigurable",
        "INIntentEligibleForWidgets", "INIntentIneligibleForSuggestions", "INIntentUserConfirmationRequired",
        "INIntentInput", "INIntentKeyParameter", "INIntentLastParameterTag", "INIntentParameters",
        "INIntentParameterCombinations", "INIntentManagedParameterCombinations", "INIntentResponse",
        // Read, not carried over (App Intents has no counterpart, or they only matter to SiriKit's runtime).
        "INIntentCustomizable", "INIntentDefaultImageName", "INIntentDeprecated", "INIntentDomain", "INIntentRestrictions",
        "INIntentHash", "INIntentForeground", "INIntentEntity", "INIntentVerbAssociations", "INIntentPhrases",
    ]

    /// A suggested phrase (`INIntentPhrases[]`).
    static let phrase: Set<String> = [
        "INIntentPhrasePhrase", "INIntentPhrasePhraseID", "INIntentPhrasePronunciationHint", "INIntentPhrasePronunciationHintID",
    ]

    /// The key suffixes of an attribute: an intent parameter (`INIntentParameter…`), a response parameter
    /// (`INIntentResponseParameter…`, in older files `INIntentResponseProperty…`) or a custom type's property (`INTypeProperty…`).
    static let attribute: Set<String> = [
        "Name", "Tag", "DisplayName", "DisplayNameID", "DisplayPriority", "Description", "DescriptionID", "Type",
        "EnumType", "EnumTypeNamespace", "ObjectType", "ObjectTypeNamespace", "SupportsMultipleValues", "FixedSizeArray",
        "ArraySizes", "Configurable", "SupportsResolution", "SupportsDynamicEnumeration", "SupportsSearch",
        "CustomDisambiguation", "PromptDialogs", "UnsupportedReasons", "Metadata", "Relationship", "EntityKeypath",
        "WindowSize", "Default", "DialogFormatString", "DialogFormatStringID", "DialogFormatStringLanguageCode",
        "DialogFormatStringDictionary", "DialogFormatStringDictionaryLanguageCode",
    ]

    /// The key suffixes of an attribute's `…Metadata` dictionary (after `<attribute prefix>Metadata`).
    static let metadata: Set<String> = [
        // Strings.
        "Capitalization", "DisableAutocorrect", "DisableSmartDashes", "DisableSmartQuotes", "Multiline", "KeyboardType",
        "Placeholder", "PlaceholderID",
        // Every type with a default.
        "DefaultValue", "DefaultValueID",
        // Booleans.
        "TrueDisplayName", "TrueDisplayNameID", "FalseDisplayName", "FalseDisplayNameID",
        // Numbers, durations and measurements.
        "Type", "MinimumValue", "MaximumValue", "Range", "SupportsNegativeNumbers", "Unit", "DefaultUnit", "MinimumUnit", "MaximumUnit",
        // Dates.
        "DateStyle", "TimeStyle", "Format", "Template", "TemplateID",
        // Files.
        "CustomUTIs",
        // Money.
        "CurrencyCodes", "CurrencyCode",
    ]

    /// A prompt (`…PromptDialogs[]`), after the attribute prefix (`INIntentParameter`).
    static let prompt: Set<String> = [
        "PromptDialogType", "PromptDialogCustom", "PromptDialogFormatString", "PromptDialogFormatStringID",
        "PromptDialogFormatStringLanguageCode", "PromptDialogFormatStringDictionary", "PromptDialogFormatStringDictionaryLanguageCode",
    ]

    /// An unsupported reason (`…UnsupportedReasons[]`), after the attribute prefix.
    static let unsupportedReason: Set<String> = [
        "UnsupportedReasonCode", "UnsupportedReasonCustom", "UnsupportedReasonDefault", "UnsupportedReasonFormatString",
        "UnsupportedReasonFormatStringID", "UnsupportedReasonFormatStringLanguageCode", "UnsupportedReasonFormatStringDictionary",
        "UnsupportedReasonFormatStringDictionaryLanguageCode",
    ]

    /// A parent relationship (`…Relationship`), after the attribute prefix.
    static let relationship: Set<String> = [
        "RelationshipParentName", "RelationshipPredicateName", "RelationshipPredicateValue", "RelationshipPredicateValues",
    ]

    /// A size of a fixed-size array (`…ArraySizes[]`), after the attribute prefix.
    static let arraySize: Set<String> = ["ArraySizeSize", "ArraySizeSizeClass"]

    /// A custom uniform type of a file parameter (`…MetadataCustomUTIs[]`).
    static let customUTI: Set<String> = ["UTI"]

    /// A parameter combination (`INIntentParameterCombinations` / `INIntentManagedParameterCombinations` values).
    static let combination: Set<String> = [
        "INIntentParameterCombinationTitle", "INIntentParameterCombinationTitleID",
        "INIntentParameterCombinationSubtitle", "INIntentParameterCombinationSubtitleID",
        "INIntentParameterCombinationIsPrimary", "INIntentParameterCombinationIsLinked",
        "INIntentParameterCombinationSupportsBackgroundExecution", "INIntentParameterCombinationUpdatesLinked",
    ]

    /// The response (`INIntentResponse`).
    static let response: Set<String> = [
        "INIntentResponseCodes", "INIntentResponseParameters", "INIntentResponseProperties", "INIntentResponseOutput",
        "INIntentResponseLastParameterTag", "INIntentResponseLastPropertyTag",
    ]

    /// A response code (`INIntentResponseCodes[]`).
    static let responseCode: Set<String> = [
        "INIntentResponseCodeName", "INIntentResponseCodeSuccess", "INIntentResponseCodeFormatString",
        "INIntentResponseCodeFormatStringID", "INIntentResponseCodeConciseFormatString", "INIntentResponseCodeConciseFormatStringID",
        "INIntentResponseCodeFormatStringLanguageCode", "INIntentResponseCodeFormatStringDictionary",
        "INIntentResponseCodeFormatStringDictionaryLanguageCode", "INIntentResponseCodeConciseFormatStringLanguageCode",
        "INIntentResponseCodeConciseFormatStringDictionary", "INIntentResponseCodeConciseFormatStringDictionaryLanguageCode",
    ]

    /// An enum (`INEnums[]`).
    static let enumeration: Set<String> = [
        "INEnumName", "INEnumClassName", "INEnumDisplayName", "INEnumDisplayNameID", "INEnumGeneratesHeader", "INEnumType", "INEnumValues",
    ]

    /// An enum case (`INEnumValues[]`).
    static let enumValue: Set<String> = [
        "INEnumValueName", "INEnumValueDisplayName", "INEnumValueDisplayNameID", "INEnumValueIndex",
        "INEnumValueSynonyms", "INEnumValuePronunciationHint", "INEnumValuePronunciationHintID",
    ]

    /// A synonym of an enum case (`INEnumValueSynonyms[]`).
    static let enumSynonym: Set<String> = ["INEnumValueSynonymSynonym", "INEnumValueSynonymSynonymID"]

    /// A custom type (`INTypes[]`).
    static let type: Set<String> = [
        "INTypeName", "INTypeClassName", "INTypeClassPrefix", "INTypeDisplayName", "INTypeDisplayNameID",
        "INTypeLastPropertyTag", "INTypeProperties",
    ]

    /// The prefixes of attribute keys: intent parameters, response parameters (both spellings) and type properties.
    static let attributePrefixes = ["INIntentParameter", "INIntentResponseParameter", "INIntentResponseProperty", "INTypeProperty"]

    /// Every full key name the format has, for every attribute prefix.
    static let allKeys: Set<String> = {
        var keys = root.union(intent).union(phrase).union(customUTI).union(combination).union(response).union(responseCode)
            .union(enumeration).union(enumValue).union(enumSynonym).union(type)
        for prefix in attributePrefixes {
            keys.formUnion(attribute.map { prefix + $0 })
            keys.formUnion(metadata.map { prefix + "Metadata" + $0 })
            keys.formUnion(prompt.union(unsupportedReason).union(relationship).union(arraySize).map { prefix + $0 })
        }
        return keys
    }()

    /// Whether `key` is a key of the format, wherever it stands.
    static func isKnown(_ key: String) -> Bool {
        allKeys.contains(key)
    }

    /// Every key the lists above name, with the attribute, metadata, prompt, reason, relationship and size keys
    /// spelled out for the intent parameter prefix (what `docs/migration.md` documents).
    static var allDocumentedKeys: [String] {
        let prefix = "INIntentParameter"
        let attributeKeys = attribute.map { prefix + $0 } + metadata.map { prefix + "Metadata" + $0 }
            + (prompt.union(unsupportedReason).union(relationship).union(arraySize)).map { prefix + $0 }
        let lists = [root, intent, phrase, customUTI, combination, response, responseCode, enumeration, enumValue, enumSynonym, type]
        return (lists.flatMap { $0 } + attributeKeys).sorted()
    }
}
