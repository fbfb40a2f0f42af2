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
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: Self.invalidNameMessage(name))
            )
        }
        self = value
    }

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
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
    public static let keywordDescription = "authentication policy"
}

/// A widget family (Apple's `IntentWidgetFamily`).
public enum WidgetFamily: String, MetadataKeyword, Comparable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryCorner, accessoryInline, accessoryRectangular
    public static let keywordDescription = "widget family"

    public static func < (lhs: WidgetFamily, rhs: WidgetFamily) -> Bool {
        let order = allCases.map(\.self)
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// A comparison in a parameter summary's `When` condition.
public enum ComparisonOperator: String, MetadataKeyword {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
    case oneOf, hasAnyValue, hasNoValue
    case contains, doesNotContain, hasPrefix, hasSuffix
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
    case field, slider, stepper
    public static let keywordDescription = "control style"
}

/// The color of an app's tiles in the Shortcuts app (Apple's `ShortcutTileColor`; named apart from it so both can be imported together).
public enum TileColor: String, MetadataKeyword {
    case red, orange, tangerine, yellow, lime, teal, lightBlue, blue, navy, grape, purple, pink
    case grayBlue, grayGreen, grayBrown
    public static let keywordDescription = "shortcut tile color"
}
