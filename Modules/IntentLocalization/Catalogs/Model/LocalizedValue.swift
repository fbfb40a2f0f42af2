import Diagnostics

/// One locale's text for one key, with where it was read.
///
/// A value is a plain string, a list of strings, or variations by plural category, device or width,
/// with substitutions.
///
/// This is the one model the three catalog formats read into: a `.strings` value is a
/// ``unit``; a `.stringsdict` entry is a ``unit`` (its format key) with ``substitutions`` (its
/// variables); an `.xcstrings` localization maps field for field.
public struct LocalizedValue: Sendable, Hashable {
    /// The fields, shared between copies until one of them changes: a catalog's values are
    /// copied often (into checks, across threads) and a copy then costs one reference count.
    @usableFromInline var storage: Storage

    /// A single string (`stringUnit`), if this value is one.
    public var unit: StringUnit? {
        @inlinable get { storage.unit }
        _modify { makeUnique(); yield &storage.unit }
    }
    /// A list of strings (`stringSet`, used by AppShortcuts phrase catalogs), if this value is one.
    public var stringSet: StringSet? {
        @inlinable get { storage.stringSet }
        _modify { makeUnique(); yield &storage.stringSet }
    }
    /// Variations by plural category.
    public var plural: [PluralCategory: LocalizedValue] {
        @inlinable get { storage.plural }
        _modify { makeUnique(); yield &storage.plural }
    }
    /// Variations by device (`iphone`, `ipad`, `mac`, …, `other`).
    public var device: [String: LocalizedValue] {
        @inlinable get { storage.device }
        _modify { makeUnique(); yield &storage.device }
    }
    /// Variations by presentation width (`.stringsdict` `NSStringVariableWidthRuleType`).
    public var width: [String: LocalizedValue] {
        @inlinable get { storage.width }
        _modify { makeUnique(); yield &storage.width }
    }
    /// Named substitutions (`%#@name@`), by name.
    public var substitutions: [String: Substitution] {
        @inlinable get { storage.substitutions }
        _modify { makeUnique(); yield &storage.substitutions }
    }
    /// Where the value is defined.
    public var location: SourceLocation? {
        @inlinable get { storage.location }
        _modify { makeUnique(); yield &storage.location }
    }

    /// Creates a value.
    public init(
        unit: StringUnit? = nil,
        stringSet: StringSet? = nil,
        plural: [PluralCategory: LocalizedValue] = [:],
        device: [String: LocalizedValue] = [:],
        width: [String: LocalizedValue] = [:],
        substitutions: [String: Substitution] = [:],
        location: SourceLocation? = nil
    ) {
        storage = Storage(
            unit: unit, stringSet: stringSet, plural: plural, device: device, width: width,
            substitutions: substitutions, location: location
        )
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    public static func == (lhs: LocalizedValue, rhs: LocalizedValue) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The fields of a value, in one object.
    ///
    /// Most values are one string with its location, so the other fields live in a second object made only when
    /// one of them is set: a catalog holds a value per key and locale (360,000 in a project of 4,000 keys in 90
    /// locales), and the five fields a plain string leaves empty were most of its size.
    @usableFromInline final class Storage: @unchecked Sendable {
        // @unchecked: a Storage is changed only through `makeUnique()`, when no other value shares it.
        @usableFromInline @exclusivity(unchecked) var unit: StringUnit?
        @usableFromInline @exclusivity(unchecked) var location: SourceLocation?
        /// The list, variations and substitutions, when the value has any; owned by this storage alone.
        @usableFromInline @exclusivity(unchecked) var more: More?

        /// A value's fields besides its string and location.
        @usableFromInline final class More: @unchecked Sendable {
            // @unchecked: owned by one Storage, and changed only when that storage is.
            @usableFromInline var stringSet: StringSet?
            @usableFromInline var plural: [PluralCategory: LocalizedValue]
            @usableFromInline var device: [String: LocalizedValue]
            @usableFromInline var width: [String: LocalizedValue]
            @usableFromInline var substitutions: [String: Substitution]

            init(
                stringSet: StringSet? = nil, plural: [PluralCategory: LocalizedValue] = [:], device: [String: LocalizedValue] = [:],
                width: [String: LocalizedValue] = [:], substitutions: [String: Substitution] = [:]
            ) {
                self.stringSet = stringSet
                self.plural = plural
                self.device = device
                self.width = width
                self.substitutions = substitutions
            }

            func copy() -> More {
                More(stringSet: stringSet, plural: plural, device: device, width: width, substitutions: substitutions)
            }
        }

        @usableFromInline var stringSet: StringSet? {
            get { more?.stringSet }
            _modify { yield &made().stringSet }
        }
        @usableFromInline var plural: [PluralCategory: LocalizedValue] {
            get { more?.plural ?? [:] }
            _modify { yield &made().plural }
        }
        @usableFromInline var device: [String: LocalizedValue] {
            get { more?.device ?? [:] }
            _modify { yield &made().device }
        }
        @usableFromInline var width: [String: LocalizedValue] {
            get { more?.width ?? [:] }
            _modify { yield &made().width }
        }
        @usableFromInline var substitutions: [String: Substitution] {
            get { more?.substitutions ?? [:] }
            _modify { yield &made().substitutions }
        }

        /// The second object, made if the value has none yet.
        private func made() -> More {
            if let more { return more }
            let made = More()
            more = made
            return made
        }

        init(
            unit: StringUnit?, stringSet: StringSet?, plural: [PluralCategory: LocalizedValue], device: [String: LocalizedValue],
            width: [String: LocalizedValue], substitutions: [String: Substitution], location: SourceLocation?
        ) {
            self.unit = unit
            self.location = location
            if stringSet != nil || !plural.isEmpty || !device.isEmpty || !width.isEmpty || !substitutions.isEmpty {
                more = More(stringSet: stringSet, plural: plural, device: device, width: width, substitutions: substitutions)
            }
        }

        private init(unit: StringUnit?, location: SourceLocation?, more: More?) {
            self.unit = unit
            self.location = location
            self.more = more
        }

        func copy() -> Storage {
            Storage(unit: unit, location: location, more: more?.copy())
        }

        /// The fields as one comparable, hashable value.
        var fields: Fields {
            Fields(unit: unit, stringSet: stringSet, plural: plural, device: device, width: width, substitutions: substitutions, location: location)
        }
    }

    struct Fields: Hashable {
        var unit: StringUnit?
        var stringSet: StringSet?
        var plural: [PluralCategory: LocalizedValue]
        var device: [String: LocalizedValue]
        var width: [String: LocalizedValue]
        var substitutions: [String: Substitution]
        var location: SourceLocation?
    }

    /// Calls `body` with every string unit of the value, in no particular order.
    ///
    /// The units are its own, its variations' and its variables' forms; unlike ``allUnits``, no array is built.
    public func forEachUnit(_ body: (StringUnit) -> Void) {
        let storage = storage
        if let unit = storage.unit { body(unit) }
        guard let more = storage.more else { return }
        for value in more.plural.values { value.forEachUnit(body) }
        for value in more.device.values { value.forEachUnit(body) }
        for value in more.width.values { value.forEachUnit(body) }
        for substitution in more.substitutions.values {
            for value in substitution.plural.values { value.forEachUnit(body) }
        }
    }

    /// Every string unit in the value, variations and substitutions included, depth first, in key order.
    public var allUnits: [StringUnit] {
        var units = unit.map { [$0] } ?? []
        for key in plural.keys.sorted() { units += plural[key]!.allUnits }
        for key in device.keys.sorted() { units += device[key]!.allUnits }
        for key in width.keys.sorted() { units += width[key]!.allUnits }
        for name in substitutions.keys.sorted() {
            for key in substitutions[name]!.plural.keys.sorted() { units += substitutions[name]!.plural[key]!.allUnits }
        }
        return units
    }
}

/// A string with its translation state.
public struct StringUnit: Sendable, Hashable {
    /// The text.
    public var value: String
    /// The translation state, where the format records one (`.xcstrings`).
    public var state: TranslationState?
    /// Where the text is.
    public var location: SourceLocation?

    /// Creates a unit.
    public init(_ value: String, state: TranslationState? = nil, location: SourceLocation? = nil) {
        self.value = value
        self.state = state
        self.location = location
    }
}

/// A list of strings with its translation state (`stringSet`).
public struct StringSet: Sendable, Hashable {
    /// The strings.
    public var values: [String]
    /// The translation state.
    public var state: TranslationState?
    /// Where the list is.
    public var location: SourceLocation?

    /// Creates a set.
    public init(_ values: [String], state: TranslationState? = nil, location: SourceLocation? = nil) {
        self.values = values
        self.state = state
        self.location = location
    }
}

/// A named substitution: `%#@name@` in a `.stringsdict` format key or an `.xcstrings` value.
public struct Substitution: Sendable, Hashable {
    /// The argument it formats, if stated (`argNum`; `.stringsdict` never states it).
    public var argumentNumber: Int?
    /// The format specifier of the argument without `%` (`lld`, `d`, `f`), if given.
    public var formatSpecifier: String?
    /// The rule type a `.stringsdict` variable names in `NSStringFormatSpecTypeKey`.
    ///
    /// Normally `NSStringPluralRuleType`; `nil` where the format has none (`.xcstrings`) or the key is missing.
    public var ruleType: String?
    /// The variants by plural category.
    public var plural: [PluralCategory: LocalizedValue]
    /// Keys of a `.stringsdict` variable that are neither a plural category nor a known key, with their locations.
    public var unknownKeys: [String: SourceLocation]
    /// Where the substitution is defined.
    public var location: SourceLocation?

    /// Creates a substitution.
    public init(
        argumentNumber: Int? = nil,
        formatSpecifier: String? = nil,
        ruleType: String? = nil,
        plural: [PluralCategory: LocalizedValue] = [:],
        unknownKeys: [String: SourceLocation] = [:],
        location: SourceLocation? = nil
    ) {
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.ruleType = ruleType
        self.plural = plural
        self.unknownKeys = unknownKeys
        self.location = location
    }
}

/// The translation state of a string in a String Catalog.
public enum TranslationState: Sendable, Hashable, CustomStringConvertible {
    /// `new`: the string has not been translated or reviewed yet.
    case new
    /// `translated`: the translation is done.
    case translated
    /// `needs_review`: the translation is to be checked again before it ships.
    case needsReview
    /// `stale`: Xcode no longer finds the string in the code.
    case stale
    /// Translated by a machine (Xcode 26's on-device translation); the text ships, but no translator has read it.
    case machineTranslated
    /// A state this version of IntentKit does not know, kept as written.
    case unknown(String)

    /// The state for its `.xcstrings` spelling.
    public init(_ text: String) {
        switch text {
        case "new": self = .new
        case "translated": self = .translated
        case "needs_review": self = .needsReview
        case "stale": self = .stale
        case "machine_translated": self = .machineTranslated
        default: self = .unknown(text)
        }
    }

    /// The `.xcstrings` spelling.
    public var description: String {
        switch self {
        case .new: "new"
        case .translated: "translated"
        case .needsReview: "needs_review"
        case .stale: "stale"
        case .machineTranslated: "machine_translated"
        case .unknown(let text): text
        }
    }
}
