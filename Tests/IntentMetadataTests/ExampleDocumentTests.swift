import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
import PositionedJSON
import Testing

@Suite struct ExampleDocumentTests {
    let examplePath = packageRoot() + "/Examples/SoupChef/metadata.json"

    @Test func theSoupChefExampleIsCleanAndComplete() throws {
        let result = MetadataLoader.load(contentsOf: examplePath)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let document = try #require(result.document)
        #expect(document.intents.count == 2)
        let order = try #require(document.intent("OrderSoupIntent"))
        #expect(order.parameters.map(\.name) == ["soup", "quantity", "toppings", "orderType", "deliveryLocation"])
        #expect(document.entities.map(\.identifier).sorted() == ["SoupEntity", "SoupOrderEntity", "ToppingEntity"])
        #expect(document.enums.first?.cases.count == 2)
        #expect(document.allShortcuts.flatMap(\.phrases).allSatisfy { $0.contains("${applicationName}") })
    }

    @Test func encodingMatchesTheGolden() throws {
        let document = try #require(MetadataLoader.load(contentsOf: examplePath).document)
        assertMatchesGolden(try document.jsonString(), golden: fixturesDirectory() + "/Golden/SoupChef.metadata.json")
    }

    @Test func encodingIsDeterministicWhateverTheOrder() throws {
        var document = try #require(MetadataLoader.load(contentsOf: examplePath).document)
        let expected = try document.jsonString()
        document.intents.reverse()
        document.entities.reverse()
        document.queries.reverse()
        #expect(try document.jsonString() == expected)
        // And what was written reads back to an equal document.
        let reread = MetadataLoader.load(Array(expected.utf8), path: "golden.json")
        #expect(reread.diagnostics.isEmpty)
        var sorted = document
        sorted.intents.sort { $0.identifier < $1.identifier }
        sorted.entities.sort { $0.identifier < $1.identifier }
        sorted.queries.sort { $0.identifier < $1.identifier }
        #expect(reread.document == sorted)
    }

    @Test func outlineMatchesTheGolden() throws {
        let document = try #require(MetadataLoader.load(contentsOf: examplePath).document)
        assertMatchesGolden(MetadataOutline.render(document), golden: fixturesDirectory() + "/Golden/SoupChef.outline.txt")
    }

    @Test func theBrokenCopyReportsEveryProblem() throws {
        let result = MetadataLoader.load(contentsOf: fixturesDirectory() + "/Broken/SoupChef-broken.metadata.json")
        #expect(result.hasErrors)
        let ids = Set(result.diagnostics.map(\.id))
        #expect(ids.isSuperset(of: ["metadata.dangling-reference", "metadata.duplicate-identifier", "metadata.unknown-key", "metadata.invalid-default"]))
        #expect(result.diagnostics.allSatisfy { $0.location?.line != nil && $0.location?.column != nil })
    }
}

@Suite struct InMemoryValidationTests {
    @Test func problemsInBuiltDocumentsPointAtSwiftSource() {
        let intentLocation = Diagnostics.SourceLocation(file: "Sources/OrderSoup.swift", line: 10, column: 8)
        let parameterLocation = Diagnostics.SourceLocation(file: "Sources/OrderSoup.swift", line: 14, column: 5)
        let document = MetadataDocument(intents: [
            IntentDefinition(
                identifier: "OrderSoupIntent",
                title: "Order Soup",
                parameters: [ParameterDefinition(name: "soup", title: "Soup", type: .entity("SoupEntity"), location: parameterLocation)],
                parameterSummary: .summary(SummarySentence("Order ${soups}")),
                location: intentLocation
            ),
        ])
        let diagnostics = MetadataValidator.validate(document).sortedForOutput()
        #expect(diagnostics.map(\.description) == [
            "Sources/OrderSoup.swift:10:8: error: the parameter summary of intent 'OrderSoupIntent' names parameter 'soups', which the intent does not declare; did you mean 'soup'? [metadata.dangling-reference]",
            "Sources/OrderSoup.swift:14:5: error: parameter 'soup' of intent 'OrderSoupIntent' refers to entity 'SoupEntity', which the document does not define [metadata.dangling-reference]",
        ])
    }

    @Test func placeholdersAreFoundInOrder() {
        #expect(Placeholders.names(in: "${applicationName}, order ${soup} x${n}") == ["applicationName", "soup", "n"])
        #expect(Placeholders.names(in: "unclosed ${soup") == [])
        #expect(Placeholders.names(in: "no placeholders") == [])
    }
}
