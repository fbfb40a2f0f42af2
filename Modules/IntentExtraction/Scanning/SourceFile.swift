import Diagnostics
import SwiftParser
import SwiftSyntax

/// One parsed Swift file, with what is needed to turn syntax positions into source locations.
struct SourceFile: @unchecked Sendable {
    // @unchecked: the syntax tree and the line table are immutable once the file is parsed.
    /// The path as the user gave it (or as found under a folder the user gave).
    let path: String
    let tree: SourceFileSyntax
    /// The UTF-8 offset at which each line starts.
    private let lineStarts: [Int]

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        lineStarts = Self.lineStarts(of: text)
    }

    /// The location of a node, at its first token (past leading trivia): 1-based line, and column in UTF-8 bytes as swiftc counts.
    func location(of node: some SyntaxProtocol) -> Diagnostics.SourceLocation {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Diagnostics.SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// Where every line starts; `\n`, `\r\n` and a lone `\r` all end a line, as for the compiler.
    private static func lineStarts(of text: String) -> [Int] {
        var starts = [0]
        var text = text
        text.withUTF8 { bytes in
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
        }
        return starts
    }
}
