// Compile-and-reflect coverage of the `@Parameter` initializer families (item 6 of "model II")
// beyond the value types: title-less forms of every family, `query:`, `supportedValues:`,
// `inputOptions:`, `requestDisambiguationDialog:`, `inputConnectionBehavior:` and `default: nil`.

import AppIntentModel
import Foundation
import IntentMetadata
import Testing

enum BrewMethod: String, AppEnum {
    case espresso, filter, coldBrew

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Brew Method"
    static let caseDisplayRepresentations: [BrewMethod: DisplayRepresentation] = [
        .espresso: "Espresso",
        .filter: "Filter",
        .coldBrew: "Cold Brew",
    ]
}

struct FavouriteHabitsQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [HabitEntity] {
        HabitEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [HabitEntity] {
        HabitEntity.all.filter(\.isPinned)
    }
}

struct BrewIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew"

    @Parameter(default: 2, controlStyle: .stepper, inclusiveRange: (1, 6), requestValueDialog: "How many cups?")
    var cups: Int

    @Parameter(description: "Strength from 0 to 1.", default: 0.5, controlStyle: .slider, inclusiveRange: (0, 1))
    var strength: Double

    @Parameter(inputOptions: String.IntentInputOptions(keyboardType: .default, capitalizationType: .words, multiline: false))
    var label: String?

    @Parameter(default: false, displayName: Bool.IntentDisplayName(true: "Iced", false: "Hot"))
    var iced: Bool

    @Parameter(default: [], size: 3, requestDisambiguationDialog: "Which habit?", inputConnectionBehavior: .never)
    var habits: [HabitEntity]

    @Parameter(size: [.systemSmall: 1, .systemLarge: IntentCollectionSize(min: 1, max: 4)])
    var pinnedHabits: [HabitEntity]?

    @Parameter(title: "Habit", requestDisambiguationDialog: "Which of these?", query: FavouriteHabitsQuery())
    var favourite: HabitEntity?

    @Parameter(query: FavouriteHabitsQuery())
    var otherFavourite: HabitEntity?

    @Parameter(title: "Method", default: .filter, supportedValues: [.espresso, .filter])
    var method: BrewMethod

    @Parameter(supportedValues: [.coldBrew])
    var summerMethod: BrewMethod?

    @Parameter(title: "Brewed At", default: nil, kind: .dateTime)
    var brewedAt: Date?

    @Parameter(kind: .time)
    var reminder: DateComponents?

    @Parameter(unit: .celsius, unitAdjustForLocale: true)
    var temperature: Measurement<UnitTemperature>?

    @Parameter(title: "Notes", description: "Anything else.", default: "None", requestValueDialog: "Notes?", inputConnectionBehavior: .connectToPreviousIntentResult)
    var notes: String

    @Parameter(description: "Where the beans are from.", requestValueDialog: "Origin?", requestDisambiguationDialog: "Which origin?", inputConnectionBehavior: .never)
    var origin: URL?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Brewing \(cups) cups with \(method.rawValue).")
    }
}

@Suite struct ParameterFamiliesSurfaceTests {
    @Test func everyFamilyIsReflectedWithItsOptions() async throws {
        let reflection = await MetadataReflector(module: "Coffee").reflect(intents: [BrewIntent.self])
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let intent = try #require(reflection.document.intent("BrewIntent"))
        #expect(intent.parameters.map(\.title) == [
            "Cups", "Strength", "Label", "Iced", "Habits", "Pinned Habits", "Habit", "Other Favourite", "Method",
            "Summer Method", "Brewed At", "Reminder", "Temperature", "Notes", "Origin",
        ])
        #expect(intent.parameter(named: "cups")?.inclusiveRange == NumericRange(1, 6))
        #expect(intent.parameter(named: "cups")?.controlStyle == .stepper)
        #expect(intent.parameter(named: "cups")?.requestValueDialog == "How many cups?")
        #expect(intent.parameter(named: "strength")?.controlStyle == .slider)
        #expect(intent.parameter(named: "strength")?.description == "Strength from 0 to 1.")
        #expect(intent.parameter(named: "label")?.inputOptions?.capitalizationType == "words")
        #expect(intent.parameter(named: "iced")?.defaultValue == false)
        #expect(intent.parameter(named: "habits")?.size == CollectionSize(exactly: 3))
        #expect(intent.parameter(named: "habits")?.requestDisambiguationDialog == "Which habit?")
        #expect(intent.parameter(named: "pinnedHabits")?.sizeByWidgetFamily?[.systemLarge] == CollectionSize(min: 1, max: 4))
        #expect(intent.parameter(named: "favourite")?.optionsProvider == "FavouriteHabitsQuery")
        #expect(intent.parameter(named: "favourite")?.requestDisambiguationDialog == "Which of these?")
        #expect(intent.parameter(named: "otherFavourite")?.optionsProvider == "FavouriteHabitsQuery")
        #expect(intent.parameter(named: "method")?.defaultValue == "filter")
        #expect(intent.parameter(named: "brewedAt")?.dateKind == .dateTime)
        #expect(intent.parameter(named: "brewedAt")?.defaultValue == nil)
        #expect(intent.parameter(named: "reminder")?.dateKind == .time)
        #expect(intent.parameter(named: "temperature")?.unit == "celsius")
        #expect(intent.parameter(named: "temperature")?.adjustsUnitForLocale == true)
        #expect(intent.parameter(named: "notes")?.defaultValue == "None")
        #expect(intent.parameter(named: "origin")?.requestValueDialog == "Origin?")
        #expect(reflection.document.query("FavouriteHabitsQuery")?.entity == "HabitEntity")
    }

    @Test func supportedValuesAndQueriesLimitWhatTheRunnerOffers() async throws {
        let person = ScriptedPerson([.choose("Cold Brew")])
        let method = try await IntentRunner(person: person).run(SummerBrewCheck())
        #expect(method.conversation.transcript.first == "app: Summer Method? [Cold Brew]")
        let favourite = try await IntentRunner(person: ScriptedPerson([.choose("Read")])).run(FavouriteCheck())
        #expect(favourite.conversation.transcript.first == "app: Habit? [Read]")
    }
}

/// Checks that run one parameter of `BrewIntent`'s shapes, made non-optional so the runner asks for it.
struct SummerBrewCheck: AppIntent {
    static let title: LocalizedStringResource = "Summer Brew"
    @Parameter(supportedValues: [.coldBrew]) var summerMethod: BrewMethod
    func perform() async throws -> some IntentResult { .result() }
}

struct FavouriteCheck: AppIntent {
    static let title: LocalizedStringResource = "Favourite"
    @Parameter(title: "Habit", query: FavouriteHabitsQuery()) var favourite: HabitEntity
    func perform() async throws -> some IntentResult { .result() }
}
