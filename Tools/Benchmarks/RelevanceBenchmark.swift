import CIntentKitYAML
import Foundation
import IntentRelevance

/// Ranking 100,000 relevant intents (half weekly recurrences) at an instant and over 30 days, then
/// twice as many; and, in the same run, the same ranking by a straightforward python-dateutil script.
enum RelevanceBenchmark {
    static let zones = ["America/New_York", "Europe/Berlin", "Australia/Sydney", "America/Los_Angeles"]
    static let instant = "2026-11-23T08:00:00-05:00"

    /// A schedule of `entries` entries over 50 widget kinds, as YAML and as JSON for the Python peer.
    static func generate(entries: Int) -> (yaml: String, peer: [[String: Any]]) {
        var random = SplitMix(state: 2026)
        var yaml = "timeZone: America/New_York\nlookAhead: 1h\nwidgets:\n"
        for kind in 0..<50 { yaml += "  - {kind: W\(kind)}\n" }
        yaml += "relevance:\n"
        var peer: [[String: Any]] = []
        let kinds = ["scheduled", "default", "informational"]
        let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        for index in 0..<entries {
            let kind = kinds[random.int(0...2)]
            let weight = [0.5, 1, 1.5][random.int(0...2)]
            let zone = zones[random.int(0...zones.count - 1)]
            let widget = "W\(random.int(0...49))"
            let minutes = random.int(15...120)
            var record: [String: Any] = ["id": "e\(index)", "kind": kind, "weight": weight, "zone": zone, "minutes": minutes]
            let hour = random.int(6...21)
            let minute = [0, 15, 30, 45][random.int(0...3)]
            if index % 2 == 0 {
                let days = Array(Set((0..<random.int(1...3)).map { _ in random.int(0...6) })).sorted()
                yaml += "  - {id: e\(index), widget: \(widget), kind: \(kind), weight: \(weight), timeZone: \(zone), repeat: [{every: week, on: [\(days.map { weekdays[$0] }.joined(separator: ", "))], at: \"\(String(format: "%02d:%02d", hour, minute))\", duration: \(minutes)m, from: \"2025-01-06\"}]}\n"
                record["weekly"] = ["days": days, "hour": hour, "minute": minute, "from": "2025-01-06"]
            } else {
                let day = random.int(1...60)
                let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: day, to: ISO8601DateFormatter().date(from: "2026-10-31T12:00:00Z")!)!
                let text = String(ISO8601DateFormatter().string(from: date).prefix(10)) + String(format: "T%02d:%02d", hour, minute)
                yaml += "  - {id: e\(index), widget: \(widget), kind: \(kind), weight: \(weight), timeZone: \(zone), windows: [{start: \"\(text)\", duration: \(minutes)m}]}\n"
                record["start"] = text
            }
            peer.append(record)
        }
        return (yaml, peer)
    }

    static func run() throws {
        print("relevance: generating 100,000 entries…")
        let small = try load(generate(entries: 100_000))
        let ranker = RelevanceRanker(small.schedule), zone = small.schedule.timeZone
        let ranking = ranker.ranking(at: zone.instant(parsing: instant)!)
        let timeline = ranker.timeline(from: zone.instant(parsing: from)!, to: zone.instant(parsing: to)!, top: 3)
        // The timeline of each size is timed in a child process of its own, the rankings in one child taking the
        // sizes in turn (see ``Isolated`` and ``rankSamples()``): the doubling ratios compare like with like.
        let ranks = try Isolated.samples("relevance-rank", "both")
        let timelineSmall = try Isolated.sample("relevance-timeline", "100000", "timeline").best
        let timelineLarge = try Isolated.sample("relevance-timeline", "200000", "timeline").best
        guard let rankSmall = ranks["100000"]?.best, let rankLarge = ranks["200000"]?.best else {
            throw BenchmarkError.peerFailed("the ranking child printed no sample")
        }
        try measureLoad(small.yaml)
        print(String(format: "relevance: prepare ranker %.1f ms", Harness.bestTime(repetitions: 3) { _ = RelevanceRanker(small.schedule) } * 1000))
        print(String(format: "relevance: rank at an instant, 100,000 entries %.1f ms, %d candidates; 200,000 entries %.1f ms; ratio %.2fx", rankSmall * 1000, ranking.candidates.count, rankLarge * 1000, rankLarge / rankSmall))
        Harness.goal("relevance", "rank at an instant, 100,000 entries", unit: "ms", ours: rankSmall * 1000, goal: "under 50 ms", met: rankSmall < 0.05)
        Harness.goal("relevance", "rank doubling ratio, 100,000 → 200,000 entries", unit: "x", ours: rankLarge / rankSmall, goal: "at most 2.2x", met: rankLarge / rankSmall <= 2.2)
        print(String(format: "relevance: 30-day top-3 timeline, 100,000 entries %.1f ms, %d segments; 200,000 entries %.1f ms; ratio %.2fx", timelineSmall * 1000, timeline.segments.count, timelineLarge * 1000, timelineLarge / timelineSmall))
        Harness.goal("relevance", "30-day timeline, 100,000 entries", unit: "ms", ours: timelineSmall * 1000, goal: "under 1000 ms", met: timelineSmall < 1)
        Harness.goal("relevance", "timeline doubling ratio, 100,000 → 200,000 entries", unit: "x", ours: timelineLarge / timelineSmall, goal: "at most 2.2x", met: timelineLarge / timelineSmall <= 2.2)

        let (peerTime, peerTop) = try runPeer(small.peer)
        let ours = ranking.candidates.prefix(peerTop.count).map { ranking.entry(of: $0).id }
        precondition(ours == peerTop, "the python-dateutil ranking differs: \(peerTop) vs \(ours)")
        Harness.report("relevance rank at an instant (100,000 entries, same top 10)", operations: 100_000, ours: rankSmall, peerName: "python-dateutil", peer: peerTime)
    }

    /// The 30-day timeline's window.
    static let from = "2026-11-15", to = "2026-12-15"

    /// In a child process: the 30-day timeline of `entries` entries (best of 5).
    static func timelineSamples(entries: Int) throws -> [String: Sample] {
        let schedule = try load(generate(entries: entries)).schedule
        let ranker = RelevanceRanker(schedule)
        let zone = schedule.timeZone
        let start = zone.instant(parsing: from)!, end = zone.instant(parsing: to)!
        return ["timeline": Harness.sample(repetitions: 5) { _ = ranker.timeline(from: start, to: end, top: 3) }]
    }

    /// In a child process: ranking 100,000 and 200,000 entries at the instant, one size after the other 21 times
    /// (best of each). A ranking takes a few milliseconds, so a busy moment of the machine lasts several of them:
    /// taking the sizes in turn puts such a moment on both, where timing one size and then the other put it on one.
    static func rankSamples() throws -> [String: Sample] {
        let rankers = try [100_000, 200_000].map { RelevanceRanker(try load(generate(entries: $0)).schedule) }
        let at = rankers[0].schedule.timeZone.instant(parsing: instant)!
        var samples = [Sample(), Sample()]
        for _ in 0..<21 {
            for (size, ranker) in rankers.enumerated() {
                let sample = Harness.sample(repetitions: 1) { _ = ranker.ranking(at: at) }
                samples[size].wall += sample.wall
                samples[size].cpu += sample.cpu
            }
        }
        return ["100000": samples[0], "200000": samples[1]]
    }

    static func load(_ generated: (yaml: String, peer: [[String: Any]])) throws -> (schedule: RelevanceSchedule, peer: [[String: Any]], yaml: String) {
        let (schedule, diagnostics) = RelevanceSchedule.load(yaml: generated.yaml, path: "generated.yaml")
        precondition(diagnostics.isEmpty, "generated schedule has problems: \(diagnostics.prefix(3))")
        return (schedule!, generated.peer, generated.yaml)
    }

    /// Loading the 100,000-entry schedule from its file, beside a bare libyaml event scan of the same bytes.
    static func measureLoad(_ yaml: String) throws {
        let path = NSTemporaryDirectory() + "intentkit-relevance-\(UUID().uuidString).yaml"
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = Array(yaml.utf8)
        var events: Int64 = 0
        let scan = Harness.sample { events = bytes.withUnsafeBufferPointer { intentkit_yaml_count_events($0.baseAddress, UInt64($0.count)) } }
        var entries = 0
        let load = Harness.sample { entries = RelevanceSchedule.load(contentsOf: path).schedule?.entries.count ?? 0 }
        precondition(events > 0 && entries == 100_000, "the schedule did not load")
        print(String(format: "relevance: load %d entries (%.1f MB, %d events) from the file: ", entries, Double(bytes.count) / 1e6, events) + load.summary)
        print("  peer: bare libyaml event scan of the same bytes: " + scan.summary)
        print(String(format: "  ratio: %.2fx the scan (wall), %.2fx (CPU)", load.best / scan.best, load.bestCPU / scan.bestCPU))
        Harness.goal("relevance", "load 100,000 entries (16 MB)", unit: "ms", ours: load.best * 1000, sample: load, peerName: "bare libyaml event scan", peer: scan, goal: "under 1000 ms", met: load.best < 1)
        try MemoryProbe.report("relevance", argument: path, inputBytes: bytes.count)
        Harness.goal("relevance", "load / bare libyaml scan", unit: "x", ours: load.best / scan.best, goal: "at most 2x the scan (wall; CPU \(String(format: "%.2fx", load.bestCPU / scan.bestCPU)))", met: load.best / scan.best <= 2)
    }

    /// Runs `rank_dateutil.py` over the same entries; returns its ranking time (measured inside Python) and its top 10.
    static func runPeer(_ entries: [[String: Any]]) throws -> (seconds: Double, top: [String]) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("rank_dateutil.py").path
        let input = NSTemporaryDirectory() + "intentkit-relevance-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: input) }
        try JSONSerialization.data(withJSONObject: ["at": instant, "lookAheadMinutes": 60, "entries": entries]).write(to: URL(fileURLWithPath: input))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, input]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let result = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let seconds = result["seconds"] as? Double, let top = result["top"] as? [String] else {
            throw BenchmarkError.peerFailed("the python-dateutil peer failed (is python-dateutil installed?)")
        }
        return (seconds, top)
    }
}

/// SplitMix64: a small deterministic generator, so every run ranks the same schedule.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}
