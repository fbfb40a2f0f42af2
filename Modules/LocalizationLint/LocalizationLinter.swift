import Diagnostics
import Foundation
import IntentLocalization

/// Lints a project's string catalogs across locales: what `intentkit localization lint` runs.
///
/// The catalogs are read and each table is checked per locale in task groups, on all cores:
/// translations against the development language (missing, stale, empty, unchanged,
/// placeholders, whitespace, punctuation), every value on its own (format specifiers, plural
/// structure and categories for the locale, String Catalog states), and the project's layout.
/// One plural-rules object is opened per locale.
public struct LocalizationLinter: Sendable {
    /// How to lint.
    public var configuration: LintConfiguration

    /// Creates a linter.
    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// Lints the catalogs under `paths` (folders or catalog files).
    ///
    /// Tables are identified by name across all the paths, as Xcode copies every target's
    /// `*.lproj` folders and String Catalogs into one bundle: lint one app (or one target) per run.
    public func lint(_ paths: [String]) async -> LintReport {
        let catalog = await Catalog.load(paths, excluding: configuration.excludes)
        let files = catalog.files
        var diagnostics = ProjectLayout.check(paths, catalog: catalog, excluding: configuration.excludes)
        var coverage = CoverageTally()
        diagnostics += await lint(catalog, coverage: &coverage, dialogTables: Self.intentDefinitionNames(under: paths, excluding: configuration.excludes))
        return LintReport(
            diagnostics: configuration.apply(to: diagnostics.map(Self.grouped)).sortedForOutput(),
            coverage: coverage.locales, tableCoverage: coverage.tables,
            files: files
        )
    }

    /// Lints the table files of one app or target, found by a walk already made.
    ///
    /// Files under an excluded folder or name are left out, as a walk would skip them.
    ///
    /// - Parameters:
    ///   - tables: The `.strings`, `.stringsdict` and `.xcstrings` files to lint.
    ///   - folderFiles: The other files of the folder: locale folders without a table, and intent definitions
    ///     (`.intentdefinition`), whose translation tables hold SiriKit dialogs rather than formats.
    ///   - store: The run's parsed table files, so a file another stage read is not read again (`nil`: read every file).
    /// - Returns: The findings with the configuration applied, the coverage, and the files read.
    public func lint(tables: [String], folderFiles: [String], files store: TableFiles? = nil) async -> LintReport {
        let excluded = configuration.excludes
        func kept(_ file: String) -> Bool { excluded.isEmpty || file.split(separator: "/").allSatisfy { !excluded.contains(String($0)) } }
        let tables = tables.filter(kept)
        let others = folderFiles.filter(kept)
        let catalog = await Catalog.load(tables, excluding: excluded, files: store)
        let files = catalog.files
        let localeFolders = Self.localeFolders(holding: others)
        var diagnostics = ProjectLayout.check(localeFolders: localeFolders, catalog: catalog)
        let dialogTables = Set(others.filter { $0.hasSuffix(".intentdefinition") }.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        var coverage = CoverageTally()
        diagnostics += await lint(catalog, coverage: &coverage, dialogTables: dialogTables)
        return LintReport(
            diagnostics: configuration.apply(to: diagnostics.map(Self.grouped)).sortedForOutput(),
            coverage: coverage.locales, tableCoverage: coverage.tables,
            files: files
        )
    }

    /// The locale folders (`NAME.lproj`) that hold any of `files`, sorted.
    ///
    /// Read from the bytes of each path; only a path with `//`, `/.` or a final `/` (which `NSString` tidies first)
    /// is read by `NSString`, whose path methods cost more than the rest of a large app's lint on Linux.
    static func localeFolders(holding files: [String]) -> [String] {
        var folders = Set<String>()
        for file in files {
            if Self.needsNormalizing(file) {
                let folder = (file as NSString).deletingLastPathComponent
                if (folder as NSString).pathExtension == "lproj" { folders.insert(folder) }
                continue
            }
            guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { continue }
            let folder = file[..<slash]
            let name = folder.utf8.lastIndex(of: UInt8(ascii: "/")).map { folder[folder.utf8.index(after: $0)...] } ?? folder
            guard name.utf8.count > 6, name.utf8.suffix(6).elementsEqual(".lproj".utf8) else { continue }
            folders.insert(String(folder))
        }
        return folders.sorted()
    }

    /// Whether `path` has `//`, a component that starts with `.`, or a trailing `/`: a path `NSString` reads apart.
    private static func needsNormalizing(_ path: String) -> Bool {
        var afterSlash = false
        for byte in path.utf8 {
            if afterSlash, byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") { return true }
            afterSlash = byte == UInt8(ascii: "/")
        }
        return afterSlash
    }

    /// Lints a catalog's tables, adding their coverage to `coverage`.
    ///
    /// The catalog is consumed: each locale's values move into the job that checks them, which
    /// frees them on its core when it is done.
    func lint(_ catalog: consuming Catalog, coverage: inout CoverageTally, dialogTables: Set<String> = []) async -> [Diagnostic] {
        var diagnostics = catalog.diagnostics
        diagnostics += unknownLocales(in: catalog)

        var noSource: [Diagnostic] = []
        var jobs: [TableLocaleJob] = []
        for name in catalog.tables.keys.sorted() {
            var table = catalog.tables.removeValue(forKey: name)!
            let source = sourceLocale(of: table)
            let locales = table.locales
            let hasSource = locales.contains(source) || table.sourceLanguage != nil || locales.isEmpty
            if !hasSource {
                // Without the development language there is nothing to compare with; each value is still checked.
                noSource.append(LintChecks.noDevelopmentLanguage.diagnostic(
                    "the table '\(name)' has no \(source) text (its locales are \(locales.joined(separator: ", "))), so its translations are not compared; set developmentLanguage if \(source) is not it",
                    at: SourceLocation(file: table.files.values.flatMap { $0 }.sorted().first ?? name),
                    context: ["table": name]
                ))
            }
            let sourceInfo = hasSource ? SourceInfo(table: table, locale: source) : SourceInfo()
            // The values leave the table before any job shares it, so each locale's values belong to its job alone.
            var columns = Dictionary(uniqueKeysWithValues: locales.map { ($0, table.removeColumn($0) ?? []) })
            for locale in hasSource && !locales.contains(source) ? [source] + locales : locales {
                jobs.append(TableLocaleJob(
                    table: table, column: columns.removeValue(forKey: locale) ?? [], source: hasSource ? source : locale,
                    sourceInfo: sourceInfo, locale: locale
                ))
            }
        }
        let expectations = PluralExpectationCache()
        let options = LintOptions(configuration: configuration, dialogTables: dialogTables)
        let results = await jobs.concurrentMapConsuming { $0.run(expectations: expectations, options: options) }
        diagnostics += noSource
        for result in results {
            diagnostics += result.diagnostics
            if let row = result.coverage { coverage.add(row, table: result.table, files: result.files) }
        }
        return diagnostics
    }

    /// `diagnostic` with the table and locale its file names (`de.lproj/Localizable.strings`: `Localizable`, `de`;
    /// `Main.xcstrings`: `Main`) in its context where the check did not give them, and its group.
    static func grouped(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.group == nil else { return diagnostic }
        var grouped = diagnostic
        if let file = diagnostic.location?.file {
            let components = file.split(separator: "/")
            let name = components.last.map(String.init) ?? file
            let isCatalog = [".strings", ".stringsdict", ".xcstrings"].contains { name.hasSuffix($0) }
            if isCatalog, grouped.context["table"] == nil, let dot = name.lastIndex(of: ".") {
                grouped.context["table"] = String(name[..<dot])
            }
            if isCatalog, grouped.context["locale"] == nil, components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
                grouped.context["locale"] = String(components[components.count - 2].dropLast(".lproj".count))
            }
        }
        grouped.group = LintChecks.group(diagnostic.id, table: grouped.context["table"], locale: grouped.context["locale"])
        return grouped
    }

    /// The locale a table's translations are compared with.
    func sourceLocale(of table: CatalogTable) -> String {
        let locales = table.locales
        if let language = configuration.developmentLanguage, locales.contains(language) { return language }
        if let language = table.sourceLanguage { return language }
        if let language = configuration.developmentLanguage { return language }
        if locales.contains("Base") && !locales.contains("en") { return "Base" }
        return "en"
    }

    /// One warning per locale identifier ICU does not know: in a String Catalog at the locale's first value; for
    /// `*.lproj` tables at the first file of the locale, as a whole (the locale is the folder's name, on no line).
    func unknownLocales(in catalog: Catalog) -> [Diagnostic] {
        var first: [String: SourceLocation] = [:]
        for name in catalog.tables.keys.sorted() {
            let table = catalog.tables[name]!
            for locale in table.locales where locale != "Base" && first[locale] == nil && !PluralRules.isKnown(locale) {
                let file = table.files[locale]?.first ?? table.files.values.first?.first ?? name
                let value = file.hasSuffix(".xcstrings") ? table.column(locale)?.lazy.compactMap({ $0?.location }).first : nil
                first[locale] = value ?? SourceLocation(file: file)
            }
        }
        return first.keys.sorted().map { locale in
            LocalizationChecks.unknownLocale.diagnostic(
                "the system's ICU does not know the locale '\(locale)', so its plural rules, number formats and fallbacks cannot be checked",
                at: first[locale]!,
                context: ["locale": locale]
            )
        }
    }
}

/// Which optional checks are on, and which tables are not format strings, decided once per lint.
struct LintOptions: Sendable {
    let unchanged: Bool
    /// Tables that translate an `.intentdefinition` (its name): SiriKit fills their `${parameter}` placeholders, so
    /// their `%` are never read as format conversions.
    let dialogTables: Set<String>

    init(configuration: LintConfiguration, dialogTables: Set<String> = []) {
        unchanged = configuration.severity(of: LintChecks.unchangedTranslation.id, default: LintChecks.unchangedTranslation.defaultSeverity) != nil
        self.dialogTables = dialogTables
    }
}

extension LocalizationLinter {
    /// The names of the `.intentdefinition` files under `paths` (`Widget` for `Widget.intentdefinition`), whose
    /// translation tables Xcode names after them.
    static func intentDefinitionNames(under paths: [String], excluding: Set<String> = []) -> Set<String> {
        let found = FileIO.expand(paths, skipping: excluding) { ($0 as NSString).pathExtension == "intentdefinition" }.files
        return Set(found.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
    }
}

/// Coverage added up per locale and per table and locale while a lint's jobs report.
struct CoverageTally {
    private var byLocale: [String: LocaleCoverage] = [:]
    private var byTable: [TableCoverage] = []

    /// Adds one job's counts.
    mutating func add(_ row: LocaleCoverage, table: String, files: [String]) {
        byLocale[row.locale, default: LocaleCoverage(locale: row.locale)].add(row)
        byTable.append(TableCoverage(table: table, coverage: row, files: files))
    }

    /// Per locale, sorted by locale.
    var locales: [LocaleCoverage] { byLocale.keys.sorted().map { byLocale[$0]! } }

    /// Per table and locale, sorted by table, then locale.
    var tables: [TableCoverage] {
        byTable.sorted { ($0.table, $0.coverage.locale) < ($1.table, $1.coverage.locale) }
    }
}
