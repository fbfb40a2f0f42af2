import Diagnostics
import Foundation
import IntentKitTestSupport
import LocalizationLint
import Testing

@Suite struct CheckFixtureTests {
    static let fixtures = (try? FileManager.default.contentsOfDirectory(atPath: fixturesDirectory() + "/Checks"))?.sorted() ?? []

    @Test(arguments: fixtures)
    func eachCheckFindsExactlyWhatItsFixtureMarks(fixture: String) async throws {
        let project = try FixtureProject(fixture: fixture)
        defer { project.remove() }
        let report = await LocalizationLinter().lint([project.root])
        let found = Set(report.diagnostics.map {
            FixtureProject.Expected(file: project.relative($0.location?.file ?? ""), line: $0.location?.line, column: $0.location?.column, id: $0.id)
        })
        #expect(found == project.expected, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyLintCheckHasAFixture() {
        let covered = Set(Self.fixtures.map { "localization." + $0 })
        let uncovered = LintChecks.all.map(\.id).filter { !covered.contains($0) }
        // The unchanged check is off by default (ConfigurationTests turns it on); the configuration
        // check has its own tests; the encoding, escape, empty-file, non-string, catalog and
        // unknown-value checks are the readers', fixtured in IntentLocalizationTests.
        #expect(Set(uncovered) == [
            "localization.unchanged-translation", "localization.invalid-configuration",
            "localization.invalid-encoding", "localization.fragile-encoding", "localization.invalid-escape", "localization.empty-file",
            "localization.non-string-value", "localization.invalid-catalog", "localization.unknown-catalog-value",
        ])
    }
}
