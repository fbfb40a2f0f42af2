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

    @Test("a catalog in Xcode's layout is read without its tree, and written back with the same bytes")
    func xcodeText() throws {
        let text = """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "" : {

                },
                "Quote \\" and \\\\ and\\ttab\\nline \\u0001" : {
                  "comment" : "Said \\"twice\\"",
                  "extractionState" : "stale",
                  "list" : [
                    1.5e3,
                    null,
                    true
                  ]
                },
                "Ünïcode ✓" : "not an object"
              },
              "version" : "1.0"
            }

            """
        let bytes = Array(text.utf8)
        let read = try #require(XcodeCatalogText(bytes: bytes))
        #expect(read.sourceLanguage == "de")
        #expect(read.entries.map(\.key) == ["", "Quote \" and \\ and\ttab\nline \u{1}", "Ünïcode ✓"])
        #expect(read.entries.map(\.extractionState) == [nil, "stale", nil])
        #expect(read.entries.map(\.comment) == [nil, "Said \"twice\"", nil])
        #expect(read.entries.map(\.line) == [4, 7, 16])
        // Each key's offset is its opening quote, at the start of its line's text.
        for entry in read.entries {
            #expect(bytes[entry.keyOffset] == UInt8(ascii: "\""))
            #expect(bytes[(entry.keyOffset - 5)..<entry.keyOffset] == [0x0A, 0x20, 0x20, 0x20, 0x20])
        }
        #expect(String(decoding: bytes[read.entries[2].keyOffset...].prefix(10), as: UTF8.self) == "\"Ünïcode")
        #expect(read.text(entries: read.entries.map { .original($0) }) == bytes)
        #expect(read.value(of: read.entries[2]) == .string("not an object"))

        // Edited and added entries are written as the whole-tree writer writes them.
        let document = try JSONDocument(parsing: bytes, path: "x.xcstrings")
        var tree = CatalogJSON(document.root)
        var strings = tree["strings"]!.members
        strings[0].value.setSorted("comment", .string("new"))
        strings[1].value.setSorted("extractionState", nil)
        strings[1].value.setSorted("isCommentAutoGenerated", .bool(true))
        strings[1].value.setSorted("comment", .string("Said once"))
        strings.insert(.init("B", .object([.init("shouldTranslate", .bool(false))])), at: 2)
        tree["strings"] = .object(strings)
        let spliced = read.text(entries: [
            .patched(read.entries[0], [("comment", .string("new"))]),
            .patched(read.entries[1], [("extractionState", nil), ("isCommentAutoGenerated", .bool(true)), ("comment", .string("Said once"))]),
            .added("B", strings[2].value), .patched(read.entries[2], [("comment", .string("ignored: not an object"))]),
        ])
        #expect(String(decoding: spliced, as: UTF8.self) == tree.xcodeText())
        #expect(read.text(entries: []) == Array(CatalogJSON.object([
            .init("sourceLanguage", .string("de")), .init("strings", .object([])), .init("version", .string("1.0")),
        ]).xcodeText().utf8))
    }

    @Test("text Xcode would write differently is left to the general reader", arguments: [
        #"{\n  "strings" : {\n    "a\/b" : {\n\n    }\n  }\n}"#,              // an escape Xcode does not write
        #"{\n  "strings" : {\n    "\u00e9" : {\n\n    }\n  }\n}"#,              // an escaped letter
        #"{\n  "strings" : {\n    "\u001F" : {\n\n    }\n  }\n}"#,              // upper-case hex
        #"{\n  "strings" : {\n    "\u0009" : {\n\n    }\n  }\n}"#,              // \t spelled long
        #"{\n  "strings" : {\n    "a": {\n\n    }\n  }\n}"#,                    // no space before the colon
        #"{\n  "strings" : {\n     "a" : {\n\n    }\n  }\n}"#,                  // five spaces
        #"{\n  "strings" : {\n\t"a" : {\n\n    }\n  }\n}"#,                      // a tab
        #"{\n  "strings" : {\n    "a" : {\n\n    } \n  }\n}"#,                  // a trailing space
        #"{\n  "strings" : {\n    "a" : {\n\n    },\n    "a" : {\n\n    }\n  }\n}"#, // a key twice
        #"{\n  "strings" : {\n    "a" : 01\n  }\n}"#,                             // not JSON
        #"{\n  "strings" : {\n    "a" : {}\n  }\n}"#,                             // an empty object on one line
        #"{\n  "strings" : {\n\n  }\n}\n\n"#,                                     // two trailing newlines
        #"{\n  "sourceLanguage" : "en"\n}"#,                                       // no strings object
        "\u{FEFF}{\n  \"strings\" : {\n\n  }\n}",                                  // a byte order mark
    ])
    func notXcodeText(_ text: String) {
        #expect(XcodeCatalogText(bytes: Array(text.utf8)) == nil)
    }

    @Test("every corpus catalog in Xcode's layout is read without its tree, the same as the general reader reads it", .enabled(if: RealWorld.shouldRun && Corpus.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func corpusXcodeText() throws {
        try #require(RealWorld.isAvailable && Corpus.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var read = 0
        let catalogs = try Self.corpusCatalogs()
        for catalog in catalogs {
            let tree = CatalogJSON(try JSONDocument(parsing: catalog.bytes, path: catalog.name).root)
            let isXcodeLayout = Array(tree.xcodeText(trailingNewline: catalog.bytes.last == UInt8(ascii: "\n")).utf8) == catalog.bytes
            let members = tree["strings"]?.members
            let readable = isXcodeLayout && members != nil && Set(members!.map(\.key)).count == members!.count
            let text = XcodeCatalogText(bytes: catalog.bytes)
            #expect((text != nil) == readable, "\(catalog.name): in Xcode's layout \(isXcodeLayout), read \(text != nil)")
            guard let text, let members else { continue }
            read += 1
            #expect(text.entries.map(\.key) == members.map(\.key), "\(catalog.name)")
            #expect(text.entries.map(\.extractionState) == members.map { $0.value["extractionState"]?.stringValue }, "\(catalog.name)")
            #expect(text.entries.map(\.comment) == members.map { $0.value["comment"]?.stringValue }, "\(catalog.name)")
            #expect(text.sourceLanguage == tree["sourceLanguage"]?.stringValue)
            #expect(zip(text.entries, members).allSatisfy { text.value(of: $0) == $1.value }, "\(catalog.name)")
            #expect(text.text(entries: text.entries.map { .original($0) }) == catalog.bytes, "\(catalog.name)")
        }
        print("Xcode-layout reader: \(read) corpus catalogs read without their tree")
        // Every catalog but those reviewed as written by another tool or a person.
        #expect(read == catalogs.count - (try Self.reviewed("not-xcode-layout.tsv")).count)
    }
}
