import AppIntentModel
import SoupChefIntents
import Testing
import TransitWidget

@Suite struct WidgetConstraintTests {
    func routes(_ count: Int) -> [RouteEntity] {
        Array(TransitData.routes.prefix(count))
    }

    @Test func arraySizesAreEnforcedPerFamily() {
        let intent = TransitWidgetIntent()
        intent.routes = routes(4)
        #expect(intent.arraySizeViolations(for: .systemSmall).map(\.description) == [
            "'routes' holds 4 elements, but takes 1 to 3 in a systemSmall widget",
        ])
        #expect(intent.arraySizeViolations(for: .systemLarge).isEmpty)
        #expect(intent.arraySizeViolations(for: .systemMedium).isEmpty, "no size is declared for medium widgets")
        intent.routes = routes(6)
        #expect(intent.arraySizeViolations(for: .systemLarge).map(\.maximum) == [5])
        intent.routes = []
        #expect(intent.arraySizeViolations(for: .systemLarge).isEmpty, "an empty optional array is no value")
    }

    @Test func theRunnerRefusesAConfigurationThatDoesNotFit() async {
        let intent = TransitWidgetIntent()
        intent.stop = TransitData.stops[0]
        intent.routes = routes(4)
        await #expect(throws: ArraySizeViolations.self) {
            _ = try await IntentRunner(widgetFamily: .systemSmall).run(intent)
        }
        let run = try? await IntentRunner(widgetFamily: .systemLarge).run(intent)
        #expect(run?.result != nil)
    }

    @Test func aGeneralSizeAppliesOutsideWidgets() {
        let intent = OrderSoupIntent()
        intent.toppings = Array(repeating: ToppingEntity(id: "basil", name: "Basil"), count: 4)
        #expect(intent.arraySizeViolations(for: nil).map(\.description) == ["'toppings' holds 4 elements, but takes 0 to 3"])
    }

    @Test func aDependentQuerySeesTheIntentsCurrentValues() async throws {
        let intent = TransitWidgetIntent()
        intent.stop = TransitData.stops[1]
        let harbour = try await IntentParameterContext.withIntent(intent) {
            try await RouteQuery().suggestedEntities().map(\.id)
        }
        #expect(harbour == ["4", "52"])
        let withoutContext = try await RouteQuery().suggestedEntities()
        #expect(withoutContext.count == TransitData.routes.count, "no intent context: the dependency is nil")
    }
}
