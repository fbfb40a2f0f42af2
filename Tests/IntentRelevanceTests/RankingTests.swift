import Foundation
@testable import IntentRelevance
import Testing

/// The documented order: pinned first, active before upcoming, score, proximity, declaration order.
@Suite struct RankingTests {
    static let yaml = """
        timeZone: Europe/London
        lookAhead: 30m
        widgets:
          - {kind: Departures}
          - {kind: Weather}
          - {kind: Alerts, pinned: true}
        relevance:
          - {id: bus, widget: Departures, kind: scheduled, windows: [{start: "2026-06-01T08:00", end: "08:30"}]}
          - {id: train, widget: Departures, kind: default, weight: 2, windows: [{start: "2026-06-01T08:10", end: "08:20"}]}
          - {id: rain, widget: Weather, kind: informational, windows: [{start: "2026-06-01T07:00", end: "09:00"}]}
          - {id: tram, widget: Departures, kind: scheduled, windows: [{start: "2026-06-01T08:20", end: "08:50"}]}
          - {id: strike, widget: Alerts, kind: informational, windows: [{start: "2026-06-01T12:00", end: "13:00"}]}
        """

    func ranking(at time: String, yaml: String = yaml) throws -> RelevanceRanking {
        let schedule = try #require(loadSchedule(yaml).schedule)
        return schedule.ranking(at: try #require(schedule.timeZone.instant(parsing: time)))
    }

    func ids(_ ranking: RelevanceRanking) -> [String] {
        ranking.candidates.map { ranking.entry(of: $0).id }
    }

    @Test func kindIsAWeightNotAnOverride() throws {
        // train: default × weight 2 = 2 beats bus: scheduled 1.5; both active at 08:15.
        let ranking = try ranking(at: "2026-06-01T08:15")
        #expect(ids(ranking) == ["train", "bus", "rain", "tram"])
        #expect(ranking.candidates.map(\.score) == [2, 1.5, 0.75, 1.5])
        #expect(ranking.candidates.map(\.state) == [.active, .active, .active, .upcoming])
    }

    @Test func equalScoresGoToTheWindowThatEndsSooner() throws {
        // 08:25: bus (ends 08:30) and tram (ends 08:50) are both scheduled and active.
        #expect(ids(try ranking(at: "2026-06-01T08:25")) == ["bus", "tram", "rain"])
    }

    @Test func cardsArePinnedFirstThenOnePerWidgetKind() throws {
        let ranking = try ranking(at: "2026-06-01T08:15")
        #expect(ranking.cards.map(\.widgetKind) == ["Alerts", "Departures", "Weather"])
        #expect(ranking.cards.map { $0.candidate.map { ranking.entry(of: $0).id } } == [nil, "train", "rain"])
        #expect(ranking.cards.first?.pinned == true)
    }

    @Test func ungroupedCardsAreOnePerIntent() throws {
        var yaml = Self.yaml.replacingOccurrences(of: "lookAhead: 30m", with: "lookAhead: 30m\ngrouping: none")
        for line in ["bus", "train", "tram"] {
            yaml = yaml.replacingOccurrences(of: "{id: \(line), widget: Departures,", with: "{id: \(line), widget: Departures, parameters: {line: \(line)},")
        }
        let ranking = try ranking(at: "2026-06-01T08:15", yaml: yaml)
        #expect(ranking.cards.compactMap { $0.candidate.map { ranking.entry(of: $0).id } } == ["train", "bus", "rain", "tram"])
    }

    @Test func explanationGivesEveryFactorAndTheDecidingRule() throws {
        let text = try ranking(at: "2026-06-01T08:15").explanation()
        #expect(text.contains("#1 train: Departures with Departures"))
        #expect(text.contains("score      2 = weight 2 × default 1"))
        #expect(text.contains("score      1.5 = weight 1 × scheduled 1.5"))
        #expect(text.contains("above #2 because its score is higher (2 > 1.5)"))
        #expect(text.contains("shadowed by train, the better intent for the same card"))
        #expect(text.contains("above #3 because it is active and the other is upcoming") == false)
        #expect(text.contains("above #3 because its score is higher (1.5 > 0.75)"))
        let one = try ranking(at: "2026-06-01T08:15").explanation(entryID: "strike")
        #expect(one.contains("strike is not a candidate"))
        #expect(one.contains("next window 2026-06-01T12:00:00+01:00 → 2026-06-01T13:00:00+01:00, in 3h45m"))
    }

    @Test func resultsDoNotDependOnTheOrderWindowsAndRulesAreWritten() throws {
        let forward = """
            timeZone: America/New_York
            widgets: [{kind: W}]
            relevance:
              - id: a
                widget: W
                windows: [{start: "2026-03-08T01:00", duration: 3h}, {start: "2026-03-08T09:00", duration: 1h}]
                repeat:
                  - {every: day, from: "2026-03-01", at: "02:30", duration: 30m}
                  - {every: week, on: [sun, wed], from: "2026-03-01", at: ["08:00", "17:00"], end: "18:00"}
              - id: b
                widget: W
                kind: scheduled
                repeat: [{every: day, from: "2026-03-01", at: "08:30", duration: 45m}]
            """
        let reversed = """
            timeZone: America/New_York
            widgets: [{kind: W}]
            relevance:
              - id: a
                widget: W
                repeat:
                  - {every: week, on: [wed, sun], from: "2026-03-01", at: ["17:00", "08:00"], end: "18:00"}
                  - {every: day, from: "2026-03-01", at: "02:30", duration: 30m}
                windows: [{start: "2026-03-08T09:00", duration: 1h}, {start: "2026-03-08T01:00", duration: 3h}]
              - id: b
                widget: W
                kind: scheduled
                repeat: [{every: day, from: "2026-03-01", at: "08:30", duration: 45m}]
            """
        let one = try #require(loadSchedule(forward).schedule)
        let other = try #require(loadSchedule(reversed).schedule)
        let from = try #require(one.timeZone.instant(parsing: "2026-03-07"))
        let to = try #require(one.timeZone.instant(parsing: "2026-03-12"))
        #expect(one.timeline(from: from, to: to, top: 2).text() == other.timeline(from: from, to: to, top: 2).text())
        for hour in stride(from: from, to: to, by: 1800) {
            #expect(one.ranking(at: hour).text() == other.ranking(at: hour).text())
        }
    }
}
