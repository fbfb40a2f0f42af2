import Foundation
import XcodeProject

/// Reading the largest project of the real-world corpus (OsmAnd, 2.3 MB) into the resolved model, against
/// Foundation's `PropertyListSerialization` parsing the same bytes (OpenStep form) into plain objects.
/// Goals: under 100 ms, and within 3x the bare parse.
enum ProjectBenchmark {
    /// The largest `project.pbxproj` of `../shared/realworld/projects` (or `INTENTKIT_REALWORLD`), if the corpus is here.
    static func largestProject() -> String? {
        let root = ProcessInfo.processInfo.environment["INTENTKIT_REALWORLD"]
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("shared/realworld").path
        guard let enumerator = FileManager.default.enumerator(atPath: root + "/projects") else { return nil }
        var best: (path: String, size: Int)?
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix("/project.pbxproj") else { continue }
            let path = root + "/projects/" + relative
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            if size > best?.size ?? 0 { best = (path, size) }
        }
        return best?.path
    }

    static func run() throws {
        guard let path = largestProject() else {
            print("project: the real-world corpus is not here (../shared/realworld); nothing to measure")
            return
        }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var targets = 0
        var files = 0
        let ours = Harness.bestTime(repetitions: 10) {
            // The whole read: parse with positions, object index, group paths, targets, settings.
            let read = ProjectReader.read(bytes, projectFile: path, listingSynchronizedFolders: false)
            targets = read.project?.targets.count ?? 0
            files = read.project?.targets.reduce(0) { $0 + $1.sources.count + $1.resources.count } ?? 0
        }
        precondition(targets > 0 && files > 1_000, "the project must read into targets and files")
        let data = Data(bytes)
        let peer = try Harness.bestTime(repetitions: 10) {
            _ = try PropertyListSerialization.propertyList(from: data, format: nil)
        }
        let name = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        Harness.report("project read, resolved (\(name), \(targets) targets, \(files) files)", bytes: bytes.count, ours: ours, peerName: "PropertyListSerialization parse only", peer: peer)
        let ratio = ours / peer
        print(String(format: "  goals: under 100 ms — %@ (%.1f ms); within 3x the bare parse — %@ (%.2fx)",
                     ours < 0.1 ? "met" : "NOT met", ours * 1000, ratio <= 3 ? "met" : "NOT met", ratio))
    }
}
