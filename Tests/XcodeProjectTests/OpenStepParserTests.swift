import Foundation
import Testing
@testable import XcodeProject

/// The OpenStep grammar as Xcode writes it and as CoreFoundation reads it.
@Suite struct OpenStepParserTests {
    private func parse(_ text: String) throws -> PlistValue {
        try OpenStepParser.parse(Array(text.utf8))
    }

    private func strings(_ value: PlistValue) -> [String] {
        value.array?.compactMap(\.string) ?? []
    }

    @Test func readsDictionariesArraysAndStringsWithTheirOffsets() throws {
        let value = try parse("// !$*UTF8*$!\n{\n\ta = (x, \"y z\", );\n\tb = {c = d;};\n}\n")
        let top = try #require(value.dictionary)
        #expect(top.members.map(\.key) == ["a", "b"])
        #expect(strings(try #require(top["a"])) == ["x", "y z"])
        #expect(top["b"]?.dictionary?["c"]?.string == "d")
        #expect(value.offset == 14)
        #expect(top.members[0].keyOffset == 17)
    }

    @Test func trailingCommaAndEmptyCollectionsAreAllowed() throws {
        let top = try #require(try parse("{ a = (); b = {}; c = (1,); }").dictionary)
        #expect(top["a"]?.array?.isEmpty == true)
        #expect(top["b"]?.dictionary?.members.isEmpty == true)
        #expect(strings(try #require(top["c"])) == ["1"])
    }

    @Test func unquotedStringsTakeCoreFoundationsCharactersAndPlus() throws {
        let top = try #require(try parse("{ path = ../Shared/libc++.a; url = https://x.org/a_b$c:d-e.git; }").dictionary)
        #expect(top["path"]?.string == "../Shared/libc++.a")
        #expect(top["url"]?.string == "https://x.org/a_b$c:d-e.git")
    }

    @Test func escapesInQuotedStrings() throws {
        let top = try #require(try parse(#"{ a = "tab\there\nquote\" back\\ \U00e9\U00E9 \101 \UD83D\UDE00 \/ \ "; b = 'single "q"'; }"#).dictionary)
        #expect(top["a"]?.string == "tab\there\nquote\" back\\ éé A 😀 /  ")
        #expect(top["b"]?.string == "single \"q\"")
    }

    @Test func aLoneSurrogateBecomesAReplacementCharacter() throws {
        let top = try #require(try parse(#"{ a = "\UD83Dx"; }"#).dictionary)
        #expect(top["a"]?.string == "\u{FFFD}x")
    }

    @Test func commentsAreAllowedBetweenAnyTokens() throws {
        let top = try #require(try parse("{/*1*/a /*2*/=/*3*/(/*4*/b /*5*/,/*6*/c // 7\n)/*8*/;// 9\n}").dictionary)
        #expect(strings(try #require(top["a"])) == ["b", "c"])
        // '/' belongs to unquoted strings, so a comment right after one starts inside it, as in CoreFoundation.
        #expect(throws: PlistSyntaxError.self) { try parse("{ a = b/*c*/; }") }
    }

    @Test func hexData() throws {
        let top = try #require(try parse("{ d = <0fA1 b2>; }").dictionary)
        guard case .data(let bytes)? = top["d"]?.kind else {
            Issue.record("expected data")
            return
        }
        #expect(bytes == [0x0F, 0xA1, 0xB2])
    }

    @Test func theLastOfARepeatedKeyWins() throws {
        let top = try #require(try parse("{ a = 1; a = 2; }").dictionary)
        #expect(top["a"]?.string == "2")
        #expect(top.members.count == 2)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let value = try OpenStepParser.parse([0xEF, 0xBB, 0xBF] + Array("{a=b;}".utf8))
        #expect(value.dictionary?["a"]?.string == "b")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "(", count: 600) + String(repeating: ")", count: 600)
        #expect(throws: PlistSyntaxError.self) { try parse(text) }
    }

    @Test(arguments: [
        ("", "the file is empty", 0),
        ("// only a comment\n", "the file holds no value, only comments", 18),
        ("{ a = \"open; }", "unterminated string: the quote here is never closed", 6),
        ("{ a = b }", "missing ';' after the value of \"a\"", 7),
        ("{ a = b; ", "unterminated dictionary: the '{' here is never closed with '}'", 0),
        ("{ a b; }", "expected '=' after the key \"a\", found 'b'", 4),
        ("{ a = (b c); }", "missing ',' between array elements, found 'c'", 8),
        ("{ a = <0g>; }", "'g' is not a hex digit in data", 8),
        ("{ a = <0>; }", "odd number of hex digits in data", 8),
        ("{ a = b; } x", "unexpected 'x' after the end of the property list", 11),
        ("{ /* never closed }", "unterminated comment: the '/*' here is never closed with '*/'", 2),
        ("{ = b; }", "expected a key or '}' in the dictionary, found '='", 2),
        ("{ a = ; }", "expected a value, found ';'", 6),
        ("{ a = \u{1}; }", "expected a value, found the control character U+0001", 6),
        ("{ a = é; }", "expected a value, found 'é' (U+00E9)", 6),
    ])
    func syntaxErrorsSayWhatAndWhere(text: String, message: String, offset: Int) {
        do throws(PlistSyntaxError) {
            _ = try OpenStepParser.parse(Array(text.utf8))
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.message == message)
            #expect(error.offset == offset)
        }
    }
}
