import Foundation
import IntentExtraction
import StringExtraction
import SwiftParser
import SwiftSyntax
import Testing

/// String extraction parses each file reduced twice: without the blocks the declaration index does not read (for
/// the index), and without its quiet blocks (for the strings), both without indentation outside multi-line
/// literals; offsets map back to the file's.
@Suite("Files reduced for the parse")
struct ReducedSourceTests {
    static let source = """
        struct Screen: View {
            let title: LocalizedStringKey
            var body: some View {
                VStack { Text("a \\(count)") }
            }
            var count: Int { get { 1 } set { print("x") } }
            func f(_ key: LocalizedStringKey) -> String { "\\(key)" }
            init() { title = "t" }
            let note = \"\"\"
                kept
                  as written
                \"\"\"
        }
        enum Kind: LocalizedStringKey { case first = "First", second }
        """

    @Test func theDeclarationsLeaveEveryBlockTheIndexDoesNotRead() throws {
        let reduced = try #require(QuietBlocks.reduced(Self.source)).declarations
        #expect(String(decoding: reduced.bytes, as: UTF8.self) == """
            struct Screen: View {
            let title: LocalizedStringKey
            var body: some View {}
            var count: Int { get {} set {} }
            func f(_ key: LocalizedStringKey) -> String {}
            init() {}
            let note = \"\"\"
                    kept
                      as written
                    \"\"\"
            }
            enum Kind: LocalizedStringKey { case first = "First", second }
            """)
        #expect(reduced.blocks.map { String(decoding: reduced.bytes[$0], as: UTF8.self) } == Array(repeating: "{}", count: 5))
        let tree = reduced.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        #expect(!tree.hasError)
        #expect(QuietBlocks.verify(reduced.blocks, in: tree))
    }

    @Test func theQuietReductionKeepsEveryBlockWithALiteral() throws {
        let reduced = try #require(QuietBlocks.reduced(Self.source)).quiet
        // `title` has no literal: the member goes (the index reads it from the other reduction).
        #expect(String(decoding: reduced.bytes, as: UTF8.self).split(separator: "\n")[1...4] == [
            "var body: some View {", "VStack { Text(\"a \\(count)\") }", "}", "var count: Int { get {} set { print(\"x\") } }",
        ])
        #expect(reduced.blocks.count == 1)
        #expect(reduced.cuts.count == 1)
    }

    @Test(arguments: [true, false])
    func everyRemainingByteMapsToTheSameByteOfTheFile(declarations: Bool) throws {
        let scan = try #require(QuietBlocks.reduced(Self.source))
        let reduced = declarations ? scan.declarations : scan.quiet
        let original = Array(Self.source.utf8)
        var mapped: [Int] = []
        for offset in reduced.bytes.indices {
            let back = reduced.originalOffset(offset)
            #expect(original[back] == reduced.bytes[offset], "offset \(offset) → \(back)")
            mapped.append(back)
        }
        #expect(mapped == mapped.sorted() && Set(mapped).count == mapped.count)
        // Only indentation, the insides of emptied blocks (`body`'s two line breaks among them) and, for the strings,
        // the member `title` with its line break are gone.
        #expect(original.filter { $0 == UInt8(ascii: "\n") }.count == reduced.bytes.filter { $0 == UInt8(ascii: "\n") }.count + (declarations ? 2 : 1))
        // Read off the source: 27 in `body` (2 line breaks), 1 in `get`, 10, 8, 9; 1 in `get` and 28 in `title`'s line.
        #expect(original.count(where: { $0 != UInt8(ascii: " ") }) == reduced.bytes.count(where: { $0 != UInt8(ascii: " ") }) + (declarations ? 55 : 29))
        guard declarations else { return }
        // The `}` of each emptied block is the `}` that closed it in the file (not `VStack`'s, inside `body`, nor the
        // accessor block's).
        let closes = original.indices.filter { original[$0] == UInt8(ascii: "}") }
        #expect(reduced.blocks.map { reduced.originalOffset($0.upperBound - 1) } == [closes[1], closes[2], closes[3], closes[5], closes[6]])
    }

    @Test func stringsAndRawValuesKeepTheirPositions() {
        var parsingAll = StringExtractor()
        parsingAll.skipsQuietBlocks = false
        let reduced = StringExtractor().extract(sources: [(path: "Screen.swift", text: Self.source)])
        let whole = parsingAll.extract(sources: [(path: "Screen.swift", text: Self.source)])
        #expect(reduced.uses == whole.uses)
        #expect(reduced.uses.map { "\($0.key) \($0.location.line ?? 0):\($0.location.column ?? 0)" } == [
            "a %lld 4:23", "t 8:22", "First 14:46", "second 14:55",
        ])
    }

    /// The several-builds path parses the same reduced file, and maps its raw values' offsets back too.
    @Test func severalBuildsKeepThePositions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ReducedSourceTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Screen.swift").path
        try Self.source.write(toFile: path, atomically: true, encoding: .utf8)
        let builds = [(ExtractionOptions(conditions: ["DEBUG"]), [path]), (ExtractionOptions(conditions: []), [path])]
        var parsingAll = StringExtractor()
        parsingAll.skipsQuietBlocks = false
        let reduced = StringExtractor().extract(builds: builds)
        #expect(reduced.uses == parsingAll.extract(builds: builds).uses)
        #expect(reduced.uses.map { "\($0.key) \($0.location.line ?? 0):\($0.location.column ?? 0)" } == [
            "a %lld 4:23", "t 8:22", "First 14:46", "second 14:55",
        ])
    }

    @Test func aScanThatGivesUpReducesNothing() {
        #expect(QuietBlocks.reduced("func f() { g( }") == nil)
        #expect(QuietBlocks.reduced("let s = \"\"\"\n  open") == nil)
    }
}
