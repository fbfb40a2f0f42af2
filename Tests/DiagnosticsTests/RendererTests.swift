import Diagnostics
import Foundation
import IntentKitTestSupport
import Testing

/// A fixed set of diagnostics that exercises every renderer feature.
let sampleDiagnostics: [Diagnostic] = [
    Diagnostic(.error, id: "io.unreadable-file", "no such file", at: Diagnostics.SourceLocation(file: "Missing.json")),
    Diagnostic(
        .error,
        id: "metadata.duplicate-identifier",
        "duplicate identifier 'OrderSoupIntent': it already names an intent",
        at: Diagnostics.SourceLocation(file: "App/metadata.json", line: 40, column: 21),
        notes: [.init("'OrderSoupIntent' is first defined here", at: Diagnostics.SourceLocation(file: "App/metadata.json", line: 5, column: 21))]
    ),
    Diagnostic(
        .warning,
        id: "metadata.unknown-key",
        "unknown key 'titel' is ignored; did you mean 'title'?",
        at: Diagnostics.SourceLocation(file: "App/my metadata.json", line: 7, column: 7),
        fixIt: "rename 'titel' to 'title'"
    ),
    Diagnostic(.remark, id: "localization.optional-plural-category", "'many' is optional in fr\nand may be left out", at: Diagnostics.SourceLocation(file: "fr.lproj/Localizable.stringsdict", line: 12)),
    Diagnostic(.note, id: "metadata.summary", "checked 3 intents"),
]

let sampleTool = ToolInfo(name: "intentkit", version: "1.2.3", informationURI: "https://example.org/intentkit")
let sampleSummary = DiagnosticSummary(counting: sampleDiagnostics, inputs: 3)

@Suite struct TextRendererTests {
    @Test func rendersCompilerStyleLinesNotesFixItsAndSummary() {
        let text = TextRenderer().render(sampleDiagnostics, summary: sampleSummary)
        assertMatchesGolden(text, golden: fixturesDirectory() + "/Rendering/sample.txt")
    }

    @Test func headlineHasPathLineColumnSeverityMessageAndID() {
        let diagnostic = sampleDiagnostics[1]
        #expect(diagnostic.description == "App/metadata.json:40:21: error: duplicate identifier 'OrderSoupIntent': it already names an intent [metadata.duplicate-identifier]")
    }

    @Test func summaryCanBeLeftOut() {
        let text = TextRenderer(includesSummary: false).render([], summary: DiagnosticSummary(counting: []))
        #expect(text == "")
    }
}

@Suite struct JSONRendererTests {
    @Test func rendersTheDocumentedSchema() throws {
        let text = JSONRenderer(tool: sampleTool).render(sampleDiagnostics, summary: sampleSummary)
        assertMatchesGolden(text, golden: fixturesDirectory() + "/Rendering/sample.json")

        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == sampleDiagnostics.count)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 2, "warnings": 1, "notes": 1, "remarks": 1, "inputs": 3])
    }

    @Test func diagnosticsRoundTripThroughTheReport() throws {
        struct Report: Decodable { var diagnostics: [Diagnostic] }
        let text = JSONRenderer(tool: sampleTool).render(sampleDiagnostics, summary: sampleSummary)
        let report = try JSONDecoder().decode(Report.self, from: Data(text.utf8))
        #expect(report.diagnostics == sampleDiagnostics)
    }
}

@Suite struct SARIFRendererTests {
    @Test func rendersSARIF() {
        let checks = [Check("metadata.unknown-key", .warning, "A key the schema does not define; it is ignored.")]
        let text = SARIFRenderer(tool: sampleTool, checks: checks).render(sampleDiagnostics, summary: sampleSummary)
        assertMatchesGolden(text, golden: fixturesDirectory() + "/Rendering/sample.sarif")
    }

    /// Validates the parts of the SARIF 2.1.0 schema that code-scanning services require.
    @Test func hasTheShapeTheSchemaRequires() throws {
        let text = SARIFRenderer(tool: sampleTool).render(sampleDiagnostics, summary: sampleSummary)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "intentkit")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == ruleIDs.sorted() && Set(ruleIDs).count == ruleIDs.count)

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == sampleDiagnostics.count)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs[ruleIndex] == ruleID)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            for location in result["locations"] as? [[String: Any]] ?? [] {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                #expect((physical["artifactLocation"] as? [String: Any])?["uri"] is String)
                if let region = physical["region"] as? [String: Any] {
                    #expect((region["startLine"] as? Int ?? 0) >= 1)
                    if let column = region["startColumn"] as? Int { #expect(column >= 1) }
                }
            }
        }
        // The diagnostic without a location has no locations; the one with a note has a related location.
        #expect(results[4]["locations"] == nil)
        #expect((results[0]["locations"] as? [[String: Any]])?.count == 1)
        #expect((results[1]["relatedLocations"] as? [[String: Any]])?.count == 1)
        #expect(results[3]["level"] as? String == "none")
    }

    @Test func pathsBecomeURIReferences() {
        #expect(SARIFRenderer.uri(forPath: "App/my metadata.json") == "App/my%20metadata.json")
        #expect(SARIFRenderer.uri(forPath: "/tmp/a#b.json") == "file:///tmp/a%23b.json")
        #expect(SARIFRenderer.uri(forPath: "fr.lproj/Ünïcode.strings") == "fr.lproj/%C3%9Cn%C3%AFcode.strings")
    }
}
