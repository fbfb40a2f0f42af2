import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentMigration
import Testing

@Suite("Reading .intentdefinition files")
struct IntentDefinitionReaderTests {
    static let soupChef = packageRoot() + "/Examples/SoupChef/Legacy/Base.lproj/Intents.intentdefinition"

    @Test("Every construct of the soup-ordering definition is read, with its translations")
    func readsSoupChef() throws {
        let result = IntentDefinitionReader.read(contentsOf: Self.soupChef)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let definition = try #require(result.definition)
        #expect(definition.name == "Intents")
        #expect(definition.customIntents.map(\.className) == ["OrderSoupIntent", "ShowMenuIntent"])
        let order = try #require(definition.intent(className: "OrderSoupIntent"))
        #expect(order.category == "order" && order.verb == "Order" && order.isConfigurable && !order.isEligibleForWidgets)
        #expect(order.parameters.map(\.name) == ["soup", "quantity", "toppings", "orderType", "deliveryLocation"])
        #expect(order.parameters.map(\.type) == [.object("Soup"), .integer, .object("Topping"), .enumeration("OrderType"), .string])
        let soup = try #require(order.parameter(named: "soup"))
        #expect(soup.hasDynamicOptions)
        #expect(soup.prompts["Primary"]?.value == "Which soup would you like?")
        #expect(soup.prompts["DisambiguationIntroduction"]?.localizationKey == "Pd3Dis")
        #expect(order.parameter(named: "toppings")?.isArray == true)
        let quantity = try #require(order.parameter(named: "quantity"))
        #expect(quantity.metadata["MinimumValue"] == .number(1) && quantity.metadata["MaximumValue"] == .number(10))
        #expect(quantity.metadata["Type"] == .string("Stepper"))
        #expect(order.parameter(named: "deliveryLocation")?.relationship == SiriRelationship(parentName: "orderType", predicate: .enumValue("delivery")))
        #expect(order.combinations.count == 2)
        #expect(order.combinations.first { $0.isPrimary }?.title?.value == "Order ${quantity} ${soup} for ${orderType}")
        let response = try #require(order.response)
        #expect(response.codes.map(\.name) == ["success", "failure", "failureOutOfStock"])
        #expect(response.codes.map(\.isSuccess) == [true, false, false])
        #expect(response.codes[0].conciseFormatString?.value == "Ready in ${waitTime} min.")
        #expect(response.parameters.map(\.name) == ["soup", "waitTime"] && response.output == "soup")
        let orderType = try #require(definition.enumeration(named: "OrderType"))
        #expect(orderType.values.map(\.index) == [0, 1, 2])
        #expect(orderType.migratedValues.map(\.name) == ["pickup", "delivery"])
        let soupType = try #require(definition.type(named: "Soup"))
        #expect(soupType.properties.count == 5 && soupType.customProperties.map(\.name) == ["price"])
        #expect(definition.translations.keys.sorted() == ["de", "en"])
        #expect(definition.translation(of: order.title, into: "de") == "Suppe bestellen")
        #expect(definition.intent(className: "ShowMenuIntent")?.combinations.first?.parameters == [])
    }

    @Test("The binary form of a definition reads as its XML form does")
    func binaryEqualsXML() throws {
        let xml = IntentDefinitionReader.read(contentsOf: Self.soupChef, translations: false)
        let binary = IntentDefinitionReader.read(contentsOf: fixturesDirectory() + "/Binary/Intents.intentdefinition", translations: false)
        #expect(binary.diagnostics.isEmpty, "\(binary.diagnostics)")
        let a = try #require(xml.definition)
        let b = try #require(binary.definition)
        let generatedA = MigrationGenerator(definition: a, options: MigrationOptions()).generate().files
        let generatedB = MigrationGenerator(definition: b, options: MigrationOptions()).generate().files
        #expect(generatedA == generatedB)
        #expect(b.customIntents.flatMap(\.parameters).map(\.name) == a.customIntents.flatMap(\.parameters).map(\.name))
    }

    @Test("Malformed content is reported with its key path, line and column, and the rest is still read")
    func malformed() throws {
        let path = fixturesDirectory() + "/Malformed/Malformed.intentdefinition"
        let result = IntentDefinitionReader.read(contentsOf: path, translations: false)
        let found = Set(result.diagnostics.map { "\($0.location?.line ?? 0) \($0.id) \($0.message)" })
        let expected: Set<String> = [
            "14 migration.unknown-key root.INIntents[0]: unknown key INIntentTitel; did you mean 'INIntentTitle'?",
            "17 migration.invalid-value root.INIntents[0].INIntentConfigurable: expected a Boolean, found a string",
            "20 migration.missing-key root.INIntents[0].INIntentParameters[0]: the required key INIntentParameterName is absent",
            "24 migration.dangling-reference parameter 'mode' of Broken has enum type 'Mode', which the definition does not declare",
            "32 migration.unknown-type parameter 'detail' of Broken has type 'Hologram', which IntentKit does not know",
            "32 migration.dangling-reference parameter 'detail' of Broken depends on 'mood', which the intent does not have",
            "48 migration.dangling-reference the parameter combination of Broken names 'nothing', which the intent does not have",
            "55 migration.invalid-value root.INIntents[1]: expected a dictionary, found a string",
        ]
        #expect(found == expected, "\(found.sorted())")
        #expect(result.definition?.intents.map(\.name) == ["Broken"])
        #expect(result.definition?.intents.first?.parameters.map(\.name) == ["mode", "detail"])
    }

    @Test("A truncated file is one error at the place it ends, and no definition")
    func truncated() {
        let result = IntentDefinitionReader.read(contentsOf: fixturesDirectory() + "/Malformed/Truncated.intentdefinition")
        #expect(result.definition == nil)
        #expect(result.diagnostics.map(\.id) == ["migration.unreadable-definition"])
        #expect(result.diagnostics.first?.location?.line == 7)
    }

    @Test("docs/migration.md says what becomes of every key of the format")
    func everyKeyIsDocumented() throws {
        let docs = try String(contentsOfFile: packageRoot() + "/docs/migration.md", encoding: .utf8)
        let keys = DefinitionFormat.allDocumentedKeys
        #expect(keys.count > 150)
        let missing = keys.filter { !docs.contains("`\($0)`") }
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test("A file that is not there is an unreadable-file error")
    func missingFile() {
        let result = IntentDefinitionReader.read(contentsOf: fixturesDirectory() + "/Nope.intentdefinition")
        #expect(result.definition == nil)
        #expect(result.diagnostics.map(\.id) == [FileIO.unreadableFile.id])
    }
}
