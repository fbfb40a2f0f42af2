import Foundation
import IntentKitTestSupport
import IntentLocalization
import PositionedJSON
import Testing

/// Xcode's catalog layout: the order of keys and the JSON text, checked on hand-written cases and on every
/// catalog of the two corpora against reviewed lists of the ones another tool or a person wrote.
@Suite("String Catalog layout")
struct CatalogLayoutTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/CatalogFormat").path

    @Test("keys sort as Xcode sorts them: punctuation, digits as numbers, then letters without regard to case")
    func order() {
        // Each pair as it appears, in this order, in a catalog Xcode maintains (boring.notch, Cork, Darock, MarkEdit).
        #expect(CatalogKeyOrder.sorted(["b", "A", "%@ of %@", "item 10", "item 9", "(%@)", "%.0f seconds", "", "ampfin", "Amp Fin"])
                == ["", "(%@)", "%.0f seconds", "%@ of %@", "A", "Amp Fin", "ampfin", "b", "item 9", "item 10"])
        #expect(CatalogKeyOrder.isSorted(["**URL:** %@", "%d of %d"]))
        #expect(CatalogKeyOrder.isSorted(["my_snake_case", "my.snake_case.with-multiple-separators"]))
        #expect(!CatalogKeyOrder.isSorted(["Start", "Restart"]))
        #expect(CatalogKeyOrder.sorted(["a", "A"]) == ["a", "A"], "case is the last difference, lower case first")
    }

    @Test("an object, an array and escapes are written as Xcode writes them")
    func layout() throws {
        let value = CatalogJSON.object([
            .init("sourceLanguage", .string("en")),
            .init("strings", .object([
                .init("", .object([])),
                .init("Quote \" and \\ and\ttab\nline \u{1}", .object([.init("shouldTranslate", .bool(false))])),
                .init("Ünïcode ✓", .object([.init("list", .array([.number("1"), .null]))])),
            ])),
            .init("version", .string("1.0")),
        ])
        let expected = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "" : {

                },
                "Quote \\" and \\\\ and\\ttab\\nline \\u0001" : {
                  "shouldTranslate" : false
                },
                "Ünïcode ✓" : {
                  "list" : [
                    1,
                    null
                  ]
                }
              },
              "version" : "1.0"
            }
            """
        #expect(value.xcodeText(trailingNewline: false) == expected)
        #expect(value.xcodeText() == expected + "\n")
        let reread = try JSONDocument(parsing: Array(value.xcodeText().utf8), path: "x.xcstrings")
        #expect(CatalogJSON(reread.root) == value)
    }

    /// Every `.xcstrings` of the corpora, as `corpus/…` or `realworld/…` paths with their bytes.
    static func corpusCatalogs() throws -> [(name: String, bytes: [UInt8])] {
        var catalogs: [(String, [UInt8])] = []
        for (prefix, root) in [("realworld", RealWorld.root), ("corpus", Corpus.root)] {
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".xcstrings") else { continue }
                catalogs.append((prefix + "/" + relative, Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))))
            }
        }
        return catalogs.sorted { $0.0 < $1.0 }
    }

    static func reviewed(_ name: String) throws -> Set<String> {
        let text = try String(contentsOfFile: fixtures + "/" + name, encoding: .utf8)
        return Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.split(separator: "\t")[0]) })
    }

    @Test("every corpus catalog is in Xcode's key order but the reviewed ones", .enabled(if: RealWorld.shouldRun && Corpus.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func corpusOrder() throws {
        try #require(RealWorld.isAvailable && Corpus.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let catalogs = try Self.corpusCatalogs()
        var unsorted: Set<String> = []
        for catalog in catalogs {
            let document = try JSONDocument(parsing: catalog.bytes, path: catalog.name)
            let keys = CatalogJSON(document.root)["strings"]?.members.map(\.key) ?? []
            if !CatalogKeyOrder.isSorted(keys) { unsorted.insert(catalog.name) }
        }
        #expect(catalogs.count >= 100)
        #expect(unsorted == (try Self.reviewed("unsorted.tsv")))
    }

    @Test("every corpus catalog in Xcode's layout is written back byte for byte", .enabled(if: RealWorld.shouldRun && Corpus.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func corpusRoundTrip() throws {
        try #require(RealWorld.isAvailable && Corpus.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var changed: Set<String> = []
        var withNewline = 0
        for catalog in try Self.corpusCatalogs() {
            let document = try JSONDocument(parsing: catalog.bytes, path: catalog.name)
            let newline = catalog.bytes.last == UInt8(ascii: "\n")
            if newline { withNewline += 1 }
            if Array(CatalogJSON(document.root).xcodeText(trailingNewline: newline).utf8) != catalog.bytes { changed.insert(catalog.name) }
        }
        #expect(withNewline > 0)
        #expect(changed == (try Self.reviewed("not-xcode-layout.tsv")))
    }
}
