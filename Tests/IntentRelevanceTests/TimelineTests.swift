import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import IntentRelevance
import IntentKitTestSupport
import Testing

/// Timelines: agreement with instant rankings, goldens of the examples, and the SVG chart.
@Suite struct TimelineTests {
    static let examples: [(name: String, from: String, to: String)] = [
        ("TransitWidget", "2026-03-13", "2026-03-15"),
        ("SportsScores", "2026-11-20", "2026-11-23"),
    ]

    static func example(_ name: String) throws -> RelevanceSchedule {
        // Named relative to the package root, as a user running the CLI there sees it.
        let path = "Examples/\(name)/relevance.yaml"
        let yaml = try String(contentsOfFile: packageRoot() + "/" + path, encoding: .utf8)
        let (schedule, diagnostics) = RelevanceSchedule.load(yaml: yaml, path: path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(schedule)
    }

    /// What a card shows, for comparing a timeline segment with a ranking.
    static func summary(_ cards: [StackCard]) -> [String] {
        cards.map { card in "\(card.widgetKind) \(card.candidate.map { "\($0.entryIndex) \($0.state.rawValue)" } ?? "-")" }
    }

    @Test(arguments: examples.map(\.name))
    func everySegmentEqualsTheRankingAtItsStartAndMiddle(name: String) throws {
        let schedule = try Self.example(name)
        let example = try #require(Self.examples.first { $0.name == name })
        let ranker = RelevanceRanker(schedule)
        let from = try #require(schedule.timeZone.instant(parsing: example.from))
        let to = try #require(schedule.timeZone.instant(parsing: example.to))
        for top in 1...4 {
            let timeline = ranker.timeline(from: from, to: to, top: top)
            #expect(timeline.segments.first?.start == from)
            #expect(timeline.segments.last?.end == to)
            for (segment, next) in zip(timeline.segments, timeline.segments.dropFirst()) {
                #expect(segment.end == next.start)
                #expect(Self.summary(segment.cards) != Self.summary(next.cards))
            }
            for segment in timeline.segments {
                for instant in [segment.start, (segment.start + segment.end) / 2, segment.end - 1] {
                    let ranked = Array(ranker.ranking(at: instant).cards.prefix(top))
                    #expect(Self.summary(ranked) == Self.summary(segment.cards), "top \(top) at \(schedule.timeZone.iso(instant))")
                }
            }
        }
    }

    /// The packed sort keys and events give what the side-by-side ones and numbered instants give.
    @Test func packedKeysAndEventsAgreeWithTheirFallbacks() throws {
        let schedule = try Self.example("SportsScores")
        let ranker = RelevanceRanker(schedule)
        let from = try #require(schedule.timeZone.instant(parsing: "2026-11-20"))
        let to = try #require(schedule.timeZone.instant(parsing: "2026-11-23"))
        let items = ranker.liveItems(from: from, to: to)
        #expect(items.count > 20)
        let order = ranker.rankOrder(of: items)
        #expect(order == ranker.rankOrder(of: items, packing: false))
        #expect(Set(order).count == items.count)
        var ranks = [Int32](repeating: 0, count: items.count)
        for (rank, item) in order.enumerated() { ranks[Int(item)] = Int32(rank) }
        let offsets = EventList(items: items, ranks: ranks, lookAhead: schedule.lookAhead, from: from, to: to)
        let places = EventList(items: items, ranks: ranks, lookAhead: schedule.lookAhead, from: from, to: to, numberingInstants: true)
        #expect(offsets.count == places.count)
        #expect(offsets.count > items.count)
        var previous = from
        for index in 0..<offsets.count {
            #expect(offsets.instant(at: index) == places.instant(at: index))
            #expect(offsets.event(at: index) == places.event(at: index))
            #expect(offsets.instant(at: index) >= previous && offsets.instant(at: index) < to)
            previous = offsets.instant(at: index)
        }
    }

    @Test func generatedSchedulesAgreeBetweenSweepAndRanking() throws {
        var random = RecurrenceDifferentialTests.Generator(state: 7)
        for round in 0..<6 {
            var lines = ["timeZone: America/New_York", "lookAhead: \(random.int(0...3) * 20)m", round % 2 == 0 ? "grouping: kind" : "grouping: none", "widgets:"]
            for kind in 0..<3 { lines.append("  - {kind: K\(kind), pinned: \(kind == 2 && round % 3 == 0)}") }
            lines.append("relevance:")
            for entry in 0..<25 {
                let kinds = ["scheduled", "default", "informational"]
                lines.append("  - {id: e\(entry), widget: K\(random.int(0...2)), kind: \(kinds[random.int(0...2)]), weight: \([0.5, 1, 1, 2][random.int(0...3)]), parameters: {p: \"\(random.int(0...3))\"},")
                lines.append("     repeat: [{every: \(["day", "week"][random.int(0...1)]), from: \"2026-03-0\(random.int(1...7))\", at: [\"\(random.int(0...23)):\(["00", "15", "30"][random.int(0...2)])\"], duration: \(random.int(0...180))m}],")
                lines.append("     windows: [{start: \"2026-03-08T0\(random.int(0...9)):30\", duration: \(random.int(0...300))m}]}")
            }
            let (loaded, diagnostics) = loadSchedule(lines.joined(separator: "\n"))
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            let schedule = try #require(loaded)
            let ranker = RelevanceRanker(schedule)
            let from = try #require(schedule.timeZone.instant(parsing: "2026-03-07T12:00"))
            let to = try #require(schedule.timeZone.instant(parsing: "2026-03-10T12:00"))
            let timeline = ranker.timeline(from: from, to: to, top: 3)
            #expect(timeline.segments.count > 10)
            for segment in timeline.segments {
                #expect(Self.summary(Array(ranker.ranking(at: segment.start).cards.prefix(3))) == Self.summary(segment.cards), "round \(round) at \(schedule.timeZone.iso(segment.start))")
            }
        }
    }

    @Test(arguments: examples.map(\.name))
    func exampleTimelinesMatchTheirGoldens(name: String) throws {
        let schedule = try Self.example(name)
        let example = try #require(Self.examples.first { $0.name == name })
        let from = try #require(schedule.timeZone.instant(parsing: example.from))
        let to = try #require(schedule.timeZone.instant(parsing: example.to))
        let timeline = schedule.timeline(from: from, to: to, top: 3)
        assertMatchesGolden(timeline.text(), golden: fixturesDirectory() + "/Goldens/\(name)-timeline.txt")
        assertMatchesGolden(timeline.json(), golden: fixturesDirectory() + "/Goldens/\(name)-timeline.json")
        // The chart the README shows is the one the code draws.
        assertMatchesGolden(timeline.svg(), golden: packageRoot() + "/Examples/\(name)/timeline.svg")
    }

    @Test func exampleRankingsMatchTheirGoldens() throws {
        let cases = [("TransitWidget", "2026-03-09T07:50"), ("TransitWidget", "2026-03-14T09:00"), ("SportsScores", "2026-11-22T21:30")]
        var text = ""
        for (name, at) in cases {
            let schedule = try Self.example(name)
            let ranking = schedule.ranking(at: try #require(schedule.timeZone.instant(parsing: at)))
            text += "== \(name) at \(at)\n" + ranking.text() + "\n" + ranking.explanation() + "\n" + ranking.json() + "\n"
        }
        assertMatchesGolden(text, golden: fixturesDirectory() + "/Goldens/rankings.txt")
    }

    @Test(arguments: examples.map(\.name))
    func svgIsWellFormedXMLWithOneLanePerEntry(name: String) throws {
        let schedule = try Self.example(name)
        let example = try #require(Self.examples.first { $0.name == name })
        let from = try #require(schedule.timeZone.instant(parsing: example.from))
        let to = try #require(schedule.timeZone.instant(parsing: example.to))
        let svg = schedule.timeline(from: from, to: to, top: 3).svg()
        let collector = SVGCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.root == "svg")
        let expectedLanes = schedule.entries.filter { !$0.windows(intersecting: from, to, evaluationZone: schedule.timeZone).isEmpty }.map(\.id)
        #expect(collector.lanes == expectedLanes)
        #expect(collector.rectangles(ofClass: "window") > 0)
        #expect(collector.rectangles(ofClass: "ranked") > 0)
    }
}

/// Collects the lanes and rectangles of an SVG document.
private final class SVGCollector: NSObject, XMLParserDelegate {
    var root: String?
    var lanes: [String] = []
    var classes: [String: Int] = [:]

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil { root = name }
        if name == "g", attributes["class"] == "lane", let entry = attributes["data-entry"] { lanes.append(entry) }
        if name == "rect", let kind = attributes["class"] { classes[kind, default: 0] += 1 }
    }

    func rectangles(ofClass kind: String) -> Int { classes[kind] ?? 0 }
}
