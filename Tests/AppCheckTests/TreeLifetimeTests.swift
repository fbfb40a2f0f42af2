import AppCheck
import IntentExtraction
import IntentKitTestSupport
import Testing

/// A check lets go of each Swift file's tree once both extractors have read it, before the tables are read.
@Suite struct TreeLifetimeTests {
    @Test func aRunLetsGoOfEveryTreeItParsed() async {
        let inputs = CheckInputs.read(packageRoot() + "/Examples/SoupChef")
        let sources = Array(inputs.sources.values)
        #expect(sources.count > 3)
        #expect(sources.allSatisfy { !$0.isParsed }, "nothing is parsed before a stage asks")
        let run = await CheckPipeline().run(inputs: inputs)
        #expect(run.inputs > sources.count, "the run read the sources and tables")
        let kept = sources.filter(\.isParsed).map(\.path)
        #expect(kept.isEmpty, "trees kept after the run: \(kept)")
        // A reader after the run still gets the file: it is parsed again.
        #expect(sources.allSatisfy { $0.unread == nil })
        #expect(sources.allSatisfy { $0.isParsed })
    }
}
