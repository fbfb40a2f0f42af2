import Diagnostics

/// A closed set of names the metadata document accepts for a field, decoded with a helpful error.
///
/// An unknown name fails with the list of valid ones and, where one is close, a
/// suggestion: `'equals' is not a valid comparison operator; did you mean 'equalTo'?`.
public protocol MetadataKeyword: RawRepresentable<String>, CaseIterable, Codable, Hashable, Sendable {
    /// What the field holds, for messages (`comparison operator`, `widget family`).
    static var keywordDescription: String { get }
}

extension MetadataKeyword {
    /// Decodes the keyword from its name, failing with the valid names and a suggestion.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: Self.invalidNameMessage(name))
            )
        }
        self = value
    }

    /// Encodes the keyword as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The message for a name that is not one of the keyword's cases.
    public static func invalidNameMessage(_ name: String) -> String {
        let names = allCases.map(\.rawValue)
        let suggestion = Suggestions.closest(to: name, among: names)
        return "'\(name)' is not a valid \(keywordDescription)"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of " + names.joined(separator: ", "))
    }
}

/// How an intent must be authenticated before it runs (Apple's `IntentAuthenticationPolicy`).
public enum AuthenticationPolicy: String, MetadataKeyword {
    /// The intent runs without authentication, even on a locked device.
    case alwaysAllowed
    /// The person must authenticate (unlock the device) first.
    case requiresAuthentication
    /// The person must authenticate on the device that runs the intent.
    case requiresLocalDeviceAuthentication
    public static let keywordDescription = "authentication policy"
}

/// A widget family (Apple's `IntentWidgetFamily`).
public enum WidgetFamily: String, MetadataKeyword, Comparable {
    /// The small home-screen widget.
    case systemSmall
    /// The medium home-screen widget.
    case systemMedium
    /// The large home-screen widget.
    case systemLarge
    /// The extra-large widget (iPad).
    case systemExtraLarge
    /// The extra-large portrait widget (visionOS).
    case systemExtraLargePortrait
    /// The circular accessory widget (Lock Screen, watch face).
    case accessoryCircular
    /// The corner accessory widget (watch face).
    case accessoryCorner
    /// The inline accessory widget, one line of text.
    case accessoryInline
    /// The rectangular accessory widget (Lock Screen, watch face).
    case accessoryRectangular
    public static let keywordDescription = "widget family"

    public static func < (lhs: WidgetFamily, rhs: WidgetFamily) -> Bool {
        let order = allCases.map(\.self)
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// A comparison in a parameter summary's `When` condition.
public enum ComparisonOperator: String, MetadataKeyword {
    /// The value equals the condition's value.
    case equalTo
    /// The value differs from the condition's value, or there is none.
    case notEqualTo
    /// The value is less than the condition's number.
    case lessThan
    /// The value is at most the condition's number.
    case lessThanOrEqualTo
    /// The value is greater than the condition's number.
    case greaterThan
    /// The value is at least the condition's number.
    case greaterThanOrEqualTo
    /// The value is one of the condition's values.
    case oneOf
    /// The parameter has a value.
    case hasAnyValue
    /// The parameter has no value.
    case hasNoValue
    /// The string or array contains the condition's value.
    case contains
    /// The string or array does not contain the condition's value, or there is none.
    case doesNotContain
    /// The string starts with the condition's value.
    case hasPrefix
    /// The string ends with the condition's value.
    case hasSuffix
    public static let keywordDescription = "comparison operator"

    /// How many values the operator compares with: `nil` means one or more.
    public var valueCount: Int? {
        switch self {
        case .hasAnyValue, .hasNoValue: 0
        case .oneOf: nil
        default: 1
        }
    }
}

/// What a query can do, by the protocols it conforms to.
public enum QueryKind: String, MetadataKeyword, Comparable {
    /// `EntityQuery`: entities by identifier, and suggestions.
    case entity
    /// `EntityStringQuery`: entities matching a string.
    case string
    /// `EntityPropertyQuery`: entities matching comparators on properties.
    case property
    /// `EnumerableEntityQuery`: all entities.
    case enumerable
    /// `DynamicOptionsProvider`: options for one parameter.
    case dynamicOptions
    public static let keywordDescription = "query kind"

    public static func < (lhs: QueryKind, rhs: QueryKind) -> Bool {
        let order = allCases.map(\.self)
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// How a numeric parameter is edited (Apple's `IntentParameter` `controlStyle:`).
public enum ControlStyle: String, MetadataKeyword {
    /// A text field (the default).
    case field
    /// A slider, for a parameter with a range.
    case slider
    /// A stepper.
    case stepper
    public static let keywordDescription = "control style"
}

/// The color of an app's tiles in the Shortcuts app (Apple's `ShortcutTileColor`; named apart from it so both can be imported together).
public enum TileColor: String, MetadataKeyword {
    /// Red.
    case red
    /// Orange.
    case orange
    /// Tangerine.
    case tangerine
    /// Yellow.
    case yellow
    /// Lime.
    case lime
    /// Teal.
    case teal
    /// Light blue.
    case lightBlue
    /// Blue.
    case blue
    /// Navy.
    case navy
    /// Grape.
    case grape
    /// Purple.
    case purple
    /// Pink.
    case pink
    /// Gray blue.
    case grayBlue
    /// Gray green.
    case grayGreen
    /// Gray brown.
    case grayBrown
    public static let keywordDescription = "shortcut tile color"
}
