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

    /// `lint-configuration`: an undefined alias (a composer error of Yams) and a key given twice were reported without a line.
    @Test func anUndefinedAliasAndARepeatedKeyAreReportedWhereTheyAre() throws {
        let path = fixturesDirectory() + "/Fuzz/undefined-alias.yml"
        let (_, diagnostics) = LintConfiguration.load(contentsOf: path)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("malformed YAML: found undefined alias") == true)
        #expect(diagnostics.first?.location == SourceLocation(file: path, line: 6, column: 19))

        let (_, repeated) = LintConfiguration.load(yaml: "localization:\n  exclude: [a]\n  exclude: [b]\n", path: ".intentkit.yml")
        #expect(repeated.count == 1)
        #expect(repeated.first?.location?.line != nil)
    }

    /// `lint-configuration`: `[` alone failed at line 2 of a one-line file (libyaml starts a line at the end of the input).
    @Test func anErrorAtTheEndOfTheInputStaysInsideIt() {
        let (_, diagnostics) = LintConfiguration.load(yaml: "[", path: ".intentkit.yml")
        #expect(diagnostics.map(\.location) == [SourceLocation(file: ".intentkit.yml", line: 1, column: 2)])
        let (_, withNewline) = LintConfiguration.load(yaml: "localization: [\n", path: ".intentkit.yml")
        #expect(withNewline.map(\.location) == [SourceLocation(file: ".intentkit.yml", line: 2, column: 1)])
    }
}
