import Foundation

/// Times work with the monotonic clock and prints results beside a peer measured in the same run.
enum Harness {
    /// The best (smallest) wall time of `repetitions` runs of `work`, in seconds.
    static func bestTime(repetitions: Int = 5, _ work: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            try work()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, elapsed)
        }
        return best
    }

    /// The best (smallest) CPU time, on all threads, of `repetitions` runs of `work`, in seconds: what the work
    /// costs the cores it runs on, whatever else the machine is doing.
    static func bestCPUTime(repetitions: Int = 5, _ work: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = processCPUTime()
            try work()
            best = min(best, processCPUTime() - start)
        }
        return best
    }

    /// The CPU time the process has used so far, in seconds.
    static func processCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The best wall time of `repetitions` runs of asynchronous `work`, in seconds.
    static func bestTime(repetitions: Int = 5, _ work: () async throws -> Void) async rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            try await work()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// Prints one comparison of counted operations: ours and the peer's per second, and the ratio.
    static func report(_ name: String, operations: Int, ours: Double, peerName: String, peer: Double) {
        let ratio = peer / ours
        record(Figure(benchmark: name, name: "\(operations) operations", unit: "ms", ours: ours * 1000, peerName: peerName, peer: peer * 1000, ratio: ratio))
        print(String(
            format: "%@: %d in %.1f ms (%.0f/s); %@ %.1f ms (%.0f/s); ratio %.2fx %@",
            name, operations, ours * 1000, Double(operations) / ours, peerName, peer * 1000, Double(operations) / peer,
            ratio >= 1 ? ratio : 1 / ratio, ratio >= 1 ? "faster" : "slower"
        ))
    }

    /// Prints one comparison line: ours, the peer's, and how many times faster ours is (or slower).
    static func report(_ name: String, bytes: Int, ours: Double, peerName: String, peer: Double) {
        let mb = Double(bytes) / 1_000_000
        let ratio = peer / ours
        record(Figure(benchmark: name, name: String(format: "%.1f MB", mb), unit: "ms", ours: ours * 1000, peerName: peerName, peer: peer * 1000, ratio: ratio))
        print(String(
            format: "%@: %.1f MB in %.1f ms (%.0f MB/s); %@ %.1f ms (%.0f MB/s); ratio %.2fx %@",
            name, mb, ours * 1000, mb / ours, peerName, peer * 1000, mb / peer, ratio >= 1 ? ratio : 1 / ratio,
            ratio >= 1 ? "faster" : "slower"
        ))
    }
}
