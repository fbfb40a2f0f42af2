import Foundation
import PositionedJSON
import Testing

/// Hostile sizes (issue 22): each gives a diagnostic or a result in bounded time, never a crash.
@Suite struct HostileSizeTests {
    @Test func aMillionDeepArrayIsRefusedAtTheDepthLimit() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 1_000_000) + Array(repeating: UInt8(ascii: "]"), count: 1_000_000)
        let started = ContinuousClock.now
        do throws(JSONSyntaxError) {
            _ = try JSONDocument(parsing: deep, path: "deep.json")
            Issue.record("expected the depth limit")
        } catch {
            #expect(error.message == "nesting deeper than 512 levels")
            #expect(error.line == 1 && error.column == 513)
        }
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func aTwentyMegabyteSingleLineReads() throws {
        // One line: an array of a 20 MB string, with an escape at its end so the slow path runs too.
        let text = "[\"" + String(repeating: "abcdefghij", count: 2_000_000) + "\\u00e9\"]"
        let started = ContinuousClock.now
        let document = try JSONDocument(parsing: Array(text.utf8), path: "long.json")
        guard case .array(let elements) = document.root.value, case .string(let value)? = elements.first?.value else {
            Issue.record("expected an array of one string")
            return
        }
        #expect(value.utf8.count == 20_000_002)
        #expect(document.location(of: elements[0]).column == 2)
        #expect(ContinuousClock.now - started < .seconds(30))
    }
}
