import Diagnostics

/// A parsed JSON document: its root value and what is needed to turn offsets into lines and columns.
public struct JSONDocument: Sendable {
    /// The root value.
    public var root: JSONNode
    /// The path the document was read from, as diagnostics name it.
    public var path: String
    /// Line starts of the document, for positions.
    public let lines: LineTable

    /// Parses `bytes` as one JSON document (RFC 8259), skipping a leading UTF-8 byte order mark.
    ///
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
    public init(parsing bytes: [UInt8], path: String) throws(JSONSyntaxError) {
        let table = LineTable(bytes)
        self.lines = table
        self.path = path
        do {
            var parser = JSONParser(bytes)
            root = try parser.parseDocument()
        } catch {
            throw JSONSyntaxError(message: error.message, offset: error.offset, lines: table)
        }
    }

    /// The source location of a byte offset in this document.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let (line, column) = lines.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    /// The source location where `node` starts.
    public func location(of node: JSONNode) -> SourceLocation {
        location(ofOffset: node.offset)
    }
}

/// A JSON document that is not well-formed, with the place of its first problem.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, such as `expected ',' or '}' after an object member`.
    public var message: String
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column (in Unicode scalars) of the problem.
    public var column: Int

    init(message: String, offset: Int, lines: LineTable) {
        self.message = message
        (line, column) = lines.lineAndColumn(ofOffset: offset)
    }

    public var description: String { "\(line):\(column): \(message)" }
}
