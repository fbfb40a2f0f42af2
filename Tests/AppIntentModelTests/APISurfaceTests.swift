// Compile-only coverage: every App Intents API the model declares, written with Apple's labels
// and defaults, as an app would. If a label or shape drifts from Apple's, this file stops
// compiling. The one test at the end reflects it all, so the file is also exercised at run time.

import AppIntentModel
import Foundation
import IntentMetadata
import Testing

// MARK: Intents and their protocols

struct SurfaceIntent: AppIntent, CustomIntentMigratedAppIntent, ProgressReportingIntent, ForegroundContinuableIntent {
    static let intentClassName = "SurfaceIntentIntent"
    static let title = LocalizedStringResource("surface.title", defaultValue: "Surface", table: "Intents", comment: "The surface intent")
    static let description = IntentDescription(
        "Uses every option.",
        categoryName: "Testing",
        searchKeywords: ["surface", "api"],
        resultValueName: "Result"
    )
    static let openAppWhenRun = false
    static let isDiscoverable = false
    static let authenticationPolicy = IntentAuthenticationPolicy.requiresLocalDeviceAuthentication

    @Parameter(title: "Name", description: "A name.", default: "Ada", inputOptions: String.IntentInputOptions(keyboardType: .emailAddress, capitalizationType: .none, multiline: false, autocorrect: false, smartQuotes: false, smartDashes: false), requestValueDialog: "Which name?", inputConnectionBehavior: .connectToPreviousIntentResult)
    var name: String

    @Parameter(title: "Count", description: "How many.", default: 3, controlStyle: .slider, inclusiveRange: (0, 10), requestValueDialog: IntentDialog("How many?"))
    var count: Int

    @Parameter(title: "Ratio", default: 0.5, controlStyle: .field)
    var ratio: Double?

    @Parameter(title: "Enabled", default: true, displayName: Bool.IntentDisplayName(true: "On", false: "Off"))
    var enabled: Bool

    @Parameter(title: "Colour", requestValueDialog: "Which colour?", requestDisambiguationDialog: "Which of these colours?", optionsProvider: ColourOptions())
    var colour: SurfaceColour?

    @Parameter(title: "Things", default: [], size: 2)
    var things: [SurfaceThing]

    @Parameter(title: "Sized Things", size: [.systemSmall: IntentCollectionSize(exactly: 1), .systemMedium: IntentCollectionSize(min: 1, max: 2), .accessoryRectangular: 1])
    var sizedThings: [SurfaceThing]?

    @Parameter(title: "When", description: "A date.")
    var when: Date?

    @Parameter(title: "Link")
    var link: URL?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$colour) {
            Case(.red) {
                When(\.$count, .greaterThanOrEqualTo, 5) {
                    Summary("Many red \(\.$name)", table: "Summaries") { \.$count; \.$ratio }
                } otherwise: {
                    Summary("Few red \(\.$name)")
                }
            }
            Case([.green, .blue]) {
                When(\.$things, .hasAnyValue) {
                    Summary("\(\.$things)") { \.$enabled }
                } otherwise: {
                    When(\.$when, .hasNoValue) {
                        Summary { \.$when }
                    } otherwise: {
                        Summary()
                    }
                }
            }
            DefaultCase {
                Switch(.widgetFamily) {
                    Case(.systemSmall) {
                        When(widgetFamily: .equalTo, .systemSmall) { Summary("Small") } otherwise: { Summary("Other") }
                    }
                    DefaultCase {
                        When(widgetFamily: .oneOf, [.systemLarge, .systemExtraLarge]) {
                            When(\.$name, .notEqualTo, "Ada") { Summary("Not Ada") } otherwise: {
                                When(\.$count, .oneOf, [1, 2, 3]) { Summary("Few") } otherwise: {
                                    When(\.$things, identifier: .hasPrefix, "thing-") { Summary("Things") }
                                }
                            }
                        } otherwise: {
                            When(\.$things, identifier: .equalTo, "thing-1") { Summary("First") } otherwise: { Summary("Rest") }
                        }
                    }
                }
            }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & OpensIntent {
        progress.totalUnitCount = 2
        progress.completedUnitCount = 1
        if count == 0 { throw $count.needsValueError("How many, then?") }
        if count < 0 { throw $count.requestValue("A positive count, please.") }
        _ = try await $count.requestValue("Which count?")
        _ = try await $colour.requestDisambiguation(among: [.red, .blue], dialog: "Red or blue?")
        _ = try await $colour.requestConfirmation(for: .red, dialog: "Red?")
        try await requestConfirmation()
        try await requestConfirmation(conditions: [], actionName: .go, dialog: "Go?")
        try await requestConfirmation(result: .result(dialog: "Sure?"), confirmationActionName: .send, showPrompt: false)
        try await requestToContinueInForeground("Open the app?") {}
        if count > 100 { throw needsToContinueInForegroundError("Too many to show here.") }
        return .result(value: count, opensIntent: OtherSurfaceIntent(), dialog: "Counted \(count).")
    }
}

struct OtherSurfaceIntent: AppIntent {
    static let title: LocalizedStringResource = "Other"
    func perform() async throws -> some IntentResult { .result() }
}

struct SurfaceResultsIntent: AppIntent {
    static let title: LocalizedStringResource = "Results"
    @Parameter(title: "Mode", default: 0) var mode: Int

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        .result(dialog: IntentDialog(full: "Here it is.", supporting: "Here.", systemImageName: "star"), view: Text("Snippet"))
    }
}

struct SurfaceWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Widget"
    func perform() async throws -> some IntentResult { .result() }
}

// MARK: Entities, enums, queries, options

struct SurfaceThing: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Thing", numericFormat: "%lld things")
    static let defaultQuery = SurfaceThingQuery()
    let id: String
    @Property(title: "Label") var label: String
    @Property var weight: Double?
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(label)", subtitle: "Weighs \(weight ?? 0)", image: DisplayRepresentation.Image(named: "thing"), synonyms: ["Item"])
    }
    init(id: String, label: String) {
        self.id = id
        self.label = label
    }
}

struct SurfaceThingQuery: EntityStringQuery, EnumerableEntityQuery, EntityPropertyQuery {
    typealias ComparatorMappingType = String
    static let properties = QueryProperties {
        Property(\SurfaceThing.$label) {
            EqualToComparator { "label == \($0)" }
            NotEqualToComparator { "label != \($0)" }
            ContainsComparator { "label contains \($0)" }
            HasPrefixComparator { "label prefix \($0)" }
            HasSuffixComparator { "label suffix \($0)" }
        }
        Property(\SurfaceThing.$weight) {
            LessThanComparator { "weight < \($0.map(String.init(describing:)) ?? "nil")" }
            LessThanOrEqualToComparator { "weight <= \(String(describing: $0))" }
            GreaterThanComparator { "weight > \(String(describing: $0))" }
            GreaterThanOrEqualToComparator { "weight >= \(String(describing: $0))" }
        }
    }
    static let sortingOptions = SortingOptions {
        SortableBy(\SurfaceThing.$label)
        SortableBy(\SurfaceThing.$weight)
    }

    func entities(for identifiers: [SurfaceThing.ID]) async throws -> [SurfaceThing] { [] }
    func suggestedEntities() async throws -> IntentItemCollection<SurfaceThing> {
        ItemCollection(promptLabel: "Pick a thing", usesIndexedCollation: true) {
            ItemSection("Things", subtitle: "All of them", image: .init(systemName: "cube")) {
                SurfaceThing(id: "thing-1", label: "One")
                Item(SurfaceThing(id: "thing-2", label: "Two"), title: "Second", subtitle: "The other one", image: .init(systemName: "2.circle"))
            }
        }
    }
    func allEntities() async throws -> [SurfaceThing] { try await suggestedEntities()._allElements }
    func entities(matching string: String) async throws -> IntentItemCollection<SurfaceThing> {
        IntentItemCollection(sections: [IntentItemSection("Matches", items: [SurfaceThing(id: "thing-1", label: string)])])
    }
    func entities(matching comparators: [String], mode: ComparatorMode, sortedBy: [EntityQuerySort<SurfaceThing>], limit: Int?) async throws -> IntentItemCollection<SurfaceThing> {
        IntentItemCollection(items: [IntentItem(SurfaceThing(id: "thing-1", label: comparators.joined(separator: mode == .and ? " && " : " || ")))])
    }
    func defaultResult() async -> SurfaceThing? { nil }
}

struct SurfaceOutput: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Output"
    var id = UUID()
    @Property(title: "Value") var value: Int
    var displayRepresentation: DisplayRepresentation { "\(value)" }
    init() {}
}

enum SurfaceColour: String, AppEnum {
    case red, green, blue
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Colour"
    static let caseDisplayRepresentations: [SurfaceColour: DisplayRepresentation] = [
        .red: DisplayRepresentation(title: "Red", image: .init(systemName: "circle.fill")),
        .green: "Green",
        .blue: DisplayRepresentation(title: "Blue", subtitle: "Like the sea", synonyms: ["Azure"]),
    ]
}

struct ColourOptions: DynamicOptionsProvider {
    @IntentParameterDependency<SurfaceIntent>(\.$name, \.$count)
    var surface

    func results() async throws -> ItemCollection<SurfaceColour> {
        ItemCollection(sections: [
            ItemSection("Warm", items: [.red]),
            ItemSection("Cool", items: surface?.count ?? 0 > 2 ? [.green, .blue] : [.blue]),
        ])
    }

    func defaultResult() async -> SurfaceColour? { .blue }
}

// MARK: Shortcuts and packages

struct SurfaceShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SurfaceIntent(),
            phrases: ["Count \(\.$colour) things in \(.applicationName)", "\(.applicationName) surface"],
            shortTitle: "Surface",
            systemImageName: "square"
        )
        if Bool(truncating: 1) {
            AppShortcut(intent: OtherSurfaceIntent(), phrases: ["Other \(.applicationName)"], shortTitle: "Other", systemImageName: "circle")
        }
    }
    static let shortcutTileColor: ShortcutTileColor = .grape
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Don't count in \(.applicationName)"
            "Stop \(.applicationName)"
        }
    }
    static func updateAppShortcutParameters() {}
}

struct SurfaceCorePackage: AppIntentsPackage {}

struct SurfacePackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [SurfaceCorePackage.self] }
}

// MARK: The run-time check

@Suite struct APISurfaceTests {
    @Test func everythingDeclaredHereReflectsWithoutProblems() async throws {
        let reflection = await MetadataReflector(module: "Surface").reflect(
            intents: [SurfaceIntent.self, SurfaceResultsIntent.self, SurfaceWidgetIntent.self],
            entities: [SurfaceOutput.self],
            shortcutsProviders: [SurfaceShortcuts.self],
            packages: [SurfacePackage.self]
        )
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let document = reflection.document
        let intent = try #require(document.intent("SurfaceIntent"))
        #expect(intent.intentClassName == "SurfaceIntentIntent")
        #expect(intent.isDiscoverable == false)
        #expect(intent.authenticationPolicy == .requiresLocalDeviceAuthentication)
        #expect(intent.title == LocalizedStringResource("surface.title", defaultValue: "Surface", table: "Intents", comment: "The surface intent"))
        #expect(intent.result == ResultDefinition(value: .primitive(.integer), providesDialog: true, opensIntent: true))
        #expect(intent.parameters.map(\.name) == ["name", "count", "ratio", "enabled", "colour", "things", "sizedThings", "when", "link"])
        #expect(intent.parameter(named: "count")?.inclusiveRange == NumericRange(0, 10))
        #expect(intent.parameter(named: "count")?.controlStyle == .slider)
        #expect(intent.parameter(named: "name")?.inputOptions?.keyboardType == "emailAddress")
        #expect(intent.parameter(named: "things")?.size == CollectionSize(exactly: 2))
        #expect(intent.parameter(named: "sizedThings")?.sizeByWidgetFamily?[.accessoryRectangular] == CollectionSize(exactly: 1))
        #expect(intent.parameter(named: "colour")?.optionsProvider == "ColourOptions")
        #expect(intent.parameter(named: "when")?.type == .primitive(.date))
        #expect(intent.parameter(named: "link")?.type == .primitive(.url))
        #expect(document.query("ColourOptions")?.dependencies.map(\.parameter) == ["name", "count"])
        #expect(document.query("ColourOptions")?.resultType == .enumeration("SurfaceColour"))
        #expect(document.query("SurfaceThingQuery")?.kinds == [.entity, .string, .property, .enumerable])
        #expect(document.query("SurfaceThingQuery")?.sortingOptions == ["label", "weight"])
        #expect(document.entity("SurfaceThing")?.properties.map(\.title) == ["Label", "Weight"])
        #expect(document.intent("SurfaceResultsIntent")?.result == ResultDefinition(providesDialog: true, showsSnippetView: true))
        #expect(document.shortcutsProviders.first?.shortcuts.count == 2)
        #expect(document.shortcutsProviders.first?.tileColor == .grape)
        #expect(document.shortcutsProviders.first?.negativePhrases == ["Don't count in ${applicationName}", "Stop ${applicationName}"])
        #expect(document.packages == [PackageDefinition(identifier: "SurfacePackage", includedPackages: ["SurfaceCorePackage"])])
        let variants = intent.summaryVariants(in: document)
        #expect(variants.count >= 10, "a deep summary tree: \(variants.count) distinct sentences")
    }

    @Test func optionsProvidersSeeTheIntentAndGiveDefaults() async throws {
        let intent = SurfaceIntent()
        intent.count = 5
        let options = try await IntentParameterContext.withIntent(intent) { try await ColourOptions().results()._allElements }
        #expect(options == [.red, .green, .blue])
        let person = ScriptedPerson([.value(4), .choose("Blue"), .yes, .yes, .yes, .choose("Send"), .yes])
        let surface = SurfaceIntent()
        surface.things = [SurfaceThing(id: "thing-1", label: "One"), SurfaceThing(id: "thing-2", label: "Two")]
        let run = try await IntentRunner(person: person).run(surface)
        #expect(run.conversation.transcript == [
            "app: Which count?",
            "person: 4",
            "app: Red or blue? [Red | Blue]",
            "person: Blue",
            "app: Red? [Yes | No]",
            "person: Yes",
            "app: Do you want to surface? [Cancel | Continue]",
            "person: Yes",
            "app: Go? [Cancel | Go]",
            "person: Yes",
            "app: Sure? [Cancel | Send]",
            "person: Send",
            "app: Open the app? [Cancel | Continue]",
            "person: Yes",
            "system: the app opens",
            "app: Counted 3.",
        ])
        #expect(run.result?.value as? Int == 3)
        #expect(run.result?.opensIntent is OtherSurfaceIntent)
    }
}
