import Diagnostics
import Foundation
import IntentLocalization

/// Files in the wrong place: tables that exist only in Base.lproj, and locale folders with no strings table.
enum ProjectLayout {
    static func check(_ paths: [String], catalog: Catalog, excluding: Set<String>) -> [Diagnostic] {
        check(localeFolders: localeFolders(under: paths, excluding: excluding), catalog: catalog)
    }

    /// The same check, with the locale folders already found.
    static func check(localeFolders: [String], catalog: Catalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let projectLocales = Set(catalog.tables.values.flatMap(\.locales)).subtracting(["Base"])
        for name in catalog.tables.keys.sorted() {
            let table = catalog.tables[name]!
            guard table.locales == ["Base"], !projectLocales.isEmpty, let file = table.files["Base"]?.first else { continue }
            diagnostics.append(LintChecks.misplacedFile.diagnostic(
                "the table '\(name)' exists only in Base.lproj, so it is never translated into \(projectLocales.sorted().joined(separator: ", ")); add it to a locale folder or to a String Catalog",
                at: SourceLocation(file: file),
                context: ["table": name]
            ))
        }
        for folder in localeFolders where !hasStringsTable(folder) {
            let locale = URL(fileURLWithPath: folder).deletingPathExtension().lastPathComponent
            // Base holds storyboards; mul holds Xcode's multilingual String Catalogs.
            guard locale != "Base", locale != "mul" else { continue }
            diagnostics.append(LintChecks.misplacedFile.diagnostic(
                "the locale folder \(folder) holds no .strings or .stringsdict table, so nothing is localized for '\(locale)' from it",
                at: SourceLocation(file: folder),
                context: ["locale": locale]
            ))
        }
        return diagnostics
    }

    /// Every `*.lproj` folder under the given folders that holds a file, sorted, found by the walk
    /// that finds catalogs (so the same folders are skipped).
    static func localeFolders(under paths: [String], excluding: Set<String>) -> [String] {
        let folders = paths.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        let files = FileIO.expand(folders, skipping: excluding) { relative in
            ((relative as NSString).deletingLastPathComponent as NSString).pathExtension == "lproj"
        }.files
        return Set(files.map { ($0 as NSString).deletingLastPathComponent }).sorted()
    }

    static func hasStringsTable(_ folder: String) -> Bool {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return contents.contains { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") || $0.hasSuffix(".xcstrings") }
    }
}
