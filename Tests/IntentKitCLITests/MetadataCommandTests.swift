import Foundation
import IntentKitTestSupport
import Testing

@Suite struct MetadataValidateTests {
    @Test func aValidDocumentExitsZero() throws {
        let run = try intentkit("metadata", "validate", "Examples/SoupChef/metadata.json")
        #expect(run.status == 0)
        #expect(run.standardOutput == "no problems in 1 file\n")
        #expect(run.standardError == "")
    }

    @Test func anInvalidDocumentExitsOneWithCompilerStyleLines() throws {
        let run = try intentkit("metadata", "validate", "\(cliFixtures)/broken.metadata.json")
        #expect(run.status == 1)
        assertMatchesGolden(run.standardOutput, golden: fixturesDirectory() + "/broken.validate.txt")
        let errorLines = run.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errorLines.count == 6)
        #expect(errorLines.allSatisfy { $0.wholeMatch(of: /[^:]+:\d+:\d+: error: .+ \[[a-z.-]+\]/) != nil })
    }

    @Test func aMissingFileExitsTwo() throws {
        let run = try intentkit("metadata", "validate", "Examples/SoupChef/metadata.json", "Missing.json")
        #expect(run.status == 2)
        #expect(run.standardOutput == "Missing.json: error: no such file [io.unreadable-file]\n1 error in 2 files\n")
    }

    @Test func aMalformedFileExitsOne() throws {
        let run = try intentkit("metadata", "validate", "\(cliFixtures)/malformed.metadata.json")
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("\(cliFixtures)/malformed.metadata.json:3:1: error: trailing comma before ']' [metadata.malformed-json]\n"))
    }

    @Test func warningsFailOnlyWithWarningsAsErrors() throws {
        let lenient = try intentkit("metadata", "validate", "\(cliFixtures)/warnings-only.metadata.json")
        #expect(lenient.status == 0)
        #expect(lenient.standardOutput.contains(":4:60: warning: unknown key 'isDiscoverabel' is ignored; did you mean 'isDiscoverable'? [metadata.unknown-key]"))
        let strict = try intentkit("metadata", "validate", "--warnings-as-errors", "\(cliFixtures)/warnings-only.metadata.json")
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains(":4:60: error: unknown key"))
    }

    @Test func jsonOutputFollowsTheSchema() throws {
        let run = try intentkit("metadata", "validate", "--format", "json", "\(cliFixtures)/broken.metadata.json")
        #expect(run.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(report["schemaVersion"] as? Int == 1)
        #expect((report["tool"] as? [String: String])?["name"] == "intentkit")
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 7)
        let first = try #require(diagnostics.first)
        #expect(first["id"] as? String == "metadata.dangling-reference")
        #expect(first["severity"] as? String == "error")
        let location = try #require(first["location"] as? [String: Any])
        #expect(location["line"] as? Int == 22 && location["column"] as? Int == 30)
        #expect((report["summary"] as? [String: Int])?["errors"] == 6)
    }

    @Test func sarifOutputIsALog() throws {
        let run = try intentkit("metadata", "validate", "--format", "sarif", "\(cliFixtures)/broken.metadata.json")
        #expect(run.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 7)
        let rules = try #require(((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        // Known checks carry their one-line description.
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: String])?["text"]?.isEmpty == false })
    }
}

@Suite struct MetadataPrintTests {
    @Test func printsTheOutline() throws {
        let run = try intentkit("metadata", "print", "Examples/SoupChef/metadata.json")
        #expect(run.status == 0)
        #expect(run.standardError == "")
        assertMatchesGolden(run.standardOutput, golden: fixturesDirectory() + "/SoupChef.print.txt")
    }

    @Test func printsWhatLoadedAndReportsProblemsOnStandardError() throws {
        let run = try intentkit("metadata", "print", "\(cliFixtures)/broken.metadata.json")
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("SoupChef: 2 intents"))
        #expect(run.standardError.contains(": error: duplicate identifier 'OrderSoupIntent'"))
    }

    @Test func aMalformedFilePrintsNothingAndFails() throws {
        let run = try intentkit("metadata", "print", "\(cliFixtures)/malformed.metadata.json")
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains("[metadata.malformed-json]"))
    }
}

@Suite struct CommandLineTests {
    @Test func versionAndHelpExitZero() throws {
        let version = try intentkit("--version")
        #expect(version.status == 0)
        #expect(version.standardOutput == "0.1.0-dev\n")
        let help = try intentkit("--help")
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: intentkit <subcommand>"))
        #expect(help.standardOutput.contains("metadata"))
    }

    @Test(arguments: [
        ["metadata", "validate"],
        ["no-such-command"],
        ["metadata", "validate", "--format", "xml", "Examples/SoupChef/metadata.json"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let process = try intentkit(arguments)
        #expect(process.status == 2)
        #expect(process.standardError.contains("Error:"))
        #expect(process.standardOutput == "")
    }
}


@Suite struct MetadataSummariesTests {
    @Test func listsEveryDistinctSummaryOfTheExamples() throws {
        let run = try intentkit("metadata", "summaries", "Examples/StreaksWidgets/metadata.json")
        #expect(run.status == 0)
        #expect(run.standardError == "")
        assertMatchesGolden(run.standardOutput, golden: fixturesDirectory() + "/StreaksWidgets.summaries.txt")
    }

    @Test func widgetFamiliesAndIntentsNarrowTheList() throws {
        let run = try intentkit("metadata", "summaries", "Examples/TransitWidget/metadata.json", "--intent", "TransitWidgetIntent", "--widget-family", "systemSmall", "--widget-family", "none")
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("TransitWidgetIntent: 1 distinct summary over 2 configurations\n"))
        #expect(!run.standardOutput.contains("showWeather"))
    }

    @Test func anUnknownIntentIsReportedWithASuggestion() throws {
        let run = try intentkit("metadata", "summaries", "Examples/TransitWidget/metadata.json", "--intent", "TransitWidgetIntnet")
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: there is no intent 'TransitWidgetIntnet' in Examples/TransitWidget/metadata.json; did you mean 'TransitWidgetIntent'?"))
    }

    @Test func anUnknownWidgetFamilyIsAUsageError() throws {
        let run = try intentkit("metadata", "summaries", "Examples/TransitWidget/metadata.json", "--widget-family", "systemHuge")
        #expect(run.status == 2)
        #expect(run.standardError.contains("Unknown widget family 'systemHuge'"))
    }
}
