import Foundation
import IntentKitTestSupport
import Testing

@Suite struct LocalizationLintCommandTests {
    /// Runs `intentkit` with `{fixture}` in the arguments replaced by a marker-free copy of that check fixture,
    /// and the copy's path in the output replaced by `<fixture>`.
    func lint(_ arguments: String..., fixture: String) throws -> (status: Int32, standardOutput: String, standardError: String) {
        let project = try FixtureProject(copying: packageRoot() + "/Tests/LocalizationLintTests/Fixtures/Checks/" + fixture)
        defer { project.remove() }
        let run = try intentkit(arguments.map { $0 == "{fixture}" ? project.root : $0 })
        return (run.status, run.standardOutput.replacingOccurrences(of: project.root, with: "<fixture>"), run.standardError.replacingOccurrences(of: project.root, with: "<fixture>"))
    }

    @Test func theSoupChefExampleIsClean() throws {
        let run = try intentkit("localization", "lint", "Examples/SoupChef")
        #expect(run.status == 0)
        #expect(run.standardOutput == "no problems in 8 files\n")  // ar, de, ja, en and the legacy intents tables (de, en), plus the two catalogs
    }

    @Test func findingsAreXcodeStyleLinesWithAnExitStatus() throws {
        let run = try lint("localization", "lint", "{fixture}", fixture: "stringsdict-structure")
        #expect(run.status == 1)
        assertMatchesGolden(run.standardOutput, golden: fixturesDirectory() + "/lint/stringsdict-structure.txt")
    }

    @Test func warningsAloneExitZeroUnlessWarningsAreErrors() throws {
        let lenient = try lint("localization", "lint", "{fixture}", fixture: "whitespace-mismatch")
        #expect(lenient.status == 0)
        let strict = try lint("localization", "lint", "--warnings-as-errors", "{fixture}", fixture: "whitespace-mismatch")
        #expect(strict.status == 1)
    }

    @Test func jsonAndSarifOutput() throws {
        let json = try lint("localization", "lint", "--format", "json", "{fixture}", fixture: "placeholder-mismatch")
        #expect(json.status == 1)
        assertMatchesGolden(json.standardOutput, golden: fixturesDirectory() + "/lint/placeholder-mismatch.json")
        let sarif = try lint("localization", "lint", "--format", "sarif", "{fixture}", fixture: "placeholder-mismatch")
        #expect(sarif.standardOutput.contains("\"ruleId\" : \"localization.placeholder-mismatch\""))
    }

    @Test func coverageTable() throws {
        let run = try lint("localization", "lint", "--coverage", "{fixture}", fixture: "missing-translation")
        #expect(run.standardOutput.contains("locale  keys  translated  missing  needs review  coverage\n"))
        #expect(run.standardOutput.contains("de         2           1        1             0     50.0%\n"))
    }

    @Test func aBaselineRoundTrip() throws {
        let baseline = NSTemporaryDirectory() + "intentkit-baseline-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        let project = try FixtureProject(copying: packageRoot() + "/Tests/LocalizationLintTests/Fixtures/Checks/stringsdict-structure")
        defer { project.remove() }
        let write = try intentkit("localization", "lint", project.root, "--write-baseline", baseline)
        #expect(write.status == 0)
        #expect(write.standardOutput == "recorded 4 findings in \(baseline)\n")
        let check = try intentkit("localization", "lint", project.root, "--baseline", baseline)
        #expect(check.status == 0)
        #expect(check.standardOutput == "no problems in 1 file\n")
    }

    @Test func aConfigurationFileChangesSeverities() throws {
        let config = NSTemporaryDirectory() + "intentkit-lint-\(UUID().uuidString).yml"
        defer { try? FileManager.default.removeItem(atPath: config) }
        try "localization:\n  checks:\n    localization.whitespace-mismatch: error\n".write(toFile: config, atomically: true, encoding: .utf8)
        let run = try lint("localization", "lint", "--config", config, "{fixture}", fixture: "whitespace-mismatch")
        #expect(run.status == 1)
        #expect(run.standardOutput.contains(": error: the de translation of \"label\" lacks the trailing whitespace"))
    }

    @Test func missingTranslationsFoldIntoACoverageLinePerLocaleUnlessUngrouped() throws {
        let root = NSTemporaryDirectory() + "intentkit-coverage-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (locale, text) in ["en": #""a" = "A"; "b" = "B"; "c" = "C"; "d" = "D"; "e" = "E";"#, "de": #""a" = "A";"#] {
            try FileManager.default.createDirectory(atPath: root + "/\(locale).lproj", withIntermediateDirectories: true)
            try text.write(toFile: root + "/\(locale).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        let grouped = try intentkit("localization", "lint", root)
        #expect(grouped.standardOutput.replacingOccurrences(of: root, with: "<root>") == """
            <root>/en.lproj/Localizable.strings:1:18: warning: de: 4 of 5 keys untranslated (20% translated): "b", "c", "d" and 1 more [localization.missing-translation]
            4 findings in 1 line; most frequent: localization.missing-translation (4); --ungrouped prints each finding
            4 warnings in 2 files

            """)
        let ungrouped = try intentkit("localization", "lint", "--ungrouped", root)
        #expect(ungrouped.standardOutput.components(separatedBy: "[localization.missing-translation]").count == 5)
        let json = try intentkit("localization", "lint", "--format", "json", root)
        #expect(json.standardOutput.components(separatedBy: "\"group\" : \"localization.missing-translation:de\"").count == 5)
    }

    @Test func missingInputsExitTwo() throws {
        let run = try intentkit("localization", "lint", "Nowhere")
        #expect(run.status == 2)
        let config = try intentkit("localization", "lint", "--config", "Nowhere.yml", "Examples/SoupChef")
        #expect(config.status == 2)
    }
}
