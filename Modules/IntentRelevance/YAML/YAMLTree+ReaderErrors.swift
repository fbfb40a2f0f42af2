import Foundation

extension YAMLTree {
    /// libyaml's reader error (a control character, say) described as Yams describes it, so messages stay the same.
    ///
    /// The byte offset becomes a character offset, then a line and a UTF-16 column, and the line
    /// is quoted with a caret under the problem.
    static func readerErrorDescription(problem: String, offset byteOffset: Int, value: Int, in yaml: String) -> String {
        readerError(problem: problem, offset: byteOffset, value: value, in: yaml).message
    }

    /// libyaml's reader error: Yams' description, and the 1-based line and UTF-16 column of the problem
    /// (`nil` only when the offset is past the text).
    static func readerError(problem: String, offset byteOffset: Int, value: Int, in yaml: String) -> (message: String, line: Int?, column: Int?) {
        let index = yaml.utf8.index(yaml.utf8.startIndex, offsetBy: byteOffset, limitedBy: yaml.utf8.endIndex)?.samePosition(in: yaml)
        let offset = index.map { yaml.distance(from: yaml.startIndex, to: $0) }
        guard let offset, let characterIndex = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex), characterIndex < yaml.endIndex else {
            return ("\(problem) at offset: \(String(describing: offset)), value: \(value)", nil, nil)
        }
        var lineNumber = 0
        var lineStart = yaml.startIndex, lineEnd = yaml.startIndex, contentsEnd = yaml.startIndex
        yaml.getLineStart(&lineStart, end: &lineEnd, contentsEnd: &contentsEnd, for: yaml.startIndex..<yaml.startIndex)
        while lineEnd <= characterIndex, lineEnd < yaml.endIndex {
            lineNumber += 1
            yaml.getLineStart(&lineStart, end: &lineEnd, contentsEnd: &contentsEnd, for: lineEnd..<lineEnd)
        }
        let column = yaml.utf16.distance(from: lineStart.samePosition(in: yaml.utf16)!, to: characterIndex.samePosition(in: yaml.utf16)!)
        var contents = String(yaml[lineStart..<lineEnd])
        if !(contents.unicodeScalars.last.map(CharacterSet.newlines.contains) ?? false) { contents += "\n" }
        return ("\(lineNumber + 1):\(column + 1): error: reader: \(problem):\n" + contents + String(repeating: " ", count: column) + "^", lineNumber + 1, column + 1)
    }

    /// A 1-based line and column of libyaml kept inside `bytes`: at the end of the input libyaml starts a
    /// line the file does not have (`a: [` alone fails at 2:1), which becomes the end of the last line.
    /// Lines end as libyaml ends them (LF, CR, CRLF, NEL, LS, PS); columns count Unicode scalars.
    static func position(line: Int, column: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var lines = 1
        var lastLineScalars = 0
        var previous: UInt8 = 0
        var iterator = bytes.makeIterator()
        var pending: [UInt8] = []
        while let byte = iterator.next() {
            pending.append(byte)
            let isBreak: Bool
            switch pending {
            case [0x0A]: isBreak = previous != 0x0D
            case [0x0D]: isBreak = true
            case [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9]: isBreak = true
            case [0xC2], [0xE2], [0xE2, 0x80]: continue
            default: isBreak = false
            }
            if isBreak {
                lines += 1
                lastLineScalars = 0
            } else if pending != [0x0A] {
                // Continuation bytes of a longer sequence count with their first byte.
                lastLineScalars += pending.filter { $0 & 0xC0 != 0x80 }.count
            }
            previous = byte
            pending.removeAll(keepingCapacity: true)
        }
        lastLineScalars += pending.filter { $0 & 0xC0 != 0x80 }.count
        guard line > lines else { return (line, column) }
        return (lines, lastLineScalars + 1)
    }
}
