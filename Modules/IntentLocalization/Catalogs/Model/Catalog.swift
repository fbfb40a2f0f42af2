import Diagnostics
import Foundation

/// Every strings table of a project, from `.strings`, `.stringsdict` and `.xcstrings` files.
///
///     let catalog = Catalog.load(["App/Resources"])
///     catalog.tables["Localizable"]?["Done"]?.localizations["de"]?.unit?.value   // "Fertig"
///
/// Files are found under the given folders (in `*.lproj` folders for `.strings` and `.stringsdict`,
/// anywhere for `.xcstrings`), skipping `.build*`, `.git` and the excluded names, and read
/// concurrently. Where a key is in both a table's `.strings` and `.stringsdict` for one locale,
/// the `.stringsdict` entry wins, as in Apple's lookup.
public struct Catalog: Sendable {
    /// The tables by name (file stem).
    public var tables: [String: CatalogTable] = [:]
    /// Problems found while reading the files.
    public var diagnostics: [Diagnostic] = []
    /// Every file read, sorted.
    public var files: [String] = []

    /// Creates an empty catalog.
    public init() {}

    /// Finds and reads the catalog files under `paths` (folders or single files).
    ///
    /// - Parameters:
    ///   - paths: folders to search, or catalog files.
    ///   - excluding: folder or file names to skip, in addition to `.build*` and `.git`.
    ///   - files: the run's parsed files, so a file another stage read is not read again (`nil`: read every file).
    public static func load(_ paths: [String], excluding: Set<String> = [], files: TableFiles? = nil) -> Catalog {
        var catalog = Catalog()
        let found = catalog.find(paths, excluding: excluding)
        let order = ReadingOrder(found)
        let leaders = order.leaders.concurrentMap { index in parse(found[index], from: files) }
        let keys = order.keys(of: leaders)
        let followers = order.followers.concurrentMap { parse(found[$0.index], keysLike: keys[$0.leader] ?? [], from: files) }
        var merge = catalog.beginMerge(order.inFileOrder(leaders: leaders, followers: followers))
        let columns = merge.takeGroups().concurrentMapConsuming { $0.column() }
        catalog.finish(merge, columns: columns)
        return catalog
    }

    /// Finds and reads the catalog files under `paths` in a task group, on all cores.
    ///
    /// The async form of ``load(_:excluding:files:)``: one child task per file and per table locale.
    ///
    /// - Parameters:
    ///   - paths: folders to search, or catalog files.
    ///   - excluding: folder or file names to skip, in addition to `.build*` and `.git`.
    ///   - files: the run's parsed files, so a file another stage read is not read again (`nil`: read every file).
    public static func load(_ paths: [String], excluding: Set<String> = [], files: TableFiles? = nil) async -> Catalog {
        var catalog = Catalog()
        let found = catalog.find(paths, excluding: excluding)
        let order = ReadingOrder(found)
        let leaders = await order.leaders.concurrentMap { index in parse(found[index], from: files) }
        let keys = order.keys(of: leaders)
        let followers = await order.followers.concurrentMap { parse(found[$0.index], keysLike: keys[$0.leader] ?? [], from: files) }
        var merge = catalog.beginMerge(order.inFileOrder(leaders: leaders, followers: followers))
        let columns = await merge.takeGroups().concurrentMapConsuming { $0.column() }
        catalog.finish(merge, columns: columns)
        return catalog
    }

    /// The catalog files under `paths`, sorted; missing paths become diagnostics.
    private mutating func find(_ paths: [String], excluding: Set<String>) -> [String] {
        let (found, missing) = FileIO.expand(paths, skipping: excluding, include: Self.isCatalogFile)
        diagnostics = missing
        files = found
        return found
    }

    /// Whether a path inside a searched folder is a catalog file: `.strings` and `.stringsdict` inside
    /// `*.lproj`, `.xcstrings` anywhere.
    static func isCatalogFile(_ relativePath: String) -> Bool {
        let url = URL(fileURLWithPath: relativePath)
        switch url.pathExtension {
        case "xcstrings": return true
        case "strings", "stringsdict": return url.deletingLastPathComponent().pathExtension == "lproj"
        default: return false
        }
    }

    /// A file read in isolation, before it joins its table.
    enum ParsedFile: Sendable {
        case strings(StringsFile, locale: String)
        case stringsDict(StringsDictFile, locale: String)
        case catalog(StringCatalogFile)
        case unreadable(Diagnostic)

        var diagnostics: [Diagnostic] {
            switch self {
            case .strings(let file, _): file.diagnostics
            case .stringsDict(let file, _): file.diagnostics
            case .catalog(let file): file.diagnostics
            case .unreadable(let diagnostic): [diagnostic]
            }
        }
    }

    /// The order files are read in: first one `.strings` file of each table (its first in path order) and every
    /// other file, then the table's other `.strings` files, which share the first one's key strings where their
    /// keys are the same, in the same order. Without that, each locale held its own copy of every key (a 4,000-key
    /// table in 90 locales: 350,000 strings, 22 MB) until the tables were built.
    private struct ReadingOrder {
        /// Indices of files read first.
        var leaders: [Int] = []
        /// Indices of the other `.strings` files, each with the index of its table's first.
        var followers: [(index: Int, leader: Int)] = []
        let count: Int

        init(_ files: [String]) {
            count = files.count
            var firstByTable: [String: Int] = [:]
            for (index, path) in files.enumerated() {
                guard path.hasSuffix(".strings") else {
                    leaders.append(index)
                    continue
                }
                let table = StringCatalogFile.stem(of: path)
                if let leader = firstByTable[table] {
                    followers.append((index, leader))
                } else {
                    firstByTable[table] = index
                    leaders.append(index)
                }
            }
        }

        /// The keys of each leader that is a `.strings` file, by its index among the files.
        func keys(of parsed: [ParsedFile]) -> [Int: [String]] {
            var keys: [Int: [String]] = [:]
            for (index, file) in zip(leaders, parsed) {
                if case .strings(let strings, _) = file { keys[index] = strings.entries.map(\.key) }
            }
            return keys
        }

        /// The files read, back in the order found.
        func inFileOrder(leaders parsedLeaders: [ParsedFile], followers parsedFollowers: [ParsedFile]) -> [ParsedFile] {
            var files = [ParsedFile?](repeating: nil, count: count)
            for (index, file) in zip(leaders, parsedLeaders) { files[index] = file }
            for (follower, file) in zip(followers, parsedFollowers) { files[follower.index] = file }
            return files.map { $0! }
        }
    }

    /// The file at `path`, from the run's store when there is one (read and parsed there the first time).
    private static func parse(_ path: String, keysLike knownKeys: [String] = [], from files: TableFiles?) -> ParsedFile {
        guard let files else { return parse(path, keysLike: knownKeys) }
        return files.file(path) { parse(path, bytes: $0, keysLike: knownKeys) }
    }

    static func parse(_ path: String, keysLike knownKeys: [String] = []) -> ParsedFile {
        switch FileIO.read(path) {
        case .success(let bytes): parse(path, bytes: bytes, keysLike: knownKeys)
        case .failure(let error): .unreadable(error.diagnostic)
        }
    }

    /// The file at `path` parsed from `bytes`, read already.
    static func parse(_ path: String, bytes: [UInt8], keysLike knownKeys: [String] = []) -> ParsedFile {
        let locale = Self.locale(of: path) ?? "Base"
        switch URL(fileURLWithPath: path).pathExtension {
        case "xcstrings": return .catalog(StringCatalogFile(parsing: bytes, path: path))
        case "stringsdict": return .stringsDict(StringsDictFile(parsing: bytes, path: path), locale: locale)
        default: return .strings(StringsFile(parsing: bytes, path: path, keysLike: knownKeys), locale: locale)
        }
    }

    /// Changes a table in place: the table is passed through, never copied out of the dictionary.
    private static func modify(_ table: inout CatalogTable, _ change: (inout CatalogTable) -> Void) {
        change(&table)
    }

    /// The locale of a file inside `xx.lproj`, such as `pt-BR` for `pt-BR.lproj/Localizable.strings`.
    static func locale(of path: String) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        guard folder.pathExtension == "lproj" else { return nil }
        return folder.deletingPathExtension().lastPathComponent
    }

    /// One table's files for one locale, in the order read.
    private struct LocaleFiles: Sendable {
        var table: String
        var locale: String
        /// How many keys the table has.
        var keyCount = 0
        /// Each file with the position of each of its entries in the table's keys.
        var files: [(file: ParsedFile, positions: [Int])] = []

        /// The locale's values in key order, from its files in order.
        consuming func column() -> [LocalizedValue?] {
            var column = [LocalizedValue?](repeating: nil, count: keyCount)
            for (file, positions) in files {
                switch file {
                case .strings(let strings, _):
                    for (index, position) in positions.enumerated() {
                        // A .stringsdict entry for the same key and locale takes precedence.
                        if column[position]?.substitutions.isEmpty == false { continue }
                        let location = strings.entries[index].valueLocation
                        column[position] = LocalizedValue(unit: StringUnit(strings.entries[index].value, location: location), location: location)
                    }
                case .stringsDict(let dictionary, _):
                    for (entry, position) in zip(dictionary.entries, positions) {
                        column[position] = entry.value
                    }
                case .catalog, .unreadable:
                    break
                }
            }
            return column
        }
    }

    /// The files of a merge, grouped for their columns to be built concurrently.
    private struct PendingMerge {
        var groups: [LocaleFiles]
        var names: [(table: String, locale: String)]
        var catalogs: [StringCatalogFile]

        /// The groups, moved out, so the tasks that build their columns own (and free) their files.
        mutating func takeGroups() -> [LocaleFiles] {
            var taken: [LocaleFiles] = []
            swap(&taken, &groups)
            return taken
        }
    }

    /// Starts adding the files read to their tables.
    ///
    /// The keys of the `*.lproj` files join their tables one file after another (keeping each
    /// key's first location and comment); the files are then grouped by table and locale, for
    /// each group to be built as one column on all cores, from its files in order, a `.stringsdict`
    /// entry winning over a `.strings` one (``finish(_:columns:)``). String Catalogs join last,
    /// key by key, unless their table has no other file.
    private mutating func beginMerge(_ parsed: consuming [ParsedFile]) -> PendingMerge {
        diagnostics += parsed.flatMap(\.diagnostics)
        var groups: [LocaleFiles] = []
        var groupIndex: [String: Int] = [:]
        var catalogs: [StringCatalogFile] = []
        // The files move into their groups, whose tasks free them once their columns are built.
        for file in consume parsed {
            let path: String
            let locale: String
            let positions: [Int]
            switch file {
            case let .strings(strings, fileLocale):
                (path, locale) = (strings.path, fileLocale)
                positions = register(strings.entries.count, path: path, locale: locale) { index in
                    (strings.entries[index].key, strings.entries[index].keyLocation, strings.entries[index].comment)
                }
            case let .stringsDict(dictionary, fileLocale):
                (path, locale) = (dictionary.path, fileLocale)
                positions = register(dictionary.entries.count, path: path, locale: locale) { index in
                    (dictionary.entries[index].key, dictionary.entries[index].keyLocation, nil)
                }
            case .catalog(let catalog):
                catalogs.append(catalog)
                continue
            case .unreadable:
                continue
            }
            let group = StringCatalogFile.stem(of: path) + "\u{0}" + locale
            if groupIndex[group] == nil {
                groupIndex[group] = groups.count
                groups.append(LocaleFiles(table: StringCatalogFile.stem(of: path), locale: locale))
            }
            groups[groupIndex[group]!].files.append((file, positions))
        }
        for index in groups.indices { groups[index].keyCount = tables[groups[index].table]!.keys.count }
        return PendingMerge(groups: groups, names: groups.map { ($0.table, $0.locale) }, catalogs: catalogs)
    }

    /// Gives each table its columns, then adds the String Catalogs.
    private mutating func finish(_ merge: consuming PendingMerge, columns: [[LocalizedValue?]]) {
        for ((table, locale), column) in zip(merge.names, columns) {
            tables[table]!.setColumn(column, for: locale)
        }
        for catalog in merge.catalogs { add(catalog) }
    }

    /// Adds a file's keys to its table and returns the position of each entry's key.
    ///
    /// `fields` reads the key, its location and its comment of the entry at an index, so no entry is copied whole.
    private mutating func register(
        _ count: Int,
        path: String,
        locale: String,
        _ fields: (Int) -> (key: String, location: SourceLocation, comment: String?)
    ) -> [Int] {
        let name = StringCatalogFile.stem(of: path)
        var positions: [Int] = []
        positions.reserveCapacity(count)
        Self.modify(&tables[name, default: CatalogTable(name: name)]) { table in
            table.files[locale, default: []].append(path)
            for index in 0..<count {
                let (key, location, comment) = fields(index)
                let position = table.register(key, at: location, hint: positions.count)
                if let comment { table.addComment(comment, at: position) }
                positions.append(position)
            }
        }
        return positions
    }

    /// Adds a String Catalog to its table: whole when the table has no other file, else key by key.
    private mutating func add(_ file: StringCatalogFile) {
        guard var table = tables[file.table.name] else {
            var table = file.table
            for locale in file.table.locales { table.files[locale, default: []].append(file.path) }
            tables[file.table.name] = table
            return
        }
        tables[file.table.name] = nil
        table.sourceLanguage = table.sourceLanguage ?? file.table.sourceLanguage
        for locale in file.table.locales { table.files[locale, default: []].append(file.path) }
        for key in file.table.keys {
            guard let entry = file.table[key] else { continue }
            guard var existing = table[key] else {
                table.insert(entry)
                continue
            }
            existing.localizations.merge(entry.localizations) { _, new in new }
            existing.comment = existing.comment ?? entry.comment
            table.insert(existing)
        }
        tables[file.table.name] = table
    }
}
