import AppIntentModel
import SoupChefIntents
import Testing

@Suite struct EntityPropertyQueryTests {
    @Test func comparatorsMapAndTheQueryFilters() async throws {
        let vegetarian = try await SoupQuery().entities(where: [("isVegetarian", .equalTo, true)], sortedBy: [("name", .ascending)])
        #expect(vegetarian.map(\.name) == ["Minestrone", "Tomato Bisque"])
        let chowders = try await SoupQuery().entities(where: [("name", .contains, "chowder")], sortedBy: [("name", .descending)], limit: 1)
        #expect(chowders.map(\.name) == ["New England Clam Chowder"])
        let either = try await SoupQuery().entities(where: [("name", .equalTo, "Minestrone"), ("isVegetarian", .equalTo, false)], mode: .or)
        #expect(either.count == 3)
    }

    @Test func undeclaredPropertiesAndComparatorsAreErrors() async {
        await #expect(throws: IntentModelError.self) {
            _ = try await SoupQuery().entities(where: [("price", .lessThan, 7.0)])
        }
        await #expect(throws: IntentModelError.self) {
            _ = try await SoupQuery().entities(where: [("isVegetarian", .contains, true)])
        }
        await #expect(throws: IntentModelError.self) {
            _ = try await SoupQuery().entities(where: [("name", .equalTo, 42)])
        }
    }

    @Test func stringAndIdentifierLookups() async throws {
        #expect(try await SoupQuery().entities(matching: "bisque").map(\.id) == ["tomato"])
        #expect(try await SoupQuery().entities(for: ["minestrone", "gone"]).map(\.id) == ["minestrone"])
    }
}
