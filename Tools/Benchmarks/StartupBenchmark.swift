import Foundation

/// `intentkit --version` and `intentkit check` on a one-file folder, timed as whole processes, beside
/// starting `/bin/true` (the floor any process pays).
enum StartupBenchmark {
    /// Runs `arguments` as a process `repetitions` times; the wall time of each, from spawn to exit.
    static func sample(_ arguments: [String], repetitions: Int = 10) throws -> Sample {
        var sample = Sample()
        for _ in 0..<repetitions {
            var usage = rusage()
            let start = DispatchTime.now().uptimeNanoseconds
            guard let pid = ChildProcess.spawnQuietly(arguments) else {
                throw BenchmarkError.peerFailed("could not start \(arguments[0])")
            }
            var status: Int32 = 0
            _ = wait4(pid, &status, 0, &usage)
            sample.wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            sample.cpu.append(Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6)
        }
        return sample
    }

    static func run() throws {
        let tool = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent().appendingPathComponent("intentkit").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            print("startup: skipped: no intentkit beside Benchmarks; build it first: swift build -c release --product intentkit")
            return
        }
        let folder = NSTemporaryDirectory() + "intentkit-startup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "struct Nothing {}\n".write(toFile: folder + "/Nothing.swift", atomically: true, encoding: .utf8)
        let floor = try sample(["/bin/true"])
        let version = try sample([tool, "--version"])
        let check = try sample([tool, "check", folder])
        print("startup: intentkit --version: " + version.summary)
        print("startup: intentkit check on a one-file folder: " + check.summary)
        print("  peer: starting /bin/true: " + floor.summary)
        Harness.goal("startup", "intentkit --version", unit: "ms", ours: version.best * 1000, sample: version, peerName: "/bin/true", peer: floor, goal: "under 50 ms", met: version.best < 0.05)
        Harness.goal("startup", "intentkit check, one file", unit: "ms", ours: check.best * 1000, sample: check, peerName: "/bin/true", peer: floor, goal: "under 150 ms", met: check.best < 0.15)
    }
}
