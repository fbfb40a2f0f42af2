import Diagnostics
import IntentExtraction
import XcodeProject

/// An app's string tables beside the strings its code uses, scope by scope: what `localization sync`,
/// `localization lint --sources` and `check` compare.
///
///     let code = CodeStrings.load("MyApp", options: ExtractionOptions(), configuration: nil)
///     let findings = code.extraction.checkTables(code.scopes)
///     let keys = code.extraction.keys(byTableFile: code.scopes)   // catalog path → keys to sync it with
public struct CodeStrings: Sendable {
    /// How the app is built: its projects' targets, its packages, or its folder.
    public let layout: SourceLayout
    /// The scopes (targets, packages, the folder), each with its Swift files and tables.
    public let scopes: [StringScope]
    /// The strings of every scope's Swift files.
    public let extraction: StringExtraction

    /// Reads the layout of `path` and extracts its strings; with a `configuration`, each target's `#if`
    /// conditions are that configuration's, otherwise `options` decide (every clause read without `-D`).
    public static func load(_ path: String, options: ExtractionOptions, configuration: String?) -> CodeStrings {
        let layout = SourceLayout.resolve(path, configuration: configuration)
        let units = layout.units
        let scopes = units.map {
            StringScope(name: $0.name, swiftFiles: $0.swiftFiles, tableFiles: $0.localizationFiles, developmentLanguage: $0.developmentRegion,
                        knownRegions: $0.knownRegions, extractsStrings: $0.extractsStrings)
        }
        // One extraction per set of conditions, so each target's #if is read as its configuration builds it.
        var groups: [Set<String>?: [String]] = [:]
        for unit in units {
            let conditions = configuration != nil ? unit.compilationConditions.map(Set.init) ?? options.conditions : options.conditions
            groups[conditions, default: []] += unit.swiftFiles
        }
        var uses: [LocalizableString] = []
        var diagnostics = layout.diagnostics
        for (conditions, files) in groups.sorted(by: { ($0.key?.sorted() ?? []).lexicographicallyPrecedes($1.key?.sorted() ?? []) }) {
            var groupOptions = options
            groupOptions.conditions = conditions
            let extraction = StringExtractor(options: groupOptions).extract(Array(Set(files)).sorted())
            uses += extraction.uses
            diagnostics += extraction.diagnostics
        }
        return CodeStrings(layout: layout, scopes: scopes, extraction: StringExtraction(uses: uses, diagnostics: diagnostics))
    }
}
