/// A CLDR plural category.
///
/// Categories sort in CLDR's canonical order: zero, one, two, few, many, other.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable, Codable {
    /// `zero`: in Arabic, Latvian, Welsh and a few other languages (and Apple's form for 0 wherever a catalog gives one).
    case zero
    /// `one`: 1 in English; in Russian also 21, 31, …
    case one
    /// `two`: 2 in Arabic, Welsh, Slovenian and a few other languages.
    case two
    /// `few`: such as 2–4 in Russian, Polish and Czech, or 3–10 in Arabic.
    case few
    /// `many`: such as 5–20 in Russian, or large round numbers in French, Spanish and Italian.
    case many
    /// `other`: every number no other category of the locale takes; every locale has it.
    case other

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.rank < rhs.rank }
}

/// Which kind of plural rules: cardinal ("1 file", "2 files") or ordinal ("1st", "2nd").
public enum PluralRuleType: String, CaseIterable, Sendable {
    /// Rules for counts: "1 file", "2 files".
    case cardinal
    /// Rules for ranks: "1st", "2nd", "3rd", "4th".
    case ordinal
}
