@testable import Diagnostics
import IntentKitTestSupport
import Testing

/// `sortedForOutput()` ranks files once and sorts positions; it gives exactly the order of `outputOrder`, findings in
/// the same place kept in the order they came in.
@Suite struct OutputOrderTests {
    /// The reference: every pair compared with `outputOrder`, ties by the order given.
    static func reference(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            if Diagnostic.outputOrder(a.element, b.element) { return true }
            if Diagnostic.outputOrder(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    @Test func theOrderIsOutputOrderWithTiesKeptAsGiven() {
        var generator = SeededGenerator(seed: 47)
        for size in [0, 1, 2, 7, 300, 2_000] {
            var diagnostics = (0..<size).map { _ in JSONWriterTests.random(&generator) }
            // Findings in the same place that differ only in what `outputOrder` does not compare.
            for index in stride(from: 0, to: diagnostics.count, by: 5) {
                var twin = diagnostics[index]
                twin.fixIt = "twin \(index)"
                diagnostics.insert(twin, at: Int(generator.next() % UInt64(diagnostics.count + 1)))
            }
            let sorted = diagnostics.sortedForOutput()
            #expect(sorted == Self.reference(diagnostics), "\(size) findings")
            #expect(sorted.count == diagnostics.count)
        }
    }
}

/// `uniqued()` keeps the first finding of each identifier, message and location, in the order given.
@Suite struct UniquedTests {
    /// The reference: a finding is kept when no earlier one has its identifier, message and location.
    static func reference(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics where !kept.contains(where: { $0.id == diagnostic.id && $0.message == diagnostic.message && $0.location == diagnostic.location }) {
            kept.append(diagnostic)
        }
        return kept
    }

    @Test func eachFindingIsKeptOnceTheFirstTime() {
        var generator = SeededGenerator(seed: 4747)
        for size in [0, 1, 2, 50, 400] {
            var diagnostics = (0..<size).map { _ in JSONWriterTests.random(&generator) }
            for index in stride(from: 0, to: diagnostics.count, by: 3) {
                // The same finding again with another severity and fix (not part of what makes it one), and findings
                // that differ from it only in the message, the file, or the column: those are kept.
                var twin = diagnostics[index]
                twin.severity = twin.severity == .error ? .warning : .error
                twin.fixIt = "twin \(index)"
                var otherMessage = diagnostics[index]
                otherMessage.message += " again"
                var otherFile = diagnostics[index]
                otherFile.location?.file += ".other"
                var otherColumn = diagnostics[index]
                let column = (otherColumn.location?.column ?? 0) + 1
                otherColumn.location?.column = column
                for copy in [twin, otherMessage, otherFile, otherColumn] {
                    diagnostics.insert(copy, at: Int(generator.next() % UInt64(diagnostics.count + 1)))
                }
            }
            #expect(diagnostics.uniqued() == Self.reference(diagnostics), "\(size) findings")
        }
        // Many findings at one line and column of different files, all kept.
        let spread = (0..<500).map { Diagnostic(.warning, id: "localization.needs-review", "review it", at: SourceLocation(file: "t\($0).xcstrings", line: 11, column: 23)) }
        #expect(spread.uniqued().count == 500)
        #expect((spread + spread).uniqued() == spread)
    }
}

/// `Diagnostic.forOutput(_:)` gives what joining the parts, keeping each finding once and sorting give.
@Suite struct ForOutputTests {
    @Test func thePartsAreKeptOnceAndSortedAsTheTwoStepsDo() {
        var generator = SeededGenerator(seed: 4_747_047)
        for size in [0, 1, 2, 9, 120, 1_500] {
            var all = (0..<size).map { _ in JSONWriterTests.random(&generator) }
            for index in stride(from: 0, to: all.count, by: 3) {
                // The same finding with another severity or fix (one finding), and ones that differ in what
                // `outputOrder` does not compare (the fix alone) or only in the message: in any part, in any order.
                var twin = all[index]
                twin.severity = twin.severity == .error ? .warning : .error
                var fixed = all[index]
                fixed.fixIt = "twin \(index)"
                var otherMessage = all[index]
                otherMessage.message += " again"
                var placeless = all[index]
                placeless.location = nil
                for copy in [twin, fixed, otherMessage, placeless] {
                    all.insert(copy, at: Int(generator.next() % UInt64(all.count + 1)))
                }
            }
            // Cut into parts of random sizes, some empty.
            var parts: [[Diagnostic]] = []
            var rest = all[...]
            while !rest.isEmpty || parts.count < 3 {
                let take = min(rest.count, Int(generator.next() % 40))
                parts.append(Array(rest.prefix(take)))
                rest = rest.dropFirst(take)
            }
            let expected = parts.joined().uniqued().sortedForOutput()
            #expect(Diagnostic.forOutput(parts) == expected, "\(size) findings in \(parts.count) parts")
            #expect(Diagnostic.forOutput([all]) == all.uniqued().sortedForOutput())
        }
        // Many findings in one place, and the same findings again in a later part.
        let place = SourceLocation(file: "Localizable.xcstrings", line: 3, column: 5)
        let crowd = (0..<300).map { Diagnostic(.warning, id: "localization.needs-review", "review \($0 % 40)", at: place) }
        #expect(Diagnostic.forOutput([crowd, crowd.reversed()]) == (crowd + crowd.reversed()).uniqued().sortedForOutput())
        #expect(Diagnostic.forOutput([crowd]).count == 40)
        // A line or column of 0 beside a missing one (orders findings of one place apart): still as the two steps.
        let file = "Model.swift"
        let odd = [
            Diagnostic(.warning, id: "a", "m", at: SourceLocation(file: file, line: nil, column: 4)),
            Diagnostic(.warning, id: "a", "m", at: SourceLocation(file: file, line: 0, column: 3)),
            Diagnostic(.error, id: "a", "m", at: SourceLocation(file: file, line: nil, column: 4)),
            Diagnostic(.warning, id: "a", "m", at: SourceLocation(file: file, line: nil, column: 5)),
            Diagnostic(.warning, id: "a", "m", at: SourceLocation(file: file, line: nil, column: 4)),
            Diagnostic(.note, id: "b", "m", at: SourceLocation(file: file, line: 0, column: nil)),
        ]
        for cut in 0...odd.count {
            let parts = [Array(odd[..<cut]), Array(odd[cut...]), Array(odd.reversed())]
            #expect(Diagnostic.forOutput(parts) == parts.joined().uniqued().sortedForOutput())
        }
    }
}
