import Diagnostics
import Foundation

/// The cost of the input policy: every file of the 16 whole apps walked and read as `intentkit check` reads them
/// (links followed only inside the folder, regular files only, size limits, real paths checked against the root),
/// beside the read path it replaced, kept here as the peer (Foundation's enumerator, `fileExists`, `open` and
/// `fstat`), in the same run.
enum InputBenchmark {
    static func run() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/realworld/whole-apps").standardized.path
        guard FileManager.default.fileExists(atPath: root) else {
            print("  (input: the real-world corpus is not at \(root); skipped)")
            return
        }
        let policy = InputPolicy.checking([root])
        var read = 0
        var bytes = 0
        let ours = Harness.bestTime(repetitions: 7) {
            let files = FileIO.expand([root], policy: policy) { _ in true }.files
            read = 0
            bytes = 0
            for file in files {
                if case .success(let contents) = FileIO.read(file, policy: policy) {
                    read += 1
                    bytes += contents.count
                }
            }
        }
        var peerRead = 0
        let peer = Harness.bestTime(repetitions: 7) {
            peerRead = 0
            for file in PreviousReadPath.expand(root) where PreviousReadPath.read(file) != nil { peerRead += 1 }
        }
        precondition(read == peerRead, "the policy read \(read) files, the previous path \(peerRead)")
        Harness.report("walk and read the 16 whole apps (\(read) files, \(bytes / 1_000_000) MB) under the input policy", operations: read, ours: ours,
                       peerName: "the read path before the policy", peer: peer)
    }
}

/// The read path IntentKit had before the input policy, for comparison only.
private enum PreviousReadPath {
    static func expand(_ root: String) -> [String] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name == ".git" || name.hasPrefix(".build") || InputPolicy.skippedFolders.contains(name) {
                enumerator?.skipDescendants()
                continue
            }
            files.append((root as NSString).appendingPathComponent(relative))
        }
        return Array(Set(files)).sorted()
    }

    static func read(_ path: String) -> [UInt8]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var result = [UInt8](repeating: 0, count: Int(info.st_size))
        var count = 0
        while count < result.count {
            let got = result.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got <= 0 { break }
            count += got
        }
        return result
    }
}
