/// The type of a parameter, property or result: a primitive, a measurement, an entity, an enum, or an array of one.
///
/// In JSON a value type is an object with exactly one key:
///
///     {"primitive": "integer"}
///     {"measurement": "length"}
///     {"entity": "SoupEntity"}
///     {"enum": "OrderType"}
///     {"array": {"entity": "ToppingEntity"}}
///     {"union": "Recipient"}            (version 1.1)
///
/// Whether a value is optional is recorded beside the type (`isOptional`), as Apple does.
public indirect enum ValueType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A built-in value type such as `String` or `Int`.
    case primitive(PrimitiveType)
    /// `Measurement<Unit…>`.
    case measurement(MeasurementUnit)
    /// An `AppEntity`, by identifier.
    case entity(String)
    /// An `AppEnum`, by identifier.
    case enumeration(String)
    /// An array of values of one type.
    case array(ValueType)
    /// A `@UnionValue` enum, by identifier (version 1.1).
    case union(String)

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case primitive, measurement, entity
        case enumeration = "enum"
        case array, union
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let present = CodingKeys.allCases.filter(container.contains)
        guard present.count == 1, let key = present.first else {
            let names = CodingKeys.allCases.map(\.stringValue).joined(separator: ", ")
            let found = present.isEmpty ? "none" : present.map { "'\($0.stringValue)'" }.joined(separator: " and ")
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a value type has exactly one of the keys \(names); found \(found)"
            ))
        }
        switch key {
        case .primitive: self = .primitive(try container.decode(PrimitiveType.self, forKey: key))
        case .measurement: self = .measurement(try container.decode(MeasurementUnit.self, forKey: key))
        case .entity: self = .entity(try container.decode(String.self, forKey: key))
        case .enumeration: self = .enumeration(try container.decode(String.self, forKey: key))
        case .array: self = .array(try container.decode(ValueType.self, forKey: key))
        case .union: self = .union(try container.decode(String.self, forKey: key))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .primitive(let type): try container.encode(type, forKey: .primitive)
        case .measurement(let unit): try container.encode(unit, forKey: .measurement)
        case .entity(let identifier): try container.encode(identifier, forKey: .entity)
        case .enumeration(let identifier): try container.encode(identifier, forKey: .enumeration)
        case .array(let element): try container.encode(element, forKey: .array)
        case .union(let identifier): try container.encode(identifier, forKey: .union)
        }
    }

    /// The innermost type, looking through arrays.
    public var elementType: ValueType {
        if case .array(let element) = self { return element.elementType }
        return self
    }

    /// Whether the type is an array.
    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// The entity, enum or union identifier this type refers to, looking through arrays.
    public var referencedIdentifier: String? {
        switch elementType {
        case .entity(let identifier), .enumeration(let identifier), .union(let identifier): identifier
        default: nil
        }
    }

    /// The type as Swift spells it: `Int`, `[ToppingEntity]`, `Measurement<UnitLength>`.
    public var description: String {
        switch self {
        case .primitive(let type): type.swiftName
        case .measurement(let unit): unit.swiftName
        case .entity(let identifier), .enumeration(let identifier), .union(let identifier): identifier
        case .array(let element): "[\(element)]"
        }
    }
}

/// A built-in value type App Intents parameters accept.
public enum PrimitiveType: String, MetadataKeyword {
    /// `String`.
    case string
    /// `AttributedString`.
    case attributedString
    /// `Int`.
    case integer
    /// `Double`.
    case double
    /// `Decimal`.
    case decimal
    /// `Bool`.
    case boolean
    /// `Date`.
    case date
    /// `DateComponents`.
    case dateComponents
    /// `URL`.
    case url
    /// `IntentFile`.
    case file
    /// `IntentPerson`.
    case person
    /// `CLPlacemark`.
    case placemark
    /// `IntentCurrencyAmount`.
    case currencyAmount
    /// `IntentPaymentMethod`.
    case paymentMethod
    /// `StringSearchCriteria`, a `ShowInAppSearchResultsIntent`'s criteria (iOS 17.2; version 1.1).
    case stringSearchCriteria
    public static let keywordDescription = "primitive type"

    /// The Swift type name.
    public var swiftName: String {
        switch self {
        case .string: "String"
        case .attributedString: "AttributedString"
        case .integer: "Int"
        case .double: "Double"
        case .decimal: "Decimal"
        case .boolean: "Bool"
        case .date: "Date"
        case .dateComponents: "DateComponents"
        case .url: "URL"
        case .file: "IntentFile"
        case .person: "IntentPerson"
        case .placemark: "CLPlacemark"
        case .currencyAmount: "IntentCurrencyAmount"
        case .paymentMethod: "IntentPaymentMethod"
        case .stringSearchCriteria: "StringSearchCriteria"
        }
    }

    /// Whether values of the type are numbers, so `lessThan` and friends apply.
    public var isNumeric: Bool { [.integer, .double, .decimal].contains(self) }
}

/// The unit type of a `Measurement` parameter (`length` is `Measurement<UnitLength>`).
public enum MeasurementUnit: String, MetadataKeyword {
    /// `Measurement<UnitAcceleration>`.
    case acceleration
    /// `Measurement<UnitAngle>`.
    case angle
    /// `Measurement<UnitArea>`.
    case area
    /// `Measurement<UnitConcentrationMass>`.
    case concentrationMass
    /// `Measurement<UnitDispersion>`.
    case dispersion
    /// `Measurement<UnitDuration>`.
    case duration
    /// `Measurement<UnitElectricCharge>`.
    case electricCharge
    /// `Measurement<UnitElectricCurrent>`.
    case electricCurrent
    /// `Measurement<UnitElectricPotentialDifference>`.
    case electricPotentialDifference
    /// `Measurement<UnitElectricResistance>`.
    case electricResistance
    /// `Measurement<UnitEnergy>`.
    case energy
    /// `Measurement<UnitFrequency>`.
    case frequency
    /// `Measurement<UnitFuelEfficiency>`.
    case fuelEfficiency
    /// `Measurement<UnitIlluminance>`.
    case illuminance
    /// `Measurement<UnitInformationStorage>`.
    case informationStorage
    /// `Measurement<UnitLength>`.
    case length
    /// `Measurement<UnitMass>`.
    case mass
    /// `Measurement<UnitPower>`.
    case power
    /// `Measurement<UnitPressure>`.
    case pressure
    /// `Measurement<UnitSpeed>`.
    case speed
    /// `Measurement<UnitTemperature>`.
    case temperature
    /// `Measurement<UnitVolume>`.
    case volume
    public static let keywordDescription = "measurement unit"

    /// The Swift type name, such as `Measurement<UnitLength>`.
    public var swiftName: String {
        "Measurement<Unit\(rawValue.prefix(1).uppercased() + rawValue.dropFirst())>"
    }
}
