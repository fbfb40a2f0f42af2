import Diagnostics
import Foundation
import IntentMetadata

/// Resolves `LocalizedStringResource`s against a ``Catalog`` for a locale, and formats them.
///
/// The locale falls back the way Apple's bundles do: `zh-Hant-TW`, then `zh-Hant`, then `zh`, then
/// the development language, and finally the resource's default value (or its key).
///
///     let resolver = LocalizationResolver(catalog: catalog, developmentLanguage: "en")
///     let resolution = resolver.resolve(LocalizedStringResource("%lld files"), locale: "ru")
///     try resolver.format(LocalizedStringResource("%lld files"), locale: "ru", arguments: [21]).get().text
public struct LocalizationResolver: Sendable {
    /// Where a resolved string came from.
    public struct Resolution: Sendable {
        /// The table the key was found in; `nil` when the default value was used.
        public var table: String?
        /// The locale whose localization was used; `nil` when the default value was used.
        public var locale: String?
        /// The value.
        public var value: LocalizedValue
        /// Where the value is defined, if it came from a file.
        public var location: SourceLocation? { value.unit?.location ?? value.location }
    }

    /// A formatted string and where its text came from.
    public struct Formatted: Sendable {
        /// The text.
        public var text: String
        /// Where it was resolved from.
        public var resolution: Resolution
    }

    /// The catalog looked in.
    public var catalog: Catalog
    /// The language to fall back to; defaults to the table's source language, then `en`.
    public var developmentLanguage: String?

    /// Creates a resolver.
    public init(catalog: Catalog, developmentLanguage: String? = nil) {
        self.catalog = catalog
        self.developmentLanguage = developmentLanguage
    }

    /// The locales tried for `locale`, most specific first: `zh-Hant-TW`, `zh-Hant`, `zh`, then the development language.
    public func fallbackChain(for locale: String, table: CatalogTable? = nil) -> [String] {
        var chain: [String] = []
        var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        let development = developmentLanguage ?? table?.sourceLanguage ?? "en"
        if !chain.contains(where: { Self.normalized($0) == Self.normalized(development) }) { chain.append(development) }
        return chain
    }

    /// The value `resource` resolves to for `locale`, falling back as described above.
    public func resolve(_ resource: LocalizedStringResource, locale: String) -> Resolution {
        let tableName = resource.table ?? "Localizable"
        if let table = catalog.tables[tableName], let entry = table[resource.key] {
            let available = Dictionary(entry.localizations.map { (Self.normalized($0.key), ($0.key, $0.value)) }, uniquingKeysWith: { first, _ in first })
            for candidate in fallbackChain(for: locale, table: table) {
                if let (name, value) = available[Self.normalized(candidate)] {
                    return Resolution(table: tableName, locale: name, value: value)
                }
            }
        }
        return Resolution(table: nil, locale: nil, value: LocalizedValue(unit: StringUnit(resource.fallbackText)))
    }

    /// Resolves `resource` and formats it with `arguments`, choosing device and plural variations.
    ///
    /// - Parameters:
    ///   - resource: The key, table and default value to resolve.
    ///   - locale: The locale to resolve for; it falls back as ``resolve(_:locale:)`` does.
    ///   - arguments: The format's arguments; the first numeric one chooses a top-level plural variation.
    ///   - device: The device variation to choose (`iphone`, `mac`, …); `other` when `nil` or not in the value.
    /// - Returns: The formatted text with where it came from, or a ``FormatError`` saying why it could not be
    ///   formatted (no variation for the device, no numeric argument for a plural, an invalid format).
    public func format(
        _ resource: LocalizedStringResource,
        locale: String,
        arguments: [FormatArgument] = [],
        device: String? = nil
    ) -> Result<Formatted, FormatError> {
        let resolution = resolve(resource, locale: locale)
        let formatLocale = resolution.locale ?? locale
        var value = resolution.value
        // Device variation first, then a top-level plural variation, as String Catalogs nest them.
        if !value.device.isEmpty {
            guard let chosen = device.flatMap({ value.device[$0] }) ?? value.device["other"] else {
                return .failure(FormatError(message: "the value has device variations but none for \(device ?? "other")"))
            }
            var merged = chosen
            merged.substitutions.merge(value.substitutions) { own, _ in own }
            value = merged
        }
        let formatter = StringFormatter(locale: formatLocale)
        let format: String
        if !value.plural.isEmpty {
            switch pluralVariation(of: value, arguments: arguments, locale: formatLocale) {
            case .success(let text): format = text
            case .failure(let error): return .failure(error)
            }
        } else if let unit = value.unit {
            format = unit.value
        } else if let set = value.stringSet {
            format = set.values.first ?? ""
        } else {
            return .failure(FormatError(message: "the value has no string to format"))
        }
        return formatter.format(format, arguments: arguments, substitutions: value.substitutions)
            .map { Formatted(text: $0, resolution: resolution) }
    }

    /// The plural form of a value with top-level plural variations, chosen by its first numeric argument.
    private func pluralVariation(of value: LocalizedValue, arguments: [FormatArgument], locale: String) -> Result<String, FormatError> {
        let reference = value.plural[.other]?.unit?.value ?? value.plural.values.compactMap(\.unit?.value).first ?? ""
        var counter = 0
        var argumentNumber: Int?
        for token in FormatParser.tokens(in: reference) {
            guard case .specifier(let specifier) = token else { continue }
            let number = specifier.position ?? { counter += 1; return counter }()
            if [.integer, .unsignedInteger, .floatingPoint].contains(specifier.argumentKind) {
                argumentNumber = number
                break
            }
        }
        guard let number = argumentNumber, arguments.indices.contains(number - 1), let count = arguments[number - 1].number else {
            return .failure(FormatError(message: "the plural variation needs a numeric argument"))
        }
        let rules: PluralRules
        do {
            rules = try PluralRules.rules(for: locale)
        } catch {
            return .failure(FormatError(message: error.description))
        }
        var category = rules.category(for: count)
        if count == 0, value.plural[.zero] != nil { category = .zero }
        guard let text = value.plural[category]?.unit?.value ?? value.plural[.other]?.unit?.value else {
            return .failure(FormatError(message: "the plural variation has no '\(category)' form and no 'other' form"))
        }
        return .success(text)
    }

    /// A locale identifier for matching: lower case, `-` between subtags.
    static func normalized(_ locale: String) -> String {
        locale.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}
