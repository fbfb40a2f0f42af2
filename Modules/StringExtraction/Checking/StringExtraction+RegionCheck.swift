import Diagnostics
import Foundation
import IntentLocalization

extension StringExtraction {
    /// Regions each project lists in `knownRegions` that none of its targets' tables is localized in: one finding
    /// per project, at its `knownRegions`. A project whose targets ship no table at all is not localized and is skipped;
    /// the development region and `Base` need no table.
    static func checkRegions(_ scopes: [StringScope], catalogs: [[String]: Catalog]) -> [Diagnostic] {
        let byProject = Dictionary(grouping: scopes.filter { $0.knownRegionsLocation != nil }, by: { $0.knownRegionsLocation! })
        var diagnostics: [Diagnostic] = []
        for (location, scopes) in byProject {
            let tableFiles = scopes.map { $0.tableFiles.sorted() }.filter { !$0.isEmpty }
            guard !tableFiles.isEmpty else { continue }
            var covered: Set<String> = []
            for files in tableFiles {
                for table in (catalogs[files]?.tables ?? [:]).values { covered.formUnion(table.locales.map(normalizedRegion)) }
            }
            let development = scopes.compactMap(\.developmentLanguage).first ?? "en"
            covered.formUnion([normalizedRegion(development), "base"])
            let listed = scopes.flatMap(\.knownRegions)
            var seen: Set<String> = []
            let missing = listed.filter { !covered.contains(normalizedRegion($0)) && seen.insert(normalizedRegion($0)).inserted }
            guard !missing.isEmpty else { continue }
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(StringChecks.regionNotLocalized.diagnostic(
                "the project lists \(names) in knownRegions, but no string table its targets ship has \(missing.count == 1 ? "that region" : "those regions"), so the app shows '\(development)' there",
                at: location, context: ["regions": missing.joined(separator: " ")]
            ))
        }
        return diagnostics
    }

    /// The string tables under an app's folder that no target ships, one finding per table name and folder.
    public static func checkUnshippedTables(_ files: [String]) -> [Diagnostic] {
        let groups = Dictionary(grouping: files) { file -> String in
            var folder = (file as NSString).deletingLastPathComponent
            if (folder as NSString).pathExtension == "lproj" { folder = (folder as NSString).deletingLastPathComponent }
            return folder + "/" + StringCatalogFile.tableName(of: file)
        }
        return groups.keys.sorted().map { key in
            let files = groups[key]!.sorted()
            let name = StringCatalogFile.tableName(of: files[0])
            let what = files.count == 1 ? (files[0] as NSString).lastPathComponent : "\(files.count) files of the table '\(name)'"
            return StringChecks.tableNotShipped.diagnostic(
                "no target of the project ships \(what): it is in no Resources phase or synchronized folder, so its translations never reach users",
                at: SourceLocation(file: files[0], line: 1, column: 1), context: ["table": name]
            )
        }
    }

    /// A region as a user's language preference matches it: language and script, without the country
    /// (a table in `pt-BR` serves `pt`, `nb-NO` serves `nb`), with the old codes Xcode still lists (`in`, `iw`,
    /// `ji`, `no`) read as today's (`id`, `he`, `yi`, `nb`). `zh-Hans` and `zh-Hant` stay apart.
    static func normalizedRegion(_ region: String) -> String {
        let parts = region.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let first = parts.first else { return region }
        let aliases = ["in": "id", "iw": "he", "ji": "yi", "no": "nb"]
        let language = aliases[first] ?? first
        let script = parts.dropFirst().first { $0.count == 4 }
        return script.map { language + "-" + $0 } ?? language
    }
}
