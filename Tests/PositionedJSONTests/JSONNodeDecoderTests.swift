import Foundation
@testable import PositionedJSON
import Testing

private struct Point: Codable, Equatable {
    var x: Int
    var y: Double
    var label: String?
    var tags: [String]?
}

@Suite struct JSONNodeDecoderTests {
    private func node(_ text: String) throws -> JSONNode {
        try JSONDocument(parsing: Array(text.utf8), path: "t.json").root
    }

    @Test func decodesLikeJSONDecoder() throws {
        let text = #"{"x": 3, "y": 2.5, "label": "p", "tags": ["a", "b"]}"#
        let ours = try JSONNodeDecoder().decode(Point.self, from: node(text))
        let theirs = try JSONDecoder().decode(Point.self, from: Data(text.utf8))
        #expect(ours == theirs)
    }

    @Test func typeMismatchesLeadToTheNodeAtFault() throws {
        let root = try node(#"{"x": 3, "y": 2, "tags": ["a", 7]}"#)
        do {
            _ = try JSONNodeDecoder().decode(Point.self, from: root)
            Issue.record("expected an error")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.debugDescription == "expected a string, found a number")
            let culprit = root.descendant(at: context.codingPath)
            guard case .number("7") = culprit.value else { Issue.record("wrong node"); return }
        }
    }

    @Test func integersMustBeWholeNumbers() throws {
        do {
            _ = try JSONNodeDecoder().decode(Point.self, from: node(#"{"x": 3.5, "y": 1}"#))
            Issue.record("expected an error")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "expected an integer, found 3.5")
        }
    }

    @Test func missingKeysNameTheKey() throws {
        do {
            _ = try JSONNodeDecoder().decode(Point.self, from: node(#"{"y": 1}"#))
            Issue.record("expected an error")
        } catch let DecodingError.keyNotFound(key, context) {
            #expect(key.stringValue == "x")
            #expect(context.debugDescription == "missing required key 'x'")
        }
    }

    @Test func reportsKeysNobodyAskedFor() throws {
        let root = try node(#"{"x": 1, "y": 2, "lable": "typo", "nested": {"ignored": true}}"#)
        let usage = KeyUsage()
        _ = try JSONNodeDecoder().decode(Point.self, from: root, usage: usage)
        let unused = usage.unusedMembers(under: root)
        // "nested" is unknown; its contents were never decoded, so they are not reported again.
        #expect(unused.map(\.member.key) == ["lable", "nested"])
        #expect(unused[0].knownKeys == ["x", "y", "label", "tags"])
    }

    @Test func pathsPrintAsPeopleReadThem() {
        let path: [JSONPathComponent] = [.key("intents"), .index(2), .key("parameters"), .index(0), .key("type")]
        #expect(path.dottedDescription == "intents[2].parameters[0].type")
    }
}
