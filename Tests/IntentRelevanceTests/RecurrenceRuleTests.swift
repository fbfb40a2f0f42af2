@testable import IntentRelevance
import Testing

/// Month ends, leap days, exceptions, additions, bounds, all-day and midnight-crossing windows (reference §7.4–7.8, 7.11).
@Suite struct RecurrenceRuleTests {
    @Test(arguments: [
        ("skip", ["2026-01-31", "2026-03-31", "2026-05-31"]),
        ("backward", ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]),
        ("forward", ["2026-01-31", "2026-03-01", "2026-03-31", "2026-05-01", "2026-05-31"]),
    ])
    func monthlyOnThe31st(policy: String, days: [String]) throws {
        let rule = try loadRule(zone: "Europe/Berlin", """
            every: month
            days: [31]
            invalidDay: \(policy)
            from: "2026-01-01"
            at: "09:00"
            """)
        let found = try starts(of: rule, from: "2026-01-01", to: "2026-06-01", shownIn: "Europe/Berlin").map { String($0.prefix(10)) }
        #expect(found == days)
    }

    @Test func lastDayOfTheMonthIsMinusOne() throws {
        let rule = try loadRule(zone: "UTC", """
            every: month
            days: [-1]
            from: "2028-01-01"
            at: "12:00"
            count: 3
            """)
        #expect(try starts(of: rule, from: "2028-01-01", to: "2029-01-01", shownIn: "UTC") == [
            "2028-01-31T12:00:00Z", "2028-02-29T12:00:00Z", "2028-03-31T12:00:00Z",
        ])
    }

    @Test(arguments: [
        ("skip", ["2028-02-29", "2032-02-29"]),
        ("backward", ["2027-02-28", "2028-02-29", "2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29"]),
    ])
    func yearlyOnFebruary29(policy: String, days: [String]) throws {
        let rule = try loadRule(zone: "America/New_York", """
            every: year
            months: [2]
            days: [29]
            invalidDay: \(policy)
            from: "2027-01-01"
            at: "10:00"
            """)
        let found = try starts(of: rule, from: "2027-01-01", to: "2033-01-01", shownIn: "America/New_York").map { String($0.prefix(10)) }
        #expect(found == days)
    }

    @Test func plainAndNthWeekdaysUniteAsRFC5545Says() throws {
        // BYDAY=WE,-1FR: every Wednesday and the last Friday (dateutil intersects the two forms).
        let rule = try loadRule(zone: "UTC", """
            every: month
            on: [wed, last fri]
            from: "2026-05-01"
            until: "2026-05-31"
            at: "12:00"
            """)
        let days = try starts(of: rule, from: "2026-05-01", to: "2026-06-01", shownIn: "UTC").map { String($0.prefix(10)) }
        #expect(days == ["2026-05-06", "2026-05-13", "2026-05-20", "2026-05-27", "2026-05-29"])
    }

    @Test func exceptionsWinOverAdditionsAndTheRule() throws {
        let rule = try loadRule(zone: "America/New_York", """
            every: day
            from: "2026-03-09"
            at: "09:30"
            count: 4
            add: ["2026-03-20T09:30", "2026-03-21"]
            except: ["2026-03-10T14:30:00+01:00", "2026-03-21", "2026-03-09"]
            """)
        // 2026-03-10T14:30+01:00 is 09:30 in New York (EDT): an exception written in another zone.
        // 2026-03-09 removes the first instance; 2026-03-21 removes an addition.
        #expect(try starts(of: rule, from: "2026-03-01", to: "2026-04-01", shownIn: "America/New_York") == [
            "2026-03-11T09:30:00-04:00", "2026-03-12T09:30:00-04:00", "2026-03-20T09:30:00-04:00",
        ])
    }

    @Test func untilIsInclusiveInEveryForm() throws {
        for until in ["\"2026-03-12\"", "\"2026-03-12T09:30\"", "\"2026-03-12T13:30:00Z\""] {
            let rule = try loadRule(zone: "America/New_York", """
                every: day
                from: "2026-03-10"
                at: "09:30"
                until: \(until)
                """)
            let found = try starts(of: rule, from: "2026-03-01", to: "2026-04-01", shownIn: "America/New_York")
            #expect(found.last == "2026-03-12T09:30:00-04:00", "until \(until)")
            #expect(found.count == 3, "until \(until)")
        }
    }

    @Test func untilBeforeTheStartIsAnEmptyRuleWithAWarning() throws {
        let (schedule, diagnostics) = loadSchedule("""
            timeZone: UTC
            widgets: [{kind: W}]
            relevance:
              - widget: W
                repeat:
                  - {every: day, from: "2026-03-10", at: "09:30", until: "2026-03-01"}
            """)
        #expect(diagnostics.map(\.id) == [RelevanceChecks.emptyRule.id])
        #expect(diagnostics.first?.location?.line == 6)
        let rule = try #require(schedule?.entries.first?.rules.first)
        #expect(try starts(of: rule, from: "2026-01-01", to: "2027-01-01", shownIn: "UTC").isEmpty)
    }

    @Test func allDayEndsAreExclusive() throws {
        let (schedule, diagnostics) = loadSchedule("""
            timeZone: Europe/Berlin
            widgets: [{kind: W}]
            relevance:
              - widget: W
                windows:
                  - {date: "2026-06-28", end: "2026-07-09"}
                  - {date: "2026-12-24"}
            """)
        #expect(diagnostics.isEmpty)
        let windows = try #require(schedule?.entries.first?.windows)
        let zone = try #require(ZoneRules.named("Europe/Berlin"))
        #expect(windows.map { "\(zone.iso($0.start)) → \(zone.iso($0.end))" } == [
            "2026-06-28T00:00:00+02:00 → 2026-07-09T00:00:00+02:00",
            "2026-12-24T00:00:00+01:00 → 2026-12-25T00:00:00+01:00",
        ])
        #expect(windows[0].contains(try instant("2026-07-08T23:59:59+02:00")))
        #expect(!windows[0].contains(try instant("2026-07-09T00:00:00+02:00")))
    }

    @Test func floatingAllDayFollowsTheEvaluatingZone() throws {
        let yaml = """
            timeZone: Asia/Tokyo
            widgets: [{kind: W}]
            relevance:
              - widget: W
                timeZone: floating
                repeat:
                  - {every: year, from: "2026-01-01", allDay: true}
            """
        for zoneName in ["Asia/Tokyo", "America/Los_Angeles"] {
            let zone = try #require(ZoneRules.named(zoneName))
            let schedule = try #require(RelevanceSchedule.load(yaml: yaml, path: "test.yaml", timeZone: zone).schedule)
            let ranking = schedule.ranking(at: try #require(zone.instant(parsing: "2026-01-01T00:00")))
            #expect(ranking.candidates.map(\.state) == [.active], "\(zoneName)")
            #expect(ranking.candidates.first.map { zone.iso($0.window.start) } == "2026-01-01T00:00:00" + (zoneName == "Asia/Tokyo" ? "+09:00" : "-08:00"))
        }
    }

    @Test func windowsCrossMidnightWithEndTimesAndServiceDayTimes() throws {
        let zone = try #require(ZoneRules.named("Australia/Sydney"))
        for (start, end) in [("23:30", "01:30"), ("23:30", "25:30"), ("25:00", "26:00")] {
            let rule = try loadRule(zone: "Australia/Sydney", """
                every: week
                on: fri
                from: "2026-03-06"
                at: "\(start)"
                end: "\(end)"
                count: 1
                """)
            var windows: [TimeWindow] = []
            rule.forEachWindow(intersecting: try instant("2026-03-01T00:00:00Z"), try instant("2026-03-10T00:00:00Z"), evaluationZone: zone) { windows.append($0) }
            let expected = start == "25:00" ? "2026-03-07T01:00:00+11:00 → 2026-03-07T02:00:00+11:00" : "2026-03-06T23:30:00+11:00 → 2026-03-07T01:30:00+11:00"
            #expect(windows.map { "\(zone.iso($0.start)) → \(zone.iso($0.end))" } == [expected], "\(start)–\(end)")
        }
    }

    @Test func zeroLengthWindowIsActiveAtItsInstantOnly() throws {
        let (schedule, diagnostics) = loadSchedule("""
            timeZone: UTC
            widgets: [{kind: W}]
            relevance:
              - id: ping
                widget: W
                windows: [{start: "2026-05-01T08:00:00Z", duration: 0}]
            """)
        #expect(diagnostics.isEmpty)
        let ranker = RelevanceRanker(try #require(schedule))
        let at = try instant("2026-05-01T08:00:00Z")
        #expect(ranker.ranking(at: at).candidates.map(\.state) == [.active])
        #expect(ranker.ranking(at: at + 1).candidates.isEmpty)
        #expect(ranker.ranking(at: at - 1).candidates.map(\.state) == [.upcoming])
    }

    @Test func identicalWindowsFromARuleAndAnExplicitListCountOnce() throws {
        let (schedule, _) = loadSchedule("""
            timeZone: UTC
            widgets: [{kind: W}]
            relevance:
              - widget: W
                windows: [{start: "2026-05-01T08:00:00Z", duration: 1h}]
                repeat: [{every: day, from: "2026-05-01", at: "08:00", duration: 1h, count: 2}]
            """)
        let entry = try #require(schedule?.entries.first)
        let windows = entry.windows(intersecting: try instant("2026-05-01T00:00:00Z"), try instant("2026-05-03T00:00:00Z"), evaluationZone: .utc)
        #expect(windows.count == 2)
    }
}
