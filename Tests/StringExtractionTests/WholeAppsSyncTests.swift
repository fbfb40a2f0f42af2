import Foundation
import IntentExtraction
import IntentKitTestSupport
import StringExtraction
import Testing

/// `localization sync` on 16 whole shipping apps whose String Catalogs Xcode maintains, with their own sources.
@Suite("Whole apps: catalog sync")
struct WholeAppsSyncTests {
    @Test("sync changes exactly the reviewed entries and leaves every other catalog byte-identical", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func syncMatchesXcode() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let reviewed = try Self.reviewed()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-sync-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var actual: Set<String> = []
        var untouched = 0
        for app in RealWorld.wholeAppFolders() {
            let folder = RealWorld.root + "/whole-apps/" + app
            let code = WholeAppsCode.load(folder)
            #expect(!code.extraction.diagnostics.contains { $0.severity == .error }, "\(app): \(code.extraction.diagnostics)")
            for (catalog, keys) in code.extraction.keys(byTableFile: code.scopes).sorted(by: { $0.key < $1.key }) {
                let relative = String(catalog.dropFirst(folder.count + 1))
                let copy = scratch + "/" + UUID().uuidString + ".xcstrings"
                try FileManager.default.copyItem(atPath: catalog, toPath: copy)
                let result = CatalogSync.sync(file: copy, keys: keys, write: true)
                #expect(result.diagnostics.isEmpty, "\(relative): \(result.diagnostics)")
                for change in result.changes {
                    actual.insert([app, relative, change.kind.rawValue, WholeAppsStringExtractionTests.escaped(change.key)].joined(separator: "\t"))
                }
                let before = try Data(contentsOf: URL(fileURLWithPath: catalog))
                let after = try Data(contentsOf: URL(fileURLWithPath: copy))
                if result.changes.isEmpty {
                    #expect(before == after, "\(app)/\(relative) needs no change but its bytes changed")
                    untouched += 1
                } else {
                    #expect(result.written)
                    try Self.expectOnlyChanged(result.changes.map(\.key), before: before, after: after, name: "\(app)/\(relative)")
                }
            }
        }
        print("catalog sync: \(untouched) whole-app catalogs byte-identical, \(actual.count) reviewed changes")
        #expect(untouched >= 20)
        let unexplained = actual.subtracting(reviewed).sorted()
        let gone = reviewed.subtracting(actual).sorted()
        #expect(unexplained.isEmpty, "sync changes not in Fixtures/WholeApps/sync-review.tsv:\n\(unexplained.joined(separator: "\n"))")
        #expect(gone.isEmpty, "reviewed sync changes that no longer happen (take them out of sync-review.tsv):\n\(gone.joined(separator: "\n"))")
    }

    /// Every entry but the changed keys' is the same before and after, and the keys keep their order.
    static func expectOnlyChanged(_ keys: [String], before: Data, after: Data, name: String) throws {
        let old = try JSONSerialization.jsonObject(with: before) as! [String: Any]
        let new = try JSONSerialization.jsonObject(with: after) as! [String: Any]
        let oldStrings = old["strings"] as! [String: Any]
        let newStrings = new["strings"] as! [String: Any]
        let changed = Set(keys)
        func canonical(_ value: Any?) throws -> Data? {
            guard let value else { return nil }
            return try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        }
        for (key, entry) in oldStrings where !changed.contains(key) {
            #expect(try canonical(entry) == canonical(newStrings[key]), "\(name): \(key) changed")
        }
        #expect(Set(newStrings.keys).isSuperset(of: oldStrings.keys), "\(name): a key was removed")
        #expect(old["sourceLanguage"] as? String == new["sourceLanguage"] as? String)
    }

    /// The reviewed changes: `app, catalog, kind, key` rows of `sync-review.tsv`, each with a known category and a reason.
    static func reviewed() throws -> Set<String> {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/WholeApps/sync-review.tsv").path
        var rows: Set<String> = []
        let categories: Set<String> = ["ours", "catalog", "build", "package", "folder-rule"]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else { Issue.record("sync-review.tsv: a row needs six tab-separated fields: \(line)"); continue }
            if !categories.contains(fields[4]) { Issue.record("sync-review.tsv: unknown category in \(line)") }
            if fields[5].isEmpty { Issue.record("sync-review.tsv: no reason for \(line)") }
            rows.insert(fields[0..<4].joined(separator: "\t"))
        }
        return rows
    }
}
