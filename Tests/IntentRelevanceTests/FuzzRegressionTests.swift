import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentRelevance
import Testing

/// What the fuzz targets (Tools/Fuzz) found, each reproducer kept as a fixture in Fixtures/Fuzz.
@Suite struct RelevanceFuzzRegressionTests {
    /// `relevance-schedule`: a control character (a reader error of libyaml) was reported without a line or column.
    @Test func aControlCharacterIsReportedWhereItIs() throws {
        let path = fixturesDirectory() + "/Fuzz/control-character.yaml"
        let diagnostics = RelevanceSchedule.load(contentsOf: path).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("malformed YAML: 43:14: error: reader: control characters are not allowed") == true)
        #expect(diagnostics.first?.location == SourceLocation(file: path, line: 43, column: 14))

        let small = RelevanceSchedule.load(yaml: "timeZone: UTC\nbad: \u{01}control\n", path: "s.yaml").diagnostics
        #expect(small.map(\.location) == [SourceLocation(file: "s.yaml", line: 2, column: 6)])
    }

    /// An error at the end of a schedule without a final line break stays on its last line (libyaml starts a line there).
    @Test func anErrorAtTheEndOfTheInputStaysInsideIt() {
        let diagnostics = RelevanceSchedule.load(yaml: "timeZone: UTC\nrelevance: [", path: "s.yaml").diagnostics
        #expect(diagnostics.map(\.location) == [SourceLocation(file: "s.yaml", line: 2, column: 13)])
        let withNewline = RelevanceSchedule.load(yaml: "timeZone: UTC\nrelevance: [\n", path: "s.yaml").diagnostics
        #expect(withNewline.map(\.location) == [SourceLocation(file: "s.yaml", line: 3, column: 1)])
    }
}
