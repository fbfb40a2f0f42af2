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
}
