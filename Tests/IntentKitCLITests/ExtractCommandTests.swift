import Foundation
import IntentKitTestSupport
import IntentMetadata
import Testing

@Suite("intentkit extract and check")
struct ExtractCommandTests {
    let broken = "Tests/IntentKitCLITests/Fixtures/BrokenApp"

    @Test("extract prints the document the sources declare; problems go to standard error")
    func extractToStandardOutput() throws {
        let run = try intentkit("extract", "Examples/TransitWidget/Sources", "--module", "TransitWidget")
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let document = try #require(MetadataLoader.load(Array(run.standardOutput.utf8), path: "stdout").document)
        #expect(document.module == "TransitWidget")
        #expect(document.intent("TransitWidgetIntent")?.parameters.map(\.name) == ["stop", "routes", "showWeather"])
        #expect(document.intent("TransitWidgetIntent")?.location?.file == "Examples/TransitWidget/Sources/TransitWidgetIntent.swift")
    }

    @Test("extract -o writes atomically, and not at all when there are errors")
    func extractToFile() throws {
        let folder = NSTemporaryDirectory() + "intentkit-extract-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = try intentkit("extract", "Examples/SoupChef/Sources", "-o", folder + "/soup.json")
        #expect(good.status == 0)
        #expect(good.standardOutput.contains("no problems"))
        #expect(MetadataLoader.load(contentsOf: folder + "/soup.json").document?.intents.count == 2)

        let bad = try intentkit("extract", broken + "/Sources", "-o", folder + "/broken.json", "--format", "json")
        #expect(bad.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/broken.json"))
        let findings = try JSONSerialization.jsonObject(with: Data(bad.standardOutput.utf8)) as? [String: Any]
        let ids = (findings?["diagnostics"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(ids.contains("extraction.non-exhaustive-case-display-representations"))
        #expect(ids.contains("shortcuts.application-name"))
    }

    @Test("-D selects #if branches; a missing path exits 2")
    func conditionsAndMissingPaths() throws {
        let fixture = "Tests/IntentExtractionTests/Fixtures/Constructs/Branches.swift"
        let all = try intentkit("extract", fixture)
        let debug = try intentkit("extract", fixture, "-D", "DEBUG")
        let release = try intentkit("extract", fixture, "--no-conditions")
        func intents(_ run: RunResult) -> [String] {
            (MetadataLoader.load(Array(run.standardOutput.utf8), path: "stdout").document?.intents ?? []).map(\.identifier)
        }
        #expect(intents(all) == ["DebugMenuIntent", "ExportIntent", "MacOnlyIntent"])
        #expect(intents(debug) == ["DebugMenuIntent", "ExportIntent"])
        #expect(intents(release) == ["ExportIntent"])
        let missing = try intentkit("extract", "No/Such/Folder")
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no such file or folder"))
    }

    @Test("--swift-version and --language-mode decide compiler and swift version checks; a bad version is a usage error")
    func toolchainVersions() throws {
        let fixture = "Tests/IntentExtractionTests/Fixtures/Modern/Availability.swift"
        func intents(_ run: RunResult) -> [String] {
            (MetadataLoader.load(Array(run.standardOutput.utf8), path: "stdout").document?.intents ?? []).map(\.identifier)
        }
        #expect(intents(try intentkit("extract", fixture)) == ["DebugIntent", "FutureIntent"])
        #expect(intents(try intentkit("extract", fixture, "--swift-version", "6.2", "--language-mode", "6"))
            == ["DebugIntent", "FutureIntent", "OldToolchainIntent", "SwiftSixModeIntent"])
        let bad = try intentkit("extract", fixture, "--swift-version", "seven")
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--swift-version"))
    }

    @Test("check runs clean on the SoupChef example, the README's first command")
    func checkSoupChef() throws {
        let run = try intentkit("check", "Examples/SoupChef")
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("no problems"))
        #expect(run.standardError.contains("4 phrase files"))
        #expect(run.standardError.contains("1 intent definition"))
    }

    @Test("check combines every stage's findings into one report and exit status")
    func checkBrokenApp() throws {
        let run = try intentkit("check", broken, "--format", "json")
        #expect(run.status == 1)
        let findings = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let ids = Set((findings?["diagnostics"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? [])
        #expect(ids == [
            "extraction.non-exhaustive-case-display-representations", "shortcuts.application-name",
            "shortcuts.unused-phrase", "relevance.malformed-yaml",
        ])
        // The code phrase's problem is reported once, though extraction and the phrase check both see it.
        let diagnostics = findings?["diagnostics"] as? [[String: Any]] ?? []
        let codePhrase = diagnostics.filter { ($0["id"] as? String) == "shortcuts.application-name" && (($0["location"] as? [String: Any])?["file"] as? String)?.hasSuffix(".swift") == true }
        #expect(codePhrase.count == 1)
        let missing = try intentkit("check", "No/Such/App")
        #expect(missing.status == 2)
    }
}
