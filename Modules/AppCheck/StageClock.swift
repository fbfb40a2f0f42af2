import Foundation

/// The wall time of each part of a run, lap by lap.
struct StageClock {
    private var start = DispatchTime.now().uptimeNanoseconds
    /// Each lap's name and its seconds, in order.
    private(set) var laps: [(part: String, seconds: Double)] = []

    /// Ends the lap named `part` and starts the next.
    mutating func lap(_ part: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((part, Double(now - start) / 1e9))
        start = now
    }
}
