extension SummaryCondition {
    /// Whether the condition holds in `configuration`.
    ///
    /// A subject without a value satisfies only `hasNoValue`, `notEqualTo` and `doesNotContain`. Numbers
    /// compare by value, strings (dates in ISO 8601 among them) by their characters, and an
    /// array value has a value when it is not empty. The string operators look at entity
    /// identifiers and string values.
    public func isSatisfied(by configuration: SummaryConfiguration) -> Bool {
        var value = configuration.value(of: subject)
        if case .array(let elements)? = value, elements.isEmpty { value = nil }
        switch `operator` {
        case .hasAnyValue: return value != nil
        case .hasNoValue: return value == nil
        case .notEqualTo: return value != values.first
        case .doesNotContain where value == nil: return true
        default: break
        }
        guard let value, let first = values.first else { return false }
        switch `operator` {
        case .equalTo: return value == first
        case .oneOf: return values.contains(value)
        case .lessThan: return Self.compare(value, first).map { $0 < 0 } ?? false
        case .lessThanOrEqualTo: return Self.compare(value, first).map { $0 <= 0 } ?? false
        case .greaterThan: return Self.compare(value, first).map { $0 > 0 } ?? false
        case .greaterThanOrEqualTo: return Self.compare(value, first).map { $0 >= 0 } ?? false
        case .contains, .doesNotContain, .hasPrefix, .hasSuffix:
            guard case .string(let text) = value, case .string(let operand) = first else { return `operator` == .doesNotContain }
            switch `operator` {
            case .contains: return text.contains(operand)
            case .doesNotContain: return !text.contains(operand)
            case .hasPrefix: return text.hasPrefix(operand)
            default: return text.hasSuffix(operand)
            }
        case .hasAnyValue, .hasNoValue, .notEqualTo: return false
        }
    }

    /// -1, 0 or 1 for comparable values; `nil` when the two cannot be ordered.
    static func compare(_ lhs: MetadataValue, _ rhs: MetadataValue) -> Int? {
        if let l = lhs.number, let r = rhs.number { return l < r ? -1 : (l == r ? 0 : 1) }
        if case .string(let l) = lhs, case .string(let r) = rhs { return l < r ? -1 : (l == r ? 0 : 1) }
        return nil
    }
}
