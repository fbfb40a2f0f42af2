import IntentMetadata

/// The values Apple's metadata uses for the document's keywords, each with how sure IntentKit is of it.
///
/// *Verified* values are in files Xcode wrote, for declarations whose meaning the files show. *Reported* ones
/// come from public descriptions of the format and hand-written generators, not from a file Xcode wrote;
/// `docs/apple-metadata.md` lists both.
enum ActionsDataVocabulary {
    // MARK: Value types

    /// `typeIdentifier` of `{"primitive": …}`: String 0, Bool 1, Int 2 verified; Double 7 seen among an
    /// integer's resolvable inputs; the rest reported.
    static let primitiveIdentifiers: [(PrimitiveType, Int)] = [
        (.string, 0), (.boolean, 1), (.integer, 2), (.double, 7), (.date, 8), (.dateComponents, 9), (.url, 11), (.attributedString, 12),
    ]

    /// `typeIdentifier` of `{"intents": …}` (App Intents' own value types); reported.
    static let intentsIdentifiers: [(PrimitiveType, Int)] = [(.person, 3), (.file, 12), (.currencyAmount, 14)]

    /// `unitType` of `{"measurement": …}`; reported for length only.
    static let measurementUnits: [(MeasurementUnit, Int)] = [(.length, 1)]

    static func primitiveIdentifier(_ type: PrimitiveType) -> (tag: String, identifier: Int)? {
        if let found = primitiveIdentifiers.first(where: { $0.0 == type }) { return ("primitive", found.1) }
        if let found = intentsIdentifiers.first(where: { $0.0 == type }) { return ("intents", found.1) }
        return nil
    }

    /// The type Apple's metadata gets for `type`: itself, or the closest with a known form (a `String` for a
    /// primitive without a known identifier and for a union, a length for an unknown unit).
    static func writtenType(_ type: ValueType) -> ValueType {
        switch type {
        case .primitive(let primitive): primitiveIdentifier(primitive) == nil ? .primitive(.string) : type
        case .measurement(let unit): measurementUnits.contains { $0.0 == unit } ? type : .measurement(.length)
        case .array(let element): .array(writtenType(element))
        case .union: .primitive(.string)
        case .entity, .enumeration: type
        }
    }

    static func primitiveType(tag: String, identifier: Int) -> PrimitiveType? {
        (tag == "primitive" ? primitiveIdentifiers : intentsIdentifiers).first { $0.1 == identifier }?.0
    }

    /// The types an app may hand a parameter of a primitive type, as Xcode lists them in `resolvableInputTypes`
    /// (its order is a hash table's and changes from build to build; this is the order of Xcode 17C528's app
    /// file). String, Int and Bool verified; the rest reported.
    static func resolvableInputs(_ type: PrimitiveType) -> [AppleJSON] {
        func primitive(_ identifier: Int) -> AppleJSON { ActionsDataValues.primitive(identifier) }
        switch type {
        case .string: return [primitive(0), ActionsDataValues.array(of: primitive(2), capabilities: 3), primitive(2)]
        case .integer: return [primitive(0), primitive(7), primitive(2)]
        case .boolean: return [primitive(1)]
        case .double: return [primitive(7), primitive(2), primitive(0)]
        case .date: return [primitive(8)]
        case .dateComponents: return [primitive(9)]
        case .url: return [primitive(0), primitive(11)]
        case .attributedString: return [primitive(12), primitive(0)]
        case .file: return [.object(["intents": .object(["wrapper": .object(["typeIdentifier": .integer(12)])])])]
        default: return []
        }
    }

    // MARK: Platforms

    /// Apple's names of platforms in `availabilityAnnotations`: iOS and the wildcard verified, macOS reported,
    /// the rest following their pattern.
    static let platformNames: [(swift: String, apple: String)] = [
        ("iOS", "LNPlatformNameIOS"), ("macOS", "LNPlatformNameMACOS"), ("watchOS", "LNPlatformNameWATCHOS"),
        ("tvOS", "LNPlatformNameTVOS"), ("visionOS", "LNPlatformNameVISIONOS"), ("macCatalyst", "LNPlatformNameMACCATALYST"),
        ("*", "LNPlatformNameWildcard"),
    ]

    static func applePlatform(_ swift: String) -> String? {
        platformNames.first { $0.swift == swift }?.apple
    }

    // MARK: System protocols

    /// The identifiers of intent protocols: audio playback (Apple's older name, `AudioStartingIntent`), open
    /// and control configuration verified; widget configuration and Live Activities reported.
    static let intentProtocols: [(IntentSystemProtocol?, String)] = [
        (.audioPlayback, "com.apple.link.systemProtocol.AudioStarting"),
        (.open, "com.apple.link.systemProtocol.OpenEntity"),
        (.controlConfiguration, "com.apple.link.systemProtocol.ControlConfiguration"),
        (.liveActivity, "com.apple.link.systemProtocol.SessionStarting"),
        (nil, widgetConfigurationProtocol),
    ]
    static let widgetConfigurationProtocol = "com.apple.link.systemProtocol.WidgetConfiguration"

    static func appleIdentifier(_ proto: IntentSystemProtocol) -> String? {
        intentProtocols.first { $0.0 == proto }?.1
    }

    static func intentProtocol(_ identifier: String) -> IntentSystemProtocol? {
        intentProtocols.first { $0.1 == identifier }?.0
    }

    /// The identifiers of entity protocols: URL-representable verified.
    static let entityProtocols: [(EntitySystemProtocol, String)] = [
        (.urlRepresentable, "com.apple.appintents.entity.URLRepresentable"),
    ]

    // MARK: Numbers

    /// `authenticationPolicy`: 0 (`.alwaysAllowed`) verified; 1 and 2 reported.
    static let authenticationPolicies: [(AuthenticationPolicy, Int)] = [
        (.alwaysAllowed, 0), (.requiresAuthentication, 1), (.requiresLocalDeviceAuthentication, 2),
    ]

    /// `outputFlags` bits of a `perform()` result: reported (Xcode 17C528 wrote 1 for an intent whose result
    /// is not known).
    static func outputFlags(of result: ResultDefinition) -> Int {
        (result.opensIntent ? 1 : 0) | (result.showsSnippetView ? 2 : 0) | (result.providesDialog ? 4 : 0)
    }

    /// The result the bits of `flags` describe.
    static func result(fromFlags flags: Int) -> ResultDefinition {
        ResultDefinition(providesDialog: flags & 4 != 0, opensIntent: flags & 1 != 0, showsSnippetView: flags & 2 != 0)
    }

    /// Every `outputFlags` bit with a known meaning.
    static let knownOutputFlags = 1 | 2 | 4
    /// `outputFlags` of a configuration intent without `perform()`: verified.
    static let noPerformFlag = 8

    /// `supportedModes` bits (`IntentModes`, iOS 26): 1 for an intent that does not open the app and 2 for one that
    /// does verified; the other modes' bits follow the option set's order, unverified.
    static let modeBits: [(IntentMode, Int)] = [(.background, 1), (.foregroundImmediate, 2), (.foregroundDynamic, 4), (.foregroundDeferred, 8)]

    /// `shortcutTileColor`: the index in `ShortcutTileColor`'s order; 14 without a provider verified.
    static let tileColors: [TileColor] = [
        .red, .orange, .tangerine, .yellow, .lime, .teal, .lightBlue, .blue, .navy, .grape, .purple, .pink, .grayBlue, .grayGreen, .grayBrown,
    ]
    static let defaultTileColor = 14

    /// `capabilities` of a query: 2 for an entity query verified; the bits of the other kinds reported.
    static let queryCapabilityBits: [(QueryKind, Int)] = [(.enumerable, 1), (.entity, 2), (.string, 4), (.property, 8), (.dynamicOptions, 16)]
}

/// Small builders for the values Apple's metadata repeats.
enum ActionsDataValues {
    /// `{"alternatives": [], "key": KEY}` (with `"table"` when the resource names one).
    static func localized(_ resource: LocalizedStringResource) -> AppleJSON {
        var members: [AppleJSON.Member] = [.init("alternatives", .emptyArray), .init("key", .string(resource.key))]
        if let table = resource.table { members.append(.init("table", .string(table))) }
        return .object(members)
    }

    static func primitive(_ identifier: Int, tag: String = "primitive") -> AppleJSON {
        .object([tag: .object(["wrapper": .object(["typeIdentifier": .integer(identifier)])])])
    }

    static func array(of member: AppleJSON, capabilities: Int) -> AppleJSON {
        .object(["array": .object(["wrapper": .object(["capabilities": .integer(capabilities), "memberValueType": member])])])
    }

    static let visible = AppleJSON.object(["assistantOnly": .bool(false), "isDiscoverable": .bool(true)])
    static let emptyProtocolMetadata = AppleJSON.object(["empty": .emptyObject])
}
