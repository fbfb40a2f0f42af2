import Diagnostics
import IntentExtraction
import StringExtraction
import Testing

/// A file with a run of `[` too long for swift-syntax's parser (its time is exponential in the run) is not
/// parsed: extraction says so at the run and goes on, instead of hanging.
@Suite struct BracketRunsTests {
    @Test func findsNestingsDeeperThanTheLimits() {
        let depth = BracketRuns.lineDepthLimit, run = BracketRuns.limit
        #expect(BracketRuns.firstOverlong(in: "let x = " + String(repeating: "[", count: depth) + "1") == nil)
        #expect(BracketRuns.firstOverlong(in: "let m = [[[1, 2], [3]], [[4]]]\nlet n = a[b[c]]") == nil)
        // Anything between the brackets: each `[` still open counts, each `]` closes one.
        let tuples = "let x = b" + String(repeating: "[(a, ", count: depth + 3) + "c"
        #expect(BracketRuns.firstOverlong(in: tuples)?.offset == 9)
        #expect(BracketRuns.firstOverlong(in: tuples)?.length == depth + 3)
        #expect(BracketRuns.firstOverlong(in: String(repeating: "[a] ", count: 40)) == nil)
        // Over several lines, a run with only whitespace between its brackets.
        let lines = "let x = b" + String(repeating: "[\n", count: run + 1) + "c"
        #expect(BracketRuns.firstOverlong(in: lines)?.length == run + 1)
        #expect(BracketRuns.firstOverlong(in: "let x = b" + String(repeating: "[\n", count: run) + "c") == nil)
    }

    /// The rule read one byte at a time, as it is stated: the search skips from a line's start to the next `[`
    /// when no run is going on, and must find what this finds.
    static func reference(_ text: String) -> (offset: Int, length: Int)? {
        let limit = BracketRuns.limit, lineDepthLimit = BracketRuns.lineDepthLimit
        var start = 0, length = 0, lineStart = 0, depth = 0, deepest = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "["):
                if length == 0 { start = offset }
                length += 1
                if depth == 0 { lineStart = offset }
                depth += 1
                deepest = max(deepest, depth)
                continue
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "\n"):
                if deepest > lineDepthLimit { return (lineStart, deepest) }
                depth = 0
                deepest = 0
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                continue
            default:
                break
            }
            if length > limit { return (start, length) }
            length = 0
        }
        if deepest > lineDepthLimit { return (lineStart, deepest) }
        return length > limit ? (start, length) : nil
    }

    @Test func skippingToTheNextBracketFindsWhatEveryByteWould() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["[", "[", "[", "]", "\n", " ", "a", "(", "\t"]
        var found = 0
        for _ in 0..<3000 {
            let count = Int.random(in: 0...120, using: &generator)
            let text = String((0..<count).map { _ in alphabet.randomElement(using: &generator)! })
            let expected = Self.reference(text)
            if expected != nil { found += 1 }
            #expect(BracketRuns.firstOverlong(in: text)?.offset == expected?.offset, "\(text.debugDescription)")
            #expect(BracketRuns.firstOverlong(in: text)?.length == expected?.length, "\(text.debugDescription)")
        }
        // Both outcomes are exercised.
        #expect(found > 50 && found < 2950)
    }

    /// The shape a fuzzer found: a subscript of 70 `[` inside an interpolation (minutes of parsing before).
    static let source = """
        import AppIntents

        struct OpenIntent: AppIntent {
            static let title: LocalizedStringResource = "Open"
            func perform() async throws -> some IntentResult { .result() }
        }

        let label = "count-\\(b\(String(repeating: "[", count: 70))tracker.count)"
        """

    @Test func extractionReportsTheFileAndGoesOn() throws {
        let extraction = Extractor().extract(sources: [(path: "Sources/Open.swift", text: Self.source)])
        let warning = try #require(extraction.diagnostics.first { $0.id == ExtractionChecks.syntaxError.id })
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 8 && warning.location?.column == 23)
        #expect(warning.message.hasPrefix("70 '[' nested"))
        #expect(extraction.document.intents.isEmpty)
    }

    @Test func stringExtractionReportsTheFileAndGoesOn() throws {
        let strings = StringExtractor().extract(sources: [(path: "Sources/Open.swift", text: Self.source), (path: "Sources/Other.swift", text: "let t: LocalizedStringResource = \"Other\"\n")])
        #expect(strings.uses.map(\.key) == ["Other"])
        let warning = try #require(strings.diagnostics.first)
        #expect(warning.location?.file == "Sources/Open.swift" && warning.location?.line == 8 && warning.location?.column == 23)
    }
}
