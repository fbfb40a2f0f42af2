/// The shape of `extract.actionsdata`: every key Xcode is known to write, and what its value is.
///
/// Built from the files Xcode 17C528 wrote (every key there is *observed*), plus the keys public descriptions
/// of the format and hand-written generators name for other Xcode versions (*reported*: `outputType`,
/// `actionConfiguration`, `parameterDescription`, `autoShortcutProviderMangledName`, …). A key outside this
/// shape is kept as it is and reported once per place (`apple-metadata.unknown-key`); a known key whose
/// value has the wrong JSON type is an error, since the system's decoder would reject the file.
indirect enum ActionsDataShape: Sendable {
    /// Any value (kept, not looked into).
    case any
    case string
    case integer
    case boolean
    /// An object with these keys (a key not listed is unknown).
    case object([String: ActionsDataShape])
    /// An object keyed by identifiers, every value of one shape.
    case table(ActionsDataShape)
    /// An array of one shape.
    case array(ActionsDataShape)
    /// A flat array of alternating keys and values (`typeSpecificMetadata`, `systemProtocolMetadata`): how Swift's
    /// `Codable` writes a dictionary whose keys are not strings.
    case pairs(ActionsDataShape)
    /// A tagged value `{"tag": …}` with exactly one key, one of these.
    case tagged([String: ActionsDataShape])

    // MARK: Shared parts

    /// A localizable string: `{"key": …, "alternatives": […]}`.
    static let localizedString = ActionsDataShape.object([
        "key": .string, "alternatives": .array(.any), "table": .string, "defaultValue": .string, "bundleURL": .any,
    ])

    /// Availability by platform: `{"LNPlatformNameIOS": {"introducedVersion": "18.0"}, …}`.
    static let availability = ActionsDataShape.table(.object([
        "introducedVersion": .string, "deprecatedVersion": .string, "obsoletedVersion": .string, "isUnavailable": .boolean, "message": .string,
    ]))

    static let visibility = ActionsDataShape.object(["assistantOnly": .boolean, "isDiscoverable": .boolean])

    /// A value type: `{"primitive": {"wrapper": {"typeIdentifier": 0}}}`, `{"entity": …}`, ….
    static let valueType: ActionsDataShape = .tagged([
        "primitive": .object(["wrapper": .object(["typeIdentifier": .integer])]),
        "intents": .object(["wrapper": .object(["typeIdentifier": .integer])]),
        "measurement": .object(["wrapper": .object(["unitType": .integer])]),
        "entity": .object(["wrapper": .object(["typeName": .string])]),
        "linkEnumeration": .object(["wrapper": .object(["identifier": .string])]),
        "array": .object(["wrapper": .object(["capabilities": .integer, "memberValueType": .any])]),
        "union": .any, "query": .any, "playlist": .any, "file": .any,
    ])

    static let mangledNames = ActionsDataShape.table(.string)

    static let parameter = ActionsDataShape.object([
        "capabilities": .integer, "dynamicOptionsSupport": .integer, "inputConnectionBehavior": .integer, "isInput": .boolean,
        "isOptional": .boolean, "name": .string, "parameterDescription": localizedString,
        "resolvableInputTypes": .array(.object(["kindValue": .integer, "valueType": valueType])),
        "title": localizedString, "typeSpecificMetadata": .pairs(.any), "valueType": valueType,
    ])

    static let action = ActionsDataShape.object([
        "actionConfiguration": .any, "assistantDefinedSchemaTraits": .array(.any), "assistantDefinedSchemas": .array(.any),
        "authenticationPolicy": .integer, "availabilityAnnotations": availability,
        "descriptionMetadata": .object([
            "descriptionText": localizedString, "searchKeywords": .array(localizedString), "categoryName": .any, "resultValueName": .any,
        ]),
        "effectiveBundleIdentifiers": .array(.string), "fullyQualifiedTypeName": .string, "identifier": .string,
        "isAuthPolExplicit": .boolean, "isDiscoverable": .boolean, "mangledTypeName": .string,
        "mangledTypeNameByBundleIdentifier": mangledNames, "mangledTypeNameByBundleIdentifierV2": mangledNames,
        "mangledTypeNameV2": .string, "openAppWhenRun": .boolean, "outputFlags": .integer, "outputType": valueType,
        "parameters": .array(parameter), "presentationStyle": .integer, "requiredCapabilities": .array(.any),
        "supportedModes": .integer, "systemProtocolMetadata": .pairs(.any), "systemProtocolMetadataV2": .pairs(.any),
        "systemProtocols": .array(.string), "title": localizedString, "typeSpecificMetadata": .pairs(.any), "visibilityMetadata": visibility,
    ])

    static let entity = ActionsDataShape.object([
        "assistantDefinedSchemas": .array(.any), "availabilityAnnotations": availability, "defaultQueryIdentifier": .string,
        "displayTypeName": localizedString, "numericFormatTypeName": localizedString, "effectiveBundleIdentifiers": .array(.string),
        "entitySyncMetadata": .any, "fullyQualifiedTypeName": .string, "mangledTypeName": .string,
        "mangledTypeNameByBundleIdentifier": mangledNames,
        "properties": .array(.object([
            "capabilities": .integer, "identifier": .string, "isOptional": .boolean, "title": localizedString, "valueType": valueType,
            "typeSpecificMetadata": .pairs(.any),
        ])),
        "requiredCapabilities": .array(.any), "systemProtocolMetadata": .pairs(.any), "systemProtocolMetadataV2": .pairs(.any),
        "transient": .boolean, "typeName": .string, "typeSpecificMetadata": .pairs(.any), "visibilityMetadata": visibility,
    ])

    static let query = ActionsDataShape.object([
        "availabilityAnnotations": availability, "capabilities": .integer, "defaultQueryForEntity": .boolean,
        "effectiveBundleIdentifiers": .array(.string), "entityType": .string, "fullyQualifiedIdentifier": .string,
        "identifier": .string, "mangledTypeName": .string, "mangledTypeNameByBundleIdentifier": mangledNames,
        "parameters": .array(.any), "queryType": .string, "resultValueType": valueType, "sortingOptions": .array(.any),
        "visibilityMetadata": visibility,
    ])

    static let displayRepresentation = ActionsDataShape.object([
        "title": localizedString, "subtitle": localizedString, "synonyms": .array(localizedString), "image": .any, "imageV2": .any,
    ])

    static let enumeration = ActionsDataShape.object([
        "assistantDefinedSchemas": .array(.any), "availabilityAnnotations": availability,
        "cases": .array(.object(["displayRepresentation": displayRepresentation, "identifier": .string])),
        "displayTypeName": localizedString, "effectiveBundleIdentifiers": .array(.string), "fullyQualifiedTypeName": .string,
        "identifier": .string, "isSystem": .boolean, "mangledTypeName": .string, "mangledTypeNameByBundleIdentifier": mangledNames,
        "systemProtocolMetadata": .pairs(.any), "visibilityMetadata": visibility,
    ])

    static let autoShortcut = ActionsDataShape.object([
        "actionIdentifier": .string, "availabilityAnnotations": availability, "phraseTemplates": .array(localizedString),
        "shortTitle": localizedString, "systemImageName": .string, "parameterPresentation": .any,
    ])

    /// The whole file.
    static let file = ActionsDataShape.object([
        "actions": .table(action), "entities": .table(entity), "queries": .table(query), "enums": .array(enumeration),
        "autoShortcuts": .array(autoShortcut), "autoShortcutProviderMangledName": .string, "negativePhrases": .array(.any),
        "examplePhrases": .any, "assistantIntents": .array(.any), "assistantEntities": .array(.any),
        "assistantIntentNegativePhrases": .array(.any), "generator": .object(["name": .string, "version": .string]),
        "shortcutTileColor": .integer, "version": .integer,
    ])

    /// `version.json`.
    static let versionFile = ActionsDataShape.object(["version": .string, "toolsVersion": .string])

    /// The keys `extract.actionsdata` always has in Xcode 17C528's files: a file without one was not written by
    /// Xcode, and the system's reader may not take it.
    static let expectedTopLevelKeys = [
        "actions", "assistantEntities", "assistantIntentNegativePhrases", "assistantIntents", "autoShortcuts", "entities", "enums",
        "generator", "negativePhrases", "queries", "shortcutTileColor", "version",
    ]
}
