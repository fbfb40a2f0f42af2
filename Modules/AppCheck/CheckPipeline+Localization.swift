import Diagnostics
import Foundation
import IntentLocalization
import LocalizationLint
import StringExtraction
import XcodeProject

extension CheckPipeline {
    /// What the lint of an app's tables found.
    public struct LintStage: Sendable {
        /// The lint's findings, with those of loading the lint configuration.
        public var diagnostics: [Diagnostic] = []
        /// The table files read.
        public var files: [String] = []
        /// Each locale's coverage line, by the group its missing translations fold into.
        public var headlines: [String: String] = [:]
        /// Coverage per table and locale.
        public var coverage: [TableCoverage] = []
    }

    /// Stage 2: lints each target's tables on their own (a group shared by targets once), returning findings and coverage.
    ///
    /// The lint configuration is the `.intentkit.yml` at the app's `root` (``CheckPipeline/root(of:)`` of its path),
    /// if it has one. Without a project, every table of the folder is one group.
    public func lintTables(_ inputs: CheckInputs, root: String) async -> LintStage {
        var stage = LintStage()
        var configuration = LintConfiguration()
        // The configuration file is read once: for the configuration, and as part of the lint's cache key.
        var configurationBytes: [UInt8] = []
        let configurationPath = root + "/" + LintConfiguration.fileName
        if inputs.layout.files.contains(configurationPath) {
            switch FileIO.read(configurationPath) {
            case .failure(let error):
                stage.diagnostics.append(error.diagnostic)
            case .success(let bytes):
                configurationBytes = bytes
                let loaded = LintConfiguration.load(yaml: String(decoding: bytes, as: UTF8.self), path: configurationPath)
                stage.diagnostics += loaded.diagnostics
                configuration = loaded.configuration
            }
        }
        let linter = LocalizationLinter(configuration: configuration)
        let folderFiles = inputs.layout.files.filter { !SourceLayout.isLocalizationFile($0) }
        var files: Set<String> = []
        // What of the folder the lint reads besides its tables: the files in locale folders and the definitions.
        let folderPart = inputs.cache == nil ? [] : Array(folderFiles.filter { $0.utf8Contains(".lproj/") || $0.hasSuffix(".intentdefinition") }
            .joined(separator: "\n").utf8)
        for tables in Self.tableGroups(inputs.layout) {
            let key = inputs.cache.flatMap { cache in
                Self.tablePrints(tables, inputs: inputs, cache: cache).map { prints in
                    cache.key([Array(Self.resultFormat.utf8), Array("lint 2".utf8), configurationBytes, folderPart] + prints)
                }
            }
            // The report without its findings in JSON, the findings in the cache's binary form (decoding thousands of
            // findings from JSON cost more than linting them).
            let findingsKey = key.flatMap { key in inputs.cache?.key(key, "findings") }
            let lint: LintReport
            if let key, let findingsKey, var cached = inputs.cache?.value(LintReport.self, for: key),
               let findings = inputs.cache?.diagnostics(for: findingsKey) {
                cached.diagnostics = findings
                lint = cached
            } else {
                lint = await linter.lint(tables: tables, folderFiles: folderFiles, files: inputs.tables)
                if let key, let findingsKey {
                    var stripped = lint
                    stripped.diagnostics = []
                    let slot = "lint \(root) " + tables.joined(separator: " ")
                    inputs.cache?.store(stripped, for: key, slot: slot)
                    inputs.cache?.store(diagnostics: lint.diagnostics, for: findingsKey, slot: slot + " findings")
                }
            }
            // The first group's findings taken as they are: appended, each would be copied.
            if stage.diagnostics.isEmpty { stage.diagnostics = lint.diagnostics } else { stage.diagnostics += lint.diagnostics }
            files.formUnion(lint.files)
            stage.headlines.merge(lint.coverageHeadlines) { first, _ in first }
            stage.coverage += lint.tableCoverage
        }
        stage.files = files.sorted()
        return stage
    }

    /// The table files linted together: each target's own (a table shared by targets is linted once per distinct
    /// set), or, without a project, every table of the folder. There is always one group, if only to check the
    /// folder's locale folders.
    static func tableGroups(_ layout: SourceLayout) -> [[String]] {
        if layout.projectFiles.isEmpty { return [Array(Set(layout.units.flatMap(\.localizationFiles))).sorted()] }
        var seen: Set<[String]> = []
        let groups = layout.units.filter { !$0.isTest }.map { $0.localizationFiles.sorted() }.filter { !$0.isEmpty && seen.insert($0).inserted }
        return groups.isEmpty ? [[]] : groups
    }

    /// What comparing the code's strings with its catalogs found.
    public struct StringsStage: Sendable {
        /// The comparison's findings, with the string extraction's warnings and errors.
        public var diagnostics: [Diagnostic] = []
        /// How many uses of localizable strings the code has.
        public var uses = 0
        /// How many scopes (targets, packages, or the folder) the strings were compared in.
        public var scopes = 0
    }

    /// Stage 3: compares the localizable strings of each scope's code with the catalogs of its scope.
    ///
    /// The strings are read from the shared trees; the findings are keys missing from their table, keys no code uses,
    /// tables without a catalog, locales App Intents strings lack, and tables no target ships.
    public func checkStrings(_ inputs: CheckInputs) -> StringsStage {
        checkStrings(collectStrings(inputs), inputs: inputs)
    }

    /// The first half of stage 3: the strings of every scope's code, from the shared trees (the only half that reads them).
    func collectStrings(_ inputs: CheckInputs) -> CodeStrings {
        let memo = inputs.cache.map { cache in
            var memo = StringsMemo(cache: cache, indexInputs: inputs.facts.mapValues(\.index), contents: inputs.facts.mapValues(\.strings), describe: { Self.describe($0) })
            memo.placeFreeContents = inputs.facts.mapValues(\.stringsPlaceFree)
            memo.runPlaces = { key in cache.data(for: SourceFacts.runPlacesKey(key, cache: cache)).flatMap(StringsMemo.places(packed:)) }
            return memo
        }
        return CodeStrings.load(inputs.layout, sources: inputs.sources, options: extraction, configuration: configuration, memo: memo)
    }

    /// The second half of stage 3: the strings of the code compared with the tables of their scopes.
    func checkStrings(_ code: CodeStrings, inputs: CheckInputs) -> StringsStage {
        var stage = StringsStage()
        // The comparison with the tables, kept by the strings found (but where they are), the scopes and the tables'
        // contents (``tablePrints(_:inputs:cache:)``): a run whose strings and tables did not change parses no table for it, and one whose strings
        // only moved (lines added above them) moves the findings kept with them.
        let tables = Array(Set(code.scopes.flatMap(\.tableFiles))).sorted()
        let uses = code.extraction.uses
        let checkKey = inputs.cache.flatMap { cache in
            (try? BinaryEncoder().encode(code.scopes)).flatMap { scopes in
                Self.tablePrints(tables, inputs: inputs, cache: cache).map { prints in
                    cache.key([Array(Self.resultFormat.utf8), Array("strings check 3".utf8), StringExtraction.positionFree(uses), scopes] + prints)
                }
            }
        }
        let positionsKey = checkKey.flatMap { key in inputs.cache?.key([Array(Self.resultFormat.utf8), Array("strings check positions".utf8), Array(key.utf8)]) }
        let checked: [Diagnostic]
        if let checkKey, let positionsKey, let known = inputs.cache?.diagnostics(for: checkKey), let positions = inputs.cache?.data(for: positionsKey),
           let moved = StringExtraction.relocating(known, checkedAt: positions, to: uses) {
            checked = moved
        } else {
            checked = code.extraction.checkTables(code.scopes, files: inputs.tables)
            if let checkKey, let positionsKey {
                inputs.cache?.store(diagnostics: checked, for: checkKey, slot: "strings check \(inputs.path)")
                inputs.cache?.store(Data(StringExtraction.packedPositions(uses)), for: positionsKey, slot: "strings check positions \(inputs.path)")
            }
        }
        stage.diagnostics = code.extraction.diagnostics.filter { $0.severity >= .warning } + checked
        stage.diagnostics += StringExtraction.checkUnshippedTables(inputs.layout.unownedLocalizationFiles)
        stage.uses = code.extraction.uses.count
        stage.scopes = code.scopes.count
        return stage
    }
}
