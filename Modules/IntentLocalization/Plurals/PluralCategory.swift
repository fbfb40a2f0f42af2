/// A CLDR plural category.
///
/// Categories sort in CLDR's canonical order: zero, one, two, few, many, other.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable, Codable {
    case zero, one, two, few, many, other

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.rank < rhs.rank }
}

/// Which kind of plural rules: cardinal ("1 file", "2 files") or ordinal ("1st", "2nd").
public enum PluralRuleType: String, CaseIterable, Sendable {
    case cardinal, ordinal
}
