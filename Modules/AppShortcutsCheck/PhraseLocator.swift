import Diagnostics
import Foundation

/// Finds where a code phrase is written in the Swift sources, from where its App Shortcut starts.
///
/// The metadata document gives each App Shortcut a location, not each phrase. The locator reads the Swift file
/// from there and takes the first string literal that reads as the phrase: `\(.applicationName)` as
/// `${applicationName}`, `\(\.$name)` as `${name}`, escapes resolved, comments skipped. When no literal matches
/// (a phrase built in another way), the shortcut's own location stands for the phrase.
final class PhraseLocator {
    /// How many lines after the shortcut's start are searched.
    static let searchedLines = 400

    /// Each file's lines, as Unicode scalars, once read; `nil` for a file that cannot be read.
    private var files: [String: [[Unicode.Scalar]]?] = [:]

    /// Where `phrase` is written in the shortcut that starts at `start`, or `start` when no literal reads as it.
    func location(of phrase: String, from start: SourceLocation?) -> SourceLocation? {
        guard let start, let firstLine = start.line, let lines = lines(of: start.file) else { return start }
        var scanner = LiteralScanner(lines: lines, line: firstLine - 1, column: (start.column ?? 1) - 1)
        let lastLine = min(lines.count, firstLine - 1 + Self.searchedLines)
        while let literal = scanner.nextLiteral(before: lastLine) {
            if literal.text == phrase { return SourceLocation(file: start.file, line: literal.line + 1, column: literal.column + 1) }
        }
        return start
    }

    private func lines(of file: String) -> [[Unicode.Scalar]]? {
        if let cached = files[file] { return cached }
        let read = (try? String(contentsOfFile: file, encoding: .utf8)).map { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        }
        files[file] = read
        return read
    }
}

/// Walks Swift source line by line and reads single-line string literals as phrases.
struct LiteralScanner {
    let lines: [[Unicode.Scalar]]
    var line: Int
    var column: Int
    private var inBlockComment = false

    init(lines: [[Unicode.Scalar]], line: Int, column: Int) {
        self.lines = lines
        self.line = line
        self.column = column
    }

    /// The next literal before `lastLine` (0-based, exclusive), with the 0-based line and column of its opening quote.
    mutating func nextLiteral(before lastLine: Int) -> (text: String, line: Int, column: Int)? {
        while line < lastLine {
            let scalars = lines[line]
            while column < scalars.count {
                if inBlockComment {
                    if scalars[column] == "*", column + 1 < scalars.count, scalars[column + 1] == "/" {
                        inBlockComment = false
                        column += 2
                    } else {
                        column += 1
                    }
                    continue
                }
                let scalar = scalars[column]
                if scalar == "/", column + 1 < scalars.count, scalars[column + 1] == "/" { break }
                if scalar == "/", column + 1 < scalars.count, scalars[column + 1] == "*" {
                    inBlockComment = true
                    column += 2
                    continue
                }
                if scalar == "\"" {
                    let start = column
                    if let text = readLiteral(scalars) { return (text, line, start) }
                    continue
                }
                column += 1
            }
            line += 1
            column = 0
        }
        return nil
    }

    /// Reads the literal whose opening quote is at `column`, leaving `column` after its closing quote; `nil` for a
    /// multi-line literal or one that does not end on its line.
    private mutating func readLiteral(_ scalars: [Unicode.Scalar]) -> String? {
        if column + 2 < scalars.count, scalars[column + 1] == "\"", scalars[column + 2] == "\"" {
            column = scalars.count
            return nil
        }
        var text = String.UnicodeScalarView()
        var index = column + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                column = index + 1
                return String(text)
            }
            guard scalar == "\\", index + 1 < scalars.count else {
                text.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            switch next {
            case "(":
                let end = Self.closingParenthesis(in: scalars, from: index + 2)
                let inner = String(String.UnicodeScalarView(scalars[(index + 2)..<end])).trimmingCharacters(in: .whitespaces)
                text.append(contentsOf: Self.placeholder(for: inner).unicodeScalars)
                index = end + 1
            case "n": text.append("\n"); index += 2
            case "t": text.append("\t"); index += 2
            case "r": text.append("\r"); index += 2
            case "0": text.append("\0"); index += 2
            case "u":
                var end = index + 2
                while end < scalars.count, scalars[end] != "}" { end += 1 }
                let hex = String(String.UnicodeScalarView(scalars[min(index + 3, end)..<end]))
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { text.append(decoded) }
                index = end + 1
            default: text.append(next); index += 2
            }
        }
        column = scalars.count
        return nil
    }

    /// The index of the `)` that closes an interpolation whose contents start at `start`, or the line's end.
    private static func closingParenthesis(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 1
        var index = start
        while index < scalars.count {
            if scalars[index] == "(" { depth += 1 }
            if scalars[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return scalars.count
    }

    /// An interpolation as a phrase writes it: `.applicationName` → `${applicationName}`, `\.$soup` → `${soup}`.
    private static func placeholder(for interpolation: String) -> String {
        if interpolation == ".applicationName" || interpolation == "AppShortcutPhraseToken.applicationName" { return "${applicationName}" }
        if let dollar = interpolation.lastIndex(of: "$") { return "${" + interpolation[interpolation.index(after: dollar)...] + "}" }
        return "\\(" + interpolation + ")"
    }
}
