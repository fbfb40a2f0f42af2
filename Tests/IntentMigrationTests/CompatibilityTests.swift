import AppIntentModel
import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
@testable import IntentMigration
import SoupChefMigrated
import Testing

@Suite("Schema compatibility and stored configurations")
struct CompatibilityTests {
    static func definition() throws -> SiriIntentDefinition {
        try #require(IntentDefinitionReader.read(contentsOf: packageRoot() + "/Examples/SoupChef/Legacy/Base.lproj/Intents.intentdefinition", translations: false).definition)
    }

    static func document() async -> MetadataDocument {
        await MetadataReflector(module: "SoupChefMigrated").reflect(intents: [OrderSoup.self, ShowMenu.self]).document
    }

    static func verdicts(_ change: (inout MetadataDocument) -> Void) async throws -> [String] {
        var document = await document()
        change(&document)
        return SchemaCompatibility.check(old: try definition(), new: document, newPath: "new.json").map { "\($0.severity) \($0.id): \($0.message)" }
    }

    static func editOrder(_ document: inout MetadataDocument, _ edit: (inout IntentDefinition) -> Void) {
        let index = document.intents.firstIndex { $0.identifier == "OrderSoup" }!
        edit(&document.intents[index])
    }

    @Test("The generated conversion is compatible with the definition it came from")
    func generatedIsCompatible() async throws {
        #expect(try await Self.verdicts { _ in } == [])
    }

    @Test("Allowed changes are notes")
    func allowedChanges() async throws {
        let verdicts = try await Self.verdicts { document in
            Self.editOrder(&document) { intent in
                intent.parameters.removeAll { $0.name == "toppings" }
                intent.parameters.append(ParameterDefinition(name: "note", title: "Note", type: .primitive(.string), isOptional: true))
                intent.parameters.append(ParameterDefinition(name: "spicy", title: "Spicy", type: .primitive(.boolean), isOptional: false, defaultValue: .boolean(false)))
                let soup = intent.parameters.firstIndex { $0.name == "soup" }!
                intent.parameters[soup].isOptional = false
            }
        }
        #expect(verdicts.sorted() == [
            "note compat.parameter-added: OrderSoup adds parameter 'note'; migrated configurations get no value",
            "note compat.parameter-added: OrderSoup adds parameter 'spicy'; migrated configurations get its default false",
            "note compat.parameter-now-required: parameter 'soup' of OrderSoup is no longer optional; configurations without a value for it ask for one",
            "note compat.parameter-removed: OrderSoup no longer has parameter 'toppings' ([type Topping]) of OrderSoupIntent; stored values of it are dropped",
        ])
    }

    @Test("Breaking changes are errors that say what people lose")
    func breakingChanges() async throws {
        let verdicts = try await Self.verdicts { document in
            Self.editOrder(&document) { intent in
                let quantity = intent.parameters.firstIndex { $0.name == "quantity" }!
                intent.parameters[quantity].type = .primitive(.string)
                let toppings = intent.parameters.firstIndex { $0.name == "toppings" }!
                intent.parameters[toppings].type = .entity("ToppingAppEntity")
                intent.parameters.append(ParameterDefinition(name: "table", title: "Table", type: .primitive(.integer), isOptional: false))
            }
            let enumIndex = document.enums.firstIndex { $0.identifier == "OrderTypeAppEnum" }!
            document.enums[enumIndex].cases.removeAll { $0.value == .string("delivery") }
            let menu = document.intents.firstIndex { $0.identifier == "ShowMenu" }!
            document.intents[menu].intentClassName = "ShowMenuIntnet"
        }
        #expect(verdicts.sorted() == [
            "error compat.enum-case-dropped: stored values 'delivery' of parameter 'orderType' are dropped: OrderTypeAppEnum has no case with that raw value",
            "error compat.intent-not-migrated: ShowMenuIntent has no app intent with intentClassName \"ShowMenuIntent\"; its shortcuts and stored widget configurations stop working",
            "error compat.parameter-dropped: stored widget configurations and shortcuts drop parameter 'quantity' of OrderSoupIntent: it was Integer and is now String",
            "error compat.parameter-dropped: stored widget configurations and shortcuts drop parameter 'toppings' of OrderSoupIntent: it was [type Topping] and is now ToppingAppEntity",
            "error compat.required-parameter-added: OrderSoup adds the required parameter 'table' without a default; migrated widget configurations have no value for it",
            "error compat.unknown-class-name: ShowMenu.intentClassName is 'ShowMenuIntnet', which no intent of Intents.intentdefinition has; no stored configuration will reach it; did you mean 'ShowMenuIntent'?",
        ])
    }

    @Test("A renamed parameter is a removal whose note points at the likely new name")
    func renamedParameter() async throws {
        let verdicts = try await Self.verdicts { document in
            Self.editOrder(&document) { intent in
                let index = intent.parameters.firstIndex { $0.name == "deliveryLocation" }!
                intent.parameters[index].name = "address"
            }
        }
        #expect(verdicts.contains { $0.hasPrefix("note compat.parameter-removed") && $0.contains("if it was renamed to 'address', restore the old name") })
        #expect(verdicts.contains { $0.hasPrefix("note compat.parameter-added") && $0.contains("'address'") })
    }

    // MARK: An app's definitions together

    /// The phone widget's and the watch widget's definitions of `Fixtures/Compat/TwoWidgets`.
    static func twoWidgets() throws -> [SiriIntentDefinition] {
        let root = fixturesDirectory() + "/Compat/TwoWidgets"
        return try ["/Widget/Base.lproj/Widget.intentdefinition", "/WatchWidget/WatchWidget.intentdefinition"].map {
            try #require(IntentDefinitionReader.read(contentsOf: root + $0, translations: false).definition)
        }
    }

    /// What `Fixtures/Compat/TwoWidgets/Sources/WeatherIntents.swift` declares.
    static func weatherDocument() -> MetadataDocument {
        MetadataDocument(
            intents: [
                IntentDefinition(
                    identifier: "WeatherConfiguration", title: "Configuration",
                    parameters: [
                        ParameterDefinition(name: "city", title: "City", type: .primitive(.string), isOptional: true),
                        ParameterDefinition(name: "unit", title: "Unit", type: .enumeration("TemperatureUnit"), isOptional: true),
                    ],
                    intentClassName: "ConfigurationIntent", isWidgetConfiguration: true
                ),
                IntentDefinition(
                    identifier: "ComplicationConfiguration", title: "Complication",
                    parameters: [ParameterDefinition(name: "city", title: "City", type: .primitive(.string), isOptional: true)],
                    intentClassName: "ComplicationIntent", isWidgetConfiguration: true
                ),
            ],
            enums: [EnumDefinition(identifier: "TemperatureUnit", typeDisplayRepresentation: "Unit", cases: [
                EnumCaseDefinition(value: .string("celsius"), displayRepresentation: "Celsius"),
                EnumCaseDefinition(value: .string("fahrenheit"), displayRepresentation: "Fahrenheit"),
            ])]
        )
    }

    @Test("A phone and a watch widget definition together: each class name is found in one of them, so nothing is reported")
    func twoDefinitionsInOneProject() throws {
        let definitions = try Self.twoWidgets()
        #expect(definitions.map { $0.customIntents.map(\.className) } == [["ConfigurationIntent"], ["ConfigurationIntent", "ComplicationIntent"]])
        #expect(SchemaCompatibility.check(old: definitions, new: Self.weatherDocument(), newPath: "app") == [])
        // One file at a time, as before: the watch's complication is unknown to the phone's definition.
        let alone = SchemaCompatibility.check(old: definitions[0], new: Self.weatherDocument(), newPath: "app")
        #expect(alone.map(\.id) == ["compat.unknown-class-name"])
    }

    @Test("Across definitions, a class name found in none gets the closest of all of them, and real breaks stay errors, said once")
    func breaksAcrossDefinitions() throws {
        var document = Self.weatherDocument()
        document.intents[1].intentClassName = "ComplicatonIntent"
        document.intents[0].parameters[0].type = .primitive(.integer)
        document.enums[0].cases.removeAll { $0.value == .string("fahrenheit") }
        let verdicts = SchemaCompatibility.check(old: try Self.twoWidgets(), new: document, newPath: "app").map { "\($0.severity) \($0.id): \($0.message)" }
        #expect(verdicts.sorted() == [
            "error compat.enum-case-dropped: stored values 'fahrenheit' of parameter 'unit' are dropped: TemperatureUnit has no case with that raw value",
            "error compat.intent-not-migrated: ComplicationIntent has no app intent with intentClassName \"ComplicationIntent\"; its shortcuts and stored widget configurations stop working",
            "error compat.parameter-dropped: stored widget configurations and shortcuts drop parameter 'city' of ConfigurationIntent: it was String and is now Int",
            "error compat.unknown-class-name: ComplicationConfiguration.intentClassName is 'ComplicatonIntent', which no intent of Widget.intentdefinition or WatchWidget.intentdefinition has; no stored configuration will reach it; did you mean 'ComplicationIntent'?",
        ])
    }

    @Test("An app with no intent adopting CustomIntentMigratedAppIntent has not started: one remark per definition, no error")
    func notStartedMigrating() throws {
        let root = fixturesDirectory() + "/Compat/NotStarted"
        let definitions = try ["/Intents/Base.lproj/Intents.intentdefinition", "/Widget/Widget.intentdefinition"].map {
            try #require(IntentDefinitionReader.read(contentsOf: root + $0, translations: false).definition)
        }
        // An app intent of its own that migrates nothing does not count as a start.
        let document = MetadataDocument(intents: [IntentDefinition(identifier: "OpenApp", title: "Open App")])
        let verdicts = SchemaCompatibility.check(old: definitions, new: document, newPath: "app")
        #expect(verdicts.map(\.severity) == [.remark, .remark])
        #expect(verdicts.map(\.message) == [
            "Intents.intentdefinition: not migrated yet: 2 intents (OrderCoffeeIntent, ReorderLastIntent); no app intent adopts CustomIntentMigratedAppIntent",
            "Widget.intentdefinition: not migrated yet: 1 intent (ConfigurationIntent); no app intent adopts CustomIntentMigratedAppIntent",
        ])
        #expect(verdicts.map { $0.location?.file } == definitions.map(\.path))
    }

    @Test("Stored configurations migrate by name and type; every dropped value is reported")
    func storedConfigurations() async throws {
        let path = fixturesDirectory() + "/Configurations/soup-configurations.json"
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let read = StoredConfigurations.read(bytes, path: path)
        #expect(read.diagnostics.isEmpty)
        let result = StoredConfigurations.migrate(read.configurations, old: try Self.definition(), new: await Self.document())
        let byID = Dictionary(uniqueKeysWithValues: result.migrated.map { ($0.id, $0) })
        let lunch = try #require(byID["lunch-delivery"])
        #expect(lunch.intent == "OrderSoup" && lunch.dropped.isEmpty)
        #expect(lunch.parameters == [
            "soup": .string("tomato"), "quantity": .integer(2), "toppings": .array([.string("croutons")]),
            "orderType": .string("delivery"), "deliveryLocation": .string("1 Infinite Loop"),
        ])
        #expect(byID["pickup-by-name"]?.parameters == ["orderType": .string("pickup")])
        #expect(byID["pickup-by-name"]?.dropped == ["quantity", "spiciness"])
        #expect(byID["unknown-case"]?.dropped == ["orderType"])
        #expect(byID["old-widget"]?.intent == nil && byID["old-widget"]?.dropped == ["order"])
        let messages = result.diagnostics.map { "\($0.location?.line ?? 0) \($0.id): \($0.message)" }
        #expect(messages == [
            "17 configs.value-dropped: pickup-by-name: 'spiciness' is dropped: the SiriKit intent has no parameter of that name",
            "17 configs.value-dropped: pickup-by-name: 'quantity' is dropped: an Integer value cannot be a string",
            "22 configs.value-dropped: unknown-case: 'orderType' is dropped: 'unknown' has no case with that raw value in OrderTypeAppEnum",
            "24 configs.orphaned: old-widget: no app intent has intentClassName \"TrackOrderIntent\"; the widget loses its whole configuration",
        ])
    }

    @Test("A malformed configurations file is one positioned error")
    func malformedConfigurations() {
        let read = StoredConfigurations.read(Array("{\"configurations\": [{\"id\": 3}]}".utf8), path: "c.json")
        #expect(read.configurations.isEmpty)
        #expect(read.diagnostics.map(\.id) == ["configs.invalid"])
        #expect(read.diagnostics.first?.message.contains("intentClassName") == true)
    }
}
