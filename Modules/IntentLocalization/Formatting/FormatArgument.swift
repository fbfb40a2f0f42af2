/// An argument for a format string.
public enum FormatArgument: Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    case integer(Int)
    case double(Double)
    case string(String)

    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }

    /// Reads a command-line argument: an integer if it is one, else a number, else a string.
    public init(parsing text: String) {
        if let integer = Int(text) {
            self = .integer(integer)
        } else if let double = Double(text), text.contains(where: \.isNumber) {
            self = .double(double)
        } else {
            self = .string(text)
        }
    }

    /// The value as `%@` prints it.
    public var description: String {
        switch self {
        case .integer(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): value
        }
    }

    var kindName: String {
        switch self {
        case .integer: "an integer"
        case .double: "a number with a fraction"
        case .string: "a string"
        }
    }

    /// The value as a number, for plural selection.
    var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .double(let value): value
        case .string: nil
        }
    }
}

/// Why a string could not be formatted. Formatting never traps; it returns one of these.
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public var message: String

    public var description: String { message }
}
