import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentLocalization
import Testing

/// What the fuzz targets (Tools/Fuzz) found, each reproducer kept as a fixture in Fixtures/Fuzz.
@Suite struct LocalizationFuzzRegressionTests {
    private func fixture(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixturesDirectory() + "/Fuzz/" + name)))
    }

    /// `strings`: an XML property list `.strings` file repeating a key with another value was read without a word,
    /// while the same repeat in text form is `localization.duplicate-key`; written back as text it became an error.
    @Test func aKeyRepeatedInAnXMLPropertyListIsReported() throws {
        // The fuzzer's file holds bytes that are not UTF-8 inside its strings (`denegar\u{C6}\u{C6}…`): Foundation rejects
        // it ("Conversion of string failed"), and since the differential target found that IntentKit read it anyway
        // (with U+FFFD), IntentKit rejects it too. The repeat is checked on a file of its own below.
        let fuzzed = try fixture("strings-xml-duplicate-key.strings")
        #expect((try? PropertyListSerialization.propertyList(from: Data(fuzzed), format: nil)) == nil)
        let file = StringsFile(parsing: fuzzed, path: "es.lproj/InfoPlist.strings")
        #expect(file.diagnostics.map(\.id) == ["localization.invalid-encoding"] && file.diagnostics.first?.location?.line == 11, "\(file.diagnostics)")

        let small = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>a</key><string>1</string>
              <key>a</key><string>2</string>
            </dict>
            </plist>
            """
        let diagnostics = StringsFile(parsing: Array(small.utf8), path: "x.strings").diagnostics
        #expect(diagnostics.map(\.id) == ["localization.duplicate-key"])
        #expect(diagnostics.first?.location == SourceLocation(file: "x.strings", line: 5, column: 3))
        #expect(diagnostics.first?.severity == .warning)
    }

    /// `binary-plist`: a binary property list holding a set (marker `0xCn`; the fuzzer's came from a definition) crashed
    /// Foundation on Linux, which dereferences null bridging the `NSSet`; it is now refused before Foundation reads it.
    @Test func aBinaryPropertyListHoldingASetIsRefusedNotACrash() throws {
        let bytes = try fixture("binary-plist-set.strings")
        #expect(BinaryPropertyList.holdsSet(bytes))
        let file = StringsFile(parsing: bytes, path: "en.lproj/Localizable.strings")
        #expect(file.entries.isEmpty)
        #expect(file.diagnostics.map(\.description) == [
            "en.lproj/Localizable.strings:1:1: error: the binary property list holds a set, which a strings table never does; it is not read [localization.parse-error]",
        ])
        #expect(StringsDictFile(parsing: bytes, path: "en.lproj/Localizable.stringsdict").diagnostics.first?.severity == .error)

        // The smallest such list: an array (object 0) of an empty set (object 1); with an empty string instead, Foundation reads it.
        func list(second marker: UInt8) -> [UInt8] {
            Array("bplist00".utf8) + [0xA1, 0x01, marker] + [0x08, 0x0A]
                + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 11]
        }
        #expect(BinaryPropertyList.holdsSet(list(second: 0xC0)))
        #expect(BinaryPropertyList.object(from: list(second: 0xC0)) == nil)
        #expect(!BinaryPropertyList.holdsSet(list(second: 0x50)))
        #expect((BinaryPropertyList.object(from: list(second: 0x50)) as? [Any])?.count == 1)
        // A trailer pointing outside the bytes is left to Foundation, which refuses it.
        #expect(!BinaryPropertyList.holdsSet(Array(list(second: 0xC0).dropLast()) + [200]))
    }

    /// `format-string`: a width from `*` of 7 × 10¹⁸ went to Foundation's `String(format:)`, which traps on the overflow
    /// (so did a written width too large for an `Int`); a huge width that fits would have padded to gigabytes.
    /// The fixture is the fuzzer's input: locale byte 1 (ru), two integer arguments of eight bytes, then the format.
    @Test func aHugeFieldWidthIsAnErrorNotATrap() throws {
        let input = try fixture("format-string-huge-width.bin")
        let width = input[3..<11].reduce(0) { $0 << 8 | Int($1) }, value = input[12..<20].reduce(0) { $0 << 8 | Int($1) }
        let format = String(decoding: input[20...].prefix { $0 != 0 }, as: UTF8.self)
        #expect(format == "-5s %*d %lld %hhu")
        let formatter = StringFormatter(locale: "ru")
        func failure(_ result: Result<String, FormatError>) -> String? {
            if case .failure(let error) = result { error.message } else { nil }
        }
        #expect(failure(formatter.format(format, arguments: [.integer(width), .integer(value)])) == "'%*d' asks for a width of \(width); formatting stops at a width of 4096")
        #expect(failure(formatter.format("%99999999999999999999d", arguments: [1])) == "'%99999999999999999999d' asks for a width of 99999999999999999999; formatting stops at a width of 4096")
        #expect(failure(formatter.format("%.5000f", arguments: [1.5])) == "'%.5000f' asks for a precision of 5000; formatting stops at a precision of 4096")
        // What C does with a negative width or precision from `*`: left-aligned, and no precision.
        #expect(formatter.format("[%*d]", arguments: [-4, 7]) == .success("[7   ]"))
        #expect(formatter.format("%.*f", arguments: [-3, 1.5]) == .success("1,500000"))
        #expect(formatter.format("%4096d", arguments: [7]).map(\.count) == .success(4096))
    }

    /// `differential`: a byte that is not UTF-8 inside the document type declaration of a `.stringsdict` made the whole
    /// file `localization.invalid-encoding`, an error, while Foundation reads it: CoreFoundation does not decode the
    /// markup it skips. Invalid UTF-8 there is now a warning and the file reads as Foundation reads it; in a key, a
    /// string, a number, character data or between elements it still fails both. Then: a document whose value has no
    /// `<plist>` around it, and content after `</plist>`, both of which Foundation reads.
    @Test func invalidUTF8InMarkupAppleSkipsIsAWarning() throws {
        // A value without <plist> around it is the document's value for Foundation, and for IntentKit.
        let unwrapped = StringsDictFile(parsing: try fixture("differential-no-plist-element.stringsdict"), path: "x.stringsdict")
        #expect(unwrapped.diagnostics.map(\.id) == ["localization.ignored-text"] && unwrapped.entries.map(\.key) == ["soups"], "\(unwrapped.diagnostics)")
        #expect(unwrapped.diagnostics.first?.location?.line == 20)
        // The same in a .strings file: `<dict/>` and a stray byte is an empty XML table for both.
        let strings = StringsFile(parsing: Array("<dict/>\u{01}".utf8), path: "x.strings")
        #expect(strings.entries.isEmpty && strings.diagnostics.map(\.id) == ["localization.ignored-text"], "\(strings.diagnostics)")
        #expect((try? PropertyListSerialization.propertyList(from: Data("<dict/>\u{01}".utf8), format: nil)) as? [String: String] == [:])
        // Invalid UTF-8 after a value without <plist> around it: ignored by both.
        let afterRoot = Array("<dict/>".utf8) + [0xF9] + Array(" junk".utf8)
        #expect((try? PropertyListSerialization.propertyList(from: Data(afterRoot), format: nil)) as? [String: Any] != nil)
        let afterRootRead = StringsDictFile(parsing: afterRoot, path: "x.stringsdict")
        #expect(afterRootRead.entries.isEmpty && afterRootRead.diagnostics.map(\.id) == ["localization.fragile-encoding", "localization.ignored-text"], "\(afterRootRead.diagnostics)")
        // Both at once: a byte in the DOCTYPE (which ends at its first '>', inside a quoted string) and four after the value.
        let both = StringsDictFile(parsing: try fixture("differential-invalid-utf8-doctype-and-tail.stringsdict"), path: "x.stringsdict")
        // Read as Foundation reads it: the DOCTYPE swallows `<plist><dict><key>…`, so the value is a dictionary of strings,
        // which a .stringsdict's entries must not be (`invalid-catalog`), and what follows it is ignored.
        #expect(!both.diagnostics.contains { ["localization.invalid-encoding", "localization.parse-error"].contains($0.id) }, "\(both.diagnostics)")
        #expect(both.diagnostics.first?.id == "localization.fragile-encoding" && both.diagnostics.last?.id == "localization.ignored-text", "\(both.diagnostics)")
        // However many there are (CI's fuzz run: 300 bytes that are not UTF-8 after `<dict/>`), found in one pass.
        let many = StringsDictFile(parsing: try fixture("differential-many-invalid-bytes-after-root.stringsdict"), path: "x.stringsdict")
        #expect(many.entries.isEmpty && many.diagnostics.map(\.id) == ["localization.fragile-encoding", "localization.ignored-text"], "\(many.diagnostics)")
        let flood = Array("<dict/>".utf8) + [UInt8](repeating: 0xFF, count: 4 << 20)
        #expect(StringsDictFile(parsing: flood, path: "x.stringsdict").diagnostics.map(\.id) == ["localization.fragile-encoding", "localization.ignored-text"])
        // An XML .strings file with a byte that is not UTF-8 in a key: Foundation rejects it, and so does IntentKit now
        // (it read the key with U+FFFD in it); in its DOCTYPE both read it.
        let inKey = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>a".utf8) + [0xFF] + Array("</key><string>b</string></dict></plist>".utf8)
        #expect((try? PropertyListSerialization.propertyList(from: Data(inKey), format: nil)) == nil)
        #expect(StringsFile(parsing: inKey, path: "x.strings").diagnostics.map(\.id) == ["localization.invalid-encoding"])
        let inDoctype = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist \"".utf8) + [0xFF] + Array("\">\n<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>".utf8)
        #expect((try? PropertyListSerialization.propertyList(from: Data(inDoctype), format: nil)) as? [String: String] == ["a": "b"])
        let doctypeRead = StringsFile(parsing: inDoctype, path: "x.strings")
        #expect(doctypeRead.dictionary == ["a": "b"] && doctypeRead.diagnostics.map(\.id) == ["localization.fragile-encoding"], "\(doctypeRead.diagnostics)")
        // But `<dict//>` is a tag named "dict/", which neither reads.
        #expect((try? PropertyListSerialization.propertyList(from: Data("<dict//>\u{01}".utf8), format: nil)) == nil)
        #expect(StringsFile(parsing: Array("<dict//>\u{01}".utf8), path: "x.strings").diagnostics.map(\.id) == ["localization.parse-error"])
        // What follows </plist> Foundation ignores, whatever it is.
        let trailing = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict></dict></plist>junk <x>"
        #expect((try? PropertyListSerialization.propertyList(from: Data(trailing.utf8), format: nil)) as? [String: Any] != nil)
        let read = StringsDictFile(parsing: Array(trailing.utf8), path: "x.stringsdict")
        #expect(read.entries.map(\.key) == ["a"] && read.diagnostics.map(\.id) == ["localization.ignored-text"])
        #expect(read.diagnostics.first?.location == SourceLocation(file: "x.stringsdict", line: 2, column: 123))

        let reproducer = StringsDictFile(parsing: try fixture("differential-doctype-invalid-utf8.stringsdict"), path: "x.stringsdict")
        #expect(reproducer.diagnostics.map(\.id) == ["localization.fragile-encoding"])
        #expect(reproducer.diagnostics.first?.location == SourceLocation(file: "x.stringsdict", line: 2, column: 98))
        #expect(reproducer.entries.map(\.key) == ["soups"])

        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        let entry = "<dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict>"
        let cases: [(String, String, String, Bool)] = [
            ("document type", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"", "\">\n<plist version=\"1.0\"><dict><key>a</key>\(entry)</dict></plist>", true),
            ("comment", head + "<plist version=\"1.0\"><dict><!-- x", " --><key>a</key>\(entry)</dict></plist>", true),
            ("XML declaration", "<?xml version=\"1.0\" encoding=\"UTF-8\"", "?>\n<plist version=\"1.0\"><dict><key>a</key>\(entry)</dict></plist>", true),
            ("attribute", head + "<plist version=\"1.0", "\"><dict><key>a</key>\(entry)</dict></plist>", true),
            ("after the end", head + "<plist version=\"1.0\"><dict><key>a</key>\(entry)</dict></plist>", "", true),
            ("key", head + "<plist version=\"1.0\"><dict><key>a", "</key>\(entry)</dict></plist>", false),
            ("string", head + "<plist version=\"1.0\"><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>x", "</string></dict></dict></plist>", false),
            ("between elements", head + "<plist version=\"1.0\"><dict>", "<key>a</key>\(entry)</dict></plist>", false),
            ("character data", head + "<plist version=\"1.0\"><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string><![CDATA[x", "]]></string></dict></dict></plist>", false),
        ]
        for (name, before, after, read) in cases {
            let bytes = Array(before.utf8) + [0xD9] + Array(after.utf8)
            let foundation = (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) as? [String: Any]
            #expect((foundation != nil) == read, "Foundation, \(name)")
            let ours = StringsDictFile(parsing: bytes, path: "x.stringsdict")
            if read {
                let ids = ["localization.fragile-encoding"] + (after.isEmpty ? ["localization.ignored-text"] : [])
                #expect(ours.diagnostics.map(\.id) == ids && ours.entries.map(\.key) == ["a"], "\(name): \(ours.diagnostics)")
            } else {
                #expect(ours.diagnostics.map(\.id) == ["localization.invalid-encoding"], "\(name): \(ours.diagnostics)")
            }
        }
    }
}
