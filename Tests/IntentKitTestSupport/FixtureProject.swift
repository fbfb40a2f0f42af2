import Foundation

/// A fixture folder copied to a temporary folder with its position markers stripped.
///
/// `expected.txt` lists the diagnostics the fixture must produce, one per line:
/// `<relative file> <marker or -> <check id>`. A marker gives the line and column the diagnostic
/// points at; `-` means it names the file (or folder) without a position.
public struct FixtureProject {
    public struct Expected: Hashable, CustomStringConvertible {
        public var file: String
        public var line: Int?
        public var column: Int?
        public var id: String

        public init(file: String, line: Int?, column: Int?, id: String) {
            self.file = file
            self.line = line
            self.column = column
            self.id = id
        }

        public var description: String { "\(file):\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-") \(id)" }
    }

    /// The temporary copy.
    public let root: String
    /// The diagnostics `expected.txt` lists, if it exists.
    public let expected: Set<Expected>

    /// Copies the fixture folder at `source`.
    public init(copying source: String) throws {
        root = NSTemporaryDirectory() + "intentkit-lint-\(UUID().uuidString)"
        let manager = FileManager.default
        var markers: [String: MarkedText] = [:]
        let files = manager.enumerator(atPath: source)?.compactMap { $0 as? String } ?? []
        for relative in files {
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: source + "/" + relative, isDirectory: &isFolder)
            let target = root + "/" + relative
            if isFolder.boolValue {
                try manager.createDirectory(atPath: target, withIntermediateDirectories: true)
                continue
            }
            guard relative != "expected.txt" else { continue }
            try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let marked = MarkedText(try String(contentsOfFile: source + "/" + relative, encoding: .utf8))
            try marked.text.write(toFile: target, atomically: true, encoding: .utf8)
            markers[relative] = marked
        }
        var expected: Set<Expected> = []
        let list = (try? String(contentsOfFile: source + "/expected.txt", encoding: .utf8)) ?? ""
        for line in list.split(separator: "\n") {
            let parts = line.split(separator: " ").map(String.init)
            let position = parts[1] == "-" ? nil : markers[parts[0]]?.location(of: parts[1])
            expected.insert(Expected(file: parts[0], line: position?.line, column: position?.column, id: parts[2]))
        }
        self.expected = expected
    }

    /// A diagnostic's location relative to the project, in the form `expected.txt` uses.
    public func relative(_ file: String) -> String {
        file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
    }

    /// Deletes the copy.
    public func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
