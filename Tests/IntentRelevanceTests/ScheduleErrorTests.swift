import Diagnostics
import Foundation
@testable import IntentRelevance
import IntentKitTestSupport
import Testing

/// Every schedule error names the file, line and column; YAML 1.1's traps do not apply.
@Suite struct ScheduleErrorTests {
    @Test func everyMarkedProblemIsReportedWhereItIs() throws {
        let marked = MarkedText(try String(contentsOfFile: fixturesDirectory() + "/Errors/schedule.yaml", encoding: .utf8))
        let expectedLines = try String(contentsOfFile: fixturesDirectory() + "/Errors/expected.txt", encoding: .utf8).split(separator: "\n")
        var expected: [String] = []
        for line in expectedLines {
            let parts = line.split(separator: " ")
            let location = try #require(marked.location(of: String(parts[0])), "marker \(parts[0])")
            expected.append("\(location.line):\(location.column) \(parts[1])")
        }
        let (_, diagnostics) = RelevanceSchedule.load(yaml: marked.text, path: "schedule.yaml")
        let actual = diagnostics.filter { $0.id != RelevanceChecks.duplicateID.id }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id)" }
        #expect(actual.sorted() == expected.sorted())
        #expect(diagnostics.allSatisfy { $0.location?.file == "schedule.yaml" })
    }

    @Test func messagesSuggestTheIntendedName() throws {
        let marked = MarkedText(try String(contentsOfFile: fixturesDirectory() + "/Errors/schedule.yaml", encoding: .utf8))
        let messages = RelevanceSchedule.load(yaml: marked.text, path: "schedule.yaml").diagnostics.map(\.message)
        #expect(messages.contains("unknown key 'grupping' in the schedule; did you mean 'grouping'?"))
        #expect(messages.contains("unknown key 'duraton' in a repeat rule; did you mean 'duration'?"))
        #expect(messages.contains("widget 'TransitWidgett' is not declared under widgets; did you mean 'TransitWidget'?"))
        #expect(messages.contains("'America/NewYork' is not a time zone the system's tzdata knows; did you mean 'America/New_York'?"))
        #expect(messages.contains("count and until exclude each other (RFC 5545); keep one"))
        #expect(messages.contains("entry id 'morning' is used twice; ids must be unique"))
    }

    @Test func unquotedTimesAndLeadingZerosMeanWhatTheySay() throws {
        // YAML 1.1 reads 9:30 as 570 and 08 as an error; the schedule reads the text.
        let rule = try loadRule(zone: "UTC", """
            every: month
            days: [08, 09]
            from: "2026-01-01"
            at: [9:30, 08:05]
            count: 4
            """)
        #expect(try starts(of: rule, from: "2026-01-01", to: "2026-02-01", shownIn: "UTC") == [
            "2026-01-08T08:05:00Z", "2026-01-08T09:30:00Z", "2026-01-09T08:05:00Z", "2026-01-09T09:30:00Z",
        ])
    }

    @Test func malformedYAMLAndDuplicateKeysHavePositions() {
        let broken = loadSchedule("timeZone: UTC\nrelevance: [\n  - widget: W\n")
        #expect(broken.schedule == nil)
        #expect(broken.diagnostics.map(\.id) == [RelevanceChecks.malformedYAML.id])
        #expect(broken.diagnostics.first?.location?.line != nil)
        let duplicate = loadSchedule("timeZone: UTC\ntimeZone: UTC\nrelevance: []\n")
        #expect(duplicate.diagnostics.map(\.id) == [RelevanceChecks.malformedYAML.id])
        #expect(duplicate.diagnostics.first?.message.contains("'timeZone'") == true)
    }

    @Test func countAndUntilTogetherIsAnErrorAndExactlyOneWindowSourceIsNeeded() {
        let (_, diagnostics) = loadSchedule("""
            timeZone: UTC
            widgets: [{kind: W}]
            relevance:
              - widget: W
                repeat: [{every: day, from: "2026-01-01", at: "07:00", duration: 1h, end: "09:00"}]
              - widget: W
            """)
        #expect(diagnostics.map(\.id) == [RelevanceChecks.conflictingKeys.id, RelevanceChecks.noWindows.id])
        #expect(diagnostics.map { $0.location?.line ?? 0 } == [5, 6])
    }

    @Test func anUnreadableFileIsReportedNotThrown() {
        let (schedule, diagnostics) = RelevanceSchedule.load(contentsOf: "/nonexistent/relevance.yaml")
        #expect(schedule == nil)
        #expect(diagnostics.map(\.id) == [RelevanceChecks.unreadable.id])
    }
}
