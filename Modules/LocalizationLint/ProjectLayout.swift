import Diagnostics
import Foundation
import IntentLocalization

/// Files in the wrong place: tables that exist only in Base.lproj, and locale folders with no strings table.
enum ProjectLayout {
    static func check(_ paths: [String], catalog: Catalog, excluding: Set<String>) -> [Diagnostic] {
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
        for folder in localeFolders(under: paths, excluding: excluding) where !hasStringsTable(folder) {
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

    /// Every `*.lproj` folder under the given folders, sorted, skipping `.build*`, `.git` and the excluded names.
    static func localeFolders(under paths: [String], excluding: Set<String>) -> [String] {
        var folders: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if path.hasSuffix(".lproj") { folders.append(path) }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = URL(fileURLWithPath: relative).lastPathComponent
                if name.hasPrefix(".build") || name == ".git" || excluding.contains(name) {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(".lproj") { folders.append(path.hasSuffix("/") ? path + relative : path + "/" + relative) }
            }
        }
        return folders.sorted()
    }

    static func hasStringsTable(_ folder: String) -> Bool {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return contents.contains { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") || $0.hasSuffix(".xcstrings") }
    }
}
