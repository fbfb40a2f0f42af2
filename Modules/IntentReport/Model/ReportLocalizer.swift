import IntentLocalization
import IntentMetadata

/// Resolves an app's strings in each of its locales with IntentKit's own resolution (fallback chains included).
struct ReportLocalizer {
    /// The development language.
    let developmentLanguage: String
    /// The locales the app's tables have, the development language first, then sorted.
    let locales: [String]
    private let resolver: LocalizationResolver

    init(app: ReportApp) {
        developmentLanguage = app.developmentLanguage
        resolver = LocalizationResolver(catalog: app.catalog, developmentLanguage: app.developmentLanguage)
        let all = Set(app.catalog.tables.values.flatMap(\.locales)).union(app.phrases.locales)
        let development = Self.normalized(app.developmentLanguage)
        locales = [app.developmentLanguage] + all.filter { Self.normalized($0) != development }.sorted()
    }

    /// A resource's text in the development language: its table's value, else its default value, else its key.
    func text(_ resource: LocalizedStringResource) -> String {
        Self.text(of: resolver.resolve(resource, locale: developmentLanguage).value) ?? resource.fallbackText
    }

    /// A resource's text in `locale` (falling back as the system does), or in the development language for `nil`.
    func text(_ resource: LocalizedStringResource, locale: String?) -> String {
        guard let locale else { return text(resource) }
        return Self.text(of: resolver.resolve(resource, locale: locale).value) ?? resource.fallbackText
    }

    /// A resource's text in each other locale that translates it (a locale falling back to the development
    /// language is left out), by locale.
    func translations(_ resource: LocalizedStringResource) -> [(locale: String, text: String)] {
        let development = Self.normalized(developmentLanguage)
        var out: [(String, String)] = []
        for locale in locales.dropFirst() {
            let resolution = resolver.resolve(resource, locale: locale)
            guard let found = resolution.locale, Self.normalized(found) != development, let text = Self.text(of: resolution.value) else { continue }
            out.append((locale, text))
        }
        return out
    }

    /// The text a value shows: its string, its `other` plural form, its `other` device form, or its set's first.
    static func text(of value: LocalizedValue) -> String? {
        if let unit = value.unit { return unit.value }
        if let other = value.plural[.other] ?? value.plural.sorted(by: { "\($0.key)" < "\($1.key)" }).first?.value { return text(of: other) }
        if let other = value.device["other"] ?? value.device.sorted(by: { $0.key < $1.key }).first?.value { return text(of: other) }
        return value.stringSet?.values.first
    }

    /// A locale identifier as an attribute name part: lower case, `_` as `-` (`pt_BR` → `pt-br`).
    static func normalized(_ locale: String) -> String {
        String(locale.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
