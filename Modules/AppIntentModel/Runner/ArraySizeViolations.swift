/// Array parameters holding more or fewer elements than their size allows in a widget family.
public struct ArraySizeViolations: Error, Hashable, Sendable, CustomStringConvertible {
    /// One parameter that does not fit.
    public struct Violation: Hashable, Sendable, CustomStringConvertible {
        /// The parameter's name.
        public var parameter: String
        /// How many elements it holds.
        public var count: Int
        /// The smallest count allowed.
        public var minimum: Int
        /// The largest count allowed.
        public var maximum: Int
        /// The family the size is for; `nil` for the general size.
        public var widgetFamily: IntentWidgetFamily?

        public var description: String {
            let range = minimum == maximum ? "exactly \(minimum)" : "\(minimum) to \(maximum)"
            let family = widgetFamily.map { " in a \($0.rawValue) widget" } ?? ""
            return "'\(parameter)' holds \(count) element\(count == 1 ? "" : "s"), but takes \(range)\(family)"
        }
    }

    /// The parameters that do not fit.
    public var violations: [Violation]

    public var description: String { violations.map(\.description).joined(separator: "; ") }
}

extension AppIntent {
    /// The array parameters whose element count does not fit their size in `family`.
    public func arraySizeViolations(for family: IntentWidgetFamily?) -> [ArraySizeViolations.Violation] {
        ParameterMirror.parameters(of: self).compactMap { name, parameter in
            guard let size = parameter.options.size(for: family), parameter.hasValue else { return nil }
            let count = parameter.elementCount
            guard count < size.min || count > size.max else { return nil }
            let familySpecific = family.flatMap { parameter.options.sizeByWidgetFamily?[$0] } != nil
            return .init(parameter: name, count: count, minimum: size.min, maximum: size.max, widgetFamily: familySpecific ? family : nil)
        }
    }
}
