import Diagnostics
import Foundation
import IntentExtraction
import SwiftParser
import SwiftSyntax

/// Static extraction of 100,000 generated lines of App Intents Swift across 500 files (goal: under 2 s),
/// against swift-syntax's bare parse of the same whole files (goal: at most 1.3×; extraction leaves function
/// bodies unparsed, so it can beat the parse).
enum ExtractionBenchmark {
    /// One file: an intent with parameters and a summary, an enum, an entity with its query, and ordinary code.
    static func file(_ index: Int, lines: Int) -> String {
        var text = """
            import AppIntents
            import Foundation

            enum Mode\(index): String, AppEnum {
                case simple, detailed, compact
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode \(index)"
                static let caseDisplayRepresentations: [Mode\(index): DisplayRepresentation] = [
                    .simple: "Simple", .detailed: DisplayRepresentation(title: "Detailed", image: .init(systemName: "list.bullet")), .compact: "Compact",
                ]
            }

            struct Item\(index)Entity: AppEntity {
                static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Item", numericFormat: "%lld items")
                static let defaultQuery = Item\(index)Query()
                let id: String
                @Property(title: "Name") var name: String
                @Property(title: "Count") var count: Int?
                var displayRepresentation: DisplayRepresentation { "\\(name)" }
            }

            struct Item\(index)Query: EntityStringQuery {
                @IntentParameterDependency<Action\(index)Intent>(\\.$mode) var action
                func entities(for identifiers: [String]) async throws -> [Item\(index)Entity] { [] }
                func entities(matching string: String) async throws -> [Item\(index)Entity] { [] }
            }

            struct Action\(index)Intent: AppIntent, WidgetConfigurationIntent {
                static let title: LocalizedStringResource = "Action \(index)"
                static let description = IntentDescription("Does action \(index).", categoryName: "Actions", searchKeywords: ["act", "do"])
                @Parameter(title: "Mode", default: .simple) var mode: Mode\(index)
                @Parameter(title: "Item", requestValueDialog: "Which item?") var item: Item\(index)Entity
                @Parameter(title: "Count", default: 1, controlStyle: .stepper, inclusiveRange: (1, 9)) var count: Int
                @Parameter(title: "Tags", size: [.systemSmall: 1, .systemLarge: IntentCollectionSize(min: 1, max: 4)]) var tags: [String]?
                static var parameterSummary: some ParameterSummary {
                    When(\\.$mode, .equalTo, .detailed) {
                        Summary("Do \\(\\.$item) \\(\\.$count) times in detail") { \\.$tags }
                    } otherwise: {
                        Switch(.widgetFamily) {
                            Case(.systemSmall) { Summary("Do \\(\\.$item)") }
                            DefaultCase { Summary("Do \\(\\.$item) \\(\\.$mode)") { \\.$count } }
                        }
                    }
                }
                func perform() async throws -> some IntentResult & ReturnsValue<Item\(index)Entity> & ProvidesDialog {
                    let result = try await Helper\(index).compute(count: count)
                    return .result(value: item, dialog: "Did \\(result)")
                }
            }

            enum Helper\(index) {

            """
        var line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        var function = 0
        while line < lines - 2 {
            text += """
                    static func compute\(function)(count: Int) async throws -> Int {
                        var total = 0
                        for value in 0..<count where value % 2 == 0 { total += value * \(function) }
                        guard total >= 0 else { throw CancellationError() }
                        return total
                    }

                """
            line += 7
            function += 1
        }
        text += "    static func compute(count: Int) async throws -> Int { count }\n}\n"
        return text
    }

    /// The 500 generated files.
    static func sources() -> [(path: String, text: String)] {
        (0..<500).map { (path: "Sources/Action\($0).swift", text: file($0, lines: 224)) }
    }

    static func run() throws {
        let files = sources()
        let lines = files.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
        var intents = 0
        let ours = Harness.bestTime {
            let extraction = Extractor().extract(sources: files)
            intents = extraction.document.intents.count
            precondition(extraction.diagnostics.allSatisfy { $0.severity < .warning }, "\(extraction.diagnostics.prefix(3))")
        }
        precondition(intents == 500, "expected 500 intents, got \(intents)")
        let texts = files.map(\.text)
        let peer = Harness.bestTime {
            let trees = texts.concurrentMap { Parser.parse(source: $0).statements.count }
            precondition(trees.count == 500)
        }
        // Extraction blanks function bodies out before it parses (``FunctionBodies``); the same extraction parsing
        // every body shows what that saves, and the parse of whole files stays the floor the goal is set against.
        var parsingBodies = Extractor()
        parsingBodies.skipsFunctionBodies = false
        let wholeFiles = Harness.bestTime(repetitions: 3) { _ = parsingBodies.extract(sources: files) }
        let serial = Harness.bestTime(repetitions: 2) {
            for text in texts { _ = Parser.parse(source: text) }
        }
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        // CPU time on all threads: what each costs the cores, less sensitive to other work on the machine.
        let oursCPU = Harness.bestCPUTime { _ = Extractor().extract(sources: files) }
        let peerCPU = Harness.bestCPUTime { _ = texts.concurrentMap { Parser.parse(source: $0).statements.count } }
        Harness.report("extract (\(lines) lines in 500 files, \(bytes / 1024) KiB)", operations: 500, ours: ours, peerName: "swift-syntax parse only, both cores", peer: peer)
        print(String(format: "  swift-syntax parse on one core: %.1f ms", serial * 1000))
        print(String(format: "  extract parsing every function body too: %.1f ms (%.2fx the bare parse)", wholeFiles * 1000, wholeFiles / peer))
        print(String(format: "  CPU time on all threads: extract %.1f ms, parse %.1f ms (%.2fx)", oursCPU * 1000, peerCPU * 1000, oursCPU / peerCPU))
        print(String(format: "  goal: under 2 s — %@ (%.0f ms); at most 1.3x the bare parse on the same cores — %@ (wall %.2fx, CPU %.2fx)",
                     ours < 2 ? "met" : "NOT met", ours * 1000, max(ours / peer, oursCPU / peerCPU) <= 1.3 ? "met" : "NOT met", ours / peer, oursCPU / peerCPU))
        Harness.record(Figure(benchmark: "extraction", name: "extract 100,000 lines", unit: "ms", ours: ours * 1000, oursCPU: oursCPU * 1000, peerName: "swift-syntax parse only, both cores",
                              peer: peer * 1000, peerCPU: peerCPU * 1000, ratio: peer / ours, goal: "under 2000 ms, at most 1.3x the bare parse (wall and CPU)",
                              met: ours < 2 && max(ours / peer, oursCPU / peerCPU) <= 1.3))
        try MemoryProbe.report("extraction", inputBytes: bytes, goalFactor: 10)
    }
}
