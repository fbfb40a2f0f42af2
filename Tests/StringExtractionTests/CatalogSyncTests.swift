import Foundation
import IntentKitTestSupport
import IntentLocalization
import PositionedJSON
import StringExtraction
import Testing

/// `CatalogSync`: a catalog updated from its code as Xcode does on build.
@Suite("Catalog sync")
struct CatalogSyncTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Sync").path

    static func syncFixture() throws -> (text: String, changes: [CatalogSync.Change]) {
        let source = try String(contentsOfFile: fixtures + "/Sources.swift", encoding: .utf8)
        let keys = StringExtractor().extract(sources: [("Sources.swift", source)]).keys
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: fixtures + "/Localizable.before.xcstrings")))
        let document = try JSONDocument(parsing: bytes, path: "Localizable.xcstrings")
        let result = CatalogSync.sync(CatalogJSON(document.root), keys: keys)
        return (result.catalog.xcodeText(), result.changes)
    }

    @Test("new keys are inserted in Xcode's order, gone keys marked stale, returning keys unmarked, comments follow the code")
    func golden() throws {
        let (text, _) = try Self.syncFixture()
        assertMatchesGolden(text, golden: Self.fixtures + "/Localizable.after.xcstrings")
    }

    @Test("the changes are listed in key order with the code's positions")
    func changes() throws {
        let (_, changes) = try Self.syncFixture()
        let listed = changes.map { "\($0.kind.rawValue) \($0.key) \($0.location.map { "\($0.line ?? 0):\($0.column ?? 0)" } ?? "-")" }
        #expect(listed == [
            "added Again 16:18",
            "added Brand new 15:18",
            "comment Cancel 10:20",
            "marked-stale Gone -",
            "added item 9 11:18",
            "no-longer-stale Returned 13:18",
        ])
    }

    @Test("an up-to-date catalog is returned unchanged, byte for byte")
    func upToDate() throws {
        let (text, _) = try Self.syncFixture()
        let source = try String(contentsOfFile: Self.fixtures + "/Sources.swift", encoding: .utf8)
        let keys = StringExtractor().extract(sources: [("Sources.swift", source)]).keys
        let document = try JSONDocument(parsing: Array(text.utf8), path: "Localizable.xcstrings")
        let again = CatalogSync.sync(CatalogJSON(document.root), keys: keys)
        #expect(again.changes.isEmpty)
        #expect(again.catalog.xcodeText() == text)
    }

    @Test("keys of code Xcode does not extract from are kept from being marked stale, and never added")
    func keptKeys() throws {
        let document = try JSONDocument(parsing: Array(#"{"sourceLanguage":"en","strings":{"A":{},"B":{}},"version":"1.0"}"#.utf8), path: "x")
        let result = CatalogSync.sync(CatalogJSON(document.root), keys: [], keeping: ["A"])
        #expect(result.changes.map(\.key) == ["B"])
        #expect(result.catalog["strings"]?["A"]?["extractionState"] == nil)
        #expect(result.catalog["strings"]?["B"]?["extractionState"]?.stringValue == "stale")
    }

    @Test("a target the compiler extracts no strings from still has its NSLocalizedString keys extracted")
    func textExtractionWithoutTheCompiler() throws {
        let source = #"""
            import Foundation
            let a = NSLocalizedString("Wi-Fi", comment: "")
            let b = String(localized: "Missing file descriptor")
            """#
        let extraction = StringExtractor().extract(sources: [("/App/Library/Rule.swift", source)])
        let library = StringScope(name: "Library", swiftFiles: ["/App/Library/Rule.swift"], tableFiles: ["/App/Localizable.xcstrings"], extractsStrings: false)
        #expect(extraction.uses.map(library.extracts) == [true, false])
        let keys = try #require(extraction.keys(byTableFile: [library])["/App/Localizable.xcstrings"])
        #expect(keys.keys.map(\.key) == ["Wi-Fi"])
        #expect(keys.kept == ["Missing file descriptor"])
    }

    @Test("an interpolated key is the unnumbered key Xcode wrote, so sync leaves it alone")
    func numberedSpecifiers() throws {
        let keys = StringExtractor().extract(sources: [("a.swift", #"let s = String(localized: "\(1) of \(2)")"#)]).keys
        #expect(keys.map(\.key) == ["%lld of %lld"])
        let document = try JSONDocument(parsing: Array(#"{"sourceLanguage":"en","strings":{"%lld of %lld":{}},"version":"1.0"}"#.utf8), path: "x")
        #expect(CatalogSync.sync(CatalogJSON(document.root), keys: keys).changes.isEmpty)
    }

    @Test("a file that is not JSON gives a positioned diagnostic and is not written")
    func malformed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString).xcstrings").path
        try Data("{\n  \"strings\" : {\n    \"A\" : \n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CatalogSync.sync(file: path, keys: CatalogSync.TableKeys(keys: []), write: true)
        #expect(result.diagnostics.first?.id == LocalizationChecks.parseError.id)
        #expect(result.diagnostics.first?.location?.line == 4)
        #expect(!result.written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\n  \"strings\" : {\n    \"A\" : \n")
    }

    /// Syncs a copy of `bytes` as a file, and the same catalog as a tree: the file's new bytes and the tree's text.
    static func bothPaths(_ bytes: [UInt8], keys: CatalogSync.TableKeys) throws -> (file: [UInt8], tree: [UInt8], changes: Int) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString).xcstrings").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CatalogSync.sync(file: path, keys: keys, write: true)
        #expect(result.diagnostics.isEmpty)
        let tree = CatalogSync.sync(CatalogJSON(try JSONDocument(parsing: bytes, path: path).root), keys: keys.keys, keeping: keys.kept)
        #expect(result.changes.map(\.kind) == tree.changes.map(\.kind))
        #expect(result.changes.map(\.key) == tree.changes.map(\.key))
        let written = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let expected = tree.changes.isEmpty ? bytes : Array(tree.catalog.xcodeText(trailingNewline: bytes.last == UInt8(ascii: "\n")).utf8)
        return (written, expected, result.changes.count)
    }

    @Test("a file in Xcode's layout is synced by rewriting only its changed entries, to the bytes the whole tree gives")
    func xcodeLayoutFile() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/Localizable.before.xcstrings")))
        #expect(XcodeCatalogText(bytes: bytes) != nil, "the fixture is in Xcode's layout")
        let source = try String(contentsOfFile: Self.fixtures + "/Sources.swift", encoding: .utf8)
        let keys = CatalogSync.TableKeys(keys: StringExtractor().extract(sources: [("Sources.swift", source)]).keys)
        let synced = try Self.bothPaths(bytes, keys: keys)
        #expect(synced.changes == 6)
        #expect(synced.file == synced.tree)
        assertMatchesGolden(String(decoding: synced.file, as: UTF8.self), golden: Self.fixtures + "/Localizable.after.xcstrings")
        // A stale mark carries the entry's position in the file.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString).xcstrings").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stale = CatalogSync.sync(file: path, keys: keys, write: false).changes.first { $0.kind == .markedStale }
        #expect(stale?.key == "Gone")
        #expect(stale?.location?.line == 25 && stale?.location?.column == 5)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes, "not written without write")
    }

    @Test("every corpus catalog synced as a file gives the bytes the whole tree gives", .enabled(if: RealWorld.shouldRun && Corpus.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func corpusBothPaths() throws {
        try #require(RealWorld.isAvailable && Corpus.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var files: [String] = []
        for root in [RealWorld.root, Corpus.root] {
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".xcstrings") { files.append(root + "/" + relative) }
            }
        }
        var fast = 0
        var changed = 0
        for file in files.sorted() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            guard let document = try? JSONDocument(parsing: bytes, path: file) else { continue }
            let members = CatalogJSON(document.root)["strings"]?.members ?? []
            // The code uses two keys of three (one with a new comment), and two keys the catalog lacks.
            var uses: [LocalizableString] = []
            for (offset, member) in members.enumerated() where offset % 3 != 2 {
                uses.append(LocalizableString(key: member.key, comment: offset % 3 == 1 ? "Comment \(offset)" : nil, origin: .swiftUI,
                                              location: .init(file: "View.swift", line: offset + 1, column: 5)))
            }
            for (offset, key) in ["Zz new key %lld", "aa new key"].enumerated() {
                uses.append(LocalizableString(key: key, origin: .swiftUI, location: .init(file: "View.swift", line: offset + 1, column: 1)))
            }
            let keys = CatalogSync.TableKeys(keys: StringExtraction(uses: uses).keys, kept: members.first.map { [LocalizableString.normalized($0.key)] } ?? [])
            if XcodeCatalogText(bytes: bytes) != nil { fast += 1 }
            let synced = try Self.bothPaths(bytes, keys: keys)
            if synced.changes > 0 { changed += 1 }
            #expect(synced.file == synced.tree, "\(file): the file path and the tree path write different bytes")
        }
        print("catalog sync: \(fast) of \(files.count) corpus catalogs synced without their tree, \(changed) changed")
        #expect(fast >= 90)
    }
}
