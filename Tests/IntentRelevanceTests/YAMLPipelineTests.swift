import Foundation
@testable import IntentRelevance
import IntentKitTestSupport
import Testing

/// The pipelined parser (libyaml on a thread of its own, its events handed over in batches) gives the same tree and
/// the same failures as the parser on the reader's thread: on generated, malformed and fixture schedules, across
/// many batches, with scalars larger than a batch, and when reading stops early while libyaml is still parsing.
@Suite struct YAMLPipelineTests {
    /// Everything a tree holds, in a form `==` compares, or the failure.
    func read(_ yaml: String, pipelined: Bool) -> String {
        var text = yaml
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { input -> String in
            do throws(YAMLTree.Failure) {
                let tree = try YAMLTree.read(utf8: input, pipelined: pipelined)
                let nodes = tree.nodes.map { "\($0.kind) \($0.tag) \($0.line):\($0.column) \($0.start)+\($0.count)" }
                return "root \(tree.root.map(String.init) ?? "none")\n" + nodes.joined(separator: "\n") + "\nchildren \(tree.children)\nbytes \(tree.bytes)\ntags \(tree.tags)"
            } catch {
                return "failure \(error.message) at \(error.line.map(String.init) ?? "-"):\(error.column.map(String.init) ?? "-")"
            }
        } ?? "not contiguous"
    }

    func expectSame(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectSame(read(yaml, pipelined: false), read(yaml, pipelined: true), "\(yaml.prefix(200))", sourceLocation: sourceLocation)
    }

    /// Compares two long texts, naming the first line where they differ rather than printing both.
    func expectSame(_ direct: String, _ pipelined: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let left = direct.split(separator: "\n", omittingEmptySubsequences: false), right = pipelined.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
        let same = direct == pipelined
        #expect(same, "\(what): first difference on line \(line + 1): \(left.count > line ? String(left[line].prefix(200)) : "(end)") vs \(right.count > line ? String(right[line].prefix(200)) : "(end)")", sourceLocation: sourceLocation)
    }

    @Test func generatedAndMalformedSchedulesReadAlike() async {
        var generator = ScheduleGenerator(seed: 41)
        var failures = 0
        for round in 0..<200 {
            await Task.yield()
            let yaml = generator.schedule(entries: 1 + round % 12, mistakes: round % 3 != 0)
            expectSame(yaml)
            if read(yaml, pipelined: true).hasPrefix("failure") { failures += 1 }
        }
        // Some of them fail, so failures are compared too.
        #expect(failures > 5, "\(failures) failures")
        for yaml in ["", "# only a comment\n", "---\n", "a: 1\n---\nb: 2\n", "key: \"unterminated\n", "bad: \u{01}control\n",
                     "- [a, b\n- c\n", "a: b: c\n", "relevance: *nothing\n", "{b: 1, a: 2, b: 3}", "x: !custom &t [1, 2]\ny: *t\n"] {
            expectSame(yaml)
        }
    }

    /// Generated schedules with bytes changed, inserted and removed at random (YAML's punctuation favoured), as a fuzzer
    /// would: wherever the text breaks, both parsers break there alike.
    @Test func mutatedSchedulesReadAlike() async {
        var generator = ScheduleGenerator(seed: 99)
        var random = RecurrenceDifferentialTests.Generator(state: 2026)
        let punctuation = Array("-:[]{},&*!?|>'\"#%@`\n\t \\".utf8)
        var failures = 0
        for round in 0..<300 {
            if round % 20 == 0 { await Task.yield() }
            var bytes = Array(generator.schedule(entries: 1 + round % 6, mistakes: false).utf8)
            for _ in 0..<(1 + round % 4) where !bytes.isEmpty {
                let at = random.int(0...bytes.count - 1)
                let byte = random.int(0...2) == 0 ? UInt8(truncatingIfNeeded: random.next()) : punctuation[random.int(0...punctuation.count - 1)]
                switch random.int(0...2) {
                case 0: bytes[at] = byte
                case 1: bytes.insert(byte, at: at)
                default: bytes.remove(at: at)
                }
            }
            let yaml = String(decoding: bytes, as: UTF8.self)
            expectSame(yaml)
            if read(yaml, pipelined: true).hasPrefix("failure") { failures += 1 }
        }
        #expect(failures > 30, "\(failures) of 300 mutated schedules failed to read")
    }

    @Test func fixturesReadAlike() throws {
        let root = packageRoot()
        for file in ["Tests/IntentRelevanceTests/Fixtures/Errors/schedule.yaml", "Tests/IntentKitCLITests/Fixtures/BrokenApp/relevance.yaml",
                     "Examples/TransitWidget/relevance.yaml", "Examples/SportsScores/relevance.yaml"] {
            expectSame(MarkedText(try String(contentsOfFile: root + "/" + file, encoding: .utf8)).text)
        }
    }

    /// A schedule of thousands of entries: tens of thousands of events, several times the pipeline's batches.
    @Test func aLargeScheduleReadsAlikeAcrossBatches() throws {
        var generator = ScheduleGenerator(seed: 7)
        let yaml = generator.schedule(entries: 4_000, mistakes: false)
        let direct = read(yaml, pipelined: false)
        #expect(direct.split(separator: "\n").count > 4 * 8_192, "too few nodes to cross batches")
        expectSame(direct, read(yaml, pipelined: true), "4,000 entries")
        // Over the threshold, the loader takes the pipelined path on its own and reads the same schedule.
        var padded = yaml
        while padded.utf8.count < YAMLTree.pipelineThreshold { padded += "# " + String(repeating: "-", count: 78) + "\n" }
        let loaded = RelevanceSchedule.load(yaml: padded, path: "large.yaml"), plain = RelevanceSchedule.load(yaml: yaml, path: "large.yaml")
        expectSame(loaded.diagnostics.map(\.description).joined(separator: "\n"), plain.diagnostics.map(\.description).joined(separator: "\n"), "diagnostics")
        let sameEntries = loaded.schedule?.entries.map(\.id) == plain.schedule?.entries.map(\.id)
        #expect(sameEntries && plain.schedule?.entries.count ?? 0 > 2_000)
    }

    /// Scalars, anchors and tags larger than a batch's bytes.
    @Test func scalarsLargerThanABatchReadAlike() {
        let long = String(repeating: "abcdefghij", count: 60_000)
        expectSame("a: \(long)\nb: \"\(long)\"\nc: &\(String(repeating: "n", count: 300_000)) [x]\nd: !\(String(repeating: "t", count: 300_000)) y\n")
        expectSame((0..<5).map { "k\($0): \(long)" }.joined(separator: "\n") + "\n")
    }

    /// A failure after several batches, and reading stopped by an alias bomb while libyaml still has a long way to go:
    /// the same failure, and closing the parser stops its thread.
    @Test func lateFailuresAndEarlyStopsReadAlike() {
        let items = (0..<60_000).map { "  - item\($0)" }.joined(separator: "\n")
        expectSame("list:\n\(items)\n  - [unclosed\n")
        expectSame("list:\n\(items)\nlist: again\n")
        var bomb = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 { bomb.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]") }
        let bombed = bomb.joined(separator: "\n") + "\nlist:\n\(items)\n"
        #expect(read(bombed, pipelined: true).hasPrefix("failure malformed YAML: aliases expand the document"))
        expectSame(bombed)
        for _ in 0..<20 { _ = read(bombed, pipelined: true) }
    }
}
