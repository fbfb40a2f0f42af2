import Diagnostics

/// One file a project names: a file reference, or a file found in a synchronized folder.
///
/// The path is relative to ``base``: to the project's source root for almost every file, or to a
/// build setting's folder (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …) that only a build knows. Use
/// ``Project/fileSystemPath(of:)`` for the path to open.
public struct ProjectFile: Hashable, Sendable, Codable {
    /// Where a ``ProjectFile/path`` starts.
    public struct Base: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// `SOURCE_ROOT`, or a setting name such as `BUILT_PRODUCTS_DIR`; `<absolute>` for absolute paths.
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The project's source root: the folder holding the `.xcodeproj` (plus `projectDirPath`).
        public static let sourceRoot = Base(rawValue: "SOURCE_ROOT")
        /// An absolute path.
        public static let absolute = Base(rawValue: "<absolute>")
        /// The build's products folder (products, and other projects' products).
        public static let builtProducts = Base(rawValue: "BUILT_PRODUCTS_DIR")
        /// The SDK (system frameworks and libraries).
        public static let sdk = Base(rawValue: "SDKROOT")
        /// The Xcode developer folder.
        public static let developer = Base(rawValue: "DEVELOPER_DIR")

        public var description: String { rawValue }

        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// How the project names the file.
    public enum Origin: String, Hashable, Sendable, Codable {
        /// A file reference object (`PBXFileReference`, a variant group's child, a version group).
        case reference
        /// A file on disk inside a synchronized folder (`PBXFileSystemSynchronizedRootGroup`).
        case synchronizedFolder
        /// A path a synchronized folder's membership exception set names for a target that does not sync the folder.
        case synchronizedException
    }

    /// The path, relative to ``base`` (or absolute), with `.` and `..` folded where they can be.
    public var path: String
    /// Where ``path`` starts.
    public var base: Base
    /// The file type the project records (`explicitFileType`, else `lastKnownFileType`), such as `sourcecode.swift`.
    public var fileType: String?
    /// How the project names the file.
    public var origin: Origin
    /// The localization of a file inside a `<region>.lproj` folder, such as `en` or `Base`.
    public var region: String?
    /// Where the project file names it: the file reference, the synchronized folder, or the exception.
    public var location: SourceLocation?

    /// Creates a file.
    public init(path: String, base: Base, fileType: String? = nil, origin: Origin = .reference, region: String? = nil, location: SourceLocation? = nil) {
        self.path = path
        self.base = base
        self.fileType = fileType
        self.origin = origin
        self.region = region
        self.location = location
    }

    /// The last path component, such as `Localizable.xcstrings`.
    public var name: String {
        String(FileIO.name(of: path))
    }

    /// The extension without its dot, lower-cased (`swift`, `xcstrings`), or empty.
    public var pathExtension: String {
        let name = self.name
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...].lowercased()
    }

    /// Whether the file is Swift source.
    public var isSwift: Bool { pathExtension == "swift" }

    /// The same file, whatever its origin and position: base and path.
    var key: Key { Key(base: base.rawValue, path: path) }

    /// A file's identity in sets: its base and path (hashed without building a joined string).
    struct Key: Hashable {
        var base: String
        var path: String
    }
}
