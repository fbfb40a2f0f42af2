import IntentExtraction
import StringExtraction
import SwiftParser
import SwiftSyntax
import Testing

/// String extraction indexes declarations from each file reduced to them: every block inside a function, an
/// initializer or accessors emptied, literals or not, and the offsets of what remains mapped back to the file's.
@Suite("Files reduced to their declarations")
struct DeclarationsOnlyTests {
    static let source = """
        struct Screen: View {
            let title: LocalizedStringKey
            var body: some View {
                VStack { Text("a \\(count)") }
            }
            var count: Int { get { 1 } set { print("x") } }
            func f(_ key: LocalizedStringKey) -> String { "\\(key)" }
            init() { title = "t" }
        }
        enum Kind: LocalizedStringKey { case first = "First", second }
        """

    @Test func everyBlockTheIndexDoesNotReadIsEmptied() throws {
        let scan = try #require(QuietBlocks.blankedAndReduced(Self.source))
        let reduced = try #require(scan.declarations)
        let text = String(decoding: reduced.bytes, as: UTF8.self)
        #expect(text == """
            struct Screen: View {
                let title: LocalizedStringKey
                var body: some View {}
                var count: Int { get {} set {} }
                func f(_ key: LocalizedStringKey) -> String {}
                init() {}
            }
            enum Kind: LocalizedStringKey { case first = "First", second }
            """)
        #expect(reduced.blocks.map { String(decoding: reduced.bytes[$0], as: UTF8.self) } == Array(repeating: "{}", count: 5))
        let tree = reduced.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        #expect(!tree.hasError)
        #expect(QuietBlocks.verify(reduced.blocks, in: tree))
    }

    @Test func everyRemainingByteMapsToTheSameByteOfTheFile() throws {
        let scan = try #require(QuietBlocks.blankedAndReduced(Self.source))
        let reduced = try #require(scan.declarations)
        let original = Array(Self.source.utf8)
        var mapped: [Int] = []
        for offset in reduced.bytes.indices {
            let back = reduced.originalOffset(offset)
            #expect(original[back] == reduced.bytes[offset], "offset \(offset) → \(back)")
            mapped.append(back)
        }
        #expect(mapped == mapped.sorted() && Set(mapped).count == mapped.count)
        // The `}` of each emptied block is the `}` that closed it in the file (not `VStack`'s, inside `body`, nor the accessor block's).
        let closes = original.indices.filter { original[$0] == UInt8(ascii: "}") }
        #expect(reduced.blocks.map { reduced.originalOffset($0.upperBound - 1) } == [closes[1], closes[2], closes[3], closes[5], closes[6]])
    }

    @Test func rawValueKeysAfterEmptiedBlocksKeepTheirPositions() {
        var parsingAll = StringExtractor()
        parsingAll.skipsQuietBlocks = false
        let reduced = StringExtractor().extract(sources: [(path: "Screen.swift", text: Self.source)])
        let whole = parsingAll.extract(sources: [(path: "Screen.swift", text: Self.source)])
        #expect(reduced.uses == whole.uses)
        let kinds = reduced.uses.filter { $0.key == "First" || $0.key == "second" }.map { "\($0.key) \($0.location.line ?? 0):\($0.location.column ?? 0)" }
        #expect(kinds == ["First 10:46", "second 10:55"])
    }

    @Test func aFileWithoutBodiesIsNotReduced() throws {
        let scan = try #require(QuietBlocks.blankedAndReduced("struct A { let a: Int }\nenum B { case c }\n"))
        #expect(scan.declarations == nil)
        #expect(scan.quiet == nil)
        #expect(QuietBlocks.blankedAndReduced("func f() { g( }") == nil)
    }
}
