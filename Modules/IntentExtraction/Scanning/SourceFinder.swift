import Diagnostics
import Foundation

/// Finds the Swift files under the paths a user gives.
enum SourceFinder {
    /// Folders never searched: build products and package checkouts.
    static let skippedFolders: Set<String> = [".build", ".swiftpm", "DerivedData", "Pods", "Carthage", ".git"]

    /// Every `.swift` file in `paths` (a file as given, a folder searched recursively), sorted, each once,
    /// and a diagnostic for each path that does not exist.
    static func swiftFiles(in paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(FileIO.unreadableFile.diagnostic("no such file or folder: \(path)", at: Diagnostics.SourceLocation(file: path)))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            guard let walker = manager.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if skippedFolders.contains(name) {
                    walker.skipDescendants()
                    continue
                }
                if name.hasSuffix(".swift") { found.append(base + "/" + relative) }
            }
            files += found.sorted()
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }, diagnostics)
    }
}
