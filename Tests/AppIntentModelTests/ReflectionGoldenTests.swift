import AppIntentModel
import Foundation
import IntentKitTestSupport
import JournalIntents
import IntentMetadata
import SoupChefIntents
import StreaksWidgets
import Testing
import TransitWidget

@Suite struct ReflectionGoldenTests {
    static let examples: [(name: String, reflect: @Sendable () async -> MetadataReflection)] = [
        ("SoupChef", SoupChefApp.reflect),
        ("StreaksWidgets", StreaksApp.reflect),
        ("TransitWidget", TransitApp.reflect),
        ("Journal", JournalApp.reflect),
    ]

    @Test(arguments: examples.map(\.name))
    func reflectedMetadataMatchesTheGolden(example: String) async throws {
        let reflect = try #require(Self.examples.first { $0.name == example }).reflect
        let reflection = await reflect()
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        assertMatchesGolden(try reflection.document.jsonString(), golden: fixturesDirectory() + "/Reflection/\(example).json")
    }

    @Test func theGoldenReadsBackAsAValidDocument() async throws {
        for (name, reflect) in Self.examples {
            let reflected = await reflect().document
            let reread = MetadataLoader.load(Array(try reflected.jsonString().utf8), path: "\(name).json")
            #expect(reread.diagnostics.isEmpty, "\(name): \(reread.diagnostics)")
            #expect(reread.document == reflected, "\(name) does not round-trip")
        }
    }

    @Test func reflectionFollowsReferencedTypes() async throws {
        // Only the intents are given; entities, enums and queries are found through them.
        let document = await StreaksApp.reflect().document
        #expect(document.enums.map(\.identifier) == ["ChartType", "TimePeriod"])
        #expect(document.entities.map(\.identifier) == ["TaskEntity", "TaskSlotEntity"])
        #expect(document.queries.map(\.identifier) == ["TaskQuery", "TaskSlotQuery"])
    }

    @Test func appleFlagsAndKindsAreReflected() async throws {
        let document = await SoupChefApp.reflect().document
        let order = try #require(document.intent("OrderSoupIntent"))
        #expect(order.authenticationPolicy == .requiresAuthentication)
        #expect(order.result == ResultDefinition(value: .entity("SoupOrderEntity"), providesDialog: true))
        #expect(document.intent("ShowMenuIntent")?.openAppWhenRun == true)
        #expect(document.intent("ShowMenuIntent")?.authenticationPolicy == nil, "a policy that is not declared is not recorded")
        #expect(document.entity("SoupOrderEntity")?.isTransient == true)
        #expect(document.query("SoupQuery")?.kinds == [.entity, .string, .property])
        #expect(document.query("SoupQuery")?.properties == ["name", "isVegetarian"])
        #expect(document.query("ToppingQuery")?.dependencies == [ParameterDependency(intent: "OrderSoupIntent", parameter: "soup")])
        let transit = await TransitApp.reflect().document
        let routes = try #require(transit.intent("TransitWidgetIntent")?.parameter(named: "routes"))
        #expect(routes.sizeByWidgetFamily == [.systemSmall: CollectionSize(min: 1, max: 3), .systemLarge: CollectionSize(min: 1, max: 5)])
        #expect(transit.intent("TransitWidgetIntent")?.isWidgetConfiguration == true)
    }
}

@Suite struct ExampleDocumentsTests {
    /// The widget examples ship their reflected documents so the CLI can be tried on them; they must not drift.
    @Test(arguments: ["StreaksWidgets", "TransitWidget", "Journal"])
    func theShippedDocumentIsTheReflection(example: String) async throws {
        let reflect = try #require(ReflectionGoldenTests.examples.first { $0.name == example }).reflect
        let shipped = try String(contentsOfFile: packageRoot() + "/Examples/\(example)/metadata.json", encoding: .utf8)
        #expect(try await reflect().document.jsonString() == shipped, "re-run: swift run reflect-examples \(example) -o Examples/\(example)/metadata.json")
    }
}
