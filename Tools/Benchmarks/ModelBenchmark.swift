import AppIntentModel
import IntentMetadata
import JournalIntents
import SoupChefIntents
import StreaksWidgets

/// The app-intent model: reflecting compiled types against reading the same document from JSON
/// (SoupChef, and the journal with its iOS 18–26 API), and evaluating summaries on live intents
/// against evaluating the metadata definition directly.
enum ModelBenchmark {
    static func run() async throws {
        let rounds = 200
        let json = Array(try await SoupChefApp.reflect().document.jsonString().utf8)
        var intents = 0
        let reflection = await Harness.bestTime {
            for _ in 0..<rounds { intents += await SoupChefApp.reflect().document.intents.count }
        }
        precondition(intents > 0)
        let loading = Harness.bestTime {
            for _ in 0..<rounds { intents += MetadataLoader.load(json, path: "SoupChef.json").document?.intents.count ?? 0 }
        }
        Harness.report("reflect SoupChef (Mirror, queries, validation)", operations: rounds, ours: reflection, peerName: "load its JSON document", peer: loading)
        try MemoryProbe.report("model", input: "200 reflections of SoupChef")

        // The journal: schema macros, controls, an indexed entity, snippet and union values.
        let journal = Array(try await JournalApp.reflect().document.jsonString().utf8)
        let journalReflection = await Harness.bestTime {
            for _ in 0..<rounds { intents += await JournalApp.reflect().document.intents.count }
        }
        let journalLoading = Harness.bestTime {
            for _ in 0..<rounds { intents += MetadataLoader.load(journal, path: "Journal.json").document?.intents.count ?? 0 }
        }
        Harness.report("reflect Journal (schemas, controls, unions)", operations: rounds, ours: journalReflection, peerName: "load its JSON document", peer: journalLoading)
        let journalRatio = journalReflection / journalLoading
        print(String(format: "  goal: reflecting the journal within 1.5x of loading its document — %@ (%.2fx)", journalRatio <= 1.5 ? "met" : "NOT met", journalRatio))

        // Every chart type × widget family, rendered from a live intent, against the same
        // configurations evaluated on the reflected definition.
        let document = await StreaksApp.reflect().document
        guard let definition = document.intent("StatsWidgetIntent")?.parameterSummary else { throw BenchmarkError.missing }
        let families: [IntentWidgetFamily?] = [nil] + IntentWidgetFamily.allCases
        let repeats = 200
        let evaluations = repeats * ChartType.allCases.count * families.count
        var shown = 0
        let live = Harness.bestTime {
            let intent = StatsWidgetIntent()
            for _ in 0..<repeats {
                for chart in ChartType.allCases {
                    intent.chartType = chart
                    for family in families { shown += intent.renderedParameterSummary(for: family)?.shownParameters.count ?? 0 }
                }
            }
        }
        let direct = Harness.bestTime {
            for _ in 0..<repeats {
                for chart in ChartType.allCases {
                    for family in families {
                        let configuration = SummaryConfiguration(values: ["chartType": .string(chart.rawValue), "timePeriod": "month"], widgetFamily: family?.widgetFamily)
                        shown += definition.sentence(for: configuration)?.shownParameters.count ?? 0
                    }
                }
            }
        }
        precondition(shown > 0)
        Harness.report("render a live intent's summary", operations: evaluations, ours: live, peerName: "evaluate the definition alone", peer: direct)
    }
}

/// Why a benchmark could not run: an input that is not there, or a peer that failed.
enum BenchmarkError: Error {
    case missing
    case peerFailed(String)
}
