import Diagnostics
import Foundation
@testable import IntentRelevance
import IntentKitTestSupport
import Testing

/// The event reader reads every schedule as the Yams-based reader did: the same schedule, the same
/// diagnostics (ids, messages, positions), on fixtures, examples and generated schedules; and it
/// refuses an alias bomb where it is.
///
/// The long comparisons yield between schedules, so they never hold a thread of the cooperative
/// pool that tests running beside them need.
@Suite struct ScheduleEventReaderTests {
    /// Both readers' results, side by side.
    func compare(_ yaml: String, path: String = "test.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let events = RelevanceSchedule.load(yaml: yaml, path: path)
        let yams = YamsSchedule.load(yaml: yaml, path: path)
        #expect(events.diagnostics == yams.diagnostics, "\(yaml)", sourceLocation: sourceLocation)
        #expect(fingerprint(events.schedule) == fingerprint(yams.schedule), "\(yaml)", sourceLocation: sourceLocation)
    }

    @Test func fixturesAndExamplesReadAsYamsReadThem() async throws {
        let root = packageRoot()
        let files = [
            "Tests/IntentRelevanceTests/Fixtures/Errors/schedule.yaml",
            "Tests/IntentKitCLITests/Fixtures/BrokenApp/relevance.yaml",
            "Examples/TransitWidget/relevance.yaml",
            "Examples/SportsScores/relevance.yaml",
        ]
        for file in files {
            await Task.yield()
            let text = MarkedText(try String(contentsOfFile: root + "/" + file, encoding: .utf8)).text
            compare(text, path: file)
            let events = RelevanceSchedule.load(contentsOf: root + "/" + file), yams = YamsSchedule.load(contentsOf: root + "/" + file)
            #expect(events.diagnostics == yams.diagnostics, "\(file)")
            #expect(fingerprint(events.schedule) == fingerprint(yams.schedule), "\(file)")
        }
        let transit = RelevanceSchedule.load(contentsOf: root + "/Examples/TransitWidget/relevance.yaml")
        #expect(transit.diagnostics.isEmpty)
        #expect(transit.schedule?.entries.isEmpty == false)
    }

    @Test func generatedSchedulesReadAsYamsReadThem() async {
        var generator = ScheduleGenerator(seed: 23)
        var clean = 0, withAliases = 0, malformed = 0
        for round in 0..<300 {
            await Task.yield()
            let yaml = generator.schedule(entries: 1 + round % 12, mistakes: round % 3 != 0)
            compare(yaml)
            let diagnostics = RelevanceSchedule.load(yaml: yaml, path: "test.yaml").diagnostics
            if !diagnostics.contains(where: { $0.severity == .error }) { clean += 1 }
            if diagnostics.contains(where: { $0.id == RelevanceChecks.malformedYAML.id }) { malformed += 1 }
            if yaml.contains("*rule") || yaml.contains("*weekdays") { withAliases += 1 }
        }
        // The comparison covers schedules that read cleanly, ones with aliases, and broken ones.
        #expect(clean > 20 && withAliases > 20 && malformed > 10, "clean \(clean), aliases \(withAliases), malformed \(malformed)")
    }

    @Test func largeGeneratedScheduleReadsAsYamsReadIt() {
        var generator = ScheduleGenerator(seed: 2026)
        let yaml = generator.schedule(entries: 3_000, mistakes: false)
        compare(yaml)
        #expect(RelevanceSchedule.load(yaml: yaml, path: "large.yaml").schedule?.entries.count ?? 0 > 2_000)
    }

    @Test func malformedYAMLIsReportedAsYamsReportedIt() async throws {
        let cases = [
            "", "# only a comment\n", "---\n", "--- \n...\n", "timeZone: UTC\nrelevance: [\n  - widget: W\n",
            "timeZone: UTC\ntimeZone: UTC\nrelevance: []\n", "a: 1\nb: 2\na: 3\nb: 4\n", "{b: 1, a: 2, b: 3, a: 4}",
            "a: 1\n\"a\": 2\n", "1: x\n\"1\": y\n", "on: x\n\"on\": y\n", "!!str a: 1\na: 2\n", "? [a, b]\n: 1\n? [a, b]\n: 2\n",
            "? {a: 1}\n: x\n? {a: 1}\n: y\n", "x: &a 1\n*a : 2\n1: 3\n", "é: 1\n\"e\u{301}\": 2\n",
            "timeZone: UTC\n\trelevance: []\n", "relevance: *nothing\n", "a: 1\n---\nb: 2\n", "key: \"unterminated\n",
            "bad: \u{01}control\n", "line1: ok\nline2: caf\u{E9} \u{7F}\n", "- [a, b\n- c\n", "a: b: c\n", "&x a: *x\n",
            "timeZone: UTC\nrelevance:\n  - &e {widget: W}\n  - *e\nwidgets: [{kind: W}]\n",
        ]
        let folder = NSTemporaryDirectory() + "intentkit-event-reader-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (index, yaml) in cases.enumerated() {
            await Task.yield()
            compare(yaml)
            // From a file too: ASCII files are read from their bytes, without a string.
            let path = folder + "/\(index).yaml"
            try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
            let events = RelevanceSchedule.load(contentsOf: path), yams = YamsSchedule.load(contentsOf: path)
            #expect(events.diagnostics == yams.diagnostics, "\(yaml)")
            #expect(fingerprint(events.schedule) == fingerprint(yams.schedule), "\(yaml)")
        }
        let bad = RelevanceSchedule.load(yaml: "a: 1\n---\nb: 2\n", path: "two.yaml").diagnostics
        #expect(bad.map(\.message) == ["malformed YAML: expected a single document in the stream, but found another document"])
        #expect(bad.first?.location == SourceLocation(file: "two.yaml", line: 2, column: 1))
    }

    @Test func errorsArePositioned() throws {
        let marked = MarkedText("""
            timeZone: UTC
            widgets: [{kind: W}]
            relevance:
              - {1️⃣widget: W, widget: W}
            """)
        let duplicate = RelevanceSchedule.load(yaml: marked.text, path: "dup.yaml").diagnostics
        #expect(duplicate.map(\.id) == [RelevanceChecks.malformedYAML.id])
        #expect(duplicate.first?.message == "duplicate key 'widget' in one mapping; each key may appear once")
        // As Yams placed it: at the key's first occurrence.
        let position = try #require(marked.location(of: "1️⃣"))
        #expect(duplicate.first?.location?.line == position.line)
        #expect(duplicate.first?.location?.column == position.column)

        let unclosed = RelevanceSchedule.load(yaml: "timeZone: UTC\nrelevance: [\n  - widget: W\n", path: "open.yaml").diagnostics
        #expect(unclosed.first?.location?.line != nil && unclosed.first?.location?.column != nil)

        let undefined = RelevanceSchedule.load(yaml: "timeZone: UTC\nrelevance: *entries\n", path: "alias.yaml").diagnostics
        #expect(undefined == [RelevanceChecks.malformedYAML.diagnostic("malformed YAML: found undefined alias", at: SourceLocation(file: "alias.yaml", line: 2, column: 12))])
    }

    @Test func anAliasBombIsRefusedWhereItGoesOff() {
        // Nine levels of ten aliases each: a billion nodes from a few hundred bytes.
        var lines = ["timeZone: UTC", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines.append("relevance: *a9")
        let (schedule, diagnostics) = RelevanceSchedule.load(yaml: lines.joined(separator: "\n") + "\n", path: "bomb.yaml")
        #expect(schedule == nil)
        #expect(diagnostics.map(\.id) == [RelevanceChecks.malformedYAML.id])
        #expect(diagnostics.first?.message.hasPrefix("malformed YAML: aliases expand the document past 1000000 nodes") == true)
        // Aliases up to a4 expand to 123,440 nodes; each alias of a4 adds 111,111, so the eighth on a5's line crosses a million.
        #expect(diagnostics.first?.location == SourceLocation(file: "bomb.yaml", line: 7, column: 45))
    }

    @Test func modestAliasesStillRead() {
        let yaml = """
            timeZone: UTC
            widgets: [{kind: W}]
            relevance:
              - widget: W
                repeat: [&weekday {every: week, on: &days [mon, tue], at: "07:00", from: "2026-01-05"}]
              - widget: W
                repeat: [*weekday, {every: week, on: *days, at: "08:00", from: "2026-01-05"}]
            """
        compare(yaml)
        let (schedule, diagnostics) = loadSchedule(yaml)
        #expect(diagnostics.isEmpty)
        #expect(schedule?.entries.map(\.rules.count) == [1, 2])
    }
}

/// Everything a schedule says, as text, so two schedules can be compared.
func fingerprint(_ schedule: RelevanceSchedule?) -> String {
    guard let schedule else { return "nil" }
    var lines = ["\(schedule.timeZone.identifier) \(schedule.lookAhead) \(schedule.grouping) \(schedule.path ?? "-")"]
    for widget in schedule.widgets {
        lines.append("widget \(widget.kind) \(widget.intentType ?? "-") \(widget.pinned) \(String(describing: widget.location))")
    }
    for entry in schedule.entries {
        lines.append("entry \(entry.id) \(entry.widgetKind) \(entry.intent) \(entry.kind) \(entry.weight) \(entry.windows) \(String(describing: entry.location))")
        for rule in entry.rules {
            lines.append("""
                  rule \(rule.frequency) \(rule.interval) \(rule.weekdays) \(rule.monthDays) \(rule.months) \(rule.times) \(rule.allDay) \
                \(String(describing: rule.duration)) \(String(describing: rule.endTime)) \(rule.startDay) \(String(describing: rule.bound)) \
                \(rule.exceptions.map { "\($0)" }.sorted()) \(rule.additions) \(rule.zone?.identifier ?? "floating") \(rule.gap) \(rule.fold) \
                \(rule.invalidDay) \(rule.weekStart)
                """)
        }
    }
    return lines.joined(separator: "\n")
}
