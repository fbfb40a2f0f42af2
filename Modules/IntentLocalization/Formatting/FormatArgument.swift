/// An argument for a format string.
public enum FormatArgument: Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// An integer, for the integer conversions (`%d`, `%lld`, `%u`, `%x`, `%c`, …) and `*` widths; it also selects plural forms.
    case integer(Int)
    /// A number, for `%f`, `%e`, `%g` and the like; a whole one also fits an integer conversion, and it selects plural forms.
    case double(Double)
    /// A string, for `%@` and `%s` (`%@` prints the other kinds too).
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
