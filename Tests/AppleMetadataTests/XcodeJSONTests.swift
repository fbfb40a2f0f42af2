@testable import AppleMetadata
import Foundation
import IntentKitTestSupport
import Testing

@Suite("Xcode's JSON layout")
struct XcodeJSONTests {
    @Test("keys are sorted by their UTF-8 bytes, not case-insensitively or numerically")
    func sortsByBytes() {
        let value = AppleJSON.object(["b": .integer(1), "B": .integer(2), "a10": .integer(3), "a9": .integer(4), "é": .integer(5), "z": .integer(6)])
        #expect(String(decoding: XcodeJSONWriter.compact(value), as: UTF8.self) == #"{"B":2,"a10":3,"a9":4,"b":1,"z":6,"é":5}"#)
    }

    @Test("strings escape quotes, backslashes, slashes and controls as Foundation does; other characters stay")
    func escapes() {
        let value = AppleJSON.string("a/b \"q\" \\ \n\t\r\u{8}\u{C}\u{1}\u{1F} é 😀 \u{7F}")
        #expect(String(decoding: XcodeJSONWriter.compact(value), as: UTF8.self) == "\"a\\/b \\\"q\\\" \\\\ \\n\\t\\r\\b\\f\\u0001\\u001f é 😀 \u{7F}\"")
    }

    @Test("version.json is pretty-printed in its own order, with no final line break")
    func pretty() {
        let value = AppleJSON.object(["version": .string("3.0"), "toolsVersion": .string("17C528")])
        #expect(String(decoding: XcodeJSONWriter.pretty(value), as: UTF8.self) == "{\n  \"version\" : \"3.0\",\n  \"toolsVersion\" : \"17C528\"\n}")
        #expect(VersionFile.bytes(toolsVersion: "17C528") == Array("{\n  \"toolsVersion\" : \"17C528\",\n  \"version\" : \"3.0\"\n}".utf8))
    }

    @Test("what the parser reads, the writer writes back")
    func parseAndWrite() throws {
        let text = #"{"a":[1,-2.5e3,true,false,null,"x\/y\u00e9\ud83d\ude00"],"b":{}}"#
        let value = try AppleJSONParser.parse(Array(text.utf8))
        #expect(value["a"]?.elements?.count == 6)
        #expect(value["a"]?.elements?[5] == .string("x/yé😀"))
        #expect(value["a"]?.elements?[1] == .number("-2.5e3"))
        // The escapes \u00e9 and the surrogate pair are not Xcode's; everything else is.
        #expect(String(decoding: XcodeJSONWriter.compact(value), as: UTF8.self) == #"{"a":[1,-2.5e3,true,false,null,"x\/yé😀"],"b":{}}"#)
    }

    @Test("malformed input fails at the place of its first problem", arguments: [
        (#"{"a":1"#, 6, "expected ',' or '}'"),
        (#"{"a":1,"a":2}"#, 7, "appears twice"),
        (#"[1,]"#, 3, "trailing comma"),
        ("\u{FEFF}{}", 0, "byte order mark"),
        (#"{"a":tru}"#, 5, "unexpected 'tru'"),
        (#"{"a":"\q"}"#, 6, "invalid escape"),
        (#"{"a":01}"#, 5, "leading zeros"),
        ("", 0, "empty"),
    ])
    func failures(text: String, offset: Int, message: String) {
        #expect {
            _ = try AppleJSONParser.parse(Array(text.utf8))
        } throws: { error in
            guard let failure = error as? AppleJSONParser.Failure else { return false }
            return failure.offset == offset && failure.message.contains(message)
        }
    }

    @Test("bytes that are not UTF-8 are refused with their offset")
    func invalidUTF8() {
        for (bytes, offset) in [([0x22, 0x61, 0xC3, 0x28, 0x22] as [UInt8], 3), ([0x22, 0xED, 0xA0, 0x80, 0x22], 2), ([0x22, 0xF0, 0x9F, 0x98], 1), ([0x22, 0xFF, 0x22], 1)] {
            #expect {
                _ = try AppleJSONParser.parse(bytes)
            } throws: { error in
                (error as? AppleJSONParser.Failure).map { $0.offset == offset && $0.message.contains("UTF-8") } ?? false
            }
        }
    }

    @Test("nesting deeper than the limit is refused, not recursed into")
    func deepNesting() {
        let bytes = Array(repeating: UInt8(ascii: "["), count: 100_000) + Array(repeating: UInt8(ascii: "]"), count: 100_000)
        #expect {
            _ = try AppleJSONParser.parse(bytes)
        } throws: { error in
            (error as? AppleJSONParser.Failure).map { $0.offset == AppleJSONParser.maximumDepth && $0.message.contains("nesting") } ?? false
        }
    }

    @Test("the locator finds values, keys and array elements, and stops at the deepest step that exists")
    func locator() {
        let bytes = Array(#"{"a": {"b" : [10, {"c": "x"}]}, "d": 1}"#.utf8)
        #expect(AppleJSONLocator.offset(of: [.key("d")], in: bytes) == 37)
        #expect(AppleJSONLocator.offset(of: [.key("d")], in: bytes, atKey: true) == 32)
        #expect(AppleJSONLocator.offset(of: [.key("a"), .key("b"), .index(1), .key("c")], in: bytes) == 24)
        #expect(AppleJSONLocator.offset(of: [.key("a"), .key("nope")], in: bytes) == 6)
        let all = AppleJSONLocator.offsets(in: bytes, wanted: { $0.count == 3 }, descends: { _ in true })
        #expect(all[[.key("a"), .key("b"), .index(0)]] == 14)
        #expect(all[[.key("a"), .key("b"), .index(1)]] == 18)
    }
}

extension XcodeJSONTests {
    /// Found by the `actionsdata` fuzz target: keys not in Xcode's order are written sorted, and the values read
    /// again are equal, since objects compare whatever the order of their members.
    @Test("objects are equal, and hash equal, whatever their members' order")
    func orderInsensitiveObjects() throws {
        let bytes = try #require(FileManager.default.contents(atPath: fixturesDirectory() + "/Fuzz/unsorted-keys.actionsdata")).map { $0 }
        let root = try AppleJSONParser.parse(bytes)
        let written = XcodeJSONWriter.compact(root)
        #expect(written != bytes)
        let again = try AppleJSONParser.parse(written)
        #expect(again == root)
        #expect(again.hashValue == root.hashValue)
        #expect(root.members?.map(\.key) != again.members?.map(\.key))
        #expect(AppleJSON.object(["a": .integer(1), "b": .integer(2)]) != .object(["a": .integer(1), "b": .integer(3)]))
        #expect(AppleJSON.array([.integer(1), .integer(2)]) != .array([.integer(2), .integer(1)]))
    }
}
