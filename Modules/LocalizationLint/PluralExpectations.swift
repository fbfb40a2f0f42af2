import Foundation
import IntentLocalization

/// Which plural categories a locale needs, may have, and never uses, from the system's CLDR data.
struct PluralExpectations: Sendable {
    /// Categories an entry must have: the locale's, without the optional ones; always `other`.
    let required: Set<PluralCategory>
    /// Categories the locale has that an entry may leave out.
    let optional: Set<PluralCategory>
    /// Every category the locale selects.
    let all: Set<PluralCategory>
    /// For categories that integers reach: the first few integers each selects (`one` in ru: 1, 21, 31).
    let integerSamples: [PluralCategory: [Int]]

    /// Languages whose `many` is for large round numbers (1,000,000) and compact forms only.
    static let optionalManyLanguages: Set<String> = ["fr", "es", "it", "pt", "ca"]

    /// Whether a category stands for exactly one number, so its form may spell the number out ("one file", "حساءان").
    func isExact(_ category: PluralCategory) -> Bool {
        category == .zero || integerSamples[category]?.count == 1
    }

    init(rules: PluralRules) {
        all = Set(rules.categories)
        // A category no integer reaches applies only to decimals ("1.5 files"), which counts rarely show.
        var samples: [PluralCategory: [Int]] = [:]
        for number in Array(0...200) + [1_000, 10_000, 100_000, 1_000_000, 10_000_000] {
            samples[rules.category(for: Double(number)), default: []].append(number)
        }
        integerSamples = samples
        let integerCategories = Set(samples.keys)
        let language = String(rules.locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        var optional: Set<PluralCategory> = [.zero]
        if Self.optionalManyLanguages.contains(language) { optional.insert(.many) }
        optional.formUnion(all.subtracting(integerCategories))
        optional.remove(.other)
        self.optional = optional.intersection(all)
        var required = all.subtracting(optional)
        required.insert(.other)
        self.required = required
    }
}

/// One `PluralExpectations` per locale, computed once and shared across threads.
final class PluralExpectationCache: @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: PluralExpectations?] = [:]

    /// The expectations for `locale`, or `nil` when ICU does not know it.
    func expectations(for locale: String) -> PluralExpectations? {
        if let cached = lock.withLock({ cache[locale] }) { return cached }
        let expectations = (try? PluralRules.rules(for: locale)).map(PluralExpectations.init)
        lock.withLock { cache[locale] = expectations }
        return expectations
    }
}
