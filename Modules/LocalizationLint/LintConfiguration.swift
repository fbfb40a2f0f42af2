import Diagnostics

/// How a project wants its catalogs linted: from `.intentkit.yml` at the project root, or built in code.
///
/// ```yaml
/// localization:
///   developmentLanguage: en
///   exclude: [Pods, Carthage]
///   checks:
///     localization.unchanged-translation: remark   # turn on
///     localization.punctuation-mismatch: off       # turn off
///     localization.missing-translation: error      # make stricter
/// ```
public struct LintConfiguration: Sendable, Equatable {
    /// The language translations are compared with.
    ///
    /// By default each String Catalog's `sourceLanguage`, else `en`, or `Base` for a table that has `Base`
    /// and no `en`. When set, a String Catalog without a translation in this language keeps its own
    /// `sourceLanguage`.
    public var developmentLanguage: String?
    /// Folder or file names not to read (in addition to `.build*` and `.git`).
    public var excludes: Set<String> = []
    /// Severity per check id; `nil` turns a check off.
    public var severities: [String: Severity?] = [:]

    /// The default configuration.
    public init(developmentLanguage: String? = nil, excludes: Set<String> = [], severities: [String: Severity?] = [:]) {
        self.developmentLanguage = developmentLanguage
        self.excludes = excludes
        self.severities = severities
    }

    /// The severity a check's findings get, or `nil` when it is off.
    public func severity(of check: String, default defaultSeverity: Severity) -> Severity? {
        if let configured = severities[check] { return configured }
        return LintChecks.offByDefault.contains(check) ? nil : defaultSeverity
    }

    /// `diagnostics` with this configuration's severities applied and disabled checks removed.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard severities[diagnostic.id] != nil || LintChecks.offByDefault.contains(diagnostic.id) else { return diagnostic }
            guard let severity = severity(of: diagnostic.id, default: diagnostic.severity) else { return nil }
            var adjusted = diagnostic
            adjusted.severity = severity
            return adjusted
        }
    }
}
