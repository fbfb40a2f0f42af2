import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentLocalization
import Testing

private func parse(_ text: String, path: String = "test.strings") -> StringsFile {
    StringsFile(parsing: Array(text.utf8), path: path)
}

@Suite struct StringsGrammarTests {
    @Test func readsEveryConstructOfTheGrammar() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixturesDirectory() + "/Strings/grammar.strings")))
        let file = StringsFile(parsing: bytes, path: "grammar.strings")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let table = file.dictionary
        #expect(table["plain"] == "Plain value")
        #expect(table["escapes"] == "tab\there, quote \" and backslash \\ and newline\nend")
        #expect(table["single"] == "single quotes")
        #expect(table["unquoted_key"] == "unquoted.value-1/2:3$")
        #expect(table["key only"] == "key only")
        #expect(table["octal"] == "ABC")
        #expect(table["bell"] == "\u{07}\u{08}\u{0C}\u{0B}\r")
        #expect(table["surrogates"] == "😀 and é")
        #expect(table["other escape"] == "% q")
        #expect(table["continued"] == "first\nsecond")
        #expect(table["raw newline"] == "line one\nline two")
        #expect(table["spaces"] == "  padded  ")
        #expect(table["comment inside"] == "value")
        #expect(table["empty"] == "")
        #expect(table[""] == "empty key")
        #expect(table["unicode ключ"] == "значение 😀")
        #expect(table["nextstep"] == "\u{00A0}\u{2044}")
        #expect(file.entries.count == 17)
        // And CoreFoundation agrees on the whole table.
        let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: String]
        #expect(foundation == table)
    }

    @Test func keepsTheCommentBeforeEachEntry() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixturesDirectory() + "/Strings/grammar.strings")))
        let entries = StringsFile(parsing: bytes, path: "g").entries
        #expect(entries[0].comment == "A block comment\n   over two lines")
        #expect(entries[1].comment == "A line comment")
        #expect(entries[2].comment == nil)
    }

    @Test func recordsKeyAndValuePositions() {
        let marked = MarkedText("""
            /* header */
            1️⃣"greeting" = 2️⃣"Hello";
              3️⃣"ключ" =
                4️⃣"значение";
            5️⃣bare;
            """)
        let file = parse(marked.text)
        func at(_ location: Diagnostics.SourceLocation) -> String { "\(location.line ?? 0):\(location.column ?? 0)" }
        func marker(_ name: String) -> String { "\(marked.location(of: name)!.line):\(marked.location(of: name)!.column)" }
        #expect(file.entries.map { at($0.keyLocation) } == [marker("1️⃣"), marker("3️⃣"), marker("5️⃣")])
        #expect(file.entries.map { at($0.valueLocation) } == [marker("2️⃣"), marker("4️⃣"), marker("5️⃣")])
    }

    @Test func duplicatesAreKeptAndTheLastWins() {
        let file = parse(#""A" = "first"; "\U0041" = "second"; "B" = "b";"#)
        #expect(file.entries.map(\.key) == ["A", "A", "B"])
        #expect(file.dictionary == ["A": "second", "B": "b"])
    }

    /// Both are warnings: Apple's readers keep the last value, a real translation, so no text is wrong at run time;
    /// what is lost is the other value (docs/localization-lint.md, "Severity").
    @Test func aRepeatWithAnotherValueIsAWarningAndOneWithTheSameValueToo() {
        let file = parse("\"A\" = \"first\";\n\"\\U0041\" = \"second\";\n\"B\" = \"b\";\n\"B\" = \"b\";\n")
        #expect(file.diagnostics.map(\.description) == [
            "test.strings:2:1: warning: the key \"A\" appears again in this file with another value; Apple's readers keep only this last one, \"second\", and lose \"first\" [localization.duplicate-key]",
            "test.strings:4:1: warning: the key \"B\" appears again in this file with the same value; the repeat is redundant [localization.redundant-key]",
        ])
        #expect(file.diagnostics.map { $0.notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } } == [["1:7"], ["3:1"]])
    }

    /// Thousands of keys fill the repeat table's slots, so probing past other keys is exercised; each repeat
    /// names the entry before it with its key, a key spelled with another normalization (`e` + U+0301 for `é`)
    /// repeats the precomposed one, as it does for Apple's readers.
    @Test func repeatsAmongManyKeysNameTheEntryBefore() {
        var text = ""
        for index in 0..<3_000 { text += "\"k\(index)\" = \"v\(index)\";\n" }
        text += "\"k17\" = \"v17\";\n\"k2999\" = \"other\";\n\"k17\" = \"again\";\n\"\u{E9}\" = \"1\";\n\"e\u{301}\" = \"2\";\n"
        let file = parse(text)
        #expect(file.entries.count == 3_005)
        #expect(file.diagnostics.map { "\($0.location?.line ?? 0) \($0.id) \($0.notes.map { $0.location?.line ?? 0 })" } == [
            "3001 localization.redundant-key [18]",
            "3002 localization.duplicate-key [3000]",
            "3003 localization.duplicate-key [3001]",
            "3005 localization.duplicate-key [3004]",
        ])
    }

    @Test func braces() {
        #expect(parse(#"{ "a" = "1"; "b" = "2"; }"#).dictionary == ["a": "1", "b": "2"])
        #expect(parse(#"{ "a" = "1";"#).diagnostics.map(\.message) == ["missing '}' at the end of the file"])
    }

    @Test func onlyWhitespaceAndCommentsIsAnEmptyTable() {
        let file = parse("  // nothing\n/* here */\n")
        #expect(file.entries.isEmpty && file.diagnostics.isEmpty)
    }

    @Test func aMissingSemicolonIsReportedWhereItIsAndReadingGoesOn() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixturesDirectory() + "/Strings/missing-semicolon.strings")))
        let file = StringsFile(parsing: bytes, path: "m.strings")
        #expect(file.diagnostics.map(\.description) == [
            "m.strings:2:10: error: missing ';' after the value of \"b\" [localization.parse-error]",
            "m.strings:4:5: error: expected '=' or ';' after the key \"d\", found '\"' [localization.parse-error]",
        ])
        #expect(file.dictionary == ["a": "1", "b": "2", "c": "3", "e": "5"])
    }

    @Test(arguments: [
        (#""a" = "unterminated"#, "1:7: error: unterminated string that starts here"),
        (#""a" = ;"#, "1:7: error: expected a value for the key \"a\", found ';'"),
        ("= \"x\";", "1:1: error: expected a key in quotes, found '='"),
        ("\"a\" = \"1\"; /* open", "1:12: warning: an unterminated comment at the end of the file: Apple's readers keep the entries before it and ignore it"),
        ("\"a\" = \"1\"; /* open \"b\" = \"2\";", "1:12: error: an unterminated comment: Apple's readers keep the entries before it and ignore it and everything after it, so the entries written after it are missing"),
        ("\"a\" = \"1\"; \"b", "1:12: warning: an unterminated string at the end of the file: Apple's readers keep the entries before it and ignore it"),
        (#""a" = ("x", "y");"#, "1:7: warning: the value of \"a\" is an array, not a string; Apple's localization APIs ignore it"),
        (#""a" = <0fbd>;"#, "1:7: warning: the value of \"a\" is data, not a string; Apple's localization APIs ignore it"),
        (#""a" = "\u0041";"#, "1:8: warning: '\\u' is not an escape in .strings files: \\u0041 reads as the letters 'u0041'"),
        (#""a" = "\UD83D";"#, "1:8: warning: \\UD83D is half of a surrogate pair without its other half; it reads as U+FFFD"),
    ])
    func problemsAreReportedWithTheirPositions(text: String, expected: String) {
        let diagnostic = parse(text, path: "p.strings").diagnostics.first
        let rendered = diagnostic.map { "\($0.location!.line!):\($0.location!.column!): \($0.severity.rawValue): \($0.message)" }
        #expect(rendered == expected)
    }

    @Test func aZeroLengthFileIsAWarning() {
        let file = StringsFile(parsing: [], path: "empty.strings")
        #expect(file.diagnostics.map(\.id) == ["localization.empty-file"])
        #expect(file.diagnostics.first?.severity == .warning)
    }
}

@Suite struct StringsEncodingTests {
    private let text = "\"clé\" = \"valeur 😀\";\n\"b\" = \"2\";\n"

    /// Half a UTF-16 code unit at the end (an odd number of bytes) is ignored by Foundation; IntentKit reads the file
    /// as it does and warns. An unpaired surrogate stays an error: Foundation shows U+FFFD in its place.
    @Test func aTrailingHalfCodeUnitIsIgnoredAsFoundationIgnoresIt() throws {
        func le(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let odd = [0xFF, 0xFE] + le("\"a\" = \"b\";") + [0x22]
        #expect((try? PropertyListSerialization.propertyList(from: Data(odd), format: nil)) as? [String: String] == ["a": "b"])
        let file = StringsFile(parsing: odd, path: "x.strings")
        #expect(file.dictionary == ["a": "b"] && file.diagnostics.map(\.id) == ["localization.fragile-encoding"], "\(file.diagnostics)")
        #expect(file.diagnostics.first?.message.contains("byte 22") == true, "\(file.diagnostics)")
        let surrogate = [0xFF, 0xFE] + le("\"a\" = \"") + [0x00, 0xD8] + le("\";")
        #expect((try? PropertyListSerialization.propertyList(from: Data(surrogate), format: nil)) as? [String: String] == ["a": "\u{FFFD}"])
        #expect(StringsFile(parsing: surrogate, path: "x.strings").diagnostics.map(\.id) == ["localization.invalid-encoding"])
    }

    private func utf16(_ bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    @Test func readsUTF16WithByteOrderMarks() {
        for bigEndian in [true, false] {
            let file = StringsFile(parsing: utf16(bigEndian, bom: true), path: "x")
            #expect(file.dictionary == ["clé": "valeur 😀", "b": "2"])
            #expect(file.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
            #expect(file.diagnostics.isEmpty)
            #expect(file.entries[1].keyLocation.line == 2)
        }
    }

    /// Found by the differential fuzz target (`00 0A`): Foundation rejects BOM-less UTF-16 big-endian too, whatever
    /// `CFPropertyList.c`'s detection suggests; IntentKit reads it and warns, as for little-endian.
    @Test func readsBOMLessBigEndianButWarnsThatFoundationCannot() {
        let file = StringsFile(parsing: utf16(true, bom: false), path: "x")
        #expect(file.encoding == .utf16BigEndian && file.diagnostics.map(\.id) == ["localization.fragile-encoding"])
        #expect(file.dictionary["clé"] == "valeur 😀")
        #expect((try? PropertyListSerialization.propertyList(from: Data(utf16(true, bom: false)), format: nil)) == nil)
        #expect(StringsFile(parsing: [0x00, 0x0A], path: "x").diagnostics.map(\.id) == ["localization.fragile-encoding"])
    }

    @Test func readsBOMLessLittleEndianButWarnsThatAppleCannot() {
        let file = StringsFile(parsing: utf16(false, bom: false), path: "x")
        #expect(file.dictionary["clé"] == "valeur 😀")
        #expect(file.diagnostics.map(\.id) == ["localization.fragile-encoding"])
        #expect((try? PropertyListSerialization.propertyList(from: Data(utf16(false, bom: false)), format: nil) as? [String: String]) != file.dictionary)
    }

    @Test func readsUTF8WithAndWithoutBOMAndUTF32() {
        #expect(StringsFile(parsing: [0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "x").encoding == .utf8WithBOM)
        #expect(StringsFile(parsing: [0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "x").entries[0].keyLocation.column == 1)
        var utf32: [UInt8] = [0x00, 0x00, 0xFE, 0xFF]
        for scalar in text.unicodeScalars {
            let v = scalar.value
            utf32 += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
        }
        let file = StringsFile(parsing: utf32, path: "x")
        #expect(file.encoding == .utf32BigEndian && file.dictionary["clé"] == "valeur 😀")
    }

    @Test func invalidUTF8IsAnErrorAtItsPosition() {
        let file = StringsFile(parsing: Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8), path: "bad.strings")
        #expect(file.diagnostics.map(\.description) == ["bad.strings:1:8: error: the file is not valid UTF-8 text (byte 7) [localization.invalid-encoding]"])
    }

    @Test func readsXMLAndBinaryPropertyLists() throws {
        let table = ["greeting": "Hello", "farewell": "Bye"]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: table, format: format, options: 0)
            let file = StringsFile(parsing: [UInt8](data), path: "x")
            #expect(file.dictionary == table && file.diagnostics.isEmpty)
        }
        let xml = """
            <?xml version="1.0"?>
            <plist version="1.0">
            <dict>
              <key>a</key>
              <string>b</string>
            </dict>
            </plist>
            """
        let file = StringsFile(parsing: Array(xml.utf8), path: "x")
        #expect(file.entries.first?.keyLocation.line == 4 && file.entries.first?.valueLocation.line == 5)
    }
}

@Suite struct StringsKeySharingTests {
    /// Whether two strings share one buffer (both longer than a small string, which has none).
    private func sameStorage(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        return first.withUTF8 { a in second.withUTF8 { b in a.baseAddress == b.baseAddress } }
    }

    @Test("A file read with another locale's keys has the entries it has without them, and shares the keys that are the same at the same place")
    func keysLikeAnotherFileAreShared() throws {
        let english = StringsFile(parsing: Array("""
            "settings.notifications.title" = "Notifications";
            "settings.privacy.title" = "Privacy";
            "escaped \\"quote\\" key longer than fifteen" = "Quote";
            unquoted.key.longer.than.fifteen = "Unquoted";
            "" = "Empty key";
            """.utf8), path: "en.lproj/Settings.strings")
        let known = english.entries.map(\.key)
        // German: the same keys except one out of place and one missing, so only some can be shared.
        let text = """
            /* Notifications */
            "settings.notifications.title" = "Mitteilungen";
            "a.key.only.german.has.here" = "Nur Deutsch";
            "escaped \\"quote\\" key longer than fifteen" = "Zitat";
            unquoted.key.longer.than.fifteen = "Ohne Anführungszeichen";
            "" = "Leerer Schlüssel";
            "settings.privacy.title" = "Datenschutz";
            """
        let shared = StringsFile(parsing: Array(text.utf8), path: "de.lproj/Settings.strings", keysLike: known)
        let alone = StringsFile(parsing: Array(text.utf8), path: "de.lproj/Settings.strings")
        #expect(shared.entries == alone.entries)
        #expect(shared.diagnostics == alone.diagnostics)
        #expect(shared.entries.map(\.key) == [
            "settings.notifications.title", "a.key.only.german.has.here", "escaped \"quote\" key longer than fifteen",
            "unquoted.key.longer.than.fifteen", "", "settings.privacy.title",
        ])
        // Same key at the same index: one buffer; a key at another index, or another key: its own.
        #expect(sameStorage(shared.entries[0].key, known[0]))
        #expect(sameStorage(shared.entries[2].key, known[2]))
        #expect(sameStorage(shared.entries[3].key, known[3]))
        #expect(!sameStorage(shared.entries[5].key, known[1]))
        #expect(!sameStorage(alone.entries[0].key, known[0]))
    }

    @Test("Catalog.load reads a table's other locales after its first (sharing its keys) with their own values and positions")
    func catalogLoadSharesKeysAcrossLocales() throws {
        let root = NSTemporaryDirectory() + "intentkit-key-sharing-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (locale, word) in [("en", "Notifications"), ("de", "Mitteilungen"), ("fr", "Notifications FR")] {
            try FileManager.default.createDirectory(atPath: root + "/\(locale).lproj", withIntermediateDirectories: true)
            try "\"settings.notifications.title\" = \"\(word)\";\n\"settings.privacy.title\" = \"\(word) 2\";\n"
                .write(toFile: root + "/\(locale).lproj/Settings.strings", atomically: true, encoding: .utf8)
        }
        let catalog = Catalog.load([root])
        let table = try #require(catalog.tables["Settings"])
        #expect(table.keys == ["settings.notifications.title", "settings.privacy.title"])
        #expect(table.value(for: "settings.privacy.title", locale: "fr")?.unit?.value == "Notifications FR 2")
        #expect(table.value(for: "settings.notifications.title", locale: "de")?.unit?.location
                == SourceLocation(file: root + "/de.lproj/Settings.strings", line: 1, column: 34))
    }
}
