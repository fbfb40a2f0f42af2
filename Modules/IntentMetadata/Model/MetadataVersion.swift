/// A metadata document format version, `major.minor`: `1` (1.0) or `1.1`.
///
/// A minor version only adds optional keys, so a reader of 1.1 reads 1.0 documents unchanged.
/// A document is written with the lowest version that holds everything it says
/// (``MetadataDocument/version``), so documents that use nothing new stay readable by 1.0 readers.
public struct MetadataVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version: a reader of another major version cannot read the document.
    public let major: Int
    /// The minor version: what optional keys the document may use.
    public let minor: Int

    /// Creates a version.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Version 1 (1.0): intents, entities, enums, queries, App Shortcuts, packages.
    public static let v1_0 = MetadataVersion(major: 1, minor: 0)
    /// Version 1.1, which adds optional keys to version 1.
    ///
    /// It adds schemas, system protocols, supported modes, union values, indexing keys,
    /// computed and deferred properties, measurement units, date kinds, file content types and
    /// App Shortcut parameter presentations.
    public static let v1_1 = MetadataVersion(major: 1, minor: 1)
    /// The newest version this library reads and writes.
    public static let current = v1_1
    /// Every version this library reads.
    public static let supported: [MetadataVersion] = [v1_0, v1_1]

    /// Reads a version as JSON writes it: `1`, `1.0` or `1.1`.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), parts[0].allSatisfy(\.isASCII) else { return nil }
        var minor = 0
        if parts.count == 2 {
            guard !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(parts[1]) else { return nil }
            minor = value
        }
        self.init(major: major, minor: minor)
    }

    /// `1` for 1.0, `1.1` for 1.1: how the version is written.
    public var description: String {
        minor == 0 ? "\(major)" : "\(major).\(minor)"
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

extension MetadataVersion: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text: String
        if let integer = try? container.decode(Int.self) {
            text = String(integer)
        } else {
            text = String(try container.decode(Double.self))
        }
        guard let version = MetadataVersion(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a metadata document version"))
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if minor == 0 {
            try container.encode(major)
        } else {
            // 1.1 as a JSON number; the decimal text is exact for a one-digit minor version.
            try container.encode(Double(description)!)
        }
    }
}
