import Foundation

extension Harness {
    /// Makes glibc's malloc keep the memory a run frees for the next run, as it already does for small blocks.
    ///
    /// By default glibc maps every block over its threshold (adaptive, at most 32 MB) afresh and unmaps it when it
    /// is freed, and hands the top of its heap back past a second threshold: each run of a large workload then
    /// pays the kernel to zero the same pages again, while a workload half its size stays under the thresholds and
    /// reuses its heap. At 100,000 → 200,000 entries the relevance timeline doubled 2.15–2.26x that way and
    /// 1.96–2.01x with the memory kept; the page faults were a quarter of the larger run's time. Best-of-five figures
    /// are meant to compare the work, so every timing process keeps its freed memory (no `mmap` for blocks, no
    /// trimming); the memory probes do not, and `INTENTKIT_BENCH_GLIBC_MALLOC=1` leaves glibc's defaults in place.
    /// Returns whether it did (on Linux, unless told not to).
    @discardableResult
    static func keepFreedMemory() -> Bool {
        #if os(Linux)
        guard ProcessInfo.processInfo.environment["INTENTKIT_BENCH_GLIBC_MALLOC"] == nil,
              let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        // glibc's mallopt, which Swift's Glibc module does not import.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let mmapMax: Int32 = -4, trimThreshold: Int32 = -1  // M_MMAP_MAX, M_TRIM_THRESHOLD in <malloc.h>
        return mallopt(mmapMax, 0) == 1 && mallopt(trimThreshold, Int32.max) == 1
        #else
        return false
        #endif
    }
}
