import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
import IntentMetadata
import Testing

/// One fixture per construct the extractor reads, with what it must read from it.
@Suite("Extraction constructs")
struct ExtractionConstructTests {
    static func extract(_ name: String, conditions: Set<String>? = nil) throws -> Extraction {
        let path = fixturesDirectory() + "/Constructs/" + name
        let extraction = Extractor(options: ExtractionOptions(conditions: conditions)).extract([path])
        #expect(extraction.files == [path])
        return extraction
    }

    static func problems(_ extraction: Extraction) -> [String] {
        extraction.diagnostics.filter { $0.severity >= .warning }.map(\.description)
    }

    @Test("conformance directly, in an extension, through the app's protocols, superclasses and Apple's refinements")
    func conformances() throws {
        let extraction = try Self.extract("Conformances.swift")
        #expect(Self.problems(extraction) == [])
        let document = extraction.document
        #expect(document.intents.map(\.identifier) == ["BaseIntent", "ClockConfiguration", "ExtendedIntent", "MigratedIntent", "PlayIntent", "WriteEntryIntent"])
        #expect(document.intent("PlayIntent")?.title.key == "Play")
        #expect(document.intent("ClockConfiguration")?.isWidgetConfiguration == true)
        #expect(document.intent("ExtendedIntent")?.location?.line == 4)
        let migrated = try #require(document.intent("MigratedIntent"))
        #expect(migrated.intentClassName == "LegacyIntent")
        #expect(migrated.title == LocalizedStringResource("migrated.title", defaultValue: "Migrated", table: "Intents", comment: "A title"))
        #expect(migrated.result == ResultDefinition(value: .array(.primitive(.string)), opensIntent: true, showsSnippetView: true))
    }

    @Test("parameters: types, defaults, dialogs, sizes, ranges, input options and options providers")
    func parameters() throws {
        let extraction = try Self.extract("Parameters.swift")
        #expect(Self.problems(extraction) == [])
        let intent = try #require(extraction.document.intent("ConfigureIntent"))
        #expect(intent.isDiscoverable == false)
        #expect(intent.authenticationPolicy == .requiresLocalDeviceAuthentication)
        #expect(intent.parameters.map(\.name) == ["dueDate", "speed", "speeds", "volume", "counts", "pair", "tags", "distance", "note", "flag", "link", "color"])
        let p = { (name: String) in intent.parameter(named: name) }
        #expect(p("dueDate")?.title.key == "Due Date")
        #expect(p("dueDate")?.type == .primitive(.date) && p("dueDate")?.isOptional == true)
        #expect(p("speed")?.defaultValue == .integer(10))
        #expect(p("speeds")?.defaultValue == .array([.integer(1), .integer(11)]))
        #expect(p("volume")?.defaultValue == .double(-2.5))
        #expect(p("volume")?.controlStyle == .slider)
        #expect(p("volume")?.inclusiveRange == NumericRange(-10, 10.5))
        #expect(p("counts")?.size == CollectionSize(exactly: 3))
        #expect(p("pair")?.size == CollectionSize(exactly: 2) && p("pair")?.isOptional == true)
        #expect(p("tags")?.type == .array(.primitive(.string)))
        #expect(p("tags")?.sizeByWidgetFamily == [.systemSmall: CollectionSize(exactly: 1), .accessoryRectangular: CollectionSize(min: 1, max: 2)])
        #expect(p("distance")?.type == .measurement(.length) && p("distance")?.defaultValue == .double(5))
        #expect(p("note")?.requestValueDialog?.key == "What note?" && p("note")?.isOptional == true)
        #expect(p("note")?.inputOptions == StringInputOptions(keyboardType: "default", capitalizationType: "sentences", multiline: true, autocorrect: false, smartQuotes: true, smartDashes: true))
        #expect(p("flag")?.defaultValue == .boolean(true))
        #expect(p("link")?.requestValueDialog?.key == "Which link?")
        #expect(p("color")?.optionsProvider == "ColorOptions")
        let speed = try #require(extraction.document.enumeration("Speed"))
        #expect(speed.cases.map(\.value) == [.integer(1), .integer(2), .integer(10), .integer(11)])
        #expect(speed.typeDisplayRepresentation.numericFormat?.key == "%lld speeds")
        #expect(speed.cases.first?.displayRepresentation == DisplayRepresentationDefinition(title: "Slow", subtitle: "Careful", imageName: "turtle"))
        let options = try #require(extraction.document.query("ColorOptions"))
        #expect(options.kinds == [.dynamicOptions] && options.resultType == .primitive(.string))
        #expect(options.dependencies == [ParameterDependency(intent: "ConfigureIntent", parameter: "speed"), ParameterDependency(intent: "ConfigureIntent", parameter: "flag")])
    }

    @Test("summaries: Summary with a table, When with every operator form, Switch with Case lists and widget families")
    func summaries() throws {
        let extraction = try Self.extract("Summaries.swift")
        #expect(Self.problems(extraction) == [])
        let summary = try #require(extraction.document.intent("BrowseIntent")?.parameterSummary)
        let expected: ParameterSummaryDefinition = .switch(.parameter("layout"), cases: [
            SummaryCase(values: [.string("list")], then: .summary(SummarySentence("Show a list of ${place}", table: "Summaries", additionalParameters: ["heading"]))),
            SummaryCase(values: [.string("grid"), .string("map")], then: .when(
                SummaryCondition(subject: .parameter("columns"), operator: .greaterThan, values: [.integer(3)]),
                then: .summary(SummarySentence("Wide ${layout}")),
                otherwise: .when(
                    SummaryCondition(subject: .parameter("place"), operator: .hasPrefix, values: [.string("home-")]),
                    then: .summary(SummarySentence("", additionalParameters: ["columns"])),
                    otherwise: .when(SummaryCondition(subject: .parameter("heading"), operator: .hasNoValue), then: .summary(SummarySentence("")), otherwise: nil)
                )
            )),
        ], default: .switch(.widgetFamily, cases: [
            SummaryCase(values: [.string("systemSmall")], then: .summary(SummarySentence("Small ${layout}"))),
        ], default: .when(
            SummaryCondition(subject: .widgetFamily, operator: .oneOf, values: [.string("systemLarge"), .string("systemExtraLarge")]),
            then: .summary(SummarySentence("Large")),
            otherwise: .summary(SummarySentence("Other"))
        )))
        #expect(summary == expected)
        #expect(extraction.document.query("PlaceQuery")?.entity == "PlaceEntity")
    }

    @Test("App Shortcuts, phrases with escapes and raw strings, negative phrases, tile colour, property queries, packages")
    func shortcutsQueriesAndPackages() throws {
        let extraction = try Self.extract("Shortcuts.swift")
        #expect(Self.problems(extraction) == [])
        let provider = try #require(extraction.document.shortcutsProviders.first)
        #expect(provider.tileColor == .navy)
        #expect(provider.negativePhrases == ["Stop brewing with ${applicationName}", "Cancel ${applicationName}"])
        let shortcut = try #require(provider.shortcuts.first)
        #expect(shortcut.intent == "BrewIntent")
        #expect(shortcut.phrases == ["Brew ${coffee} with ${applicationName}", "Brew a \"strong\" one in ${applicationName}", "${applicationName}: brew\tnow"])
        #expect(shortcut.shortTitle == LocalizedStringResource("brew.short", defaultValue: "Brew"))
        #expect(shortcut.systemImageName == "cup.and.saucer")
        #expect(shortcut.location?.line == 33)
        let query = try #require(extraction.document.query("CoffeeQuery"))
        #expect(query.kinds == [.entity, .string, .property, .enumerable].sorted())
        #expect(query.entity == "CoffeeEntity")
        #expect(query.properties == ["strength", "originCountry"] && query.sortingOptions == ["originCountry"])
        let entity = try #require(extraction.document.entity("CoffeeEntity"))
        #expect(entity.properties.map { var property = $0; property.location = nil; return property } == [
            PropertyDefinition(name: "strength", title: "Strength", type: .primitive(.integer), isOptional: true),
            PropertyDefinition(name: "originCountry", title: "Origin Country", type: .primitive(.string)),
        ])
        #expect(extraction.document.intent("BrewIntent")?.result == ResultDefinition(providesDialog: true))
        #expect(extraction.document.packages.map(\.identifier) == ["CoffeeAppPackage", "CoffeeKitPackage"])
        #expect(extraction.document.packages.first?.includedPackages == ["CoffeeKitPackage", "Package"])
    }

    @Test("#if: every branch by default, the active one for a set of conditions")
    func branches() throws {
        let all = try Self.extract("Branches.swift")
        #expect(all.document.intents.map(\.identifier) == ["DebugMenuIntent", "ExportIntent", "MacOnlyIntent"])
        #expect(all.document.intent("ExportIntent")?.parameters.map(\.name) == ["format", "quality"])
        let release = try Self.extract("Branches.swift", conditions: [])
        #expect(release.document.intents.map(\.identifier) == ["ExportIntent"])
        #expect(release.document.intent("ExportIntent")?.parameters.map(\.name) == ["quality"])
        let debugBeta = try Self.extract("Branches.swift", conditions: ["DEBUG", "BETA"])
        #expect(debugBeta.document.intents.map(\.identifier) == ["DebugMenuIntent", "ExportIntent"])
        #expect(debugBeta.document.intent("ExportIntent")?.parameters.map(\.name) == ["format"])
    }

    @Test("reference sources tell entities from enums without being extracted")
    func references() throws {
        let root = packageRoot() + "/Examples/FrameworkPackages"
        let without = Extractor().extract([root + "/CookbookFeatures/Sources"])
        #expect(without.diagnostics.contains { $0.id == ExtractionChecks.unresolvedType.id })
        let with = Extractor(options: ExtractionOptions(referencePaths: [root + "/CookbookCore/Sources"])).extract([root + "/CookbookFeatures/Sources"])
        #expect(with.diagnostics.filter { $0.severity >= .warning }.isEmpty)
        #expect(with.document.intent("AddToShoppingListIntent")?.parameter(named: "units")?.type == .enumeration("MeasurementSystem"))
        #expect(with.document.enums.isEmpty)
    }

    @Test("a missing path is an unreadable input")
    func missingPath() {
        let extraction = Extractor().extract(["/no/such/folder"])
        #expect(extraction.couldNotRun)
        #expect(extraction.document.intents.isEmpty)
    }
}
