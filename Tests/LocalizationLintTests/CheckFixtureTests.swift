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

    /// Checks whose findings name a file or folder without a line, and why.
    static let wholeFileChecks: [String: String] = [
        "localization.misplaced-file": "the finding is the file's (or the folder's) place in the project, not anything inside it",
        "localization.no-development-language": "the table as a whole lacks the development language; no line of it is wrong",
        "localization.unknown-locale": "the locale is the .lproj folder's name, which no line of the file holds",
    ]

    /// A fixture's expected finding without a position is one of a check that reports whole files.
    @Test func onlyWholeFileChecksHaveFindingsWithoutALine() throws {
        for fixture in Self.fixtures {
            let project = try FixtureProject(fixture: fixture)
            defer { project.remove() }
            for expected in project.expected where expected.line == nil {
                #expect(Self.wholeFileChecks[expected.id] != nil, "\(fixture): \(expected) has no line")
            }
            for expected in project.expected where Self.wholeFileChecks[expected.id] == nil {
                #expect(expected.line != nil && expected.column != nil, "\(fixture): \(expected) has no line and column")
            }
        }
    }

    @Test func everyLintCheckHasAFixture() {
        let covered = Set(Self.fixtures.map { "localization." + $0 })
        let uncovered = LintChecks.all.map(\.id).filter { !covered.contains($0) }
        // The unchanged check is off by default (ConfigurationTests turns it on); the configuration
        // check has its own tests; the encoding, escape, empty-file, non-string, catalog and
        // unknown-value checks are the readers', fixtured in IntentLocalizationTests.
        #expect(Set(uncovered) == [
            "localization.unchanged-translation", "localization.invalid-configuration",
            "localization.invalid-encoding", "localization.fragile-encoding", "localization.invalid-escape", "localization.empty-file", "localization.ignored-text",
            "localization.non-string-value", "localization.invalid-catalog", "localization.unknown-catalog-value",
        ])
    }
}

/// Cases from the shipping apps of `../shared/realworld`, each reduced to a fixture: what IntentKit once
/// reported as errors there, and what the files really hold (`Fixtures/Evidence/<case>/`).
@Suite struct EvidenceFixtureTests {
    static let fixtures = (try? FileManager.default.contentsOfDirectory(atPath: fixturesDirectory() + "/Evidence"))?.sorted() ?? []

    /// Where each case comes from.
    static let sources: [String: String] = [
        "arg-in-substitutions": "GoMap: %arg in String Catalog substitutions stands for the substitution's argument (argNum, formatSpecifier), "
            + "so '%arg', '%ld' in a form and '%2$ld' are the same argument; 171 placeholder-mismatch errors were none",
        "broken-positional": "noema: a generated table turned the key's literal '%' into '%2$'; the one error is the invalid conversion, not also a gap",
        "intent-definition-dialog": "Harbour's intent definition: its tables hold SiriKit dialogs with ${parameter} placeholders, never formatted "
            + "with arguments, so '%CONTAINERSTATE…% ${resolveByName}' is text (its '%C' and '% $' read as conversions gave an error)",
        "empty-source": "2fas: an empty English 'minutes-plural-2' (English needs no such form) is no text to compare the Polish one with",
        "percent-as-prose": "iAPS: '% Override' and 'in % of' read as space-flag conversions; in a text without other conversions they are prose",
        "translation-of-a-format": "2fas: the Japanese '%週間前' translates the format '%d week ago', so it is formatted too and its '%週' is an error",
    ]

    @Test func everyCaseSaysWhereItComesFrom() {
        #expect(Set(Self.fixtures) == Set(Self.sources.keys))
    }

    @Test(arguments: fixtures)
    func eachCaseFindsExactlyWhatItsFixtureMarks(fixture: String) async throws {
        let project = try FixtureProject(copying: fixturesDirectory() + "/Evidence/" + fixture)
        defer { project.remove() }
        let report = await LocalizationLinter().lint([project.root])
        let found = Set(report.diagnostics.map {
            FixtureProject.Expected(file: project.relative($0.location?.file ?? ""), line: $0.location?.line, column: $0.location?.column, id: $0.id)
        })
        #expect(found == project.expected, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
    }
}
