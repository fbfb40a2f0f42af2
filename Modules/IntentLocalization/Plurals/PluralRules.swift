import CIntentKitICU
import Foundation

/// The CLDR plural rules of one locale, from the system ICU.
///
///     let russian = try PluralRules.rules(for: "ru")
///     russian.category(for: 21)          // .one
///     russian.category(for: 5)           // .many
///     russian.categories                 // [.one, .few, .many, .other]
///     try PluralRules.rules(for: "en").category(forFormatted: "1.0")   // .other: "1.0" shows a fraction digit
///
/// Rules objects are cached, one per locale and type, and are safe to use from any thread.
/// A locale ICU does not know is an error (``PluralRulesError/unknownLocale(_:)``): ICU itself
/// would silently fall back to the root rules, which have only `other`.
public final class PluralRules: @unchecked Sendable {
    // @unchecked: the ICU rules are immutable after opening, and ICU documents selection as thread-safe.

    /// The locale identifier the rules were asked for (`pt-BR`, `zh_Hant`, …).
    public let locale: String
    /// Cardinal or ordinal.
    public let type: PluralRuleType
    /// The categories the locale has, in canonical order (zero, one, two, few, many, other).
    public let categories: [PluralCategory]

    private let handle: OpaquePointer
    private let icuLocale: String

    private init(locale: String, icuLocale: String, type: PluralRuleType) throws(PluralRulesError) {
        var status: Int32 = 0
        guard let handle = intentkit_plural_rules_open(icuLocale, type == .ordinal ? 1 : 0, &status) else {
            throw .icuFailure(locale: locale, code: status)
        }
        self.handle = handle
        self.locale = locale
        self.icuLocale = icuLocale
        self.type = type
        var buffer = [CChar](repeating: 0, count: 128)
        let length = intentkit_plural_rules_keywords(handle, &buffer, Int32(buffer.count))
        let text = length >= 0 ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : "other"
        categories = text.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
    }

    deinit {
        intentkit_plural_rules_close(handle)
    }

    /// The category ICU selects for `number` (a plain number: `1.0` is the same as `1`).
    public func category(for number: Double) -> PluralCategory {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { buffer in
            let length = intentkit_plural_rules_select(handle, number, buffer.baseAddress!, 16)
            return Self.category(buffer, length) ?? .other
        }
    }

    /// The category for a number written as text, where visible fraction digits count.
    ///
    /// In English `"1"` is `one` but `"1.0"` is `other`. Returns `nil` for text that is not a plain
    /// decimal (optional sign, digits, optional fraction).
    public func category(forFormatted text: String) -> PluralCategory? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { buffer in
            let length = intentkit_plural_rules_select_decimal(handle, icuLocale, text, buffer.baseAddress!, 16)
            return Self.category(buffer, length)
        }
    }

    private static func category(_ buffer: UnsafeMutableBufferPointer<CChar>, _ length: Int32) -> PluralCategory? {
        guard length > 0 else { return nil }
        switch (buffer[0], length) {
        case (0x7A, _): return .zero    // z
        case (0x6F, 3): return .one     // one
        case (0x6F, _): return .other   // other
        case (0x74, _): return .two     // t
        case (0x66, _): return .few     // f
        case (0x6D, _): return .many    // m
        default: return nil
        }
    }

    // MARK: Cache

    private static let cache = RulesCache()

    /// The rules for `locale` (an Apple or ICU locale identifier such as `pt-BR`, `pt_BR`, `zh-Hant-TW`).
    ///
    /// - Throws: ``PluralRulesError/unknownLocale(_:)`` when ICU has no data for the locale's language.
    public static func rules(for locale: String, type: PluralRuleType = .cardinal) throws(PluralRulesError) -> PluralRules {
        try cache.rules(for: locale, type: type)
    }

    /// Whether ICU has locale data for the language of `locale`.
    public static func isKnown(_ locale: String) -> Bool {
        cache.isKnownLanguage(LocaleIdentifier(locale).language)
    }

    /// The version of the system ICU in use, such as `72.1`.
    public static var icuVersion: String { String(cString: intentkit_icu_version()) }

    fileprivate static func open(_ locale: String, type: PluralRuleType) throws(PluralRulesError) -> PluralRules {
        try PluralRules(locale: locale, icuLocale: LocaleIdentifier(locale).icuIdentifier, type: type)
    }
}

/// Why plural rules could not be had.
public enum PluralRulesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ICU has no data for the locale's language (it would fall back to the root rules).
    case unknownLocale(String)
    /// ICU failed to open the rules.
    case icuFailure(locale: String, code: Int32)

    public var description: String {
        switch self {
        case .unknownLocale(let locale): "'\(locale)' is not a locale ICU knows; its plural rules are unknown"
        case let .icuFailure(locale, code): "ICU could not open the plural rules of '\(locale)' (error \(code))"
        }
    }
}

/// One rules object per locale and type, opened on first use.
private final class RulesCache: @unchecked Sendable {
    // @unchecked: every stored property is guarded by `lock`.
    private let lock = NSLock()
    private var rules: [String: PluralRules] = [:]
    private var languages: [String: Bool] = [:]

    func rules(for locale: String, type: PluralRuleType) throws(PluralRulesError) -> PluralRules {
        let key = type.rawValue + " " + locale
        lock.lock()
        defer { lock.unlock() }
        if let cached = rules[key] { return cached }
        guard knownLanguageLocked(LocaleIdentifier(locale).language) else { throw .unknownLocale(locale) }
        let opened = try PluralRules.open(locale, type: type)
        rules[key] = opened
        return opened
    }

    func isKnownLanguage(_ language: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return knownLanguageLocked(language)
    }

    private func knownLanguageLocked(_ language: String) -> Bool {
        if let known = languages[language] { return known }
        let known = !language.isEmpty && intentkit_language_is_known(language) == 1
        languages[language] = known
        return known
    }
}

extension PluralRules {
    /// The category for `number`, opening fresh ICU rules for this one call (no cache).
    ///
    /// Only for measuring what the cache saves (the benchmarks); use ``rules(for:type:)``.
    @_spi(Benchmarks) public static func uncachedCategory(locale: String, number: Double) throws(PluralRulesError) -> PluralCategory {
        try open(locale, type: .cardinal).category(for: number)
    }
}
