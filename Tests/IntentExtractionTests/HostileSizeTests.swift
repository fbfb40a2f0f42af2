import Diagnostics
import Foundation
import IntentExtraction
import Testing

/// Hostile sizes (issue 22): each gives a diagnostic or a result in bounded time, never a crash.
@Suite struct ExtractionHostileSizeTests {
    @Test func fiftyThousandNestedParenthesesGiveADiagnostic() {
        let source = "struct OrderIntent: AppIntent {\n    static let title: LocalizedStringResource = \"Order\"\n    let x = "
            + String(repeating: "(", count: 50_000) + "1" + String(repeating: ")", count: 50_000) + "\n}\n"
        let started = ContinuousClock.now
        let extraction = Extractor().extract(sources: [(path: "Deep.swift", text: source)])
        #expect(ContinuousClock.now - started < .seconds(60))
        // swift-syntax stops nesting at its limit; the extractor says so where it happened (a warning, as every syntax error in extraction).
        #expect(extraction.diagnostics.map(\.description) == [
            "Deep.swift:3:33: warning: parsing has exceeded the maximum nesting level; declarations around it may be read wrongly or missed [extraction.syntax-error]",
        ])
    }
}
