import Foundation

/// The files of a project folder by kind, as `intentkit check` looks for them (build folders skipped).
struct ProjectFiles {
    /// Every file under the folder (or the file itself), sorted.
    let all: [String]

    init(_ path: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            all = []
            return
        }
        guard isFolder.boolValue, let walker = FileManager.default.enumerator(atPath: path) else {
            all = [path]
            return
        }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if [".build", ".swiftpm", ".git", "DerivedData", "Pods", "Carthage"].contains(name) {
                walker.skipDescendants()
                continue
            }
            found.append(base + "/" + relative)
        }
        all = found.sorted()
    }

    /// The files whose names end with `suffix`.
    func named(suffix: String) -> [String] {
        all.filter { $0.hasSuffix(suffix) }
    }
}
