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
    public static func load(_ paths: [String], excluding: Set<String> = []) -> Catalog {
        var catalog = Catalog()
        let (found, missing) = FileIO.expand(paths, skipping: excluding, include: isCatalogFile)
        catalog.diagnostics = missing
        let parsed = found.concurrentMap(parse)
        catalog.reserve(for: parsed)
        for file in parsed { catalog.add(file) }
        catalog.files = found
        catalog.diagnostics += parsed.flatMap(\.diagnostics)
        return catalog
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

    private static func parse(_ path: String) -> ParsedFile {
        let bytes: [UInt8]
        switch FileIO.read(path) {
        case .success(let read): bytes = read
        case .failure(let error): return .unreadable(error.diagnostic)
        }
        let locale = Self.locale(of: path) ?? "Base"
        switch URL(fileURLWithPath: path).pathExtension {
        case "xcstrings": return .catalog(StringCatalogFile(parsing: bytes, path: path))
        case "stringsdict": return .stringsDict(StringsDictFile(parsing: bytes, path: path), locale: locale)
        default: return .strings(StringsFile(parsing: bytes, path: path), locale: locale)
        }
    }

    /// Makes room in each table's entries for as many localizations as the table has locale files.
    private mutating func reserve(for files: [ParsedFile]) {
        var locales: [String: Set<String>] = [:]
        for file in files {
            switch file {
            case let .strings(strings, locale): locales[StringCatalogFile.stem(of: strings.path), default: []].insert(locale)
            case let .stringsDict(dictionary, locale): locales[StringCatalogFile.stem(of: dictionary.path), default: []].insert(locale)
            case .catalog, .unreadable: break
            }
        }
        for (name, set) in locales {
            tables[name, default: CatalogTable(name: name)].localizationCapacity = set.count
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

    private mutating func add(_ file: ParsedFile) {
        switch file {
        case let .strings(strings, locale):
            let name = StringCatalogFile.stem(of: strings.path)
            Self.modify(&tables[name, default: CatalogTable(name: name)]) { table in
                table.files[locale, default: []].append(strings.path)
                for entry in strings.entries {
                    table.update(entry.key, keyLocation: entry.keyLocation, addingLocales: CollectionOfOne(locale)) { updated in
                        // A .stringsdict entry for the same key and locale takes precedence.
                        if updated.localizations[locale]?.substitutions.isEmpty == false { return }
                        updated.localizations[locale] = LocalizedValue(unit: StringUnit(entry.value, location: entry.valueLocation), location: entry.valueLocation)
                        if updated.comment == nil { updated.comment = entry.comment }
                    }
                }
            }
        case let .stringsDict(dictionary, locale):
            let name = StringCatalogFile.stem(of: dictionary.path)
            Self.modify(&tables[name, default: CatalogTable(name: name)]) { table in
                table.files[locale, default: []].append(dictionary.path)
                for entry in dictionary.entries {
                    table.setLocalization(entry.value, for: entry.key, locale: locale, keyLocation: entry.keyLocation)
                }
            }
        case .catalog(let file):
            Self.modify(&tables[file.table.name, default: CatalogTable(name: file.table.name)]) { table in
                table.sourceLanguage = table.sourceLanguage ?? file.table.sourceLanguage
                for locale in file.table.locales { table.files[locale, default: []].append(file.path) }
                for key in file.table.keys {
                    guard let entry = file.table[key] else { continue }
                    if table[key] == nil {
                        table.insert(entry)
                    } else {
                        table.update(key, keyLocation: entry.location, addingLocales: entry.localizations.keys) { existing in
                            existing.localizations.merge(entry.localizations) { _, new in new }
                            existing.comment = existing.comment ?? entry.comment
                        }
                    }
                }
            }
        case .unreadable:
            break
        }
    }
}
