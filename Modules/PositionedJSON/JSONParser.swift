/// A strict RFC 8259 parser over UTF-8 bytes that records where every value starts.
///
/// It never traps on malformed input: every problem is a ``Failure`` with the byte
/// offset where it was found. Nesting is limited to ``maximumDepth`` so hostile
/// input cannot exhaust the stack.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    struct Failure: Error {
        var message: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private var nextObjectID = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(Failure) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw Failure(message: "the file is not valid UTF-8", offset: bad)
        }
        skipWhitespace()
        guard index < bytes.count else { throw Failure(message: "the document is empty", offset: index) }
        let root = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw Failure(message: "unexpected \(describe(at: index)) after the end of the document", offset: index)
        }
        return root
    }

    // MARK: Values

    private mutating func parseValue() throws(Failure) -> JSONNode {
        guard index < bytes.count else { throw Failure(message: "unexpected end of input, expected a value", offset: index) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(.null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try parseNumber()), offset: start)
        default:
            throw Failure(message: "unexpected \(describe(at: index)), expected a value", offset: index)
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONNode {
        let start = index
        try enterContainer()
        index += 1
        var object = JSONObject(id: nextObjectID)
        nextObjectID += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return JSONNode(.object(object), offset: start)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw Failure(message: "expected a key in double quotes, found \(describe(at: index))", offset: index)
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw Failure(message: "expected ':' after the key \"\(key)\", found \(describe(at: index))", offset: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            object.append(.init(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    throw Failure(message: "trailing comma before '}'", offset: index)
                }
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                object.finish()
                return JSONNode(.object(object), offset: start)
            }
            throw Failure(message: "expected ',' or '}' after an object member, found \(describe(at: index))", offset: index)
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONNode {
        let start = index
        try enterContainer()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return JSONNode(.array(elements), offset: start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    throw Failure(message: "trailing comma before ']'", offset: index)
                }
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return JSONNode(.array(elements), offset: start)
            }
            throw Failure(message: "expected ',' or ']' after an array element, found \(describe(at: index))", offset: index)
        }
    }

    private mutating func enterContainer() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw Failure(message: "nesting deeper than \(Self.maximumDepth) levels", offset: index)
        }
    }

    // MARK: Strings

    private mutating func parseString() throws(Failure) -> String {
        let open = index
        index += 1
        let contentStart = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            index += 1
        }
        guard index < bytes.count else { throw Failure(message: "unterminated string", offset: open) }

        var scalars = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &scalars)
            case ..<0x20:
                throw controlCharacterFailure(byte)
            default:
                scalars.append(byte)
                index += 1
            }
        }
        throw Failure(message: "unterminated string", offset: open)
    }

    private func controlCharacterFailure(_ byte: UInt8) -> Failure {
        let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "control character U+00\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: true))"
        return Failure(message: "\(name) inside a string must be escaped", offset: index)
    }

    private mutating func parseEscape(into output: inout [UInt8]) throws(Failure) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw Failure(message: "unterminated string", offset: escapeStart) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var code = try parseHex4(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(code) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw Failure(message: "high surrogate \\u\(hex(code)) is not followed by a low surrogate", offset: escapeStart)
                }
                index += 2
                let low = try parseHex4(escapeStart: index - 2)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(message: "high surrogate \\u\(hex(code)) is followed by \\u\(hex(low)), not a low surrogate", offset: escapeStart)
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw Failure(message: "lone low surrogate \\u\(hex(code))", offset: escapeStart)
            }
            // Every value here is a valid scalar: surrogates were combined or rejected above.
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw Failure(message: "invalid escape '\\\(describeByte(byte))' in a string", offset: escapeStart)
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Failure(message: "\\u needs four hexadecimal digits", offset: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw Failure(message: "\\u needs four hexadecimal digits", offset: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: Numbers and literals

    private mutating func parseNumber() throws(Failure) -> String {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw Failure(message: "expected a digit in a number", offset: index)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw Failure(message: "numbers must not have leading zeros", offset: start)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(message: "expected a digit after the decimal point", offset: index)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(message: "expected a digit in the exponent", offset: index)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let start = index
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else {
                var end = start
                while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self)
                throw Failure(message: "unexpected '\(word)', expected a value", offset: start)
            }
            index += 1
        }
    }

    // MARK: Helpers

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        return "'\(describeByte(bytes[offset]))'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        let digits = String(byte, radix: 16, uppercase: true)
        return "\\u{\(digits)}"
    }
}
