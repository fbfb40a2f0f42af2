import Diagnostics
import Foundation
import IntentKitStrings
import IntentLocalization
import IntentMetadata

/// Words the summary line ("2 errors, 1 warning in 3 files") in the user's language from IntentKit's own catalogs.
struct LocalizedSummary: Sendable {
    /// The locale the line is written for.
    let locale: String

    /// IntentKit's own catalogs, found and loaded the first time a line is written (a JSON or SARIF report writes none).
    ///
    /// Their folder becomes one more root of the command's input policy then, not at start: finding it
    /// (`Bundle.module`) lists the folder `intentkit` is installed in, about 4 ms in a `bin` of 3,000 files.
    private static let resolver: LocalizationResolver? = IntentKitStrings.catalogsPath.map { path in
        var policy = InputPolicy.current
        if !policy.roots.isEmpty {
            policy.roots.append(InputPolicy.realPath(path) ?? InputPolicy.absolute(path))
            InputPolicy.current = policy
        }
        return LocalizationResolver(catalog: Catalog.load([path]), developmentLanguage: "en")
    }

    /// A summary writer for `locale`, or for the environment's language when `locale` is `nil`.
    init(locale: String?) {
        self.locale = locale ?? Self.environmentLocale()
    }

    /// The language `LC_ALL`, `LC_MESSAGES` or `LANG` names (`de_DE.UTF-8` → `de_DE`); English for `C` and `POSIX`.
    static func environmentLocale(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let identifier = String(value.split(separator: ".").first ?? "").split(separator: "@").first.map(String.init) ?? ""
            if identifier == "C" || identifier == "POSIX" || identifier.isEmpty { return "en" }
            return identifier
        }
        return "en"
    }

    /// The summary line for `summary`.
    ///
    /// In English it is the summary's own line, which the catalogs' English is (a test holds them to it): finding and
    /// loading the catalogs cost a small app's check about 6 ms, near half of it.
    func line(_ summary: DiagnosticSummary) -> String {
        Self.isEnglish(locale) ? summary.line : catalogLine(summary)
    }

    /// Whether `locale` is English (`en`, `en_GB`, `en-US`).
    static func isEnglish(_ locale: String) -> Bool {
        locale == "en" || locale.hasPrefix("en_") || locale.hasPrefix("en-")
    }

    /// The summary line for `summary` from IntentKit's catalogs.
    func catalogLine(_ summary: DiagnosticSummary) -> String {
        guard let resolver = Self.resolver else { return summary.line }
        func text(_ key: String, _ arguments: [FormatArgument]) -> String? {
            try? resolver.format(LocalizedStringResource(key, table: "IntentKit"), locale: locale, arguments: arguments).get().text
        }
        var parts: [String] = []
        for severity in Severity.allCases.reversed() {
            let count = summary.count(of: severity)
            guard count > 0 else { continue }
            guard let part = text("summary.\(severity.rawValue)s", [.integer(count)]) else { return summary.line }
            parts.append(part)
        }
        let separator = text("summary.separator", []) ?? ", "
        guard let counts = parts.isEmpty ? text("summary.none", []) : parts.joined(separator: separator) else { return summary.line }
        guard let inputs = summary.inputs else { return counts }
        return text("summary.in-files", [.string(counts), .integer(inputs)]) ?? summary.line
    }
}
