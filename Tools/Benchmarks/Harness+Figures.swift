import Foundation

/// Repeated timings of one piece of work: wall and CPU time of every run.
struct Sample {
    var wall: [Double] = []
    var cpu: [Double] = []

    /// The best (smallest) wall time, in seconds.
    var best: Double { wall.min() ?? .nan }
    /// The best CPU time on all threads, in seconds.
    var bestCPU: Double { cpu.min() ?? .nan }
    /// How far the slowest run is from the best, as a fraction of the best: the noise of the machine.
    var spread: Double { (wall.max() ?? .nan) / best - 1 }

    /// `123.4 ms (spread 12%, CPU 110.2 ms)`.
    var summary: String {
        String(format: "%.1f ms (best of %d, spread %.0f%%, CPU %.1f ms)", best * 1000, wall.count, spread * 100, bestCPU * 1000)
    }
}

/// One figure a benchmark prints: ours, the peer's, their ratio, the goal and whether it is met.
struct Figure: Codable {
    var benchmark: String
    var name: String
    /// What `ours` and `peer` count: `ms`, `MB`, `x` (a ratio of two of ours).
    var unit: String
    var ours: Double
    var oursSpread: Double?
    var oursCPU: Double?
    var peerName: String?
    var peer: Double?
    var peerCPU: Double?
    /// `peer / ours` for times (above 1: ours is faster).
    var ratio: Double?
    var goal: String?
    var met: Bool?
}

extension Harness {
    /// Every figure printed so far, for `--json`.
    nonisolated(unsafe) static var figures: [Figure] = []

    /// Runs `work` `repetitions` times, recording wall and CPU time of each run.
    static func sample(repetitions: Int = 5, _ work: () throws -> Void) rethrows -> Sample {
        try sample(repetitions: repetitions, setup: {}, work)
    }

    /// Times `work` like ``sample(repetitions:_:)``, running `setup` before each run, off the clock.
    static func sample(repetitions: Int = 5, setup: () throws -> Void, _ work: () throws -> Void) rethrows -> Sample {
        var sample = Sample()
        for _ in 0..<repetitions {
            try setup()
            let cpu = processCPUTime()
            let start = DispatchTime.now().uptimeNanoseconds
            try work()
            sample.wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            sample.cpu.append(processCPUTime() - cpu)
        }
        return sample
    }

    /// Records a figure for `--json`.
    static func record(_ figure: Figure) {
        figures.append(figure)
    }

    /// Prints a goal and whether it is met, and records it.
    @discardableResult
    static func goal(_ benchmark: String, _ name: String, unit: String, ours: Double, sample: Sample? = nil, peerName: String? = nil, peer: Sample? = nil, goal: String, met: Bool) -> Bool {
        let peerValue = peer.map { unit == "ms" ? $0.best * 1000 : $0.best }
        record(Figure(
            benchmark: benchmark, name: name, unit: unit, ours: ours, oursSpread: sample?.spread, oursCPU: sample.map { $0.bestCPU * 1000 },
            peerName: peerName, peer: peerValue, peerCPU: peer.map { $0.bestCPU * 1000 },
            ratio: peerValue.map { $0 / ours }, goal: goal, met: met
        ))
        print("  goal: \(goal) — \(met ? "met" : "not met")")
        return met
    }

    /// Writes every recorded figure to `path` as JSON, with the date and the machine.
    static func writeFigures(to path: String) throws {
        var system = utsname()
        uname(&system)
        let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let report = Report(
            date: ISO8601DateFormatter().string(from: Date()),
            machine: "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB, \(machine)",
            figures: figures
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: URL(fileURLWithPath: path))
    }

    /// What `--json` writes.
    struct Report: Codable {
        var date: String
        var machine: String
        var figures: [Figure]
    }
}
