import Foundation

/// `intentkit report` on the largest real-world app (the most Swift source), beside `intentkit check` on the same
/// folder: both whole release processes, best of five. The report runs every check, then draws the page.
enum ReportBenchmark {
    static func run() throws {
        let tool = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent().appendingPathComponent("intentkit").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            print("report: skipped: no intentkit beside Benchmarks; build it first: swift build -c release --product intentkit")
            return
        }
        let root = ProcessInfo.processInfo.environment["INTENTKIT_REALWORLD"]
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("shared/realworld").path
        let apps = root + "/apps"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: apps), !names.isEmpty else {
            print("report: skipped: the real-world corpus is not at \(apps)")
            return
        }
        let sized = names.map { name in (name, swiftBytes(under: apps + "/" + name)) }.filter { $0.1 > 0 }
        guard let (largest, bytes) = sized.max(by: { $0.1 < $1.1 }) else { return }
        let folder = apps + "/" + largest
        let output = NSTemporaryDirectory() + "intentkit-report-\(UUID().uuidString).html"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let check = try StartupBenchmark.sample([tool, "check", folder], repetitions: 5)
        let report = try StartupBenchmark.sample([tool, "report", folder, "-o", output], repetitions: 5)
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print("report: \(largest) (\(bytes / 1024) KB of Swift), page \(size / 1024) KB: " + report.summary)
        print("  peer: intentkit check on the same folder: " + check.summary)
        let ratio = report.best / check.best
        print(String(format: "  report / check: %.2f×", ratio))
        Harness.goal("report", "report of the largest real-world app", unit: "ms", ours: report.best * 1000, sample: report, peerName: "intentkit check", peer: check,
                     goal: "under 2 s and at most 1.5× check", met: report.best < 2 && ratio <= 1.5)
    }

    /// The bytes of the Swift files under a folder.
    static func swiftBytes(under folder: String) -> Int {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var total = 0
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            total += ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)[.size]) as? Int) ?? 0
        }
        return total
    }
}
