// Register relevant widget intents through Apple's RelevantIntentManager API, compiled on Linux
// against AppIntentModel, and rank what the app registered.

// snippet.intent
// An app's file guards this import (`#if canImport(AppIntents)`, Apple's framework, `#else` this one); the
// manager ranks intents compiled against IntentKit's model, on every platform.
import AppIntentModel
import Foundation
import IntentRelevance

// The app's widget configuration intent, unchanged.
struct GameWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Game"

    @Parameter(title: "Team")
    var team: String?

    init() {}

    init(team: String) {
        self.team = team
    }

    func perform() async throws -> some IntentResult { .result() }
}
// snippet.end

// snippet.hide
func date(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else { fatalError("not a date: \(text)") }
    return date
}
// snippet.show

// snippet.update
// A game from 19:30 to 22:15 in New York.
let start = date("2026-11-20T19:30:00-05:00")
let end = date("2026-11-20T22:15:00-05:00")

// The app calls `RelevantIntentManager.shared`; a manager of its own keeps this example's state apart.
let manager = RelevantIntentManager()
try await manager.updateRelevantIntents([
    RelevantIntent(GameWidgetIntent(team: "knicks"), widgetKind: "GameWidget", relevance: .date(from: start, to: end)),
    RelevantIntent(GameWidgetIntent(team: "lakers"), widgetKind: "GameWidget", relevance: .date(range: start...end, kind: .scheduled)),
])
precondition(manager.relevantIntents.count == 2)
// snippet.end

// snippet.rank
// IntentKit only: the ranking of the current set at a date.
let ranking = manager.ranking(at: start)

// Both are active; the scheduled one scores 1.5 against 1, so it ranks first.
let intents = ranking.candidates.map { ranking.entry(of: $0).intent.description }
precondition(intents == ["GameWidgetIntent(team: lakers)", "GameWidgetIntent(team: knicks)"])
// One card per widget kind, showing its best intent.
precondition(ranking.cards.count == 1 && ranking.cards[0].widgetKind == "GameWidget")

// `.date(from:to:)` ends before `to`; a closed range is active through its upper bound's second.
let atEnd = manager.ranking(at: end, lookAhead: 0)
precondition(atEnd.candidates.map { atEnd.entry(of: $0).intent.description } == ["GameWidgetIntent(team: lakers)"])
// snippet.end

// snippet.schedule
// The current set as a schedule, for explanations and timelines on the app's clock.
guard let newYork = ZoneRules.named("America/New_York") else { fatalError("no tzdata") }
let schedule = manager.schedule(timeZone: newYork, lookAhead: 1800)
precondition(schedule.entries.map(\.id) == ["1", "2"])
let evening = schedule.timeline(from: Int64(start.timeIntervalSince1970) - 3600, to: Int64(end.timeIntervalSince1970) + 3600, top: 1)
print(evening.text())
print(schedule.ranking(at: Int64(start.timeIntervalSince1970)).explanation())
// snippet.end

// snippet.replace
// An update replaces the whole set. One that names no widget kind throws, and the set stays as it was.
do {
    try await manager.updateRelevantIntents([RelevantIntent(GameWidgetIntent(team: "nets"), widgetKind: "", relevance: .date(start))])
    preconditionFailure("an empty widget kind is refused")
} catch let error as RelevanceError {
    precondition(error == .emptyWidgetKind(intent: "GameWidgetIntent"))
}
precondition(manager.relevantIntents.count == 2)

// An empty array clears it.
try await manager.updateRelevantIntents([])
precondition(manager.ranking(at: start).candidates.isEmpty)
// snippet.end
