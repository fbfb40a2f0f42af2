import Foundation

/// Reads the OpenStep (old-style ASCII) property list form of `project.pbxproj` over UTF-8 bytes.
///
///     file    = ws value ws                          ; Xcode's files start with the comment // !$*UTF8*$!
///     value   = string | "<" hex ">" | "(" [ value ws { "," ws value ws } [ "," ] ] ")"
///             | "{" { string ws "=" ws value ws ";" ws } "}"
///     string  = '"' … '"' | "'" … "'" | 1*[A-Za-z0-9_$+/:.-]
///     ws      = U+0009…U+000D, U+0020, U+2028, U+2029, // line comments, /* block comments */
///
/// Quoted strings take CoreFoundation's escapes: `\a \b \f \n \r \t \v`, `\"`, `\'`, `\\`, up to three
/// octal digits (a NeXTSTEP byte), `\U` with up to four hex digits (a UTF-16 unit, surrogates paired), and
/// a backslash before any other character stands for that character. The first problem stops the read
/// with a ``PlistSyntaxError`` at its offset; the parser never traps and nests at most 512 levels.
struct OpenStepParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses `bytes` (UTF-8, an optional byte order mark) as one property list value.
    static func parse(_ bytes: [UInt8]) throws(PlistSyntaxError) -> PlistValue {
        let result: Result<PlistValue, PlistSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = OpenStepParser(buffer)
            do throws(PlistSyntaxError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(PlistSyntaxError) -> PlistValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        try skipTrivia()
        guard index < bytes.count else {
            throw PlistSyntaxError(bytes.isEmpty ? "the file is empty" : "the file holds no value, only comments", at: index)
        }
        let root = try parseValue()
        try skipTrivia()
        if index < bytes.count {
            throw PlistSyntaxError("unexpected \(describe(index)) after the end of the property list", at: index)
        }
        return root
    }

    // MARK: Values

    private mutating func parseValue() throws(PlistSyntaxError) -> PlistValue {
        let start = index
        switch bytes[index] {
        case 0x7B: // {
            return PlistValue(kind: .dictionary(try parseDictionary()), offset: start)
        case 0x28: // (
            return PlistValue(kind: .array(try parseArray()), offset: start)
        case 0x3C: // <
            return PlistValue(kind: .data(try parseData()), offset: start)
        default:
            guard let text = try parseString() else {
                throw PlistSyntaxError("expected a value, found \(describe(index))", at: index)
            }
            return PlistValue(kind: .string(text), offset: start)
        }
    }

    private mutating func parseDictionary() throws(PlistSyntaxError) -> PlistDictionary {
        let open = index
        try enter(at: open)
        defer { depth -= 1 }
        index += 1
        var members: [PlistDictionary.Member] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw PlistSyntaxError("unterminated dictionary: the '{' here is never closed with '}'", at: open)
            }
            if bytes[index] == 0x7D { // }
                index += 1
                return PlistDictionary(members: members)
            }
            let keyStart = index
            guard let key = try parseString() else {
                throw PlistSyntaxError("expected a key or '}' in the dictionary, found \(describe(index))", at: index)
            }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == 0x3D else { // =
                throw PlistSyntaxError("expected '=' after the key \"\(key)\", found \(describe(index))", at: index)
            }
            index += 1
            try skipTrivia()
            guard index < bytes.count else {
                throw PlistSyntaxError("the key \"\(key)\" has no value before the end of the file", at: index)
            }
            let value = try parseValue()
            let valueEnd = index
            try skipTrivia()
            guard index < bytes.count, bytes[index] == 0x3B else { // ;
                throw PlistSyntaxError("missing ';' after the value of \"\(key)\"", at: valueEnd)
            }
            index += 1
            members.append(.init(key: key, keyOffset: keyStart, value: value))
        }
    }

    private mutating func parseArray() throws(PlistSyntaxError) -> [PlistValue] {
        let open = index
        try enter(at: open)
        defer { depth -= 1 }
        index += 1
        var elements: [PlistValue] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw PlistSyntaxError("unterminated array: the '(' here is never closed with ')'", at: open)
            }
            if bytes[index] == 0x29 { // )
                index += 1
                return elements
            }
            elements.append(try parseValue())
            let valueEnd = index
            try skipTrivia()
            guard index < bytes.count else {
                throw PlistSyntaxError("unterminated array: the '(' here is never closed with ')'", at: open)
            }
            if bytes[index] == 0x2C { // ,
                index += 1
            } else if bytes[index] != 0x29 {
                throw PlistSyntaxError("missing ',' between array elements, found \(describe(index))", at: valueEnd)
            }
        }
    }

    private mutating func parseData() throws(PlistSyntaxError) -> [UInt8] {
        let open = index
        index += 1
        var data: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3E { // >
                if high != nil { throw PlistSyntaxError("odd number of hex digits in data", at: index) }
                index += 1
                return data
            }
            if Self.isWhitespace(byte) {
                index += 1
                continue
            }
            guard let nibble = Self.hexValue(byte) else {
                throw PlistSyntaxError("\(describe(index)) is not a hex digit in data", at: index)
            }
            if let h = high {
                data.append(h << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
            index += 1
        }
        throw PlistSyntaxError("unterminated data: the '<' here is never closed with '>'", at: open)
    }

    private mutating func enter(at offset: Int) throws(PlistSyntaxError) {
        depth += 1
        if depth > 512 { throw PlistSyntaxError("nesting deeper than 512 levels", at: offset) }
    }

    // MARK: Strings

    /// A quoted or unquoted string at the cursor, or `nil` when the cursor is at neither.
    private mutating func parseString() throws(PlistSyntaxError) -> String? {
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if first == 0x22 || first == 0x27 { return try parseQuoted(quote: first) }
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func parseQuoted(quote: UInt8) throws(PlistSyntaxError) -> String {
        let open = index
        index += 1
        let start = index
        // Fast path: no escape before the closing quote.
        while index < bytes.count, bytes[index] != quote, bytes[index] != 0x5C { index += 1 }
        guard index < bytes.count else { throw unterminated(open) }
        if bytes[index] == quote {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            index += 1
            return text
        }
        var output = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        var pendingHighSurrogate: UInt16?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                if let high = pendingHighSurrogate { Self.appendUnit(high, to: &output) }
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            guard byte == 0x5C else {
                if let high = pendingHighSurrogate {
                    Self.appendUnit(high, to: &output)
                    pendingHighSurrogate = nil
                }
                output.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw unterminated(open) }
            let escaped = bytes[index]
            index += 1
            if escaped == 0x55 { // U: up to four hex digits, one UTF-16 unit
                var unit: UInt16 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let nibble = Self.hexValue(bytes[index]) {
                    unit = unit << 4 | UInt16(nibble)
                    digits += 1
                    index += 1
                }
                if digits == 0 {
                    output.append(escaped)
                    continue
                }
                if let high = pendingHighSurrogate {
                    pendingHighSurrogate = nil
                    if UTF16.isTrailSurrogate(unit) {
                        let scalar = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
                        Self.appendScalar(Unicode.Scalar(scalar)!, to: &output)
                        continue
                    }
                    Self.appendUnit(high, to: &output)
                }
                if UTF16.isLeadSurrogate(unit) {
                    pendingHighSurrogate = unit
                } else {
                    Self.appendUnit(unit, to: &output)
                }
                continue
            }
            if let high = pendingHighSurrogate {
                Self.appendUnit(high, to: &output)
                pendingHighSurrogate = nil
            }
            switch escaped {
            case 0x61: output.append(0x07) // a
            case 0x62: output.append(0x08) // b
            case 0x66: output.append(0x0C) // f
            case 0x6E: output.append(0x0A) // n
            case 0x72: output.append(0x0D) // r
            case 0x74: output.append(0x09) // t
            case 0x76: output.append(0x0B) // v
            case 0x30...0x37: // up to three octal digits: one NeXTSTEP byte
                var value = Int(escaped - 0x30)
                var digits = 1
                while digits < 3, index < bytes.count, (0x30...0x37).contains(bytes[index]) {
                    value = value * 8 + Int(bytes[index] - 0x30)
                    digits += 1
                    index += 1
                }
                Self.appendScalar(NeXTSTEP.scalar(for: UInt8(truncatingIfNeeded: value)), to: &output)
            default:
                output.append(escaped)
            }
        }
        throw unterminated(open)
    }

    private func unterminated(_ open: Int) -> PlistSyntaxError {
        PlistSyntaxError("unterminated string: the quote here is never closed", at: open)
    }

    private static func appendUnit(_ unit: UInt16, to output: inout [UInt8]) {
        // A lone surrogate cannot be UTF-8; it becomes U+FFFD as String(decoding:) would make it.
        appendScalar(Unicode.Scalar(unit) ?? "\u{FFFD}", to: &output)
    }

    private static func appendScalar(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        UTF8.encode(scalar) { output.append($0) }
    }

    // MARK: Trivia

    private mutating func skipTrivia() throws(PlistSyntaxError) {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isWhitespace(byte) {
                index += 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                index += 3 // U+2028, U+2029
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F { // //
                index += 2
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A { // /*
                let open = index
                index += 2
                while true {
                    guard index + 1 < bytes.count else {
                        index = bytes.count
                        throw PlistSyntaxError("unterminated comment: the '/*' here is never closed with '*/'", at: open)
                    }
                    if bytes[index] == 0x2A, bytes[index + 1] == 0x2F { break }
                    index += 1
                }
                index += 2
            } else {
                return
            }
        }
    }

    // MARK: Characters

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// `[A-Za-z0-9_$+/:.-]`: CoreFoundation's unquoted characters, and `+`, which other readers accept too.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: true
        case 0x5F, 0x24, 0x2B, 0x2F, 0x3A, 0x2E, 0x2D: true
        default: false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x61...0x66: byte - 0x61 + 10
        case 0x41...0x46: byte - 0x41 + 10
        default: nil
        }
    }

    /// The character at `offset` for a message: `'x'`, `a quote`, or `the end of the file`.
    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        switch byte {
        case 0x22: return "a quote"
        case 0x0A, 0x0D: return "the end of the line"
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80, end - offset < 4 { end += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
            let scalar = text.unicodeScalars.first.map { String(format: "U+%04X", $0.value) } ?? "a byte"
            return byte < 0x80 ? "the control character \(String(format: "U+%04X", byte))" : "'\(text)' (\(scalar))"
        }
    }
}

/// Why a property list could not be read, at a byte offset of its UTF-8 text.
struct PlistSyntaxError: Error, Sendable {
    var message: String
    var offset: Int

    init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// The NeXTSTEP encoding of octal escapes' bytes, as CoreFoundation maps them.
enum NeXTSTEP {
    /// Bytes below 0x80 are ASCII; the upper half goes through Foundation's NeXTSTEP converter.
    static func scalar(for byte: UInt8) -> Unicode.Scalar {
        if byte < 0x80 { return Unicode.Scalar(byte) }
        if let text = String(data: Data([byte]), encoding: .nextstep), let scalar = text.unicodeScalars.first {
            return scalar
        }
        return "\u{FFFD}"
    }
}
