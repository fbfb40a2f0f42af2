extension MetadataDocument {
    /// The document's format version: the lowest that holds everything it says.
    ///
    /// A document that uses no key added in 1.1 is a version 1 document, so readers of version 1
    /// read it without a warning; documents are always written with this version.
    public var version: MetadataVersion {
        usesVersion1_1 ? .v1_1 : .v1_0
    }

    private var usesVersion1_1: Bool {
        !unions.isEmpty
            || intents.contains(where: \.usesVersion1_1)
            || entities.contains(where: \.usesVersion1_1)
            || enums.contains { $0.schema != nil || !$0.systemProtocols.isEmpty }
            || queries.contains { $0.resultType?.usesVersion1_1 ?? false }
            || shortcutsProviders.contains { $0.shortcuts.contains { $0.parameterPresentation != nil } }
    }
}

extension IntentDefinition {
    var usesVersion1_1: Bool {
        schema != nil || isAssistantOnly || !systemProtocols.isEmpty || supportedModes != nil
            || (result?.showsSnippetIntent ?? false) || (result?.value?.usesVersion1_1 ?? false)
            || parameters.contains(where: \.usesVersion1_1)
    }
}

extension ParameterDefinition {
    var usesVersion1_1: Bool {
        type.usesVersion1_1 || dateKind != nil || defaultUnit != nil || unit != nil || adjustsUnitForLocale != nil
            || supportsNegativeNumbers != nil || supportedContentTypes != nil
    }
}

extension EntityDefinition {
    var usesVersion1_1: Bool {
        schema != nil || !systemProtocols.isEmpty || supportedContentTypes != nil
            || properties.contains { $0.kind != .stored || $0.indexingKey != nil || $0.customIndexingKey != nil || $0.location != nil || $0.type.usesVersion1_1 }
    }
}

extension ValueType {
    var usesVersion1_1: Bool {
        switch self {
        case .union, .primitive(.stringSearchCriteria): true
        case .array(let element): element.usesVersion1_1
        default: false
        }
    }
}
