import Foundation

extension CheckBenchmark {
    /// What a process was resident for when it was largest: its own memory (anonymous) and the pages it mapped from
    /// files (the binary's code and data, shared libraries).
    struct Resident {
        /// The largest resident set seen, in bytes.
        var total = 0
        /// Of it, memory of the process's own (heap, stacks): what its work allocated.
        var anonymous = 0
        /// Of it, pages mapped from files: clean, shared, and what the kernel maps around each page touched.
        var file = 0
    }

    /// `intentkit ARGUMENTS` run once in a process of its own, its resident set read from `/proc` every millisecond:
    /// the split of its largest sample (`nil` off Linux, or when no sample was read). The run is not timed: the
    /// reading would slow it.
    static func residentAtPeak(_ arguments: [String]) -> Resident? {
        #if os(Linux)
        guard let pid = ChildProcess.spawnQuietly(arguments) else { return nil }
        var largest: Resident?
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if let now = resident(of: pid), now.total > largest?.total ?? 0 { largest = now }
            usleep(1000)
        }
        return largest
        #else
        return nil
        #endif
    }

    /// The resident set of process `pid` now, from `/proc/PID/status` (sizes in kB there).
    private static func resident(of pid: pid_t) -> Resident? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        var resident = Resident()
        var found = 0
        for line in status.split(separator: "\n") {
            let fields = line.split { $0 == " " || $0 == "\t" }
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
            switch fields[0] {
            case "VmRSS:": resident.total = kilobytes * 1024; found += 1
            case "RssAnon:": resident.anonymous = kilobytes * 1024; found += 1
            case "RssFile:": resident.file = kilobytes * 1024; found += 1
            default: continue
            }
        }
        return found == 3 ? resident : nil
    }
}
