/// Where in a file something is: a path and, where known, a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, starting at 1. A
/// location with no line refers to the file as a whole; a location with a line
/// but no column refers to the whole line.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it (relative paths stay relative).
    public var file: String
    /// The 1-based line, if known.
    public var line: Int?
    /// The 1-based column, if known. Only meaningful with a line.
    public var column: Int?

    /// Creates a location in `file`, optionally at a line and column.
    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = line == nil ? nil : column
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
