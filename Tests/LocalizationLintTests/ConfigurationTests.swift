import Diagnostics
import Foundation
import IntentKitTestSupport
import LocalizationLint
import Testing

@Suite struct ConfigurationTests {
    let folder = fixturesDirectory() + "/Configurations"

    @Test func aValidFileSetsEverySetting() {
        let (configuration, diagnostics) = LintConfiguration.load(contentsOf: folder + "/valid.yml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(configuration.developmentLanguage == "en")
        #expect(configuration.excludes == ["Pods", "Generated"])
        #expect(configuration.severity(of: "localization.unchanged-translation", default: .remark) == .remark)
        #expect(configuration.severity(of: "localization.punctuation-mismatch", default: .remark) == nil)
        #expect(configuration.severity(of: "localization.missing-translation", default: .warning) == .error)
        #expect(configuration.severity(of: "localization.stale-key", default: .warning) == .warning)
    }

    @Test func everyProblemIsReportedWithItsPosition() {
        let (configuration, diagnostics) = LintConfiguration.load(contentsOf: folder + "/broken.yml")
        let lines = diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.severity) \($0.message)" }
        #expect(lines == [
            "2:3 warning unknown key 'developmentLangauge' is ignored; did you mean 'developmentLanguage'?",
            "4:5 error unknown check 'localization.missing-translaton'; did you mean 'localization.missing-translation'?",
            "5:29 error 'loud' is not a severity for localization.stale-key; use one of error, warning, note, remark, off",
            "6:12 error 'exclude' must be a list of folder or file names, found the scalar 'Pods'",
            "7:1 warning unknown key 'lint' is ignored",
        ])
        #expect(configuration == LintConfiguration(), "nothing valid in the file applies")
    }

    @Test func malformedYAMLIsAPositionedError() {
        let (_, diagnostics) = LintConfiguration.load(yaml: "localization:\n  checks: [unclosed\n", path: "bad.yml")
        #expect(diagnostics.map(\.id) == [LintChecks.invalidConfiguration.id])
        #expect(diagnostics.first?.message.hasPrefix("malformed YAML") == true)
        #expect(diagnostics.first?.location?.line != nil)
    }

    @Test func severitiesApplyAndOffChecksDisappear() async throws {
        let project = try FixtureProject(fixture: "punctuation-mismatch")
        defer { project.remove() }
        var configuration = LintConfiguration()
        configuration.severities["localization.punctuation-mismatch"] = .some(.error)
        #expect(await LocalizationLinter(configuration: configuration).lint([project.root]).diagnostics.map(\.severity) == [.error])
        configuration.severities["localization.punctuation-mismatch"] = .some(nil)
        #expect(await LocalizationLinter(configuration: configuration).lint([project.root]).diagnostics.isEmpty)
    }

    @Test func theUnchangedCheckIsOffUntilEnabled() async throws {
        let project = try FixtureProject(fixture: "stale-key")
        defer { project.remove() }
        #expect(await !LocalizationLinter().lint([project.root]).diagnostics.contains { $0.id == LintChecks.unchangedTranslation.id })
        let configuration = LintConfiguration(severities: [LintChecks.unchangedTranslation.id: .some(.warning)])
        let unchanged = await LocalizationLinter(configuration: configuration).lint([project.root]).diagnostics.filter { $0.id == LintChecks.unchangedTranslation.id }
        #expect(unchanged.map(\.message) == ["the de translation of \"a\" is the same as the en text"])
    }

    @Test func excludedFoldersAreNotRead() async throws {
        let project = try FixtureProject(fixture: "parse-error")
        defer { project.remove() }
        #expect(await !LocalizationLinter().lint([project.root]).diagnostics.isEmpty)
        #expect(await LocalizationLinter(configuration: LintConfiguration(excludes: ["en.lproj"])).lint([project.root]).diagnostics.isEmpty)
    }

    @Test func theDevelopmentLanguageCanBeChosen() async throws {
        let project = try FixtureProject(fixture: "no-development-language")
        defer { project.remove() }
        let report = await LocalizationLinter(configuration: LintConfiguration(developmentLanguage: "de")).lint([project.root])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.coverage.map(\.locale) == ["fr"])
    }
}

@Suite struct BaselineTests {
    @Test func aBaselineHidesKnownFindingsAndRevealsNewOnes() async throws {
        let project = try FixtureProject(fixture: "placeholder-mismatch")
        defer { project.remove() }
        let before = await LocalizationLinter().lint([project.root]).diagnostics
        #expect(before.count == 2)
        let path = project.root + "/baseline.json"
        try LintBaseline(accepting: before).write(to: path)
        let baseline = try LintBaseline.load(contentsOf: path)
        #expect(baseline.newFindings(in: before).new.isEmpty)
        #expect(baseline.newFindings(in: before).accepted == 2)

        // Lines move (a comment added above) and a new problem appears.
        let german = project.root + "/de.lproj/Localizable.strings"
        let text = try String(contentsOfFile: german, encoding: .utf8)
        try ("/* moved */\n" + text + "\"extra\" = \"%d\";\n").write(toFile: german, atomically: true, encoding: .utf8)
        try "\"n\" = \"%@ has %d items\";\n\"t\" = \"%d files\";\n\"extra\" = \"%@\";\n".write(toFile: project.root + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let after = await LocalizationLinter().lint([project.root]).diagnostics
        let new = baseline.newFindings(in: after).new
        #expect(new.map(\.context["key"]) == ["extra"])
    }

    @Test func anUnreadableBaselineIsAnError() {
        #expect(throws: DiagnosticError.self) { try LintBaseline.load(contentsOf: "/nonexistent/baseline.json") }
    }
}

@Suite struct LintProjectTests {
    @Test func aCleanRealisticAppHasNoFindingsAtAll() async {
        let report = await LocalizationLinter().lint([fixturesDirectory() + "/CleanApp"])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
        #expect(report.files.count == 13)
        #expect(report.coverage.map(\.locale) == ["ar", "de", "fr", "ja", "ru"])
        #expect(report.coverage.allSatisfy { $0.keys == 8 && $0.translated == 8 && $0.missing == 0 })
    }

    @Test func theSoupChefExampleIsClean() async {
        #expect(await LocalizationLinter().lint([packageRoot() + "/Examples/SoupChef"]).diagnostics.isEmpty)
    }

    @Test func coverageCountsMissingAndNeedsReview() async throws {
        let missing = try FixtureProject(fixture: "missing-translation")
        defer { missing.remove() }
        #expect(await LocalizationLinter().lint([missing.root]).coverage == [{ var row = LocaleCoverage(locale: "de"); row.keys = 2; row.translated = 1; row.missing = 1; return row }()])
        let review = try FixtureProject(fixture: "needs-review")
        defer { review.remove() }
        #expect(await LocalizationLinter().lint([review.root]).coverage.first?.needsReview == 1)
    }

    /// Every corpus app, linted on its own: no crash, and only findings its maintainers would recognise.
    @Test(.enabled(if: Corpus.shouldRun, Comment(rawValue: Corpus.skipReason)), arguments: (try? FileManager.default.contentsOfDirectory(atPath: Corpus.root))?.filter { !$0.contains(".") }.sorted() ?? [])
    func everyCorpusAppLints(app: String) async {
        let report = await LocalizationLinter().lint([Corpus.root + "/" + app])
        #expect(report.diagnostics.allSatisfy { $0.location != nil }, "every finding names its file")
        #expect(report.diagnostics.allSatisfy { LintChecks.all.map(\.id).contains($0.id) || $0.id.hasPrefix("io.") })
        // No finding of a value compares it with itself, and no table is judged against a language it lacks.
        #expect(!report.diagnostics.contains { $0.context["locale"] != nil && $0.message.contains("the \($0.context["locale"]!) text takes") })
    }

    @Test(.enabled(if: Corpus.shouldRun, Comment(rawValue: Corpus.skipReason))) func theCorpusFindingsAreTheKnownOnes() async throws {
        try #require(Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage))
        // Real, checked problems: Maccy's Catalan settings are empty, IceCubes' plural strings for
        // Belarusian lack few and many, pocket-casts has a trailing % in a format string.
        let maccy = await LocalizationLinter().lint([Corpus.root + "/p0deje__Maccy"]).diagnostics
        #expect(maccy.contains { $0.id == LintChecks.emptyValue.id && $0.context["locale"] == "ca" && $0.context["key"] == "Title" })
        let pocketCasts = await LocalizationLinter().lint([Corpus.root + "/Automattic__pocket-casts-ios"]).diagnostics
        #expect(pocketCasts.contains { $0.id == LintChecks.invalidSpecifier.id && $0.context["key"] == "eoy_year_over_year_title_went_up" && $0.context["locale"] == "en" })
        let element = await LocalizationLinter().lint([Corpus.root + "/element-hq__element-x-ios"]).diagnostics
        #expect(element.contains { $0.id == LintChecks.missingPluralCategory.id && $0.context["locale"] == "be" })
    }
}
