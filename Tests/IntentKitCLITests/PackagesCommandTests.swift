import Foundation
import IntentKitTestSupport
import Testing

@Suite struct PackagesCommandTests {
    let example = "Examples/FrameworkPackages/manifest.json"
    let fixtures = "Tests/IntentPackagesTests/Fixtures"

    @Test func mergeWritesTheMergedDocument() throws {
        let output = NSTemporaryDirectory() + "intentkit-merged-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try intentkit("packages", "merge", example, "-o", output)
        #expect(run.status == 0)
        #expect(run.standardOutput == "no problems in 1 file\n")
        let merged = try String(contentsOfFile: output, encoding: .utf8)
        #expect(merged.contains("\"provenance\" : {"))
        #expect(merged.contains("\"package\" : \"CoreKitPackage\""))
    }

    @Test func mergeWithoutOutputPrintsTheDocument() throws {
        let run = try intentkit("packages", "merge", example)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput.hasPrefix("{\n"))
        #expect(run.standardOutput.contains("\"CookbookShortcuts\""))
    }

    @Test(arguments: ["cycle", "conflict", "missing", "providers", "references", "unowned"])
    func mergeReportsEachFixturesProblemsExactly(fixture: String) throws {
        let output = NSTemporaryDirectory() + "intentkit-merged-\(UUID().uuidString).json"
        let run = try intentkit("packages", "merge", "\(fixtures)/\(fixture)/manifest.json", "-o", output)
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output), "nothing is written when the merge has errors")
        assertMatchesGolden(run.standardOutput, golden: fixturesDirectory() + "/packages/\(fixture).merge.txt")
    }

    @Test func graphPrintsTheIncludeTree() throws {
        let run = try intentkit("packages", "graph", example)
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            CookbookAppPackage
            ├─ FeatureKitPackage
            │  └─ CoreKitPackage
            └─ WidgetKitPackage
               └─ CoreKitPackage (already included)

            """)
    }

    @Test func graphAsDotAndWithProblems() throws {
        let dot = try intentkit("packages", "graph", example, "--format", "dot")
        #expect(dot.status == 0)
        #expect(dot.standardOutput.contains("\"WidgetKitPackage\" -> \"CoreKitPackage\";"))
        let cycle = try intentkit("packages", "graph", "\(fixtures)/cycle/manifest.json")
        #expect(cycle.status == 1)
        #expect(cycle.standardOutput.contains("CPackage\n         └─ APackage (cycle)\n"))
        #expect(cycle.standardError.contains("[packages.include-cycle]"))
    }

    @Test func aMissingManifestExitsTwo() throws {
        let run = try intentkit("packages", "merge", "Nowhere/manifest.json")
        #expect(run.status == 2)
        #expect(run.standardError.contains("Nowhere/manifest.json: error: no such file"))
    }
}
