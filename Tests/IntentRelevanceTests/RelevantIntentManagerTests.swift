import AppIntentModel
import Foundation
import IntentRelevance
import Testing

/// A widget intent for the manager tests.
private struct GameWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Game"

    @Parameter(title: "Team")
    var team: String?

    init() {}

    init(team: String) {
        self.team = team
    }

    func perform() async throws -> some IntentResult { .result() }
}

/// Apple's semantics: the update replaces the whole set, an empty array clears it, widget kinds are required.
@Suite struct RelevantIntentManagerTests {
    let noon = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func updateReplacesTheWholeSetAndAnEmptyArrayClearsIt() async throws {
        let manager = RelevantIntentManager()
        try await manager.updateRelevantIntents([
            RelevantIntent(GameWidgetIntent(team: "knicks"), widgetKind: "GameWidget", relevance: .date(from: noon, to: noon + 3600)),
            RelevantIntent(GameWidgetIntent(team: "lakers"), widgetKind: "GameWidget", relevance: .date(noon + 600, kind: .scheduled)),
        ])
        #expect(manager.relevantIntents.count == 2)
        try await manager.updateRelevantIntents([
            RelevantIntent(GameWidgetIntent(team: "celtics"), widgetKind: "GameWidget", relevance: .date(range: noon...noon + 60, kind: .informational)),
        ])
        #expect(manager.relevantIntents.count == 1)
        let ranking = manager.ranking(at: noon + 60)
        #expect(ranking.candidates.map { ranking.entry(of: $0).intent.description } == ["GameWidgetIntent(team: celtics)"])
        try await manager.updateRelevantIntents([])
        #expect(manager.relevantIntents.isEmpty)
        #expect(manager.ranking(at: noon).candidates.isEmpty)
    }

    @Test func anEmptyWidgetKindIsRefusedAndKeepsThePreviousSet() async throws {
        let manager = RelevantIntentManager()
        try await manager.updateRelevantIntents([
            RelevantIntent(GameWidgetIntent(team: "knicks"), widgetKind: "GameWidget", relevance: .date(noon)),
        ])
        await #expect(throws: RelevanceError.emptyWidgetKind(intent: "GameWidgetIntent")) {
            try await manager.updateRelevantIntents([RelevantIntent(GameWidgetIntent(team: "nets"), widgetKind: " ", relevance: .date(noon))])
        }
        #expect(manager.relevantIntents.count == 1)
    }

    @Test func dateCluesBecomeWindowsAtOneSecondResolution() async throws {
        let manager = RelevantIntentManager()
        try await manager.updateRelevantIntents([
            RelevantIntent(GameWidgetIntent(team: "a"), widgetKind: "GameWidget", relevance: .date(noon)),
            RelevantIntent(GameWidgetIntent(team: "b"), widgetKind: "GameWidget", relevance: .date(range: noon...noon + 10, kind: .scheduled)),
            RelevantIntent(GameWidgetIntent(team: "c"), widgetKind: "GameWidget", relevance: .date(interval: DateInterval(start: noon, duration: 10), kind: .informational)),
        ])
        // At noon + 10 the closed range is still active, the interval has ended, the exact date is long past.
        let ranking = manager.ranking(at: noon + 10, lookAhead: 0)
        #expect(ranking.candidates.map { ranking.entry(of: $0).intent.description } == ["GameWidgetIntent(team: b)"])
        let atNoon = manager.ranking(at: noon, lookAhead: 0)
        #expect(atNoon.candidates.map { atNoon.entry(of: $0).id } == ["2", "1", "3"])
        #expect(manager.ranking(at: noon + 1, lookAhead: 0).candidates.count == 2)
    }

    @Test func pinnedWidgetsComeFirst() async throws {
        let manager = RelevantIntentManager()
        try await manager.updateRelevantIntents([
            RelevantIntent(GameWidgetIntent(team: "a"), widgetKind: "GameWidget", relevance: .date(from: noon, to: noon + 60)),
            RelevantIntent(GameWidgetIntent(team: "b"), widgetKind: "ScoresWidget", relevance: .date(from: noon + 7200, to: noon + 9000)),
        ])
        let ranking = manager.ranking(at: noon, pinned: ["ScoresWidget"])
        #expect(ranking.cards.map(\.widgetKind) == ["ScoresWidget", "GameWidget"])
        #expect(ranking.cards.first?.candidate == nil)
    }
}
