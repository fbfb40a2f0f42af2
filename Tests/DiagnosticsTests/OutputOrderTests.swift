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
