import Foundation
import IntentKitTestSupport
import IntentLocalization
import StringExtraction

/// What Xcode's string extraction found in one whole app of the real-world corpus, read from its catalogs.
///
/// A String Catalog Xcode maintains records what the extraction found: an entry without `extractionState` is a
/// key Xcode extracted from the code and still finds there; `stale` ones it no longer finds; `manual` ones were
/// added by hand (Xcode neither adds nor removes them, so extracting one is neither right nor wrong). Catalogs
/// of Info.plist keys and of storyboards (`mul.lproj/`) come from other extractors and are left out; in
/// `AppShortcuts.xcstrings` every entry but manual ones is a phrase Xcode extracted (`extracted_with_value`).
struct WholeAppsAnswerKey {
    /// The keys Xcode extracted, exactly as the catalogs write them, by scope then table.
    var expected: [String: Set<String>] = [:]
    /// Keys of each table Xcode leaves alone (manual).
    var neutral: [String: Set<String>] = [:]
    /// The Swift package folders of the app (relative, with a trailing slash): their sources use their own catalogs.
    let packages: [String]
    /// The catalog files read.
    var catalogs: [String] = []

    init(app folder: String) {
        packages = Self.packageFolders(app: folder)
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".xcstrings"), !relative.contains("mul.lproj/") else { continue }
            let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            let table = Self.scope(of: relative, packages: packages) + name
            guard name != "InfoPlist" else { continue }
            guard case .success(let file) = StringCatalogFile.read(contentsOf: folder + "/" + relative) else { continue }
            catalogs.append(relative)
            for (key, entry) in file.table.entries {
                switch entry.extractionState {
                case nil:
                    expected[table, default: []].insert(key)
                case "extracted_with_value" where name == "AppShortcuts":
                    expected[table, default: []].insert(key)
                case "manual":
                    neutral[table, default: []].insert(key)
                default:
                    break
                }
            }
        }
        for (table, keys) in neutral { neutral[table] = keys.subtracting(expected[table] ?? []) }
    }

    /// The app's Swift files, as Xcode builds them (package manifests and Tuist's `Project.swift` left out).
    static func swiftFiles(app folder: String) -> [String] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !isManifest(folder + "/" + relative) else { continue }
            files.append(folder + "/" + relative)
        }
        return files.sorted()
    }

    /// Whether a Swift file is a package or Tuist manifest (a source file may be named `Package.swift` too).
    static func isManifest(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard name == "Package.swift" || name == "Project.swift" else { return false }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.contains("import PackageDescription") || text.contains("import ProjectDescription")
    }

    /// The folders holding a package manifest, relative to the app, each with a trailing slash, longest first.
    static func packageFolders(app folder: String) -> [String] {
        var folders: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard (relative as NSString).lastPathComponent == "Package.swift", isManifest(folder + "/" + relative),
                  let text = try? String(contentsOfFile: folder + "/" + relative, encoding: .utf8), text.contains("PackageDescription") else { continue }
            folders.append((relative as NSString).deletingLastPathComponent + "/")
        }
        return folders.sorted { $0.count > $1.count }
    }

    /// The scope a file belongs to: the package folder it is in (`Kit/:`), or the app (`""`), as a table-name prefix.
    static func scope(of relative: String, packages: [String]) -> String {
        packages.first { relative.hasPrefix($0) }.map { $0 + ":" } ?? ""
    }
}

/// How extraction compares with Xcode's on one app.
struct WholeAppsScore {
    /// Keys Xcode extracted that extraction missed: table, key.
    var misses: [(table: String, key: String)] = []
    /// Keys extraction found that Xcode did not, in tables that have a catalog: table, key, first use.
    var extras: [(table: String, key: String, location: String)] = []
    /// Misses whose text the app's Swift sources do not spell anywhere: keys the catalog kept from code that has
    /// changed since Xcode last built it (or from code that is not in the app), which no extraction can find.
    var absent: [(table: String, key: String)] = []
    /// Keys in tables with no catalog in the app (Xcode writes them nowhere).
    var uncatalogued: [(table: String, key: String)] = []
    var expectedCount = 0
    var foundCount = 0

    /// The share of Xcode's keys found.
    var recall: Double { expectedCount == 0 ? 1 : Double(expectedCount - misses.count) / Double(expectedCount) }
    /// The share of Xcode's keys found, of those the sources spell (``absent`` left out).
    var adjustedRecall: Double {
        let spelled = expectedCount - absent.count
        return spelled == 0 ? 1 : Double(spelled - (misses.count - absent.count)) / Double(spelled)
    }
    var precision: Double { foundCount == 0 ? 1 : Double(foundCount - extras.count) / Double(foundCount) }

    init(answer: WholeAppsAnswerKey, extraction: StringExtraction, root: String, sources: [String]) {
        var found: [String: [String: String]] = [:]
        for use in extraction.uses {
            let file = use.location.file.replacingOccurrences(of: root + "/", with: "")
            let table = WholeAppsAnswerKey.scope(of: file, packages: answer.packages) + use.tableName
            let key = use.key
            if found[table]?[key] == nil { found[table, default: [:]][key] = "\(file):\(use.location.line ?? 0)" }
        }
        for (table, keys) in answer.expected {
            expectedCount += keys.count
            for key in keys where found[table]?[key] == nil { misses.append((table, key)) }
        }
        let catalogued = Set(answer.expected.keys).union(answer.neutral.keys)
        for (table, keys) in found {
            guard catalogued.contains(table) else {
                uncatalogued += keys.keys.map { (table, $0) }
                continue
            }
            for (key, location) in keys where answer.neutral[table]?.contains(key) != true {
                foundCount += 1
                if answer.expected[table]?.contains(key) != true { extras.append((table, key, location)) }
            }
        }
        misses.sort { ($0.table, $0.key) < ($1.table, $1.key) }
        absent = misses.filter { !Self.isSpelled($0.key, in: sources) }
        extras.sort { ($0.table, $0.key) < ($1.table, $1.key) }
        uncatalogued.sort { ($0.table, $0.key) < ($1.table, $1.key) }
    }

    /// Whether every piece of a key's text between its format specifiers and `${…}` placeholders occurs in one of
    /// the sources, as written or with Swift's escapes.
    static func isSpelled(_ key: String, in sources: [String]) -> Bool {
        let pattern = #/%(?:\d+\$)?[-+ #0']*\d*(?:\.\d+)?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaA]|\$\{[A-Za-z_][A-Za-z0-9_]*\}/#
        let pieces = key.split(separator: pattern).map { $0.replacingOccurrences(of: "%%", with: "%") }.filter { !$0.isEmpty }
        return pieces.allSatisfy { piece in
            let escaped = piece.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
            return sources.contains { $0.contains(piece) || $0.contains(escaped) }
        }
    }
}
