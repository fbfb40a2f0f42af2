import Foundation
import IntentKitTestSupport
import Testing

@Suite struct RelevanceCommandTests {
    let transit = "Examples/TransitWidget/relevance.yaml"
    let sports = "Examples/SportsScores/relevance.yaml"

    @Test func rankPrintsTheStack() throws {
        let run = try intentkit("relevance", "rank", sports, "--at", "2026-11-22T21:30")
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput.hasPrefix("Stack at 2026-11-22T21:30:00-05:00 (America/New_York; look-ahead 2h)\n"))
        #expect(run.standardOutput.contains("1  GameWidget  knicks-games  upcoming, starts in 30m"))
    }

    @Test func rankInAnotherZoneAndAsJSON() throws {
        let run = try intentkit("relevance", "rank", sports, "--at", "2026-11-22T19:00:00-08:00", "--time-zone", "America/Los_Angeles", "--format", "json")
        #expect(run.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        #expect(document?["at"] as? String == "2026-11-22T19:00:00-08:00")
        let stack = document?["stack"] as? [[String: Any]]
        #expect(stack?.count == 2)
    }

    @Test func explainOneEntry() throws {
        let run = try intentkit("relevance", "explain", transit, "--at", "2026-03-14T09:00", "--entry", "harbour-weekend")
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("#2 harbour-weekend: TransitWidget with TransitWidgetIntent(stop: harbour)"))
        #expect(run.standardOutput.contains("score      0.75 = weight 1 × informational 0.75"))
    }

    @Test func timelineWritesTheChartAtomically() throws {
        let svg = NSTemporaryDirectory() + "intentkit-timeline-\(UUID().uuidString).svg"
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let run = try intentkit("relevance", "timeline", transit, "--from", "2026-03-13", "--to", "2026-03-15", "--top", "3", "--svg", svg)
        #expect(run.status == 0)
        assertMatchesGolden(run.standardOutput, golden: packageRoot() + "/Tests/IntentRelevanceTests/Fixtures/Goldens/TransitWidget-timeline.txt")
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == String(contentsOfFile: packageRoot() + "/Examples/TransitWidget/timeline.svg", encoding: .utf8))
    }

    @Test func badTimesAndRangesAreUsageErrors() throws {
        let badTime = try intentkit("relevance", "rank", transit, "--at", "9:30")
        #expect(badTime.status == 2)
        #expect(badTime.standardError.contains("--at '9:30' is not a time"))
        let backwards = try intentkit("relevance", "timeline", transit, "--from", "2026-03-15", "--to", "2026-03-13")
        #expect(backwards.status == 2)
        let zone = try intentkit("relevance", "rank", transit, "--at", "2026-03-13", "--time-zone", "Australia/Sidney")
        #expect(zone.status == 2)
        #expect(zone.standardError.contains("did you mean 'Australia/Sydney'?"))
    }

    @Test func checkReportsScheduleErrorsWithPositions() throws {
        let directory = NSTemporaryDirectory() + "intentkit-relevance-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/relevance.yaml"
        try """
            timeZone: Europe/Paris
            widgets: [{kind: W}]
            relevance:
              - widget: W
                repeat: [{every: week, on: [mon, funday], from: "2026-01-05", at: "07:00"}]
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try intentkit("relevance", "check", path)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\(path):5:38: error: 'funday' is not a weekday"))
        let rank = try intentkit("relevance", "rank", path, "--at", "2026-01-05")
        #expect(rank.status == 1)
        #expect(rank.standardOutput == "")
        #expect(rank.standardError.contains("relevance.invalid-value"))
        let clean = try intentkit("relevance", "check", transit, "--format", "sarif")
        #expect(clean.status == 0)
        let sarif = try JSONSerialization.jsonObject(with: Data(clean.standardOutput.utf8)) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        #expect(((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
        let missing = try intentkit("relevance", "check", directory + "/none.yaml")
        #expect(missing.status == 2)
    }
}
