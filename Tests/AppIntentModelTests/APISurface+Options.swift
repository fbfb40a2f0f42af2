// Compile-and-run coverage of options lists (item 2 of "model II"): every `IntentItem`,
// `IntentItemSection` and `IntentItemCollection` initializer and builder, including the
// sectioned query with an untitled section that a widely read Streaks widget article shows.

import AppIntentModel
import Foundation
import IntentMetadata
import Testing

struct HabitEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
    static let defaultQuery = HabitQuery()

    let id: String
    let name: String
    let isPinned: Bool

    var displayRepresentation: DisplayRepresentation { "\(name)" }

    static let all = [
        HabitEntity(id: "read", name: "Read", isPinned: true),
        HabitEntity(id: "walk", name: "Walk", isPinned: false),
        HabitEntity(id: "floss", name: "Floss", isPinned: false),
    ]
}

// The article's shape: pinned habits in a section with no title, the rest under "All Habits".
struct HabitQuery: EntityQuery {
    func entities(for identifiers: [HabitEntity.ID]) async throws -> [HabitEntity] {
        HabitEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> IntentItemCollection<HabitEntity> {
        let pinned = HabitEntity.all.filter(\.isPinned)
        let others = HabitEntity.all.filter { !$0.isPinned }
        return IntentItemCollection(sections: [
            IntentItemSection(items: pinned.map { IntentItem($0) }),
            IntentItemSection("All Habits", items: others),
        ])
    }
}

struct TrackHabitIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Track Habit"

    @Parameter(title: "Habit")
    var habit: HabitEntity?

    @Parameter(title: "Goal", optionsProvider: GoalOptions())
    var goal: Int?
}

struct GoalOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<Int> {
        ItemCollection(promptLabel: "Daily goal", usesIndexedCollation: false) {
            ItemSection("Presets") {
                IntentItem(5, title: "Five", subtitle: "A gentle start", image: .init(systemName: "5.circle"))
                10
            }
            ItemSection("Ambitious", subtitle: "For streak keepers", image: .init(systemName: "flame")) {
                for goal in [20, 30] {
                    IntentItem(goal, title: "\(goal)")
                }
            }
            ItemSection {
                IntentItem(1)
            }
            ItemSection(items: [IntentItem(50, title: "Half")])
            IntentItemSection("Exactly", items: [IntentItem(100, title: "Hundred")])
        }
    }
}

struct LooseGoalOptions: DynamicOptionsProvider {
    func results() async throws -> IntentItemCollection<Int> {
        IntentItemCollection {
            IntentItem(1, title: "One")
            IntentItem(2, title: "Two")
        }
    }
}

struct WeekdayOptions: DynamicOptionsProvider {
    func results() async throws -> IntentItemCollection<HabitEntity> {
        IntentItemCollection(promptLabel: "Pick a habit", usesIndexedCollation: true, items: HabitEntity.all)
    }
}

@Suite struct OptionsSurfaceTests {
    @Test func anUntitledSectionComesFirstAndTheRunnerOffersEverySection() async throws {
        let sections = try await HabitQuery().suggestedEntities().sections
        #expect(sections.map(\.title) == [nil, "All Habits"])
        #expect(sections.map { $0.items.map(\.value.id) } == [["read"], ["walk", "floss"]])
        let run = try await IntentRunner(person: ScriptedPerson([.choose("Walk")])).run(TrackHabitIntent.PerformCheck())
        #expect(run.conversation.transcript.first == "app: Habit? [Read | Walk | Floss]")
    }

    @Test func everySectionFormKeepsItsTitleSubtitleImageAndItems() async throws {
        let collection = try await GoalOptions().results()
        #expect(collection.promptLabel == "Daily goal")
        #expect(collection.usesIndexedCollation == false)
        #expect(collection.sections.map(\.title) == ["Presets", "Ambitious", nil, nil, "Exactly"])
        #expect(collection.sections[1].subtitle == "For streak keepers")
        #expect(collection.sections[1].image == DisplayRepresentation.Image(systemName: "flame"))
        #expect(collection.sections.map { $0.items.map(\.value) } == [[5, 10], [20, 30], [1], [50], [100]])
        #expect(collection.sections[0].items[0].subtitle == "A gentle start")
        #expect(collection.sections[0].items[1].displayText == "10", "a bare value shows itself")
    }

    @Test func itemsOutsideASectionShareOneUntitledSection() async throws {
        let collection = try await LooseGoalOptions().results()
        #expect(collection.sections.count == 1)
        #expect(collection.sections[0].title == nil)
        #expect(collection.sections[0].items.map(\.displayText) == ["One", "Two"])
        let values = try await WeekdayOptions().results()
        #expect(values.usesIndexedCollation)
        #expect(values.sections.map { $0.items.map(\.displayText) } == [["Read", "Walk", "Floss"]])
    }
}

extension TrackHabitIntent {
    /// The widget's configuration performed as a plain intent, so the runner resolves the habit.
    struct PerformCheck: AppIntent {
        static let title: LocalizedStringResource = "Track Habit"
        @Parameter(title: "Habit") var habit: HabitEntity
        func perform() async throws -> some IntentResult { .result() }
    }
}
