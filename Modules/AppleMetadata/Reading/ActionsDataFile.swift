import Diagnostics
import PositionedJSON

/// One `extract.actionsdata` as read: every value Xcode wrote, and the problems found.
///
/// ``writesBackIdentically`` says whether writing the values back gives the same bytes; ``document()`` and
/// ``convert(version:)`` read the values into a metadata document.
public struct ActionsDataFile: Sendable {
    /// The path it was read from, as diagnostics name it.
    public var path: String
    /// The whole file, every key kept; `nil` when it could not be read as JSON.
    public var root: AppleJSON?
    /// What reading found, each placed in the file.
    public var diagnostics: [Diagnostic]
    /// The bytes read, for placing findings found later (converting, comparing).
    package let bytes: [UInt8]

    /// Whether ``XcodeJSONWriter`` writes the values read back into exactly the bytes read.
    public var writesBackIdentically: Bool {
        guard let root else { return false }
        return XcodeJSONWriter.firstDifference(root, from: bytes) == nil
    }

    /// Where the value at `path` is in the file (at its key, when `atKey` and the path ends with one).
    public func location(of path: [AppleJSONPathComponent], atKey: Bool = false) -> SourceLocation {
        guard root != nil else { return SourceLocation(file: self.path, line: 1, column: 1) }
        return Self.location(ofOffset: AppleJSONLocator.offset(of: path, in: bytes, atKey: atKey), in: bytes, path: self.path)
    }

    static func location(ofOffset offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        // Xcode's files are one line, so the column is the byte offset (they are ASCII); the table is built
        // only when something is reported, and covers only the bytes up to the place.
        let (line, column) = LineTable(Array(bytes.prefix(offset + 1))).lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: line, column: column)
    }
}

/// `version.json` as read: the metadata format's version and the Xcode build that wrote it.
public struct VersionFile: Sendable {
    /// The path it was read from.
    public var path: String
    /// Every value, in file order (Xcode writes the two keys in either order); `nil` when it is not JSON.
    public var root: AppleJSON?
    /// What reading found.
    public var diagnostics: [Diagnostic]
    package let bytes: [UInt8]

    /// The format version (`3.0`).
    public var version: String? { root?["version"]?.stringValue }
    /// The Xcode build that wrote the file (`17C528`).
    public var toolsVersion: String? { root?["toolsVersion"]?.stringValue }

    /// Whether writing the values back gives the bytes read.
    public var writesBackIdentically: Bool {
        guard let root else { return false }
        return XcodeJSONWriter.pretty(root) == bytes
    }

    /// The file Xcode writes for a tools version: `{"toolsVersion": …, "version": "3.0"}`, in sorted order.
    public static func bytes(toolsVersion: String) -> [UInt8] {
        XcodeJSONWriter.pretty(.object(["toolsVersion": .string(toolsVersion), "version": .string("3.0")]))
    }
}
