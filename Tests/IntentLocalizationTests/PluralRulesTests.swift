import Foundation
@testable import IntentLocalization
import Testing

/// Expected selections from CLDR 42 (what ICU 72 implements), per `shared/reference/plurals-and-icu.md` §4.
/// Inputs: 0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5.
private let inputs: [Double] = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5]
private let selections: [(String, String)] = [
    ("en", "other one other other other other other other other other other"),
    ("fr", "one one other other other other other other other other one"),
    ("pt_PT", "other one other other other other other other other other other"),
    ("ru", "many one few few many many one few many one other"),
    ("uk", "many one few few many many one few many one other"),
    ("pl", "many one few few many many many few many many other"),
    ("cs", "other one few few other other other other other other many"),
    ("lt", "other one few few few other one few few one many"),
    ("ar", "zero one two few few many many many many other other"),
    ("cy", "zero one two few other other other other other other other"),
    ("he", "other one two other other other other other other other other"),
    ("sl", "other one two few other other other other other one few"),
    ("ro", "few one few few few few other other other few few"),
    ("lv", "zero one other other other zero one other other one other"),
    ("br", "other one two few other other one two other one other"),
    ("gd", "other one two few few one other other other other other"),
    ("mt", "few one two few few many other other other other other"),
    ("kw", "zero one two few other other many two other many other"),
    ("ga", "other one two few few other other other other other other"),
    ("sr_Latn", "other one few few other other one few other one other"),
]

@Suite struct PluralRulesTests {
    @Test(arguments: selections)
    func selectsCLDR42Categories(locale: String, expected: String) throws {
        let rules = try PluralRules.rules(for: locale)
        let actual = inputs.map { rules.category(for: $0).rawValue }.joined(separator: " ")
        #expect(actual == expected, "\(locale)")
    }

    @Test(arguments: [
        ("ja", "other"), ("zh", "other"), ("ko", "other"),
        ("en", "one other"), ("en_GB", "one other"), ("de", "one other"), ("hi", "one other"),
        ("fr", "one many other"), ("es", "one many other"), ("it", "one many other"), ("pt", "one many other"),
        ("pt_PT", "one many other"), ("ca", "one many other"),
        ("he", "one two other"), ("ro", "one few other"), ("sr_Latn", "one few other"), ("lv", "zero one other"),
        ("ru", "one few many other"), ("uk", "one few many other"), ("pl", "one few many other"),
        ("cs", "one few many other"), ("lt", "one few many other"),
        ("sl", "one two few other"), ("gd", "one two few other"),
        ("ga", "one two few many other"), ("br", "one two few many other"), ("mt", "one two few many other"),
        ("ar", "zero one two few many other"), ("cy", "zero one two few many other"), ("kw", "zero one two few many other"),
    ])
    func categorySetsAreInCanonicalOrder(locale: String, expected: String) throws {
        #expect(try PluralRules.rules(for: locale).categories.map(\.rawValue).joined(separator: " ") == expected)
    }

    @Test(arguments: [
        ("en", "one two few other"), ("en_GB", "one two few other"), ("gd", "one two few other"),
        ("cy", "zero one two few many other"), ("hi", "one two few many other"), ("it", "many other"),
        ("uk", "few other"), ("fr", "one other"), ("kw", "one many other"), ("ru", "other"), ("ja", "other"),
    ])
    func ordinalCategorySets(locale: String, expected: String) throws {
        #expect(try PluralRules.rules(for: locale, type: .ordinal).categories.map(\.rawValue).joined(separator: " ") == expected)
    }

    @Test func englishOrdinals() throws {
        let rules = try PluralRules.rules(for: "en", type: .ordinal)
        let suffixes = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map { rules.category(for: Double($0)) }
        #expect(suffixes == [.one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one, .other])
    }

    @Test func visibleFractionDigitsCount() throws {
        let english = try PluralRules.rules(for: "en")
        #expect(english.category(for: 1.0) == .one)
        #expect(english.category(forFormatted: "1") == .one)
        #expect(english.category(forFormatted: "1.0") == .other)
        #expect(english.category(forFormatted: "-1") == .one)
        #expect(english.category(forFormatted: "1e3") == nil)
        #expect(english.category(forFormatted: "one") == nil)
        let czech = try PluralRules.rules(for: "cs")
        #expect(czech.category(forFormatted: "1.5") == .many)
        #expect(czech.category(forFormatted: "2") == .few)
    }

    @Test func millionsAreManyInRomanceLanguages() throws {
        for locale in ["fr", "es", "it", "pt", "pt_PT", "ca"] {
            let rules = try PluralRules.rules(for: locale)
            #expect(rules.category(for: 1_000_000) == .many, "\(locale)")
            #expect(rules.category(for: 2_000_000) == .many, "\(locale)")
            #expect(rules.category(for: 1_500_000) == .other, "\(locale)")
            #expect(rules.category(for: 999_999) == .other, "\(locale)")
        }
        // Zero is `one` in French and Brazilian Portuguese, `other` in Spanish, Italian, Catalan and European Portuguese.
        #expect(try ["fr", "pt", "es", "it", "ca", "pt_PT"].map { try PluralRules.rules(for: $0).category(for: 0) }
            == [.one, .one, .other, .other, .other, .other])
    }

    @Test func appleIdentifiersWork() throws {
        #expect(try PluralRules.rules(for: "pt-PT").category(for: 0) == .other)
        #expect(try PluralRules.rules(for: "pt-BR").category(for: 0) == .one)
        #expect(try PluralRules.rules(for: "zh-Hant-TW").categories == [.other])
        #expect(try PluralRules.rules(for: "sr-Latn").categories == [.one, .few, .other])
    }

    @Test(arguments: ["xx_YY", "xx", "Base", "", "qq-ZZ"])
    func unknownLocalesAreErrorsNotRootRules(locale: String) {
        #expect(throws: PluralRulesError.unknownLocale(locale)) { try PluralRules.rules(for: locale) }
        #expect(!PluralRules.isKnown(locale))
    }

    @Test func rulesAreCachedPerLocaleAndType() throws {
        let first = try PluralRules.rules(for: "ru")
        #expect(try PluralRules.rules(for: "ru") === first)
        #expect(try PluralRules.rules(for: "ru", type: .ordinal) !== first)
    }

    @Test func rulesAreSafeToShareAcrossThreads() async throws {
        let locales = ["ru", "ar", "pl", "fr", "cy", "lt"]
        let expected = try locales.map { locale in
            try (0..<200).map { try PluralRules.rules(for: locale).category(for: Double($0)) }
        }
        let results = try await withThrowingTaskGroup(of: (Int, [PluralCategory]).self) { group in
            for round in 0..<24 {
                let index = round % locales.count
                group.addTask {
                    let rules = try PluralRules.rules(for: locales[index])
                    return (index, (0..<200).map { rules.category(for: Double($0)) })
                }
            }
            var collected: [(Int, [PluralCategory])] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        for (index, categories) in results { #expect(categories == expected[index]) }
    }

    @Test func usesTheSystemICU() {
        #expect(PluralRules.icuVersion.hasPrefix("72."))
    }
}

@Suite struct LocalizedNumberTests {
    @Test(arguments: [
        (1234567, "en", "1,234,567"),
        (1234567, "de", "1.234.567"),
        (1234567, "fr", "1\u{202F}234\u{202F}567"),
        (1234, "ar", "١٬٢٣٤"),
        (-42, "en", "-42"),
    ])
    func integersUseTheLocalesDigitsAndGrouping(value: Int, locale: String, expected: String) {
        #expect(LocalizedNumber.string(value, locale: locale) == expected)
    }

    @Test func doublesUseTheLocalesDecimalSeparator() {
        #expect(LocalizedNumber.string(1234.5, locale: "de") == "1.234,5")
        #expect(LocalizedNumber.string(2.0, locale: "en") == "2")
        #expect(LocalizedNumber.string(3.14159, maximumFractionDigits: 2, locale: "en") == "3.14")
    }
}
