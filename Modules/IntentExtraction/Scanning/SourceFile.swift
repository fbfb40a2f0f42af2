import Diagnostics

/// One Swift file as extraction keeps it once its syntax tree is gone: its path, its text and its line table.
struct SourceFile: Sendable {
    /// The path as the user gave it (or as found under a folder the user gave).
    let path: String
    /// The file's UTF-8 bytes, for the source text of a range in messages.
    let bytes: [UInt8]
    /// The UTF-8 offset at which each line starts.
    private let lineStarts: [Int]

    init(path: String, text: String) {
        self.path = path
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The location of a range's start: 1-based line, and column in UTF-8 bytes as swiftc counts.
    func location(of range: SourceRange) -> Diagnostics.SourceLocation {
        location(ofOffset: range.start)
    }

    /// The location of a UTF-8 offset.
    func location(ofOffset offset: Int) -> Diagnostics.SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Diagnostics.SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The source text of a range, as written.
    func text(of range: SourceRange) -> String {
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Where every line starts; `\n`, `\r\n` and a lone `\r` all end a line, as for the compiler.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }
}
