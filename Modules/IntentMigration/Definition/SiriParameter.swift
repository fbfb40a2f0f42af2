import Diagnostics
import IntentMetadata

/// One parameter of an intent (`INIntentParameters[]`) or of its response.
public struct SiriParameter: Sendable {
    /// `INIntentParameterName`: what migration matches on.
    public var name: String
    /// The parameter's display name, which becomes the converted parameter's `title:`.
    public var displayName: DefinitionText
    /// The description, if any.
    public var description: DefinitionText?
    /// The parameter's value type, as the definition names it.
    public var type: SiriParameterType
    /// Whether the parameter takes several values (`SupportsMultipleValues`).
    public var isArray: Bool
    /// The number of values per widget size class (`ArraySizes`), in file order.
    public var arraySizes: [ArraySize]
    /// Whether the array has a fixed size per widget size class (`FixedSizeArray`, with `ArraySizes`).
    public var isFixedSizeArray: Bool
    /// Whether Shortcuts and widgets can set it (`INIntentParameterConfigurable`).
    public var isConfigurable: Bool
    /// Whether the app provides its options (`SupportsDynamicEnumeration`).
    public var hasDynamicOptions: Bool
    /// Whether the options can be searched (`SupportsSearch`).
    public var supportsSearch: Bool
    /// The prompt dialogs by type (`Primary`, `Configuration`, `DisambiguationIntroduction`, `Confirmation`, …).
    public var prompts: [String: DefinitionText]
    /// Type-specific settings (`INIntentParameterMetadata…`, prefix removed): `DefaultValue`, `MinimumValue`, `Capitalization`, …
    public var metadata: [String: MetadataValue]
    /// The texts among the type-specific settings (`DefaultValue`, `TrueDisplayName`, …), with their keys.
    public var metadataTexts: [String: DefinitionText]
    /// Where each type-specific setting's key stands, by suffix.
    public var metadataLocations: [String: SourceLocation]
    /// The parent-parameter relationship, if the parameter is shown only for some values of another.
    public var relationship: SiriRelationship?
    /// Where the parameter's dictionary starts.
    public var location: SourceLocation

    /// A size of a fixed-size array for one widget size class.
    public struct ArraySize: Hashable, Sendable {
        /// `Small`, `Medium`, `Large`, `ExtraLarge`, `AccessoryInline`, `AccessoryCorner`, `AccessoryCircular` or `AccessoryRectangular`.
        public var sizeClass: String
        /// The number of values.
        public var size: Int
        /// Where the size's dictionary starts.
        public var location: SourceLocation?

        /// The size of the array for `sizeClass`.
        public init(sizeClass: String, size: Int, location: SourceLocation? = nil) {
            self.sizeClass = sizeClass
            self.size = size
            self.location = location
        }
    }

    /// A value of the parameter metadata.
    public enum MetadataValue: Hashable, Sendable {
        /// A string value.
        case string(String)
        /// A number.
        case number(Double)
        /// A Boolean value.
        case bool(Bool)
        /// A list of strings: custom uniform type identifiers, currency codes.
        case list([String])
    }

    /// A Boolean setting, written `<true/>` / `<false/>` or, by some Xcode versions, as the strings `YES` / `NO`.
    public func flag(_ suffix: String) -> Bool? {
        switch metadata[suffix] {
        case .bool(let flag)?: flag
        case .number(let number)?: number != 0
        case .string(let text)?: ["yes", "true", "1"].contains(text.lowercased()) ? true : ["no", "false", "0"].contains(text.lowercased()) ? false : nil
        default: nil
        }
    }

    /// A number setting (`MinimumValue`, `DefaultValue`…), also when written as a string of digits.
    public func number(_ suffix: String) -> Double? {
        switch metadata[suffix] {
        case .number(let number)?: number
        case .string(let text)?: Double(text)
        default: nil
        }
    }

    /// A string setting.
    public func text(_ suffix: String) -> String? {
        if case .string(let text)? = metadata[suffix] { return text }
        return nil
    }

    /// A configurable, single-valued parameter of `type` with no prompts, metadata, options or relationship.
    public init(name: String, displayName: DefinitionText, type: SiriParameterType, location: SourceLocation) {
        self.name = name
        self.displayName = displayName
        self.type = type
        self.location = location
        description = nil
        isArray = false
        arraySizes = []
        isConfigurable = true
        hasDynamicOptions = false
        supportsSearch = false
        isFixedSizeArray = false
        prompts = [:]
        metadata = [:]
        metadataTexts = [:]
        metadataLocations = [:]
        relationship = nil
    }
}

/// The type of a SiriKit parameter, as `INIntentParameterType` (with its enum or object type) names it.
public enum SiriParameterType: Hashable, Sendable, CustomStringConvertible {
    /// `INIntentParameterType` `String`.
    case string
    /// `Integer`.
    case integer
    /// `Decimal`.
    case decimal
    /// `Boolean`.
    case boolean
    /// `URL`.
    case url
    /// `Date`.
    case date
    /// `DateComponents`.
    case dateComponents
    /// `File` (`INFile`).
    case file
    /// `Person` (`INPerson`).
    case person
    /// `Placemark` (`CLPlacemark`).
    case placemark
    /// `Location`.
    case location
    /// `CurrencyAmount` (`INCurrencyAmount`).
    case currencyAmount
    /// `PaymentMethod` (`INPaymentMethod`).
    case paymentMethod
    /// `SpeakableString` (`INSpeakableString`).
    case speakableString
    /// A measurement: `Duration` / `TimeInterval`, `Length`, `Volume`, `Temperature`… (one of Foundation's 22 dimensions).
    case measurement(MeasurementUnit)
    /// An `INEnums` enum, by name (`Type` `Integer` with an `EnumType`).
    case enumeration(String)
    /// An `INTypes` custom type, by name (`Type` `Object` with an `ObjectType`).
    case object(String)
    /// `Object` without an object type: a plain `INObject` (an identifier and a display string).
    case plainObject
    /// A type name the reader does not know.
    case unknown(String)

    /// A `Duration` / `TimeInterval` parameter.
    public static let duration = SiriParameterType.measurement(.duration)

    /// Maps `INIntentParameterType` and the enum or object type beside it.
    init(typeName: String, enumType: String?, objectType: String?) {
        if let enumType { self = .enumeration(enumType); return }
        if typeName == "Object" { self = objectType.map { .object($0) } ?? .plainObject; return }
        switch typeName {
        case "String": self = .string
        case "Integer": self = .integer
        case "Decimal": self = .decimal
        case "Boolean": self = .boolean
        case "URL": self = .url
        case "Date": self = .date
        case "DateComponents": self = .dateComponents
        case "Duration", "TimeInterval": self = .duration
        case "File": self = .file
        case "Person": self = .person
        case "Placemark": self = .placemark
        case "Location": self = .location
        case "Currency", "CurrencyAmount": self = .currencyAmount
        case "PaymentMethod": self = .paymentMethod
        case "SpeakableString": self = .speakableString
        default:
            // The measurement types are named after their dimension: `Length`, `Volume`, `Temperature`, `ElectricCharge`…
            if let first = typeName.first, first.isUppercase,
               let unit = MeasurementUnit(rawValue: first.lowercased() + typeName.dropFirst()) {
                self = .measurement(unit)
            } else {
                self = .unknown(typeName)
            }
        }
    }

    /// The name as the definition spells it.
    public var description: String {
        switch self {
        case .string: "String"
        case .integer: "Integer"
        case .decimal: "Decimal"
        case .boolean: "Boolean"
        case .url: "URL"
        case .date: "Date"
        case .dateComponents: "DateComponents"
        case .file: "File"
        case .person: "Person"
        case .placemark: "Placemark"
        case .location: "Location"
        case .currencyAmount: "Currency"
        case .paymentMethod: "PaymentMethod"
        case .speakableString: "SpeakableString"
        case .measurement(let unit): unit.rawValue.prefix(1).uppercased() + unit.rawValue.dropFirst()
        case .enumeration(let name): "enum \(name)"
        case .object(let name): "type \(name)"
        case .plainObject: "Object"
        case .unknown(let name): name
        }
    }
}

/// "Show this parameter only when its parent …": `INIntentParameterRelationship`.
public struct SiriRelationship: Hashable, Sendable {
    /// The condition on the parent's value.
    public enum Predicate: Hashable, Sendable {
        /// `HasAnyValue`.
        case hasAnyValue
        /// `EnumHasExactValue`: the enum case name.
        case enumValue(String)
        /// `BooleanHasExactValue` (an absent value means `false`).
        case boolValue(Bool)
        /// `ObjectIdentifierValueContains`: a substring of the parent's identifier.
        case identifierContains(String)
    }

    /// The parent parameter's name.
    public var parentName: String
    /// The condition on the parent's value under which the parameter is shown.
    public var predicate: Predicate
}
