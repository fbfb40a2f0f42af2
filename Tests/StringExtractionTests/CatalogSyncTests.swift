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

    @Test("an unnumbered key Xcode 15 wrote matches the code's numbered spelling")
    func numberedSpecifiers() throws {
        let keys = StringExtractor().extract(sources: [("a.swift", #"let s = String(localized: "\(1) of \(2)")"#)]).keys
        #expect(keys.map(\.key) == ["%1$lld of %2$lld"])
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
}
