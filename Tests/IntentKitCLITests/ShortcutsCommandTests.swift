import Foundation
import IntentKitTestSupport
import Testing

@Suite struct ShortcutsCheckTests {
    @Test func theExampleIsClean() throws {
        let run = try intentkit("shortcuts", "check", "--metadata", "Examples/SoupChef/metadata.json", "Examples/SoupChef")
        #expect(run.status == 0)
        #expect(run.standardOutput == "no problems in 5 files\n")
    }

    @Test func problemsExitOneInAppleValidatorShape() throws {
        let run = try intentkit("shortcuts", "check", "--format", "apple-json", "--metadata", "Examples/SoupChef/metadata.json", "\(cliFixtures)/Shortcuts")
        #expect(run.status == 1)
        assertMatchesGolden(run.standardOutput, golden: fixturesDirectory() + "/Shortcuts.apple.json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.allSatisfy { ["error", "warning"].contains($0["status"] as? String ?? "") && $0["path"] is String })
        #expect(entries.contains { $0["message"] as? String == "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it." && $0["languageCode"] as? String == "de" && $0["line"] as? Int == 1 })
    }

    @Test func aCleanRunInAppleShapeIsOneSuccess() throws {
        let run = try intentkit("shortcuts", "check", "--format", "apple-json", "--metadata", "Examples/SoupChef/metadata.json", "Examples/SoupChef")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.count == 1 && entries[0]["status"] as? String == "success")
    }

    @Test func theAppNameRendersPhrasesAsSpoken() throws {
        let run = try intentkit("shortcuts", "check", "--app-name", "Soup Chef", "--metadata", "Examples/SoupChef/metadata.json", "Examples/SoupChef")
        #expect(run.standardOutput.contains("ja:\n  Soup Chefで‹soup›を注文\n"))
        #expect(run.standardOutput.contains("  Order ‹soup› with Soup Chef\n"))
    }

    @Test func anUnreadablePathCannotRun() throws {
        let run = try intentkit("shortcuts", "check", "NoSuchFolder")
        #expect(run.status == 2)
        #expect(run.standardOutput.hasPrefix("NoSuchFolder: error: no such file or folder [io.unreadable-file]\n"))
    }
}
