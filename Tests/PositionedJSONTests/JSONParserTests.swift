import Foundation
import IntentKitTestSupport
@testable import PositionedJSON
import Testing

private func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
    try JSONDocument(parsing: Array(text.utf8), path: "test.json")
}

@Suite struct JSONParserTests {
    @Test func recordsWhereEveryValueStarts() throws {
        let marked = MarkedText("""
            {
              "a": 1️⃣[2️⃣1, 3️⃣"x"],
              "é": 4️⃣{"b": 5️⃣null}
            }
            """)
        let document = try parse(marked.text)
        guard case .object(let root) = document.root.value,
              case .array(let array) = root["a"]?.value,
              case .object(let inner) = root["é"]?.value
        else { Issue.record("unexpected shape"); return }
        let nodes = [root["a"]!, array[0], array[1], root["é"]!, inner["b"]!]
        for (marker, node) in zip(["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"], nodes) {
            let location = document.location(of: node)
            let expected = try #require(marked.location(of: marker))
            #expect(location.line == expected.line && location.column == expected.column, "\(marker)")
        }
        // The key "é" is one column wide although it is two UTF-8 bytes.
        let member = try #require(root.member("é"))
        #expect(document.location(ofOffset: member.keyOffset).column == 3)
    }

    @Test func resolvesEveryEscape() throws {
        let document = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u20AC", "\ud83d\ude00", "plain"]"#)
        guard case .array(let values) = document.root.value else { Issue.record("not an array"); return }
        let strings = values.compactMap { node -> String? in
            if case .string(let s) = node.value { return s }
            return nil
        }
        #expect(strings == ["\"\\/\u{8}\u{C}\n\r\t", "é€", "😀", "plain"])
    }

    @Test func keepsNumbersAsWritten() throws {
        let document = try parse("[0, -12, 3.25, 1e3, -0.5E-2]")
        guard case .array(let values) = document.root.value else { Issue.record("not an array"); return }
        let texts = values.compactMap { node -> String? in
            if case .number(let s) = node.value { return s }
            return nil
        }
        #expect(texts == ["0", "-12", "3.25", "1e3", "-0.5E-2"])
    }

    @Test func keepsDuplicateKeysInOrderAndLooksUpTheLast() throws {
        let document = try parse(#"{"a": 1, "b": 2, "a": 3}"#)
        guard case .object(let object) = document.root.value else { Issue.record("not an object"); return }
        #expect(object.members.map(\.key) == ["a", "b", "a"])
        #expect(object.keys == ["a", "b"])
        guard case .number("3")? = object["a"]?.value else { Issue.record("last value should win"); return }
    }

    @Test func skipsAByteOrderMarkWithoutCountingAColumn() throws {
        let document = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array(#"{"a": true}"#.utf8), path: "bom.json")
        guard case .object(let object) = document.root.value else { Issue.record("not an object"); return }
        #expect(document.location(of: object["a"]!).column == 7)
    }

    @Test(arguments: [
        ("", 1, 1, "the document is empty"),
        ("   \n  ", 2, 3, "the document is empty"),
        ("{\"a\": 1,}", 1, 9, "trailing comma before '}'"),
        ("[1, 2,]", 1, 7, "trailing comma before ']'"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "expected ',' or '}' after an object member, found '\"'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
        ("{a: 1}", 1, 2, "expected a key in double quotes, found 'a'"),
        ("[tru]", 1, 2, "unexpected 'tru', expected a value"),
        ("[01]", 1, 2, "numbers must not have leading zeros"),
        ("[1.]", 1, 4, "expected a digit after the decimal point"),
        ("[-]", 1, 3, "expected a digit in a number"),
        ("\"abc", 1, 1, "unterminated string"),
        ("\"a\nb\"", 1, 3, "a line break inside a string must be escaped"),
        ("\"\\x\"", 1, 2, "invalid escape '\\x' in a string"),
        ("\"\\ud800\"", 1, 2, "high surrogate \\uD800 is not followed by a low surrogate"),
        ("\"\\udc00\"", 1, 2, "lone low surrogate \\uDC00"),
        ("\"\\u12\"", 1, 2, "\\u needs four hexadecimal digits"),
        ("{} {}", 1, 4, "unexpected '{' after the end of the document"),
        ("[1, 2", 1, 6, "expected ',' or ']' after an array element, found end of input"),
        ("{\"é\": [1, 2,\n  ]}", 2, 3, "trailing comma before ']'"),
    ])
    func reportsTheFirstProblemWithItsLineAndColumn(text: String, line: Int, column: Int, message: String) {
        do throws(JSONSyntaxError) {
            _ = try parse(text)
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.message == message)
            #expect(error.line == line)
            #expect(error.column == column)
        }
    }

    @Test func rejectsInvalidUTF8AtItsPosition() {
        let bytes = Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONDocument(parsing: bytes, path: "x") }
        do throws(JSONSyntaxError) {
            _ = try JSONDocument(parsing: bytes, path: "x")
        } catch {
            #expect(error.message == "the file is not valid UTF-8")
            #expect(error.column == 8)
        }
    }

    @Test func limitsNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do throws(JSONSyntaxError) {
            _ = try parse(deep)
            Issue.record("expected the depth limit")
        } catch {
            #expect(error.message == "nesting deeper than 512 levels")
        }
        let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect((try? parse(fine)) != nil)
    }

    /// Our reader and Foundation's agree on every document Foundation accepts.
    @Test(arguments: [
        #"{"a": [1, 2.5, -3e2, true, false, null], "b": {"c": "d\u00e9\n"}}"#,
        #"[]"#, #"{}"#, #""just a string""#, "42", "[[[[]]]]",
        #"{"emoji": "😀 \ud83d\ude00", "quote": "\"", "slash": "\/"}"#,
        "\n\t [ 1 , { \"x\" : [ ] } ] \r\n",
    ])
    func agreesWithJSONSerialization(text: String) throws {
        let ours = try parse(text).root.foundationValue
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as! NSObject
        #expect(ours.isEqual(theirs))
    }
}

@Suite struct LineTableTests {
    @Test(arguments: [
        ("a\nb", 2, (2, 1)),
        ("a\r\nb", 3, (2, 1)),
        ("a\rb", 2, (2, 1)),
        ("ab\n\ncd", 5, (3, 2)),
        ("日本x", 6, (1, 3)),
    ])
    func countsLinesForEveryLineEndingAndColumnsInScalars(text: String, offset: Int, expected: (Int, Int)) {
        let position = LineTable(Array(text.utf8)).lineAndColumn(ofOffset: offset)
        #expect(position.line == expected.0 && position.column == expected.1)
    }
}

@Suite struct LineCursorTests {
    @Test func agreesWithTheTableForwardsAndBackwards() {
        let text = "\u{FEFF}ab\r\ncd日本\n\n😀x\rlast line é\n"
        let bytes = Array(text.utf8)
        let table = LineTable(bytes)
        var forward = LineCursor(table)
        for offset in 0...bytes.count {
            let cursor = forward.lineAndColumn(ofOffset: offset)
            let expected = table.lineAndColumn(ofOffset: offset)
            #expect(cursor.line == expected.line && cursor.column == expected.column, "offset \(offset)")
        }
        var generator = SystemRandomNumberGenerator()
        var random = LineCursor(table)
        for _ in 0..<500 {
            let offset = Int.random(in: 0...bytes.count, using: &generator)
            let cursor = random.lineAndColumn(ofOffset: offset)
            let expected = table.lineAndColumn(ofOffset: offset)
            #expect(cursor.line == expected.line && cursor.column == expected.column, "offset \(offset)")
        }
    }
}
