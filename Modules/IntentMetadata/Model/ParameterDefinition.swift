import Diagnostics

/// One `@Parameter` of an intent.
public struct ParameterDefinition: Hashable, Sendable, Codable {
    /// The property name, such as `soup`. Summaries and phrases refer to it as `${soup}`.
    public var name: String
    /// The title shown in Shortcuts and the widget editor.
    public var title: LocalizedStringResource
    /// The description, if any.
    public var description: LocalizedStringResource?
    /// The value type.
    public var type: ValueType
    /// Whether the parameter may have no value.
    public var isOptional: Bool
    /// The default value, if any: a literal, an enum case's raw value or an entity identifier.
    public var defaultValue: MetadataValue?
    /// The dialog that asks for a value.
    public var requestValueDialog: LocalizedStringResource?
    /// The dialog that asks to choose among several values.
    public var requestDisambiguationDialog: LocalizedStringResource?
    /// The query or `DynamicOptionsProvider` that supplies options, by identifier.
    public var optionsProvider: String?
    /// For an array parameter, how many values it takes.
    public var size: CollectionSize?
    /// For an array parameter, how many values it takes in each widget family.
    public var sizeByWidgetFamily: [WidgetFamily: CollectionSize]?
    /// For a string parameter, the keyboard and text options.
    public var inputOptions: StringInputOptions?
    /// For a numeric parameter, how it is edited.
    public var controlStyle: ControlStyle?
    /// For a numeric parameter, the allowed range.
    public var inclusiveRange: NumericRange?
    /// For a `Date` or `DateComponents` parameter, what it asks for (`kind:`; version 1.1).
    public var dateKind: DateKind?
    /// For a `Measurement` parameter, the unit values start in (`defaultUnit:`), such as `seconds` (version 1.1).
    public var defaultUnit: String?
    /// For a `Measurement` parameter, the one unit it takes (`unit:`), such as `meters` (version 1.1).
    public var unit: String?
    /// For a `Measurement` parameter, whether the unit follows the person's locale (version 1.1).
    ///
    /// This is `defaultUnitAdjustForLocale:` or `unitAdjustForLocale:`.
    public var adjustsUnitForLocale: Bool?
    /// For a `Measurement` parameter, whether negative values are allowed (`supportsNegativeNumbers:`; version 1.1).
    public var supportsNegativeNumbers: Bool?
    /// For a file parameter, the uniform type identifiers it accepts (`supportedContentTypes:`; version 1.1).
    public var supportedContentTypes: [String]?
    /// Where the parameter is declared.
    public var location: SourceLocation?

    /// Creates a parameter definition.
    public init(
        name: String,
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        type: ValueType,
        isOptional: Bool = false,
        defaultValue: MetadataValue? = nil,
        requestValueDialog: LocalizedStringResource? = nil,
        requestDisambiguationDialog: LocalizedStringResource? = nil,
        optionsProvider: String? = nil,
        size: CollectionSize? = nil,
        sizeByWidgetFamily: [WidgetFamily: CollectionSize]? = nil,
        inputOptions: StringInputOptions? = nil,
        controlStyle: ControlStyle? = nil,
        inclusiveRange: NumericRange? = nil,
        dateKind: DateKind? = nil,
        defaultUnit: String? = nil,
        unit: String? = nil,
        adjustsUnitForLocale: Bool? = nil,
        supportsNegativeNumbers: Bool? = nil,
        supportedContentTypes: [String]? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.optionsProvider = optionsProvider
        self.size = size
        self.sizeByWidgetFamily = sizeByWidgetFamily
        self.inputOptions = inputOptions
        self.controlStyle = controlStyle
        self.inclusiveRange = inclusiveRange
        self.dateKind = dateKind
        self.defaultUnit = defaultUnit
        self.unit = unit
        self.adjustsUnitForLocale = adjustsUnitForLocale
        self.supportsNegativeNumbers = supportsNegativeNumbers
        self.supportedContentTypes = supportedContentTypes
        self.location = location
    }

    /// The array size that applies in `family`: the family's own size, else the general size.
    public func size(for family: WidgetFamily?) -> CollectionSize? {
        if let family, let specific = sizeByWidgetFamily?[family] { return specific }
        return size
    }

    private enum CodingKeys: String, CodingKey {
        case name, title, description, type, isOptional
        case defaultValue = "default"
        case requestValueDialog, requestDisambiguationDialog, optionsProvider
        case size, sizeByWidgetFamily, inputOptions, controlStyle, inclusiveRange
        case dateKind, defaultUnit, unit, adjustsUnitForLocale, supportsNegativeNumbers, supportedContentTypes, location
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name),
            title: try c.decode(LocalizedStringResource.self, forKey: .title),
            description: try c.decodeIfPresent(LocalizedStringResource.self, forKey: .description),
            type: try c.decode(ValueType.self, forKey: .type),
            isOptional: try c.decodeIfPresent(Bool.self, forKey: .isOptional) ?? false,
            defaultValue: try c.decodeIfPresent(MetadataValue.self, forKey: .defaultValue),
            requestValueDialog: try c.decodeIfPresent(LocalizedStringResource.self, forKey: .requestValueDialog),
            requestDisambiguationDialog: try c.decodeIfPresent(LocalizedStringResource.self, forKey: .requestDisambiguationDialog),
            optionsProvider: try c.decodeIfPresent(String.self, forKey: .optionsProvider),
            size: try c.decodeIfPresent(CollectionSize.self, forKey: .size),
            sizeByWidgetFamily: try c.decodeIfPresent(WidgetFamilySizes.self, forKey: .sizeByWidgetFamily)?.sizes,
            inputOptions: try c.decodeIfPresent(StringInputOptions.self, forKey: .inputOptions),
            controlStyle: try c.decodeIfPresent(ControlStyle.self, forKey: .controlStyle),
            inclusiveRange: try c.decodeIfPresent(NumericRange.self, forKey: .inclusiveRange),
            dateKind: try c.decodeIfPresent(DateKind.self, forKey: .dateKind),
            defaultUnit: try c.decodeIfPresent(String.self, forKey: .defaultUnit),
            unit: try c.decodeIfPresent(String.self, forKey: .unit),
            adjustsUnitForLocale: try c.decodeIfPresent(Bool.self, forKey: .adjustsUnitForLocale),
            supportsNegativeNumbers: try c.decodeIfPresent(Bool.self, forKey: .supportsNegativeNumbers),
            supportedContentTypes: try c.decodeIfPresent([String].self, forKey: .supportedContentTypes),
            location: try c.decodeIfPresent(SourceLocation.self, forKey: .location)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(description, forKey: .description)
        try c.encode(type, forKey: .type)
        try c.encode(isOptional, forKey: .isOptional)
        try c.encodeIfPresent(defaultValue, forKey: .defaultValue)
        try c.encodeIfPresent(requestValueDialog, forKey: .requestValueDialog)
        try c.encodeIfPresent(requestDisambiguationDialog, forKey: .requestDisambiguationDialog)
        try c.encodeIfPresent(optionsProvider, forKey: .optionsProvider)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(sizeByWidgetFamily.map(WidgetFamilySizes.init), forKey: .sizeByWidgetFamily)
        try c.encodeIfPresent(inputOptions, forKey: .inputOptions)
        try c.encodeIfPresent(controlStyle, forKey: .controlStyle)
        try c.encodeIfPresent(inclusiveRange, forKey: .inclusiveRange)
        try c.encodeIfPresent(dateKind, forKey: .dateKind)
        try c.encodeIfPresent(defaultUnit, forKey: .defaultUnit)
        try c.encodeIfPresent(unit, forKey: .unit)
        try c.encodeIfPresent(adjustsUnitForLocale, forKey: .adjustsUnitForLocale)
        try c.encodeIfPresent(supportsNegativeNumbers, forKey: .supportsNegativeNumbers)
        try c.encodeIfPresent(supportedContentTypes, forKey: .supportedContentTypes)
        try c.encodeIfPresent(location, forKey: .location)
    }
}

/// A table of array sizes keyed by widget family, coded as a JSON object whose keys are family names.
struct WidgetFamilySizes: Codable {
    var sizes: [WidgetFamily: CollectionSize]

    init(_ sizes: [WidgetFamily: CollectionSize]) {
        self.sizes = sizes
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var sizes: [WidgetFamily: CollectionSize] = [:]
        for key in container.allKeys {
            guard let family = WidgetFamily(rawValue: key.stringValue) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath + [key],
                    debugDescription: WidgetFamily.invalidNameMessage(key.stringValue)
                ))
            }
            sizes[family] = try container.decode(CollectionSize.self, forKey: key)
        }
        self.sizes = sizes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (family, size) in sizes.sorted(by: { $0.key < $1.key }) {
            try container.encode(size, forKey: Key(stringValue: family.rawValue))
        }
    }
}

/// The text-entry options of a string parameter (Apple's `String.IntentInputOptions`).
public struct StringInputOptions: Hashable, Sendable, Codable {
    /// The keyboard, such as `default`, `numberPad` or `emailAddress`.
    public var keyboardType: String?
    /// The capitalization, such as `sentences` or `words`.
    public var capitalizationType: String?
    /// Whether the text may span several lines.
    public var multiline: Bool?
    /// Whether autocorrection is on.
    public var autocorrect: Bool?
    /// Whether smart quotes are on.
    public var smartQuotes: Bool?
    /// Whether smart dashes are on.
    public var smartDashes: Bool?

    /// Creates input options.
    public init(
        keyboardType: String? = nil,
        capitalizationType: String? = nil,
        multiline: Bool? = nil,
        autocorrect: Bool? = nil,
        smartQuotes: Bool? = nil,
        smartDashes: Bool? = nil
    ) {
        self.keyboardType = keyboardType
        self.capitalizationType = capitalizationType
        self.multiline = multiline
        self.autocorrect = autocorrect
        self.smartQuotes = smartQuotes
        self.smartDashes = smartDashes
    }
}

/// The closed range a numeric parameter accepts (Apple's `inclusiveRange:`).
public struct NumericRange: Hashable, Sendable, Codable {
    /// The smallest value.
    public var lowerBound: Double
    /// The largest value.
    public var upperBound: Double

    /// Creates a range.
    public init(_ lowerBound: Double, _ upperBound: Double) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

extension ParameterDefinition {
    /// The title App Intents gives a parameter or property that declares none: its name in words.
    ///
    /// `deliveryAddress` becomes `Delivery Address`.
    public static func inferredTitle(fromName name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
