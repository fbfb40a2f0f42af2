import Foundation
import SwiftParser
import SwiftSyntax

/// `intentkit check` of each of the 16 whole apps, each run a process of its own, beside the floor measured in the
/// same run: swift-syntax's bare parse of the same Swift files plus reading the same catalogs and tables with
/// Foundation's parsers, on all cores, also each run a process of its own (`Benchmarks --floor APP`), timed from its
/// start to its exit as `check` is. The floor's best of 3 inside one process, without a process's start and with the
/// caches of the runs before it, is printed beside it.
///
/// `INTENTKIT_BENCHMARK_TOOL=PATH` measures another `intentkit` than the one beside `Benchmarks`: the static binary
/// `Tools/release.sh` builds, which users of the artifact bundle run.
///
/// Goals (issue "One pass"): the 16 apps at most 1.5x the floor by wall and by CPU time; the largest app under 1 s;
/// a second check with a warm cache, after one Swift file changed, under 15% of a cold check; peak memory of the
/// largest app under 10x its input bytes. The 1.5x is measured without a cache; a first check with an empty cache (what
/// a default run, which keeps one, does first) is set beside the floor too, as information.
enum CheckBenchmark {
    static let wholeApps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/realworld/whole-apps").standardized.path

    /// The files of an app the floor reads: its Swift sources and its tables, as `check` finds them.
    static func inputs(of app: String) -> (swift: [String], tables: [String]) {
        var swift: [String] = []
        var tables: [String] = []
        let skipped: Set<String> = [".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "SourcePackages", "checkouts", "node_modules"]
        let enumerator = FileManager.default.enumerator(atPath: app)
        while let relative = enumerator?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if skipped.contains(name) || name.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            let path = app + "/" + relative
            switch (name as NSString).pathExtension {
            case "swift": swift.append(path)
            case "xcstrings": tables.append(path)
            case "strings" where relative.contains(".lproj/"), "stringsdict" where relative.contains(".lproj/"): tables.append(path)
            default: break
            }
        }
        return (swift.sorted(), tables.sorted())
    }

    /// The floor's work for one app, once: every Swift file parsed, every table read by Foundation, on all cores.
    static func floor(_ app: String) {
        let (swift, tables) = inputs(of: app)
        let parsed = swift.concurrentMap { path -> Int in
            guard let data = FileManager.default.contents(atPath: path) else { return 0 }
            return [UInt8](data).withUnsafeBufferPointer { Parser.parse(source: $0).statements.count }
        }
        let read = tables.concurrentMap { path -> Bool in
            guard let data = FileManager.default.contents(atPath: path) else { return false }
            if path.hasSuffix(".xcstrings") { return (try? JSONSerialization.jsonObject(with: data)) != nil }
            return (try? PropertyListSerialization.propertyList(from: data, format: nil)) != nil
        }
        precondition(parsed.count == swift.count && read.count == tables.count)
    }

    /// In a child: the floor of one app, best of 3 in that one process.
    static func floorSamples(_ app: String) throws -> [String: Sample] {
        ["floor": Harness.sample(repetitions: 3) { floor(app) }]
    }

    /// `intentkit ARGUMENTS` run `repetitions` times, each a process of its own: wall and CPU time, and the peak
    /// resident memory the kernel recorded for it.
    static func sample(_ arguments: [String], repetitions: Int) throws -> (sample: Sample, peak: Int) {
        var sample = Sample()
        var peak = 0
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
            peak = max(peak, Int(usage.ru_maxrss) * 1024)
        }
        return (sample, peak)
    }

    static func run() throws {
        let benchmarks = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).standardizedFileURL
        let tool = ProcessInfo.processInfo.environment["INTENTKIT_BENCHMARK_TOOL"] ?? benchmarks.deletingLastPathComponent().appendingPathComponent("intentkit").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            print("check: skipped: no intentkit at \(tool); build it first: swift build -c release --product intentkit")
            return
        }
        print("check: \(tool)")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: wholeApps) else {
            print("check: skipped: the real-world corpus is not at \(wholeApps)")
            return
        }
        let apps = names.filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".tsv") }.sorted().map { wholeApps + "/" + $0 }
        var ours = Sample(wall: [0, 0, 0], cpu: [0, 0, 0])
        var floor = Sample(wall: [0, 0, 0], cpu: [0, 0, 0])
        var floorInProcess = Sample(wall: [0, 0, 0], cpu: [0, 0, 0])
        // The first check of a default run, which keeps a cache: each app checked in place with a cache folder that
        // is new for each of three runs (the cache's keys worked out, every result stored, the pack written).
        var emptyCache = Sample(wall: [0, 0, 0], cpu: [0, 0, 0])
        let caches = NSTemporaryDirectory() + "intentkit-check-benchmark-caches-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: caches) }
        var largest: (app: String, bytes: Int, sample: Sample, peak: Int, floorPeak: Int)?
        var withoutCache: [String: Double] = [:]
        for app in apps {
            let (swift, tables) = inputs(of: app)
            let bytes = (swift + tables).reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
            let (checked, peak) = try sample([tool, "check", app, "--format", "json", "--no-cache"], repetitions: 3)
            withoutCache[(app as NSString).lastPathComponent] = checked.best
            var first = Sample()
            for run in 0..<3 {
                let cache = caches + "/\(run)"
                try? FileManager.default.removeItem(atPath: cache)
                let once = try sample([tool, "check", app, "--format", "json", "--cache", cache], repetitions: 1).sample
                first.wall += once.wall
                first.cpu += once.cpu
                try? FileManager.default.removeItem(atPath: cache)
            }
            let (appFloor, floorPeak) = try sample([benchmarks.path, "--floor", app], repetitions: 3)
            let inProcess = try Isolated.sample("check-floor", app, "floor")
            print(String(format: "  %@: check %@; floor %@ (in one process %.1f ms); %.2fx wall, %.2fx CPU; peak %.0f MB for %.1f MB of input (%.1fx; the floor's %.0f MB)",
                         (app as NSString).lastPathComponent, checked.summary, appFloor.summary, inProcess.best * 1000, checked.best / appFloor.best,
                         checked.bestCPU / appFloor.bestCPU, Double(peak) / 1e6, Double(bytes) / 1e6, Double(peak) / Double(max(bytes, 1)), Double(floorPeak) / 1e6))
            // The totals add each app's best, so the three runs stand for the best run of every app.
            for index in 0..<3 {
                ours.wall[index] += checked.best
                ours.cpu[index] += checked.bestCPU
                floor.wall[index] += appFloor.best
                floor.cpu[index] += appFloor.bestCPU
                floorInProcess.wall[index] += inProcess.best
                floorInProcess.cpu[index] += inProcess.bestCPU
                emptyCache.wall[index] += first.best
                emptyCache.cpu[index] += first.bestCPU
            }
            if bytes > largest?.bytes ?? 0 { largest = (app, bytes, checked, peak, floorPeak) }
        }
        let wallRatio = ours.best / floor.best
        let cpuRatio = ours.bestCPU / floor.bestCPU
        print(String(format: "check: the 16 whole apps in %.2f s (CPU %.2f s); the floor %.2f s (CPU %.2f s): %.2fx wall, %.2fx CPU",
                     ours.best, ours.bestCPU, floor.best, floor.bestCPU, wallRatio, cpuRatio))
        print(String(format: "check: the floor in one process, without its start: %.2f s (CPU %.2f s): %.2fx wall, %.2fx CPU",
                     floorInProcess.best, floorInProcess.bestCPU, ours.best / floorInProcess.best, ours.bestCPU / floorInProcess.bestCPU))
        Harness.goal("check", "16 whole apps, wall", unit: "x", ours: wallRatio, goal: "at most 1.5x the floor", met: wallRatio <= 1.5)
        Harness.goal("check", "16 whole apps, CPU", unit: "x", ours: cpuRatio, goal: "at most 1.5x the floor", met: cpuRatio <= 1.5)
        print(String(format: "check: a first check with an empty cache (a default run's first, which keeps a cache; best of 3, each with a new cache): %.2f s (CPU %.2f s): %.2fx wall, %.2fx CPU the floor; %.2fx a check without a cache",
                     emptyCache.best, emptyCache.bestCPU, emptyCache.best / floor.best, emptyCache.bestCPU / floor.bestCPU, emptyCache.best / ours.best))
        Harness.goal("check", "16 whole apps, a first check with an empty cache, wall (informational)", unit: "x", ours: emptyCache.best / floor.best,
                     goal: "at most 1.5x the floor", met: emptyCache.best / floor.best <= 1.5)
        if let largest {
            let name = (largest.app as NSString).lastPathComponent
            Harness.goal("check", "largest app (\(name)), wall", unit: "ms", ours: largest.sample.best * 1000, goal: "under 1 s", met: largest.sample.best < 1)
            let times = Double(largest.peak) / Double(largest.bytes)
            // The process with nothing to check: what any run of the binary is resident for (its code mapped, its
            // runtime started) before it reads a file.
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-check-empty-\(getpid())").path
            try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: empty) }
            let idle = try sample([tool, "check", empty, "--format", "json", "--no-cache"], repetitions: 3).peak
            print(String(format: "check: the largest app's peak %.0f MB (%.1fx its %.1f MB of input; %.0f MB above the idle process's %.0f MB, %.1fx), the floor's %.0f MB (%.1fx), %.2fx the floor's",
                         Double(largest.peak) / 1e6, times, Double(largest.bytes) / 1e6, Double(largest.peak - idle) / 1e6, Double(idle) / 1e6,
                         Double(largest.peak - idle) / Double(largest.bytes), Double(largest.floorPeak) / 1e6,
                         Double(largest.floorPeak) / Double(largest.bytes), Double(largest.peak) / Double(max(largest.floorPeak, 1))))
            Harness.goal("check", "largest app (\(name)), peak memory over input", unit: "x", ours: times, goal: "under 10x its input bytes", met: times < 10)
            // What the peak is made of: the work's own memory, and the pages mapped from the binary, which the kernel
            // maps in runs around each page of code or data a run touches (the binary's code is 30 MB).
            if let app = residentAtPeak([tool, "check", largest.app, "--format", "json", "--no-cache"]),
               let idle = residentAtPeak([tool, "check", empty, "--format", "json", "--no-cache"]) {
                print(String(format: "check: at the largest app's peak (a run of its own, read from /proc): %.0f MB of its own (anonymous), %.0f MB mapped from files (code and data of the binary and libraries); the idle process's: %.0f MB and %.0f MB",
                             Double(app.anonymous) / 1e6, Double(app.file) / 1e6, Double(idle.anonymous) / 1e6, Double(idle.file) / 1e6))
            }
        }
        try warm(apps, tool: tool, withoutCache: withoutCache)
    }

    /// The cache across runs: each app copied to a temporary folder, checked cold with a cache, then checked again
    /// after one Swift file changed, in four ways, one after the other: a statement added on the first line of a
    /// function body (an edit that keeps the file's lines, declarations and strings); lines added at the start of that
    /// body (what follows moves down); a function added at the end of the file (a declaration added: the index the
    /// strings are collected with changes); a member added to the file's first type (a declaration, and lines below
    /// it moved). Each warm check is measured against the cold one of the same copy. Then eight more functions are
    /// added, a check after each, and an unchanged check measured again: with the cache's pack after those runs beside
    /// its size after the cold check (a pack that grew with every run would be read whole by every check). Last, the
    /// copy made anew from the app's files, every stamp new, and checked with that cache: what a CI job that restored
    /// its cache checks after a fresh checkout of a version the cache saw.
    static func warm(_ apps: [String], tool: String, withoutCache: [String: Double]) throws {
        let base = NSTemporaryDirectory() + "intentkit-check-benchmark-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: base) }
        var cold = 0.0, unchanged = 0.0, inBody = 0.0, lines = 0.0, added = 0.0, member = 0.0, plain = 0.0, later = 0.0, checkout = 0.0
        var packCold = 0, packLater = 0
        for app in apps {
            let copy = base + "/" + (app as NSString).lastPathComponent
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: app, toPath: copy)
            let cache = copy + ".cache"
            let arguments = [tool, "check", copy, "--format", "json", "--cache", cache]
            // The file changed: the largest Swift file with a function whose body starts with a `let` or `var` line
            // without a string literal; the edit puts a statement before it on its line, so the file's lines, its
            // declarations and its strings stay as they were (the edit of most builds).
            let files = inputs(of: copy).swift.sorted { (fileSize($0), $1) > (fileSize($1), $0) }
            let pattern = #"func [A-Za-z_][A-Za-z0-9_]*\([^)\n]*\)[^{\n]*\{ *\n[ \t]*(?=(let|var) [^"\n]*\n)"#
            guard let (file, text, statement) = files.lazy.compactMap({ path -> (String, String, String.Index)? in
                guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                      let match = text.range(of: pattern, options: .regularExpression)
                else { return nil }
                return (path, text, match.upperBound)
            }).first else { continue }
            let first = try sample(arguments, repetitions: 1).sample
            packCold += fileSize(cache + "/results.pack")
            let again = try sample(arguments, repetitions: 1).sample
            var edited = text
            edited.insert(contentsOf: "_ = 0; ", at: statement)
            try edited.write(toFile: file, atomically: true, encoding: .utf8)
            let body = try sample(arguments, repetitions: 1).sample
            // Lines added at the start of the body: a statement of their own and a blank line.
            let at = edited.index(edited.startIndex, offsetBy: text.distance(from: text.startIndex, to: statement))
            let lineStart = edited[..<at].lastIndex(of: "\n").map { edited.index(after: $0) } ?? at
            edited.insert(contentsOf: "_ = 0\n\n" + edited[lineStart..<at].prefix { $0 == " " || $0 == "\t" }, at: at)
            try edited.write(toFile: file, atomically: true, encoding: .utf8)
            let moved = try sample(arguments, repetitions: 1).sample
            edited += "\nfunc intentKitBenchmarkProbe() -> Int { 1 }\n"
            try edited.write(toFile: file, atomically: true, encoding: .utf8)
            let appended = try sample(arguments, repetitions: 1).sample
            // A member of the file's first type (or, in a file without one, a second function at its end).
            let typePattern = #"\n[ \t]*((public|private|internal|fileprivate|open|final) )*(struct|class|enum|extension|actor) [^\n{]*\{ *\n"#
            if let type = edited.range(of: typePattern, options: .regularExpression) {
                edited.insert(contentsOf: "    func intentKitBenchmarkMember() -> Int { 1 }\n", at: type.upperBound)
            } else {
                edited += "\nfunc intentKitBenchmarkMember() -> Int { 1 }\n"
            }
            try edited.write(toFile: file, atomically: true, encoding: .utf8)
            let withMember = try sample(arguments, repetitions: 1).sample
            for number in 1...8 {
                edited += "\nfunc intentKitBenchmarkProbe\(number)() -> Int { \(number) }\n"
                try edited.write(toFile: file, atomically: true, encoding: .utf8)
                _ = try sample(arguments, repetitions: 1)
            }
            let unchangedLater = try sample(arguments, repetitions: 1).sample
            packLater += fileSize(cache + "/results.pack")
            later += unchangedLater.best
            // A fresh checkout of the version the cold check saw: the same files, with new stamps.
            try FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: app, toPath: copy)
            let fresh = try sample(arguments, repetitions: 1).sample
            checkout += fresh.best
            print(String(format: "  %@: cold %.0f ms; again %.0f ms (%.0f%%); a body changed %.0f ms (%.0f%%); lines added to it %.0f ms (%.0f%%); a function added %.0f ms (%.0f%%); a member added %.0f ms (%.0f%%); a fresh checkout %.0f ms (%.0f%%)",
                         (app as NSString).lastPathComponent, first.best * 1000, again.best * 1000, again.best / first.best * 100,
                         body.best * 1000, body.best / first.best * 100, moved.best * 1000, moved.best / first.best * 100,
                         appended.best * 1000, appended.best / first.best * 100, withMember.best * 1000, withMember.best / first.best * 100,
                         fresh.best * 1000, fresh.best / first.best * 100))
            cold += first.best
            plain += withoutCache[(app as NSString).lastPathComponent] ?? first.best
            unchanged += again.best
            inBody += body.best
            lines += moved.best
            added += appended.best
            member += withMember.best
            try? FileManager.default.removeItem(atPath: copy)
            try? FileManager.default.removeItem(atPath: cache)
        }
        print(String(format: "check, warm cache: the 16 apps cold %.2f s; unchanged %.2f s (%.0f%%); a body changed %.2f s (%.0f%%); lines added to it %.2f s (%.0f%%); a function added %.2f s (%.0f%%); a member added %.2f s (%.0f%%)",
                     cold, unchanged, unchanged / cold * 100, inBody, inBody / cold * 100, lines, lines / cold * 100, added, added / cold * 100, member, member / cold * 100))
        print(String(format: "check, warm cache after eight more functions added, a check after each: unchanged %.2f s (%.0f%% of a cold check; %.0f%% of the first unchanged check); the cache's pack %.1f MB (%.1f MB after the cold check)",
                     later, later / cold * 100, later / unchanged * 100, Double(packLater) / 1_048_576, Double(packCold) / 1_048_576))
        print(String(format: "check, warm cache against a check without a cache (%.2f s): unchanged %.0f%%; a body changed %.0f%%; lines added to it %.0f%%; a function added %.0f%%; a member added %.0f%%",
                     plain, unchanged / plain * 100, inBody / plain * 100, lines / plain * 100, added / plain * 100, member / plain * 100))
        print(String(format: "check, a fresh checkout of the version the cold check saw, with its cache (new stamps, the same files): %.2f s (%.0f%% of a cold check; %.0f%% of a check without a cache)",
                     checkout, checkout / cold * 100, checkout / plain * 100))
        Harness.goal("check", "warm, one function body changed", unit: "%", ours: inBody / cold * 100, goal: "under 15% of a cold check", met: inBody / cold < 0.15)
        Harness.goal("check", "warm, one function body changed, against no cache", unit: "%", ours: inBody / plain * 100, goal: "under 15% of a check without a cache", met: inBody / plain < 0.15)
        Harness.goal("check", "warm, lines added to a function body (informational)", unit: "%", ours: lines / cold * 100, goal: "under 15% of a cold check", met: lines / cold < 0.15)
        Harness.goal("check", "warm, one function added (informational)", unit: "%", ours: added / cold * 100, goal: "under 15% of a cold check", met: added / cold < 0.15)
        Harness.goal("check", "warm, one member added to a type (informational)", unit: "%", ours: member / cold * 100, goal: "under 15% of a cold check", met: member / cold < 0.15)
    }

    static func fileSize(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}
