/// A literal value in the metadata document: a parameter's default, or a value a summary condition compares with.
///
/// Numbers compare by value, so `1` and `1.0` are equal (JSON has one number type).
public enum MetadataValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A string, such as an enum case's raw value or an entity identifier.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction.
    case double(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// A list, such as the default of an array parameter.
    case array([MetadataValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MetadataValue].self) {
            self = .array(value)
        } else {
            throw DecodingError.typeMismatch(
                MetadataValue.self,
                .init(codingPath: decoder.codingPath, debugDescription: "expected a string, number, boolean or array")
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        }
    }

    /// The value as a number, if it is one.
    public var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    public static func == (lhs: MetadataValue, rhs: MetadataValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(l), .string(r)): l == r
        case let (.boolean(l), .boolean(r)): l == r
        case let (.array(l), .array(r)): l == r
        default: lhs.number != nil && lhs.number == rhs.number
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let value): hasher.combine(0); hasher.combine(value)
        case .boolean(let value): hasher.combine(1); hasher.combine(value)
        case .array(let value): hasher.combine(2); hasher.combine(value)
        case .integer, .double: hasher.combine(3); hasher.combine(number)
        }
    }

    /// The value as Swift source would spell it: `"pickup"`, `3`, `true`, `[1, 2]`.
    public var description: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .integer(let value): "\(value)"
        case .double(let value): "\(value)"
        case .boolean(let value): "\(value)"
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        }
    }
}
