import Foundation

/// Peak resident memory of benchmark work, measured in a child process so nothing else counts.
///
/// `Benchmarks --memory NAME [ARGUMENT]` runs one workload once: it runs the workload's warm-up if it
/// has one (the same code on a small input), then prints `floor BYTES` (the resident memory of the
/// idle process: the Swift runtime, Foundation, ICU's tables, what the warm-up loaded), prepares its
/// input, prints `baseline BYTES` (its resident memory before the work), does the work and prints
/// `peak BYTES`, the high-water mark of its resident memory (`VmHWM`), and `seconds S`, the work's
/// time without the input's making. Goals are judged on the
/// peak above the floor: the memory the work and its input take, not the process's own. Making the
/// input is not the work: once it is made, the freed heap goes back to the system (`malloc_trim`)
/// and the high-water mark is reset to the resident memory of that moment (`/proc/self/clear_refs`),
/// so a peak reached while generating an input (a property list built through Foundation) is not counted. The child reads its own mark because
/// `ru_maxrss` from `wait4` is not the child's alone: a child started with `posix_spawn` runs in
/// the parent's memory until it executes, and the kernel counts the parent's peak as the child's.
enum MemoryProbe {
    /// What a child measured, in bytes: the idle process, before the work, and the peak.
    struct Result {
        var floor: Int
        var baseline: Int
        var peak: Int
        /// The size of the input, where the workload printed it (`input BYTES`).
        var inputBytes: Int? = nil
        /// What the workload said came of its work, where it printed it (`result TEXT`).
        var output: String? = nil
        /// The work's time in the child, from its input made to its end.
        var seconds: Double? = nil

        /// The peak less the idle process: what the work and its input took.
        var aboveFloor: Int { peak - floor }

        /// `412.3 MB peak, 388.2 MB above the idle process (24.1 MB); 38.1 MB before the work`.
        var summary: String {
            String(
                format: "%.1f MB peak, %.1f MB above the idle process (%.1f MB); %.1f MB before the work",
                Double(peak) / 1e6, Double(aboveFloor) / 1e6, Double(floor) / 1e6, Double(baseline) / 1e6
            )
        }
    }

    /// The workloads a child can run: each prepares its input, calls `ready()`, then works.
    nonisolated(unsafe) static var workloads: [String: (_ argument: String?, _ ready: () -> Void) async throws -> Void] = [:]

    /// Work a child does before it measures its floor (by workload name): the same code on a small input, so that
    /// what the code costs once, whatever the input, counts as the process's own.
    nonisolated(unsafe) static var warmUps: [String: () async throws -> Void] = [:]

    /// Clean-up a workload leaves for after the child has printed its figures (removing files it wrote).
    nonisolated(unsafe) static var afterMeasuring: [() -> Void] = []

    /// The resident memory of this process now (`VmRSS`) or at its peak (`VmHWM`), in bytes.
    static func resident(_ field: String = "VmRSS") -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }

    /// In the child: runs the workload `name` once and prints its baseline.
    static func runChild(_ name: String, argument: String?) async throws {
        if let warmUp = warmUps[name] {
            try await warmUp()
            returnFreedHeap()
        }
        FileHandle.standardOutput.write(Data("floor \(resident())\n".utf8))
        guard let workload = workloads[name] else {
            FileHandle.standardError.write(Data("Benchmarks: no memory workload '\(name)'\n".utf8))
            exit(2)
        }
        // Files a workload wrote are removed once its figures are printed, or when it throws.
        defer { afterMeasuring.forEach { $0() } }
        var started = Date()
        try await workload(argument) {
            resetPeak()
            FileHandle.standardOutput.write(Data("baseline \(resident())\n".utf8))
            started = Date()
        }
        let seconds = Date().timeIntervalSince(started)
        FileHandle.standardOutput.write(Data("peak \(resident("VmHWM"))\nseconds \(seconds)\n".utf8))
    }

    /// Returns freed heap to the system and resets the high-water mark to the resident memory now.
    private static func resetPeak() {
        returnFreedHeap()
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        handle.write(Data("5".utf8))
        try? handle.close()
    }

    /// Returns the heap freed so far to the system.
    private static func returnFreedHeap() {
        #if os(Linux)
        // glibc's malloc_trim, which Swift's Glibc module does not import (RTLD_DEFAULT is a null handle there).
        typealias Trim = @convention(c) (Int) -> Int32
        if let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
        #endif
    }

    /// In the parent: runs `Benchmarks --memory name [argument]` and returns what it used.
    static func measure(_ name: String, argument: String? = nil) throws -> Result {
        var arguments = ["--memory", name]
        if let argument { arguments.append(argument) }
        let lines = try ChildProcess.run(arguments, what: "the memory of '\(name)'")
        func value(_ name: String) -> Int? { lines.first { $0.hasPrefix(name + " ") }.flatMap { Int($0.dropFirst(name.count + 1)) } }
        guard let floor = value("floor"), let peak = value("peak"), let baseline = value("baseline") else {
            throw BenchmarkError.peerFailed("the memory child for '\(name)' printed no peak")
        }
        let said = lines.first { $0.hasPrefix("result ") }.map { String($0.dropFirst("result ".count)) }
        let seconds = lines.first { $0.hasPrefix("seconds ") }.flatMap { Double($0.dropFirst("seconds ".count)) }
        return Result(floor: floor, baseline: baseline, peak: peak, inputBytes: value("input"), output: said, seconds: seconds)
    }

    /// Measures `name`, prints the peak beside the input size (`input` says what it is) and the goal, and records it.
    static func report(_ benchmark: String, argument: String? = nil, inputBytes: Int = 0, input: String? = nil, goalFactor: Double? = nil, goalBytes: Int? = nil) throws {
        let result = try measure(benchmark, argument: argument)
        let ratio = Double(result.aboveFloor) / Double(max(inputBytes, 1))
        if inputBytes > 0 {
            print(String(format: "  memory: %@; for %.1f MB of input (above the idle process: %.1fx the input; the whole peak: %.1fx)",
                         result.summary, Double(inputBytes) / 1e6, ratio, Double(result.peak) / Double(inputBytes)))
        } else {
            print("  memory: \(result.summary); for \(input ?? "the work")")
        }
        if let goalFactor {
            Harness.goal(benchmark, "peak memory above the idle process / input", unit: "x", ours: ratio, goal: String(format: "under %.0fx the input", goalFactor), met: ratio < goalFactor)
        } else if let goalBytes {
            Harness.goal(benchmark, "peak memory", unit: "MB", ours: Double(result.peak) / 1e6, goal: String(format: "peak under %.0f MB", Double(goalBytes) / 1e6), met: result.peak < goalBytes)
        } else {
            Harness.record(Figure(benchmark: benchmark, name: "peak memory", unit: "MB", ours: Double(result.peak) / 1e6))
        }
    }
}
