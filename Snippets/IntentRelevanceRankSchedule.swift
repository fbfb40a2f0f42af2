// Rank widget intents from a relevance schedule: load YAML (inline or a bundled example), rank the
// candidates at an instant, and follow the top of the stack over a range.

import Diagnostics
import IntentRelevance

// snippet.load-inline
// A schedule written inline: two games of one widget kind on a New York clock.
let yaml = """
    version: 1
    timeZone: America/New_York
    lookAhead: 1h
    grouping: none
    widgets:
      - kind: GameWidget
        intent: GameWidgetIntent
    relevance:
      - id: knicks-game
        widget: GameWidget
        parameters: {team: knicks}
        kind: scheduled
        windows:
          - {start: "2026-11-20T19:30", duration: 2h45m}
      - id: lakers-game
        widget: GameWidget
        parameters: {team: lakers}
        weight: 2
        windows:
          - {start: "2026-11-20T20:00", duration: 2h45m}
    """
// `path` only names the text in diagnostics.
let loaded = RelevanceSchedule.load(yaml: yaml, path: "games.yaml")
precondition(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
guard let games = loaded.schedule else { fatalError("the schedule did not load") }
// snippet.end

// snippet.rank-inline
// Instants are UTC seconds; the schedule's zone reads wall-clock times.
let zone = games.timeZone
guard let kickoff = zone.instant(parsing: "2026-11-20T19:45") else { fatalError("not a time") }
let ranking = games.ranking(at: kickoff)

// At 19:45 the Knicks game is under way and the Lakers game starts within the look-ahead:
// active ranks before upcoming, whatever the score.
let ids = ranking.candidates.map { ranking.entry(of: $0).id }
precondition(ids == ["knicks-game", "lakers-game"])
precondition(ranking.candidates.map(\.state) == [.active, .upcoming])

// Once both are active, the higher score wins: weight 2 × default 1 beats weight 1 × scheduled 1.5.
guard let later = zone.instant(parsing: "2026-11-20T20:30") else { fatalError("not a time") }
let both = games.ranking(at: later)
precondition(both.candidates.map { both.entry(of: $0).id } == ["lakers-game", "knicks-game"])
precondition(both.candidates.map(\.score) == [2, 1.5])
// With `grouping: none`, each intent is its own card.
precondition(both.cards.count == 2)
// snippet.end

// snippet.rank-example
// A bundled example, read from the package root; every problem would be a diagnostic with its line.
let transit = RelevanceSchedule.load(contentsOf: "Examples/TransitWidget/relevance.yaml")
precondition(!transit.diagnostics.contains { $0.severity == .error })
guard let schedule = transit.schedule else { fatalError("the example did not load") }

// A Monday morning in Sydney: the 07:45 departure is under way, the campus shuttle starts within 45 minutes.
guard let monday = schedule.timeZone.instant(parsing: "2026-03-09T07:50") else { fatalError("not a time") }
let stack = schedule.ranking(at: monday)
precondition(stack.candidates.map { stack.entry(of: $0).id } == ["central-morning", "campus-term"])

// The pinned alerts widget comes first even with nothing relevant; then one card per widget kind.
precondition(stack.cards.map(\.widgetKind) == ["ServiceAlertsWidget", "TransitWidget"])
precondition(stack.cards[0].pinned && stack.cards[0].candidate == nil)
precondition(stack.cards[1].candidate.map { stack.entry(of: $0).id } == "central-morning")
print(stack.text())
// snippet.end

// snippet.timeline
// The top three cards over a weekend, one segment per stretch with the same cards.
guard let friday = schedule.timeZone.instant(parsing: "2026-03-13"),
      let sunday = schedule.timeZone.instant(parsing: "2026-03-15")
else { fatalError("not a date") }
let ranker = RelevanceRanker(schedule)
let timeline = ranker.timeline(from: friday, to: sunday, top: 3)
precondition(timeline.segments.first?.start == friday && timeline.segments.last?.end == sunday)

// Every segment shows the cards a ranking at its start shows: the same widgets, entries and states.
func shown(_ cards: some Sequence<StackCard>) -> [String] {
    cards.map { card in card.widgetKind + " " + (card.candidate.map { "\($0.entryIndex) \($0.state)" } ?? "-") }
}
for segment in timeline.segments {
    precondition(shown(segment.cards) == shown(ranker.ranking(at: segment.start).cards.prefix(3)))
}
print(timeline.text())
let chart = timeline.svg()
precondition(chart.contains("<svg"))
// snippet.end
