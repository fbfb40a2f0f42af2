import Diagnostics
import Foundation
import IntentExtraction
@testable import StringExtraction
import Testing

/// What a file's strings are kept by: the reduced bytes and the places of the runs that can hold a string's location.
/// An edit that moves nothing else keeps the key; one that moves a string or a case's name changes it; and a location a
/// collection gives outside those runs keeps the file's strings out of the cache.
@Suite struct CollectionInputTests {
    static func input(_ text: String) throws -> [UInt8] {
        let reduced = try #require(SwiftSource(path: "A.swift", text: text).reduction?.reduced)
        return StringsMemo.collectionInput(of: reduced, text: text)
    }

    static let file = """
        import SwiftUI
        func title() -> Text {
            let count = 3
            print(count)
            return Text("Hello")
        }
        enum Keys: LocalizedStringKey {
            case one,
                 two
            case three; func f() -> Int { let y = 1; return y }; case four
        }

        """

    @Test func onlyWhatMovesAStringOrACaseChangesTheKey() throws {
        let original = try Self.input(Self.file)
        for (from, to, same) in [
            ("    print(count)", "    print(count + 1)", true),  // a statement cut out
            ("    let count", "    _ = 0; let count", true),  // a declaration kept, moved along its line
            ("    print(count)", "    print(count)\n    print(count)", false),  // lines added: the string moves down
            ("    return Text", "    return  Text", false),  // the string moves along its line
            ("         two", "          two", false),  // a case after a line that ends with a `,`
            ("let y = 1;", "let y = 100;", false),  // a body emptied on the line of a case
        ] {
            let edited = Self.file.replacingOccurrences(of: from, with: to)
            #expect(edited != Self.file)
            #expect((try Self.input(edited) == original) == same, "\(from) → \(to)")
        }
    }

    /// The file's strings, and the two parts of what their collection reads.
    static func strings(_ text: String) throws -> (uses: [LocalizableString], placeFree: [UInt8], places: [Int]) {
        let source = SwiftSource(path: "A.swift", text: text)
        let reduced = try #require(source.reduction?.reduced)
        let inputs = StringsMemo.collectionInputs(of: reduced, text: text)
        return (StringExtractor().extract(sources: [source]).uses, inputs.placeFree, inputs.places)
    }

    @Test func stringsMovedByTheirRunsAreThoseOfTheEditedFile() throws {
        let original = try Self.strings(Self.file)
        #expect(original.uses.count >= 3, "the file has strings to move")
        #expect(StringsMemo.places(packed: StringsMemo.packedPlaces(original.places)) == original.places)
        #expect(StringsMemo.places(packed: [0x03, 0x01]) == nil, "an odd count, cut short")
        for (from, to) in [
            ("    print(count)", "    print(count)\n    print(count)\n\n"),  // lines added: every string below moves down
            ("let y = 1;", "let y = 100;"),  // a body emptied on the line of a case: `case four` moves along its line
            ("    let count = 3\n", "    let count = 3\n    if count > 1 {\n        print(count)\n    }\n"),  // a block without a string
        ] {
            let edited = try Self.strings(Self.file.replacingOccurrences(of: from, with: to))
            #expect(edited.placeFree == original.placeFree, "\(to)")
            #expect(edited.places != original.places, "\(to)")
            #expect(StringsMemo.moving(original.uses, in: "A.swift", from: original.places, to: edited.places) == edited.uses, "\(to)")
        }
        // Runs that do not pair up are not moved across.
        #expect(StringsMemo.moving(original.uses, in: "A.swift", from: original.places, to: Array(original.places.dropLast(2))) == nil)
    }

    /// A cache in memory that records what was stored.
    final class Store: ResultCache, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var stored: [String: Data] = [:]
        func key(_ parts: [[UInt8]]) -> String { parts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "|") }
        func data(for key: String) -> Data? { lock.withLock { stored[key] } }
        func store(_ data: Data, for key: String) { lock.withLock { stored[key] = data } }
    }

    @Test func aLocationOutsideTheRunsKeepsTheFilesStringsOutOfTheCache() throws {
        // `two` follows a comment, not a `,`: its run is not one the key holds the place of.
        let strayed = """
            import SwiftUI
            enum Keys: LocalizedStringKey {
                case one, // the first
                     two
            }

            """
        let plain = Self.file
        for (text, kept) in [(plain, true), (strayed, false)] {
            let source = SwiftSource(path: "A.swift", text: text)
            let key = try Self.input(text)
            let store = Store()
            let memo = StringsMemo(cache: store, indexInputs: ["A.swift": "index"], contents: ["A.swift": "\(key)"], describe: { _ in "" })
            let cached = StringExtractor().extract(builds: [(ExtractionOptions(), [source])], memo: memo)
            let fresh = StringExtractor().extract(sources: [SwiftSource(path: "A.swift", text: text)])
            #expect(cached.uses == fresh.uses && !fresh.uses.isEmpty)
            #expect(store.stored.keys.contains { $0.contains("|uses|") } == kept, "\(store.stored.keys.map { $0.prefix(60) })")
        }
    }
}
