import Foundation
import IntentExtraction
import IntentKitTestSupport
import IntentLocalization
import StringExtraction
import Testing

/// String extraction against what Xcode extracted from 16 whole shipping apps (their catalogs).
@Suite("Whole apps: string extraction")
struct WholeAppsStringExtractionTests {
    @Test("each app's extracted keys match Xcode's catalogs (98% recall and precision), every difference reviewed", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func matchesXcode() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let report = ProcessInfo.processInfo.environment["INTENTKIT_STRINGS_REPORT"]
        var actual: Set<String> = []
        let reviewed = try Self.reviewed()
        for app in RealWorld.wholeAppFolders() {
            let folder = RealWorld.root + "/whole-apps/" + app
            let answer = WholeAppsAnswerKey(app: folder)
            let started = Date()
            let extraction = Self.extraction(app: folder)
            let seconds = Date().timeIntervalSince(started)
            let sources = WholeAppsAnswerKey.swiftFiles(app: folder).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            let score = WholeAppsScore(answer: answer, extraction: extraction, root: folder, sources: sources)
            print(String(format: "%@: recall %.1f%% (%d of %d; %.1f%% of the %d the sources spell), precision %.1f%% (%d extra of %d), %d in tables without a catalog (%.1f s)",
                         app, score.recall * 100, score.expectedCount - score.misses.count, score.expectedCount,
                         score.adjustedRecall * 100, score.expectedCount - score.absent.count,
                         score.precision * 100, score.extras.count, score.foundCount, score.uncatalogued.count, seconds))
            let absent = Set(score.absent.map { "\($0.table)\t\($0.key)" })
            for miss in score.misses where !absent.contains("\(miss.table)\t\(miss.key)") { actual.insert("\(app)\tmiss\t\(miss.table)\t\(Self.escaped(miss.key))") }
            for extra in score.extras { actual.insert("\(app)\textra\t\(extra.table)\t\(Self.escaped(extra.key))") }
            if let report {
                var text = ""
                for miss in score.misses { text += "\(app)\t\(absent.contains("\(miss.table)\t\(miss.key)") ? "absent" : "miss")\t\(miss.table)\t\(Self.escaped(miss.key))\t\n" }
                for extra in score.extras { text += "\(app)\textra\t\(extra.table)\t\(Self.escaped(extra.key))\t\(extra.location)\n" }
                try? FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
                try text.write(toFile: report + "/" + app + ".tsv", atomically: true, encoding: .utf8)
            }
            // Measured against the catalog as the code stands: reviewed differences that are not extraction's
            // (a catalog older than the code, another build configuration, a package's API whose sources are absent)
            // left out; IntentKit's own and the folder rule's count.
            let reviewedApp = reviewed.filter { $0.key.hasPrefix(app + "\t") && Self.setAside.contains($0.value.category) }
            let excludedMisses = score.misses.filter { !absent.contains("\($0.table)\t\($0.key)") && reviewedApp["\(app)\tmiss\t\($0.table)\t\(Self.escaped($0.key))"] != nil }.count
            let excludedExtras = score.extras.filter { reviewedApp["\(app)\textra\t\($0.table)\t\(Self.escaped($0.key))"] != nil }.count
            let expected = score.expectedCount - score.absent.count - excludedMisses
            let recall = expected == 0 ? 1 : Double(expected - (score.misses.count - score.absent.count - excludedMisses)) / Double(expected)
            let found = score.foundCount - excludedExtras
            let precision = found == 0 ? 1 : Double(found - (score.extras.count - excludedExtras)) / Double(found)
            print(String(format: "  against the catalog as the code stands: recall %.1f%%, precision %.1f%%", recall * 100, precision * 100))
            #expect(recall >= 0.98, "\(app): recall \(recall)")
            #expect(precision >= 0.98, "\(app): precision \(precision)")
        }
        let unexplained = actual.subtracting(Set(reviewed.keys)).sorted()
        let fixed = Set(reviewed.keys).subtracting(actual).sorted()
        #expect(unexplained.isEmpty, "misses and extras not in Fixtures/WholeApps/review.tsv:\n\(unexplained.joined(separator: "\n"))")
        #expect(fixed.isEmpty, "reviewed misses and extras that no longer happen (take them out of review.tsv):\n\(fixed.joined(separator: "\n"))")
    }

    /// The review categories that are not extraction's to get right: the catalog's lag, another build's code, a
    /// package's API whose sources the folder lacks.
    static let setAside: Set<String> = ["catalog", "build", "package"]

    /// The strings of an app as `check` and `localization sync` extract them: the files of each target of its
    /// projects (else of its packages, else of its folder) with each target's `#if` conditions. A use counts when a
    /// scope compiling its file extracts it (``StringScope/extracts(_:)``) and, if the app has a catalog of its
    /// table, ships one.
    static func extraction(app folder: String) -> StringExtraction {
        let code = WholeAppsCode.load(folder)
        var scopesByFile: [String: [StringScope]] = [:]
        for scope in code.scopes { for file in scope.swiftFiles { scopesByFile[file, default: []].append(scope) } }
        let catalogued = Set(code.scopes.flatMap(\.tableFiles).filter(StringScope.isCodeCatalog).map(StringCatalogFile.tableName(of:)))
        let uses = code.extraction.uses.filter { use in
            (scopesByFile[use.location.file] ?? []).contains { scope in
                scope.extracts(use) && (!catalogued.contains(use.tableName)
                    || scope.tableFiles.contains { StringScope.isCodeCatalog($0) && StringCatalogFile.tableName(of: $0) == use.tableName })
            }
        }
        return StringExtraction(uses: uses, diagnostics: code.extraction.diagnostics)
    }

    /// A key as `review.tsv` writes it: backslashes, newlines and tabs escaped.
    static func escaped(_ key: String) -> String {
        key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }

    /// The reviewed misses and extras: `app, miss|extra, table, key` → the category and the reason, read in the app's
    /// sources and catalogs.
    static func reviewed() throws -> [String: (category: String, reason: String)] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/WholeApps/review.tsv").path
        var rows: [String: (category: String, reason: String)] = [:]
        let categories: Set<String> = ["ours", "catalog", "build", "package", "folder-rule"]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else { Issue.record("review.tsv: a row needs six tab-separated fields: \(line)"); continue }
            rows[fields[0..<4].joined(separator: "\t")] = (fields[4], fields[5])
            if !categories.contains(fields[4]) { Issue.record("review.tsv: unknown category in \(line)") }
            if fields[5].isEmpty { Issue.record("review.tsv: no reason for \(line)") }
        }
        return rows
    }
}
