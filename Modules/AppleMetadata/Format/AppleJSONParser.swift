/// A strict RFC 8259 parser into ``AppleJSON`` for compiled App Intents metadata.
///
/// Xcode's `extract.actionsdata` repeats a few dozen keys thousands of times, most of them longer than the
/// 15 bytes a Swift string holds inline; the parser gives each distinct key (and each short repeated value)
/// one shared storage, so a file read is held in about three times its size. It records no positions: a
/// finding is placed afterwards by ``AppleJSONLocator``, which walks the bytes to the value a path names.
///
/// It never traps on malformed input: every problem is a ``Failure`` with the byte offset where it was found.
/// Nesting is limited to ``maximumDepth`` (Xcode's files nest about ten levels deep) and the text must be
/// UTF-8.
struct AppleJSONParser {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 128

    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private var strings = StringTable()
    /// The members and elements of the containers being read, innermost last: each container is copied out in one
    /// allocation of its exact size when it ends, instead of growing an array of its own.
    private var memberStack: [AppleJSON.Member] = []
    private var elementStack: [AppleJSON] = []
    /// Small containers already read: Xcode's files repeat them by the thousand (availability tables, visibility,
    /// resolvable input types, `{"empty":{}}`, empty tables), and a repeat shares the first one's storage.
    private var shared: Set<SharedContainer> = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses `bytes` as one JSON document (a leading UTF-8 byte order mark is refused: Xcode writes none,
    /// and Foundation's reader rejects one).
    static func parse(_ bytes: [UInt8]) throws(Failure) -> AppleJSON {
        let result: Result<AppleJSON, Failure> = bytes.withUnsafeBufferPointer { buffer in
            var parser = AppleJSONParser(buffer)
            return Result { () throws(Failure) in try parser.parseDocument() }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(Failure) -> AppleJSON {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw Failure(message: "the file starts with a byte order mark, which Xcode never writes and Foundation's JSON reader refuses", offset: 0)
        }
        skipWhitespace()
        guard index < bytes.count else { throw Failure(message: "the file is empty", offset: index) }
        let root = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw Failure(message: "unexpected \(describe(at: index)) after the end of the document", offset: index)
        }
        return root
    }

    private mutating func parseValue() throws(Failure) -> AppleJSON {
        guard index < bytes.count else { throw Failure(message: "unexpected end of input, expected a value", offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString(interning: true))
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw Failure(message: "unexpected \(describe(at: index)), expected a value", offset: index)
        }
    }

    private mutating func parseObject() throws(Failure) -> AppleJSON {
        try enterContainer()
        index += 1
        let start = memberStack.count
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return .object([])
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw Failure(message: "expected a key in double quotes, found \(describe(at: index))", offset: index)
            }
            let keyOffset = index
            let key = try parseString(interning: true)
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw Failure(message: "expected ':' after the key \"\(key)\", found \(describe(at: index))", offset: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            if hasKey(key, since: start) {
                throw Failure(message: "the key \"\(key)\" appears twice in one object; Xcode never writes a key twice", offset: keyOffset)
            }
            memberStack.append(AppleJSON.Member(key, value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) { throw Failure(message: "trailing comma before '}'", offset: index) }
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                let members = Array(memberStack[start...])
                memberStack.removeSubrange(start...)
                return share(.object(members), count: members.count)
            }
            throw Failure(message: "expected ',' or '}' after an object member, found \(describe(at: index))", offset: index)
        }
    }

    private mutating func parseArray() throws(Failure) -> AppleJSON {
        try enterContainer()
        index += 1
        let start = elementStack.count
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array([])
        }
        while true {
            skipWhitespace()
            let element = try parseValue()
            elementStack.append(element)
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) { throw Failure(message: "trailing comma before ']'", offset: index) }
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                let elements = Array(elementStack[start...])
                elementStack.removeSubrange(start...)
                return share(.array(elements), count: elements.count)
            }
            throw Failure(message: "expected ',' or ']' after an array element, found \(describe(at: index))", offset: index)
        }
    }

    /// The first container read equal to `value`, if `value` is small (at most 16 members or elements): repeats share
    /// one storage. At most 65,536 containers are remembered, so hostile input cannot grow the set without bound.
    private mutating func share(_ value: AppleJSON, count: Int) -> AppleJSON {
        guard count <= 16 else { return value }
        if shared.count < 65_536 { return shared.insert(SharedContainer(value: value)).memberAfterInsert.value }
        return shared.firstIndex(of: SharedContainer(value: value)).map { shared[$0].value } ?? value
    }

    /// Whether the object whose members start at `start` of the stack already has `key`. Objects are small (a few
    /// dozen keys, but for the top-level tables), so they are scanned; a large one is searched through a set once.
    private mutating func hasKey(_ key: String, since start: Int) -> Bool {
        let count = memberStack.count - start
        guard count >= 64 else { return memberStack[start...].contains { $0.key == key } }
        if largeObjectKeys.last?.start != start || largeObjectKeys.last?.count != count {
            largeObjectKeys.removeAll { $0.start >= start }
            largeObjectKeys.append((start, count, Set(memberStack[start...].map(\.key))))
        }
        let contains = largeObjectKeys[largeObjectKeys.count - 1].keys.contains(key)
        largeObjectKeys[largeObjectKeys.count - 1].keys.insert(key)
        largeObjectKeys[largeObjectKeys.count - 1].count += 1
        return contains
    }

    /// The keys of the large objects being read: where each starts on the stack, how many members it had when the set
    /// was last brought up to date, and the set.
    private var largeObjectKeys: [(start: Int, count: Int, keys: Set<String>)] = []

    private mutating func enterContainer() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw Failure(message: "nesting deeper than \(Self.maximumDepth) levels; Xcode's metadata nests about ten", offset: index)
        }
    }

    // MARK: Strings

    private mutating func parseString(interning: Bool) throws(Failure) -> String {
        let open = index
        index += 1
        let contentStart = index
        var hasEscape = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscape = true
                index += 2
                continue
            }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            if byte >= 0x80 {
                index = try validateUTF8Sequence(at: index)
                continue
            }
            index += 1
        }
        guard index < bytes.count else { throw Failure(message: "unterminated string", offset: open) }
        let contentEnd = index
        index += 1
        let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<contentEnd])
        guard hasEscape else {
            return interning ? strings.intern(content) : String(decoding: content, as: UTF8.self)
        }
        return try unescape(content, base: contentStart)
    }

    /// The offset after the UTF-8 sequence that starts at `position`, which must be well-formed (no overlong
    /// forms, no surrogates, nothing above U+10FFFF).
    private func validateUTF8Sequence(at position: Int) throws(Failure) -> Int {
        let lead = bytes[position]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: throw Failure(message: "the file is not valid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))", offset: position)
        }
        guard position + length <= bytes.count else {
            throw Failure(message: "the file is not valid UTF-8 (a character is cut off)", offset: position)
        }
        for offset in 1..<length {
            let byte = bytes[position + offset]
            let (low, high) = offset == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low, byte <= high else {
                throw Failure(message: "the file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))", offset: position + offset)
            }
        }
        return position + length
    }

    private func controlCharacterFailure(_ byte: UInt8) -> Failure {
        let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "control character U+00\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: true))"
        return Failure(message: "\(name) inside a string must be escaped", offset: index)
    }

    private func unescape(_ content: UnsafeBufferPointer<UInt8>, base: Int) throws(Failure) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var position = 0
        while position < content.count {
            let byte = content[position]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                position += 1
                continue
            }
            let escapeOffset = base + position
            guard position + 1 < content.count else { throw Failure(message: "unterminated string", offset: escapeOffset) }
            let letter = content[position + 1]
            position += 2
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(letter)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4(content, at: position, escapeOffset: escapeOffset)
                position += 4
                if (0xD800...0xDBFF).contains(code) {
                    guard position + 6 <= content.count, content[position] == UInt8(ascii: "\\"), content[position + 1] == UInt8(ascii: "u") else {
                        throw Failure(message: "high surrogate \\u\(hex(code)) is not followed by a low surrogate", offset: escapeOffset)
                    }
                    let low = try hex4(content, at: position + 2, escapeOffset: base + position)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw Failure(message: "high surrogate \\u\(hex(code)) is followed by \\u\(hex(low)), not a low surrogate", offset: escapeOffset)
                    }
                    position += 6
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw Failure(message: "lone low surrogate \\u\(hex(code))", offset: escapeOffset)
                }
                let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                output.append(contentsOf: String(Character(scalar)).utf8)
            default:
                throw Failure(message: "invalid escape '\\\(describeByte(letter))' in a string", offset: escapeOffset)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func hex4(_ content: UnsafeBufferPointer<UInt8>, at position: Int, escapeOffset: Int) throws(Failure) -> UInt32 {
        guard position + 4 <= content.count else { throw Failure(message: "\\u needs four hexadecimal digits", offset: escapeOffset) }
        var value: UInt32 = 0
        for byte in content[position..<(position + 4)] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw Failure(message: "\\u needs four hexadecimal digits", offset: escapeOffset)
            }
            value = value << 4 | digit
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
        guard index < bytes.count, isDigit(bytes[index]) else { throw Failure(message: "expected a digit in a number", offset: index) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw Failure(message: "numbers must not have leading zeros", offset: start) }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw Failure(message: "expected a digit after the decimal point", offset: index) }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw Failure(message: "expected a digit in the exponent", offset: index) }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return strings.intern(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let start = index
        for byte in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount) {
            guard index < bytes.count, bytes[index] == byte else {
                var end = start
                while end < bytes.count, end - start < 32, isLetter(bytes[end]) { end += 1 }
                let word = end > start ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) : describeByte(bytes[start])
                throw Failure(message: "unexpected '\(word)', expected a value", offset: start)
            }
            index += 1
        }
    }

    // MARK: Helpers

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

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
        return "\\u{\(String(byte, radix: 16, uppercase: true))}"
    }
}

/// One shared `String` per distinct short byte sequence, so repeated keys and values share storage.
///
/// Open addressing over FNV-1a hashes; holds at most ``capacityLimit`` strings (after that, strings are made
/// fresh), so hostile input cannot grow it without bound. Only strings of at most 64 bytes are shared.
private struct StringTable {
    static let capacityLimit = 1 << 16
    private var slots: [Int32] = Array(repeating: -1, count: 1024)
    private var hashes: [UInt64] = []
    private var strings: [String] = []

    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= 64 else { return String(decoding: bytes, as: UTF8.self) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let candidate = Int(slots[slot])
            if hashes[candidate] == hash, strings[candidate].utf8.elementsEqual(bytes) { return strings[candidate] }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: bytes, as: UTF8.self)
        guard strings.count < Self.capacityLimit else { return string }
        slots[slot] = Int32(strings.count)
        hashes.append(hash)
        strings.append(string)
        if strings.count * 2 > slots.count { grow() }
        return string
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}

/// A container as read, compared member by member in order, its own containers by their storage: the parser
/// shares only containers written identically, and a container's containers are already shared when it ends,
/// so equal ones are the same storage. Hashing looks one level deep.
private struct SharedContainer: Hashable {
    let value: AppleJSON

    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.value, rhs.value) {
        case let (.object(left), .object(right)):
            guard left.count == right.count else { return false }
            for index in left.indices where left[index].key != right[index].key || !same(left[index].value, right[index].value) { return false }
            return true
        case let (.array(left), .array(right)):
            guard left.count == right.count else { return false }
            for index in left.indices where !same(left[index], right[index]) { return false }
            return true
        default:
            return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch value {
        case .object(let members):
            hasher.combine(members.count)
            for member in members {
                hasher.combine(member.key)
                Self.hashShallow(member.value, into: &hasher)
            }
        case .array(let elements):
            hasher.combine(elements.count &+ 1_000_003)
            for element in elements { Self.hashShallow(element, into: &hasher) }
        default:
            break
        }
    }

    /// Scalars by value, containers by the address of their storage.
    static func same(_ lhs: AppleJSON, _ rhs: AppleJSON) -> Bool {
        switch (lhs, rhs) {
        case let (.object(left), .object(right)): return storage(left) == storage(right)
        case let (.array(left), .array(right)): return storage(left) == storage(right)
        case (.object, _), (.array, _), (_, .object), (_, .array): return false
        default: return lhs == rhs
        }
    }

    static func hashShallow(_ value: AppleJSON, into hasher: inout Hasher) {
        switch value {
        case .object(let members): hasher.combine(storage(members))
        case .array(let elements): hasher.combine(storage(elements))
        default: hasher.combine(value)
        }
    }

    static func storage<Element>(_ array: [Element]) -> Int {
        array.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }
}
