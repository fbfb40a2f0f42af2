/// Where in a file something is: a path and, where known, a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, starting at 1. A
/// location with no line refers to the file as a whole; a location with a line
/// but no column refers to the whole line.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it (relative paths stay relative).
    public var file: String
    /// The 1-based line, if known.
    public var line: Int? {
        get { storedLine == Self.unknown ? nil : Int(storedLine) }
        set { storedLine = Self.stored(newValue) }
    }
    /// The 1-based column, if known. Only meaningful with a line.
    public var column: Int? {
        get { storedColumn == Self.unknown ? nil : Int(storedColumn) }
        set { storedColumn = Self.stored(newValue) }
    }

    // Line and column in 32 bits each, `Int32.min` for unknown: a location is 24 bytes instead of 41, and
    // catalogs hold two or three per value (a 4,000-key table in 90 locales holds a million).
    private var storedLine: Int32
    private var storedColumn: Int32
    private static let unknown = Int32.min

    private static func stored(_ value: Int?) -> Int32 {
        guard let value else { return unknown }
        return max(Int32(clamping: value), unknown + 1)
    }

    /// Creates a location in `file`, optionally at a line and column.
    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.storedLine = Self.stored(line)
        self.storedColumn = line == nil ? Self.unknown : Self.stored(column)
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        storedLine = Self.stored(try container.decodeIfPresent(Int.self, forKey: .line))
        storedColumn = Self.stored(try container.decodeIfPresent(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encodeIfPresent(line, forKey: .line)
        try container.encodeIfPresent(column, forKey: .column)
    }

    /// The location in compiler form: `file`, `file:line` or `file:line:column`.
    public var description: String {
        guard let line else { return file }
        guard let column else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        return (lhs.column ?? 0) < (rhs.column ?? 0)
    }
}
