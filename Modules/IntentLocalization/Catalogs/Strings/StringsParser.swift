import Diagnostics
import Foundation
import PositionedJSON

/// The old-style (OpenStep) property list grammar as CoreFoundation reads `.strings` files, over UTF-8
/// bytes, keeping the position of every key and value.
///
///     file    = ws ( "{" entries "}" | entries ) ws
///     entry   = string ws [ "=" ws value ws ] ";"          ; "key"; alone means value == key
///     value   = string | "(" list ")" | "<" hex ">" | "{" entries "}"
///     string  = '"' … '"' | "'" … "'" | 1*[A-Za-z0-9_$/:.-]
///     ws      = U+0009…U+000D, U+0020, U+2028, U+2029, // line comments, /* block comments */
///
/// Unlike CoreFoundation, a problem does not abandon the file: it is reported where it really is
/// (a missing `;` at the end of the value that lacks it) and reading goes on. Where CoreFoundation ignores the end
/// of a file in silence (an unterminated comment; an unterminated string, or a character no string starts with,
/// where a later key starts), the entries
/// before it are read as it reads them, and what it ignores is reported.
struct StringsParser {
    private let bytes: [UInt8]
    private let path: String
    private var cursor: LineCursor
    private var index = 0
    private var pendingComment: String?
    /// Whether the entries are in braces.
    private var braced = false
    /// How many entries reading has started, read or not.
    private var startedEntries = 0
    /// Keys another file of the table has, in its order: an entry whose key equals the one at its own index takes
    /// that string rather than a new one, so a table's locales share their keys' storage.
    private let knownKeys: [String]
    private(set) var entries: [StringsFile.Entry] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(_ bytes: [UInt8], path: String, keysLike knownKeys: [String] = []) {
        self.bytes = bytes
        self.path = path
        self.knownKeys = knownKeys
        cursor = LineCursor(LineTable(bytes))
    }

    mutating func parse() {
        skipTrivia()
        if peek(0x7B) {  // {
            braced = true
            index += 1
        }
        while true {
            skipTrivia()
            if index >= bytes.count {
                if braced { report(LocalizationChecks.parseError, "missing '}' at the end of the file", at: index) }
                return
            }
            if braced, peek(0x7D) {  // }
                index += 1
                skipTrivia()
                if index < bytes.count { report(LocalizationChecks.parseError, "unexpected \(describe(at: index)) after the closing '}'", at: index) }
                return
            }
            parseEntry()
        }
    }

    // MARK: Entries

    private mutating func parseEntry() {
        let comment = pendingComment
        pendingComment = nil
        let keyStart = index
        // Where a key starts after a first one, in a file without braces, CoreFoundation ends the table at a quoted
        // string that is never closed and keeps what it read before. As the file's first string, in braces, or
        // where a value starts, the same string fails the whole file.
        defer { startedEntries += 1 }
        if !braced, startedEntries > 0, index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27, closingQuote(of: index) == nil {
            reportIgnoredTail(from: index, what: "an unterminated string", fixIt: "close the string, or delete it")
            index = bytes.count
            return
        }
        // Likewise where no string can start at all (a stray '}', ')', ';' or '='): the table ends there.
        if !braced, startedEntries > 0, index < bytes.count, bytes[index] != 0x22, bytes[index] != 0x27, !Self.isUnquotedCharacter(bytes[index]) {
            reportIgnoredTail(from: index, what: "\(describe(at: index)) where a key should start", fixIt: "delete it, or make it an entry")
            index = bytes.count
            return
        }
        guard let key = parseString(sharing: entries.count < knownKeys.count ? knownKeys[entries.count] : nil) else {
            report(LocalizationChecks.parseError, "expected a key in quotes, found \(describe(at: index))", at: index)
            recover()
            return
        }
        skipTrivia()
        if peek(0x3B) {  // ;
            index += 1
            let location = location(keyStart)
            entries.append(.init(key: key, value: key, keyLocation: location, valueLocation: location, comment: comment))
            return
        }
        guard peek(0x3D) else {  // =
            report(LocalizationChecks.parseError, "expected '=' or ';' after the key \"\(key)\", found \(describe(at: index))", at: index)
            recover()
            return
        }
        index += 1
        skipTrivia()
        let valueStart = index
        var value: String?
        if index < bytes.count, [0x28, 0x3C, 0x7B].contains(bytes[index]) {  // ( < {
            let kind = bytes[index] == 0x28 ? "an array" : bytes[index] == 0x3C ? "data" : "a dictionary"
            guard skipCompoundValue() else { return }
            report(LocalizationChecks.nonStringValue, "the value of \"\(key)\" is \(kind), not a string; Apple's localization APIs ignore it", at: valueStart)
        } else {
            guard let string = parseString() else {
                report(LocalizationChecks.parseError, "expected a value for the key \"\(key)\", found \(describe(at: index))", at: index)
                recover()
                return
            }
            value = string
        }
        let valueEnd = index
        skipTrivia()
        if peek(0x3B) {
            index += 1
        } else {
            report(
                LocalizationChecks.parseError,
                "missing ';' after the value of \"\(key)\"",
                at: valueEnd,
                fixIt: "insert ';' at the end of the line"
            )
        }
        if let value {
            entries.append(.init(key: key, value: value, keyLocation: location(keyStart), valueLocation: location(valueStart), comment: comment))
        }
    }

    /// Skips to just after the next `;`, or to the end of the line, to resume after a problem.
    private mutating func recover() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3B { index += 1; return }
            if byte == 0x0A || byte == 0x0D { return }
            index += 1
        }
    }

    /// Skips an array, data or dictionary value, honouring nesting and quoted strings.
    private mutating func skipCompoundValue() -> Bool {
        let start = index
        var stack: [UInt8] = []
        repeat {
            guard index < bytes.count else {
                report(LocalizationChecks.parseError, "unterminated value that starts here", at: start)
                return false
            }
            let byte = bytes[index]
            switch byte {
            case 0x28: stack.append(0x29); index += 1
            case 0x3C: stack.append(0x3E); index += 1
            case 0x7B: stack.append(0x7D); index += 1
            case 0x29, 0x3E, 0x7D:
                guard stack.last == byte else {
                    report(LocalizationChecks.parseError, "unexpected '\(Character(Unicode.Scalar(byte)))' in a value", at: index)
                    return false
                }
                stack.removeLast()
                index += 1
            case 0x22, 0x27:
                _ = parseString()
            default:
                index += 1
            }
        } while !stack.isEmpty
        return true
    }

    // MARK: Strings

    /// Reads a quoted or unquoted string; `nil` (nothing consumed) when none starts here. When it equals `known`,
    /// `known` itself is returned and no string is made.
    private mutating func parseString(sharing known: String? = nil) -> String? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if byte == 0x22 || byte == 0x27 { return parseQuoted(quote: byte, sharing: known) }
        let start = index
        while index < bytes.count, Self.isUnquotedCharacter(bytes[index]) { index += 1 }
        return index > start ? Self.string(bytes[start..<index], sharing: known) : nil
    }

    /// The string of UTF-8 `bytes`: `known` when it has exactly those bytes.
    private static func string(_ bytes: some Collection<UInt8>, sharing known: String?) -> String {
        if var known, known.utf8.count == bytes.count {
            guard !bytes.isEmpty else { return known }
            let same = known.withUTF8 { knownBytes in
                bytes.withContiguousStorageIfAvailable { memcmp(knownBytes.baseAddress!, $0.baseAddress!, bytes.count) == 0 }
                    ?? knownBytes.elementsEqual(bytes)
            }
            if same { return known }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
        default: false
        }
    }

    private mutating func parseQuoted(quote: UInt8, sharing known: String? = nil) -> String {
        let open = index
        index += 1
        let start = index
        // Fast path: no escapes before the closing quote.
        while index < bytes.count, bytes[index] != quote, bytes[index] != 0x5C { index += 1 }
        if index < bytes.count, bytes[index] == quote {
            defer { index += 1 }
            return Self.string(bytes[start..<index], sharing: known)
        }
        // Slow path: decode escapes into UTF-8 bytes, then make one string.
        var output = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return Self.string(output, sharing: known)
            }
            if byte == 0x5C {  // backslash
                parseEscape(into: &output)
            } else {
                output.append(byte)
                index += 1
            }
        }
        report(LocalizationChecks.parseError, "unterminated string that starts here", at: open)
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func parseEscape(into output: inout [UInt8]) {
        func append(_ scalar: Unicode.Scalar) { UTF8.encode(scalar) { output.append($0) } }
        let escapeStart = index
        index += 1
        guard index < bytes.count else { return }
        let byte = bytes[index]
        switch byte {
        case 0x61: output.append(0x07); index += 1   // \a
        case 0x62: output.append(0x08); index += 1   // \b
        case 0x66: output.append(0x0C); index += 1   // \f
        case 0x6E: output.append(0x0A); index += 1   // \n
        case 0x72: output.append(0x0D); index += 1   // \r
        case 0x74: output.append(0x09); index += 1   // \t
        case 0x76: output.append(0x0B); index += 1   // \v
        case 0x30...0x37:                                 // \ooo: one NeXTSTEP byte
            var value = 0
            var digits = 0
            while digits < 3, index < bytes.count, (0x30...0x37).contains(bytes[index]) {
                value = value * 8 + Int(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            let code = value & 0xFF
            append(code < 0x80 ? Unicode.Scalar(UInt8(code)) : TextDecoding.nextStepHighHalf[code - 0x80])
        case 0x55:                                        // \U: one UTF-16 code unit
            index += 1
            let unit = parseHex(maxDigits: 4)
            if (0xD800...0xDBFF).contains(unit), index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x55 {
                let save = index
                index += 2
                let low = parseHex(maxDigits: 4)
                if (0xDC00...0xDFFF).contains(low) {
                    append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
                    return
                }
                index = save
            }
            if let scalar = Unicode.Scalar(unit) {
                append(scalar)
            } else {
                append("\u{FFFD}")
                report(LocalizationChecks.invalidEscape, "\\U\(String(unit, radix: 16, uppercase: true)) is half of a surrogate pair without its other half; it reads as U+FFFD", at: escapeStart)
            }
        case 0x75 where hexDigitCount(at: index + 1) >= 4:  // \u0041: not an escape in this format
            report(
                LocalizationChecks.invalidEscape,
                "'\\u' is not an escape in .strings files: \\u\(String(decoding: bytes[(index + 1)..<(index + 5)], as: UTF8.self)) reads as the letters 'u\(String(decoding: bytes[(index + 1)..<(index + 5)], as: UTF8.self))'",
                at: escapeStart,
                fixIt: "write \\U\(String(decoding: bytes[(index + 1)..<(index + 5)], as: UTF8.self)) (capital U)"
            )
            output.append(0x75)
            index += 1
        default:
            // Any other character, including a line break and a multi-byte character, stands for itself.
            let end = min(index + Self.utf8Length(byte), bytes.count)
            output.append(contentsOf: bytes[index..<end])
            index = end
        }
    }

    private mutating func parseHex(maxDigits: Int) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < maxDigits, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
            value = value << 4 | digit
            index += 1
            digits += 1
        }
        return value
    }

    private func hexDigitCount(at position: Int) -> Int {
        var count = 0
        while position + count < bytes.count, count < 4, Self.hexValue(bytes[position + count]) != nil { count += 1 }
        return count
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    // MARK: Whitespace and comments

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x09...0x0D, 0x20:
                index += 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                index += 3  // U+2028, U+2029
            case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2F:
                let start = index + 2
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D, !isParagraphSeparator(at: index) { index += 1 }
                pendingComment = Self.commentText(bytes[start..<index])
            case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2A:
                let open = index
                index += 2
                let start = index
                while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                if index + 1 >= bytes.count {
                    reportIgnoredTail(from: open, what: "an unterminated comment", fixIt: "close the comment with */")
                    index = bytes.count
                    return
                }
                pendingComment = Self.commentText(bytes[start..<index])
                index += 2
            default:
                return
            }
        }
    }

    /// Where the quoted string opening at `open` closes, escapes skipped, or `nil` when it runs to the end.
    private func closingQuote(of open: Int) -> Int? {
        let quote = bytes[open]
        var position = open + 1
        while position < bytes.count {
            if bytes[position] == 0x5C {
                position += 2
                continue
            }
            if bytes[position] == quote { return position }
            position += 1
        }
        return nil
    }

    /// Reports text Apple's readers ignore, from `start` to the end of the file, keeping the entries before it: an
    /// error when the ignored text holds an `=` (entries it meant are missing at run time), otherwise a warning.
    private mutating func reportIgnoredTail(from start: Int, what: String, fixIt: String) {
        if bytes[start...].contains(0x3D) {
            report(LocalizationChecks.parseError, "\(what): Apple's readers keep the entries before it and ignore it and everything after it, so the entries written after it are missing", at: start, fixIt: fixIt)
        } else {
            report(LocalizationChecks.ignoredText, "\(what) at the end of the file: Apple's readers keep the entries before it and ignore it", at: start, fixIt: fixIt)
        }
    }

    private func isParagraphSeparator(at position: Int) -> Bool {
        position + 2 < bytes.count && bytes[position] == 0xE2 && bytes[position + 1] == 0x80
            && (bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9)
    }

    /// The comment's text without surrounding ASCII white space, or `nil` if nothing is left.
    private static func commentText(_ slice: ArraySlice<UInt8>) -> String? {
        var lower = slice.startIndex
        var upper = slice.endIndex
        while lower < upper, slice[lower] == 0x20 || (0x09...0x0D).contains(slice[lower]) { lower += 1 }
        while upper > lower, slice[upper - 1] == 0x20 || (0x09...0x0D).contains(slice[upper - 1]) { upper -= 1 }
        return lower < upper ? String(decoding: slice[lower..<upper], as: UTF8.self) : nil
    }

    // MARK: Helpers

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func location(_ offset: Int) -> SourceLocation {
        let (line, column) = cursor.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let length = Self.utf8Length(bytes[offset])
        let text = String(decoding: bytes[offset..<min(offset + length, bytes.count)], as: UTF8.self)
        return "'\(text)'"
    }

    private mutating func report(_ check: Check, _ message: String, at offset: Int, fixIt: String? = nil) {
        let location = location(offset)
        diagnostics.append(check.diagnostic(message, at: location, fixIt: fixIt))
    }
}
