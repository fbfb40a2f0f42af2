import AppIntentModel
import IntentMetadata
import SoupChefIntents
import StreaksWidgets
import Testing
import TransitWidget

@Suite struct SummaryEvaluationTests {
    /// Every chart type × widget family → the parameters the stats widget's summary shows.
    @Test func statsWidgetShowsTheTimePeriodForThreeChartTypesInEveryFamily() {
        let withPeriod = ["chartType", "timePeriod", "task"]
        let withoutPeriod = ["chartType", "task"]
        let expected: [ChartType: [String]] = [
            .bar: withPeriod, .line: withPeriod, .calendar: withPeriod, .ring: withoutPeriod, .bestStreak: withoutPeriod,
        ]
        for chart in ChartType.allCases {
            for family in [nil] + IntentWidgetFamily.allCases {
                let intent = StatsWidgetIntent()
                intent.chartType = chart
                let summary = intent.renderedParameterSummary(for: family)
                #expect(summary?.shownParameters == expected[chart], "\(chart) in \(family?.rawValue ?? "no widget")")
            }
        }
    }

    @Test func renderedSentencesUseDisplayRepresentationsAndTitlesForMissingValues() {
        let intent = StatsWidgetIntent()
        intent.chartType = .line
        intent.timePeriod = .week
        #expect(intent.renderedParameterSummary()?.text == "Show a Line chart of This Week")
        intent.chartType = .bestStreak
        #expect(intent.renderedParameterSummary()?.text == "Show a Best Streak chart")

        let order = OrderSoupIntent()
        order.quantity = 2
        #expect(order.renderedParameterSummary()?.text == "Order 2 Soup for Pickup", "no soup yet: the parameter's title stands in")
        order.soup = SoupMenu.soups[3]
        order.orderType = .delivery
        order.deliveryAddress = "1 Harbour Street"
        #expect(order.renderedParameterSummary()?.text == "Order 2 Minestrone for delivery to 1 Harbour Street")
    }

    @Test func transitSummaryAddsTheWeatherToggleOnlyOnLargeWidgets() {
        let intent = TransitWidgetIntent()
        for family in IntentWidgetFamily.allCases {
            let shown = intent.renderedParameterSummary(for: family)?.shownParameters
            let large = family == .systemLarge || family == .systemExtraLarge
            #expect(shown == (large ? ["stop", "routes", "showWeather"] : ["stop", "routes"]), "\(family)")
        }
    }

    @Test func distinctSummaryCounts() async throws {
        let streaks = await StreaksApp.reflect().document
        let stats = try #require(streaks.intent("StatsWidgetIntent")).summaryVariants(in: streaks)
        #expect(stats.count == 2)
        #expect(stats.map(\.configurations.count) == [3, 2], "bar, line, calendar; ring, best streak")
        let tasks = try #require(streaks.intent("TasksWidgetIntent")).summaryVariants(in: streaks)
        #expect(tasks.count == 1, "one sectioned entity per slot: one summary")

        let transit = await TransitApp.reflect().document
        let departures = try #require(transit.intent("TransitWidgetIntent")).summaryVariants(in: transit)
        #expect(departures.count == 2)
        #expect(departures[1].configurations.compactMap(\.widgetFamily) == [.systemLarge, .systemExtraLarge])

        let soupChef = await SoupChefApp.reflect().document
        #expect(try #require(soupChef.intent("OrderSoupIntent")).summaryVariants(in: soupChef).count == 2)
    }

    @Test func parentParametersMultiplySummaries() async throws {
        // The SiriKit shape the tasks widget replaced: a type per slot, and a Switch per type.
        let reflection = await MetadataReflector().reflect(intents: [LegacyTasksIntent.self])
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let intent = try #require(reflection.document.intent("LegacyTasksIntent"))
        let variants = intent.summaryVariants(in: reflection.document)
        #expect(variants.count == 16, "4 types of slot 1 × 4 types of slot 2")
        #expect(Set(variants.compactMap(\.sentence?.format)).count == 16)
    }

    @Test func summaryWithoutAMatchingBranchShowsNoSentence() {
        let intent = WhenWithoutOtherwiseIntent()
        intent.count = 1
        #expect(intent.renderedParameterSummary() == nil)
        intent.count = 12
        #expect(intent.renderedParameterSummary()?.text == "Many: 12")
    }
}
