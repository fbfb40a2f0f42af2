import Diagnostics
import Foundation
import IntentKitTestSupport
import LocalizationLint
import Testing

/// What the fuzz targets (Tools/Fuzz) found, each reproducer kept as a fixture in Fixtures/Fuzz.
@Suite struct LintFuzzRegressionTests {
    /// `lint-configuration`: a control character (a YAML reader error) was reported without a line or column.
    @Test func aControlCharacterIsReportedWhereItIs() throws {
        let path = fixturesDirectory() + "/Fuzz/nul-bytes.yml"
        let (_, diagnostics) = LintConfiguration.load(contentsOf: path)
        #expect(diagnostics.map(\.id) == ["localization.invalid-configuration"])
        #expect(diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 19))

        let (_, small) = LintConfiguration.load(yaml: "localization:\n  developmentLanguage: e\u{7}n\n", path: ".intentkit.yml")
        #expect(small.map(\.location) == [SourceLocation(file: ".intentkit.yml", line: 2, column: 25)])
    }
}
