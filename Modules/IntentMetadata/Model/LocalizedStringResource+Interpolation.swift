import Foundation

extension LocalizedStringResource: ExpressibleByStringInterpolation {
    /// Builds a resource from an interpolated literal the way Apple's `String.LocalizationValue` does.
    ///
    /// The key is the literal with a format specifier for each interpolation (`%lld` for
    /// integers, `%lf` for floating-point numbers, `%@` for everything else; a literal `%`
    /// becomes `%%`), so `"\(count) soups"` has the key `%lld soups`. The interpolated text
    /// itself is kept as the default value, so the resource still reads `3 soups` when no table
    /// has the key. Unlike Apple's, the arguments are not kept for re-formatting a translation.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            text += literal
        }

        /// Interpolates a value, written into the key as a format specifier for its type (`%lld` for an integer, `%lf` for a floating-point number, `%@` otherwise).
        public mutating func appendInterpolation<Value>(_ value: Value) {
            switch value {
            case is any BinaryInteger: key += "%lld"
            case is any BinaryFloatingPoint: key += "%lf"
            default: key += "%@"
            }
            text += String(describing: value)
        }

        /// Interpolates another localized string, written into the key as `%@`.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            key += "%@"
            text += resource.fallbackText
        }

        /// `\(placeholder: .int)`: a format specifier with no value, as Apple's `String.LocalizationValue` writes it.
        ///
        /// `numericFormat: "\(placeholder: .int) books"` has the key `%lld books`.
        public mutating func appendInterpolation(placeholder: LocalizationPlaceholder) {
            key += placeholder.specifier
            text += placeholder.specifier
        }
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.key, defaultValue: stringInterpolation.key == stringInterpolation.text ? nil : stringInterpolation.text)
    }
}

/// The placeholders of `\(placeholder:)` interpolations (Apple's `String.LocalizationValue.Placeholder`), iOS 16.
public enum LocalizationPlaceholder: String, CaseIterable, Hashable, Sendable {
    /// A signed integer: `%lld`.
    case int
    /// An unsigned integer: `%llu`.
    case uint
    /// A single-precision number: `%f`.
    case float
    /// A double-precision number: `%lf`.
    case double
    /// An object: `%@`.
    case object

    /// The format specifier the placeholder writes into the key.
    public var specifier: String {
        switch self {
        case .int: "%lld"
        case .uint: "%llu"
        case .float: "%f"
        case .double: "%lf"
        case .object: "%@"
        }
    }
}
