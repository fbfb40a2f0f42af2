import Diagnostics
import IntentExtraction
import XcodeProject

/// An app's string tables beside the strings its code uses, scope by scope.
///
/// This is what `intentkit localization sync`, `localization lint --sources` and `check` compare.
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

    /// Reads the layout of `path` (a folder, or an Xcode project or workspace) and extracts its strings.
    ///
    /// With a `configuration`, each target's `#if` conditions are that configuration's; otherwise every
    /// configuration's, on each platform. Conditions set in `options` (`-D`) override both.
    public static func load(_ path: String, options: ExtractionOptions, configuration: String?) -> CodeStrings {
        load(SourceLayout.resolve(path, configuration: configuration), options: options, configuration: configuration)
    }

    /// Extracts the strings of a layout already resolved, from Swift files already read for every reader of the run.
    ///
    /// `sources` holds the files by path; each file's one tree is read under each build.
    ///
    /// With a `memo`, each build's declaration index and each file's strings are kept across runs (``StringsMemo``).
    public static func load(_ layout: SourceLayout, sources: [String: SwiftSource], options: ExtractionOptions, configuration: String?, memo: StringsMemo? = nil) -> CodeStrings {
        let scopes = scopes(of: layout)
        var groups: [ExtractionTarget.Build: Set<String>] = [:]
        for unit in layout.units {
            for build in unit.builds(given: options.conditions, configuration: configuration, sources: sources) {
                groups[build.conditions == nil ? ExtractionTarget.Build(conditions: nil) : build, default: []].formUnion(unit.swiftFiles)
            }
        }
        let builds = ordered(groups).map { build, files -> (options: ExtractionOptions, sources: [SwiftSource]) in
            var buildOptions = options
            buildOptions.conditions = build.conditions
            buildOptions.operatingSystem = build.operatingSystem
            return (buildOptions, files.sorted().compactMap { sources[$0] })
        }
        let extraction = StringExtractor(options: options).extract(builds: builds, memo: memo)
        return CodeStrings(layout: layout, scopes: scopes, extraction: StringExtraction(uses: extraction.uses, diagnostics: layout.diagnostics + extraction.diagnostics))
    }

    /// The scopes of a layout: each unit with its Swift files and tables.
    private static func scopes(of layout: SourceLayout) -> [StringScope] {
        layout.units.map {
            StringScope(name: $0.name, swiftFiles: $0.swiftFiles, tableFiles: $0.localizationFiles, developmentLanguage: $0.developmentRegion,
                        knownRegions: $0.knownRegions, extractsStrings: $0.extractsStrings, isComplete: $0.isComplete,
                        knownRegionsLocation: $0.knownRegionsLocation)
        }
    }

    /// The builds in a stable order: by system, then conditions.
    ///
    /// The order is total: a build that reads every `#if` branch (no conditions) and one with no condition set are
    /// told apart, so a run's uses come out in the same order every time (the cache keys the comparison with the
    /// tables by them), whatever order the dictionary gives.
    private static func ordered<Value>(_ groups: [ExtractionTarget.Build: Value]) -> [(key: ExtractionTarget.Build, value: Value)] {
        func name(_ build: ExtractionTarget.Build) -> String {
            build.operatingSystem + " " + (build.conditions.map { "[" + $0.sorted().joined(separator: ",") + "]" } ?? "*")
        }
        return groups.sorted { name($0.key) < name($1.key) }
    }

    /// Extracts the strings of a layout already resolved (with `configuration`, when one was named), reading its files.
    public static func load(_ layout: SourceLayout, options: ExtractionOptions, configuration: String?) -> CodeStrings {
        let units = layout.units
        let scopes = units.map {
            StringScope(name: $0.name, swiftFiles: $0.swiftFiles, tableFiles: $0.localizationFiles, developmentLanguage: $0.developmentRegion,
                        knownRegions: $0.knownRegions, extractsStrings: $0.extractsStrings, isComplete: $0.isComplete,
                        knownRegionsLocation: $0.knownRegionsLocation)
        }
        // One pass per build (conditions and system), so each target's #if is read as its configurations and
        // platforms build it; every file is parsed once, and a string used in several builds is one use.
        var groups: [ExtractionTarget.Build: Set<String>] = [:]
        for unit in units {
            for build in unit.builds(given: options.conditions, configuration: configuration) {
                groups[build.conditions == nil ? ExtractionTarget.Build(conditions: nil) : build, default: []].formUnion(unit.swiftFiles)
            }
        }
        let builds = ordered(groups).map { build, files -> (options: ExtractionOptions, files: [String]) in
            var buildOptions = options
            buildOptions.conditions = build.conditions
            buildOptions.operatingSystem = build.operatingSystem
            return (buildOptions, files.sorted())
        }
        let extraction = StringExtractor(options: options).extract(builds: builds)
        let diagnostics = layout.diagnostics + extraction.diagnostics
        let uses = extraction.uses
        return CodeStrings(layout: layout, scopes: scopes, extraction: StringExtraction(uses: uses, diagnostics: diagnostics))
    }
}
