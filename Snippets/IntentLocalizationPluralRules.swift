// A locale's CLDR plural rules and number formats, from the system ICU.

import IntentLocalization

// snippet.rules
// Rules are opened once per locale and type, then cached; they are safe to use from any thread.
let russian = try PluralRules.rules(for: "ru")
precondition(russian.categories == [.one, .few, .many, .other])  // canonical order
precondition(russian.category(for: 1) == .one)
precondition(russian.category(for: 21) == .one)
precondition(russian.category(for: 3) == .few)
precondition(russian.category(for: 5) == .many)
precondition(russian.category(for: 1.5) == .other)

// Apple's and ICU's identifiers both work.
let brazilian = try PluralRules.rules(for: "pt-BR"), underscored = try PluralRules.rules(for: "pt_BR")
precondition(brazilian.categories == underscored.categories)
// snippet.end

// snippet.formatted
// A plain number: 1.0 is 1. A number as written: its visible fraction digits count (CLDR's operands v and f).
let english = try PluralRules.rules(for: "en")
precondition(english.category(for: 1.0) == .one)
precondition(english.category(forFormatted: "1") == .one)
precondition(english.category(forFormatted: "1.0") == .other)
precondition(english.category(forFormatted: "one") == nil)  // not a plain decimal
// snippet.end

// snippet.ordinal
// Ordinal rules: "1st", "2nd", "3rd", "4th", "22nd".
let ordinals = try PluralRules.rules(for: "en", type: .ordinal)
precondition([1, 2, 3, 4, 22].map { ordinals.category(for: Double($0)) } == [.one, .two, .few, .other, .two])
// snippet.end

// snippet.unknown
// A locale ICU has no data for is an error, where ICU itself would quietly use the root rules (only `other`).
precondition(PluralRules.isKnown("de-AT"))
precondition(!PluralRules.isKnown("xx-YY"))
do {
    _ = try PluralRules.rules(for: "xx-YY")
    preconditionFailure("xx-YY has no rules")
} catch {
    precondition(error == .unknownLocale("xx-YY"))
}
// snippet.end

// snippet.numbers
// Numbers in a locale's digits, grouping and separators.
precondition(LocalizedNumber.string(1234567, locale: "de") == "1.234.567")
precondition(LocalizedNumber.string(1234, locale: "ar") == "١٬٢٣٤")
precondition(LocalizedNumber.string(1234.5, locale: "de") == "1.234,5")
precondition(LocalizedNumber.string(3.14159, maximumFractionDigits: 2, locale: "en") == "3.14")
// snippet.end
