@testable import IntentRelevance
import Testing

/// Spring-forward gaps and fall-back folds in negative- and positive-offset zones (reference §7.1–7.3).
@Suite struct RecurrenceDaylightSavingTests {
    @Test func newYorkGapShiftsForwardByDefault() throws {
        let rule = try loadRule(zone: "America/New_York", """
            every: day
            from: "2026-03-07"
            at: "02:30"
            """)
        #expect(try starts(of: rule, from: "2026-03-07", to: "2026-03-10", shownIn: "America/New_York") == [
            "2026-03-07T02:30:00-05:00", "2026-03-08T03:30:00-04:00", "2026-03-09T02:30:00-04:00",
        ])
    }

    @Test func skippedGapInstanceDoesNotConsumeCount() throws {
        let rule = try loadRule(zone: "America/New_York", """
            every: day
            from: "2026-03-06"
            at: "02:30"
            count: 4
            gap: skip
            """)
        #expect(try starts(of: rule, from: "2026-03-01", to: "2026-03-20", shownIn: "America/New_York") == [
            "2026-03-06T02:30:00-05:00", "2026-03-07T02:30:00-05:00", "2026-03-09T02:30:00-04:00", "2026-03-10T02:30:00-04:00",
        ])
    }

    @Test func berlinGap() throws {
        let rule = try loadRule(zone: "Europe/Berlin", """
            every: week
            on: sun
            from: "2026-03-22"
            at: "02:30"
            """)
        #expect(try starts(of: rule, from: "2026-03-22", to: "2026-04-06", shownIn: "Europe/Berlin") == [
            "2026-03-22T02:30:00+01:00", "2026-03-29T03:30:00+02:00", "2026-04-05T02:30:00+02:00",
        ])
    }

    @Test func sydneyGapOnTheFirstSundayOfOctober() throws {
        let shift = try loadRule(zone: "Australia/Sydney", """
            every: month
            on: first sun
            from: "2026-09-01"
            at: "02:30"
            """)
        #expect(try starts(of: shift, from: "2026-09-01", to: "2026-11-01", shownIn: "Australia/Sydney") == [
            "2026-09-06T02:30:00+10:00", "2026-10-04T03:30:00+11:00",
        ])
        let skip = try loadRule(zone: "Australia/Sydney", """
            every: month
            on: first sun
            from: "2026-09-01"
            at: "02:30"
            gap: skip
            """)
        #expect(try starts(of: skip, from: "2026-09-01", to: "2026-11-01", shownIn: "Australia/Sydney") == ["2026-09-06T02:30:00+10:00"])
    }

    @Test func lordHoweShiftsByHalfAnHour() throws {
        let rule = try loadRule(zone: "Australia/Lord_Howe", """
            every: day
            from: "2026-10-03"
            at: "02:15"
            count: 3
            """)
        #expect(try starts(of: rule, from: "2026-10-01", to: "2026-10-10", shownIn: "Australia/Lord_Howe") == [
            "2026-10-03T02:15:00+10:30", "2026-10-04T02:45:00+11:00", "2026-10-05T02:15:00+11:00",
        ])
    }

    @Test func foldTakesTheFirstOccurrenceOrBoth() throws {
        let first = try loadRule(zone: "America/New_York", """
            every: day
            from: "2026-11-01"
            at: "01:30"
            count: 1
            """)
        #expect(try starts(of: first, from: "2026-10-31", to: "2026-11-03", shownIn: "America/New_York") == ["2026-11-01T01:30:00-04:00"])
        let both = try loadRule(zone: "America/New_York", """
            every: day
            from: "2026-11-01"
            at: "01:30"
            count: 1
            fold: both
            """)
        #expect(try starts(of: both, from: "2026-10-31", to: "2026-11-03", shownIn: "America/New_York") == [
            "2026-11-01T01:30:00-04:00", "2026-11-01T01:30:00-05:00",
        ])
        let sydney = try loadRule(zone: "Australia/Sydney", """
            every: day
            from: "2026-04-05"
            at: "02:30"
            count: 1
            """)
        #expect(try starts(of: sydney, from: "2026-04-04", to: "2026-04-07", shownIn: "Australia/Sydney") == ["2026-04-05T02:30:00+11:00"])
    }

    @Test func twoWallClockHoursAcrossTheFoldLastThreeHours() throws {
        let rule = try loadRule(zone: "America/New_York", """
            every: day
            from: "2026-11-01"
            at: "00:30"
            end: "02:30"
            count: 1
            """)
        let zone = try #require(ZoneRules.named("America/New_York"))
        var windows: [TimeWindow] = []
        rule.forEachWindow(intersecting: try instant("2026-10-31T00:00:00Z"), try instant("2026-11-03T00:00:00Z"), evaluationZone: zone) { windows.append($0) }
        let lengths = windows.map { $0.end - $0.start }
        #expect(lengths == [3 * 3600])
    }

    @Test func nominalDayAcrossSpringForwardIs23HoursButExactHoursStayExact() throws {
        let zone = try #require(ZoneRules.named("America/New_York"))
        let nominal = try loadRule(zone: "America/New_York", """
            every: day
            from: "2026-03-07"
            at: "12:00"
            duration: 1d
            count: 1
            """)
        let exact = try loadRule(zone: "America/New_York", """
            every: day
            from: "2026-03-07"
            at: "12:00"
            duration: 24h
            count: 1
            """)
        var lengths: [Int64] = []
        for rule in [nominal, exact] {
            rule.forEachWindow(intersecting: try instant("2026-03-06T00:00:00Z"), try instant("2026-03-10T00:00:00Z"), evaluationZone: zone) {
                lengths.append($0.end - $0.start)
            }
        }
        #expect(lengths == [23 * 3600, 24 * 3600])
    }

    @Test func nominalDayAcrossFallBackIs25Hours() throws {
        let zone = try #require(ZoneRules.named("Australia/Sydney"))
        let rule = try loadRule(zone: "Australia/Sydney", """
            every: day
            from: "2026-04-04"
            at: "12:00"
            duration: 1d
            count: 1
            """)
        var lengths: [Int64] = []
        rule.forEachWindow(intersecting: try instant("2026-04-01T00:00:00Z"), try instant("2026-04-08T00:00:00Z"), evaluationZone: zone) {
            lengths.append($0.end - $0.start)
        }
        #expect(lengths == [25 * 3600])
    }
}
