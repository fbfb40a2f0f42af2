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

        public mutating func appendInterpolation<Value>(_ value: Value) {
            switch value {
            case is any BinaryInteger: key += "%lld"
            case is any BinaryFloatingPoint: key += "%lf"
            default: key += "%@"
            }
            text += String(describing: value)
        }

        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            key += "%@"
            text += resource.fallbackText
        }

        /// A format specifier with no value, as in a `numericFormat`: `"\(placeholder: .int) books"`
        /// has the key (and the text) `%lld books`.
        public mutating func appendInterpolation(placeholder: Placeholder) {
            key += placeholder.formatSpecifier
            text += placeholder.formatSpecifier
        }
    }

    /// The kind of value a placeholder stands for (Apple's `String.LocalizationValue.Placeholder`).
    public enum Placeholder: Hashable, Sendable {
        case int, uint, float, double, object

        /// The format specifier in the key: `%lld`, `%llu`, `%f`, `%lf` or `%@`.
        public var formatSpecifier: String {
            switch self {
            case .int: "%lld"
            case .uint: "%llu"
            case .float: "%f"
            case .double: "%lf"
            case .object: "%@"
            }
        }
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.key, defaultValue: stringInterpolation.key == stringInterpolation.text ? nil : stringInterpolation.text)
    }
}
