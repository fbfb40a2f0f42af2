import Foundation

/// Decodes `Decodable` values from the binary form ``BinaryEncoder`` writes.
///
/// Every read is checked against the bytes' end: damaged or foreign bytes make `decode` throw, never read outside
/// them. A keyed container finds its entries once (each container's length lets the reader step over it), then looks
/// keys up in the order they were written first, as synthesized `init(from:)` asks for them.
package struct BinaryDecoder {
    /// A decoder.
    package init() {}

    /// The value of `type` in `bytes`.
    ///
    /// - Throws: `DecodingError` when the bytes are not a value of `type` in the binary form, or have bytes after it.
    package func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        let source = BinarySource(bytes)
        let end = try source.skip(0)
        guard end == bytes.count else { throw BinarySource.corrupt("bytes after the value") }
        return try Value(from: BinaryValueDecoder(source: source, offset: 0))
    }
}

/// The bytes being decoded, and the checked reads of them.
final class BinarySource {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func corrupt(_ message: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "not a value in IntentKit's binary form: " + message))
    }

    /// The depth of a container inside one at `depth`; past 512 the bytes are not trusted (no type of ours nests so deep).
    static func deeper(_ depth: Int) throws -> Int {
        guard depth < 512 else { throw corrupt("containers nested more than 512 deep") }
        return depth + 1
    }

    func tag(at offset: Int) throws -> BinaryTag {
        guard offset >= 0, offset < bytes.count, let tag = BinaryTag(rawValue: bytes[offset]) else { throw Self.corrupt("no tag at \(offset)") }
        return tag
    }

    func varint(at offset: inout Int) throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Self.corrupt("a number runs past the end") }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    func word(at offset: Int) throws -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { throw Self.corrupt("a length runs past the end") }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// The range of the UTF-8 of a string's length and bytes at `offset`, which is moved past them.
    func stringBytes(at offset: inout Int) throws -> Range<Int> {
        let count = try varint(at: &offset)
        guard count <= UInt64(bytes.count - offset) else { throw Self.corrupt("a string runs past the end") }
        let range = offset..<offset + Int(count)
        offset = range.upperBound
        return range
    }

    func string(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// A container's entry count and the range of its entries, its tag at `offset` being `tag`.
    func container(at offset: Int, _ tag: BinaryTag) throws -> (count: Int, entries: Range<Int>) {
        guard try self.tag(at: offset) == tag else { throw Self.corrupt("expected a \(tag) container at \(offset)") }
        let count = Int(try word(at: offset + 1))
        let length = Int(try word(at: offset + 5))
        guard length <= bytes.count - (offset + 9) else { throw Self.corrupt("a container runs past the end") }
        return (count, offset + 9..<offset + 9 + length)
    }

    /// The offset just past the value at `offset`.
    func skip(_ offset: Int) throws -> Int {
        var next = offset + 1
        switch try tag(at: offset) {
        case .null, .no, .yes: return next
        case .signed, .unsigned: _ = try varint(at: &next)
        case .double: next += 8
        case .float: next += 4
        case .string, .bytes: _ = try stringBytes(at: &next)
        case .keyed: return try container(at: offset, .keyed).entries.upperBound
        case .unkeyed: return try container(at: offset, .unkeyed).entries.upperBound
        }
        guard next <= bytes.count else { throw Self.corrupt("a number runs past the end") }
        return next
    }

    func isNull(at offset: Int) throws -> Bool { try tag(at: offset) == .null }

    func bool(at offset: Int) throws -> Bool {
        switch try tag(at: offset) {
        case .yes: return true
        case .no: return false
        default: throw Self.corrupt("expected a Bool at \(offset)")
        }
    }

    func text(at offset: Int) throws -> String {
        guard try tag(at: offset) == .string else { throw Self.corrupt("expected a string at \(offset)") }
        var next = offset + 1
        return string(try stringBytes(at: &next))
    }

    func byteArray(at offset: Int) throws -> [UInt8] {
        guard try tag(at: offset) == .bytes else { throw Self.corrupt("expected bytes at \(offset)") }
        var next = offset + 1
        return Array(bytes[try stringBytes(at: &next)])
    }

    func integer<Value: FixedWidthInteger>(_ type: Value.Type, at offset: Int) throws -> Value {
        var next = offset + 1
        let value: Value?
        switch try tag(at: offset) {
        case .signed:
            let raw = try varint(at: &next)
            value = Value(exactly: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
        case .unsigned:
            value = Value(exactly: try varint(at: &next))
        default:
            throw Self.corrupt("expected an integer at \(offset)")
        }
        guard let value else { throw Self.corrupt("the integer at \(offset) does not fit \(Value.self)") }
        return value
    }

    func double(at offset: Int) throws -> Double {
        switch try tag(at: offset) {
        case .double:
            guard offset + 9 <= bytes.count else { throw Self.corrupt("a number runs past the end") }
            var bits: UInt64 = 0
            for index in 0..<8 { bits |= UInt64(bytes[offset + 1 + index]) << (8 * UInt64(index)) }
            return Double(bitPattern: bits)
        case .float: return Double(try float(at: offset))
        case .signed, .unsigned: return Double(try integer(Int64.self, at: offset))
        default: throw Self.corrupt("expected a number at \(offset)")
        }
    }

    func float(at offset: Int) throws -> Float {
        guard try tag(at: offset) == .float else { return Float(try double(at: offset)) }
        return Float(bitPattern: try word(at: offset + 1))
    }
}

/// The decoder of the one value at `offset`.
struct BinaryValueDecoder: Decoder, SingleValueDecodingContainer {
    let source: BinarySource
    let offset: Int
    /// How many containers the value is in.
    var depth = 0
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The value of `type` at `offset` inside a container (or a single value): an array of bytes is read whole, as
    /// ``BinaryValueEncoder`` writes it there.
    static func value<Value: Decodable>(_ type: Value.Type, source: BinarySource, offset: Int, depth: Int) throws -> Value {
        if Value.self == [UInt8].self { return unsafeBitCast(try source.byteArray(at: offset), to: Value.self) }
        return try Value(from: BinaryValueDecoder(source: source, offset: offset, depth: depth))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try BinaryKeyedDecoder<Key>(source: source, offset: offset, depth: depth))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try BinaryUnkeyedDecoder(source: source, offset: offset, depth: depth)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { (try? source.isNull(at: offset)) ?? false }
    func decode(_ type: Bool.Type) throws -> Bool { try source.bool(at: offset) }
    func decode(_ type: String.Type) throws -> String { try source.text(at: offset) }
    func decode(_ type: Double.Type) throws -> Double { try source.double(at: offset) }
    func decode(_ type: Float.Type) throws -> Float { try source.float(at: offset) }
    func decode(_ type: Int.Type) throws -> Int { try source.integer(type, at: offset) }
    func decode(_ type: Int8.Type) throws -> Int8 { try source.integer(type, at: offset) }
    func decode(_ type: Int16.Type) throws -> Int16 { try source.integer(type, at: offset) }
    func decode(_ type: Int32.Type) throws -> Int32 { try source.integer(type, at: offset) }
    func decode(_ type: Int64.Type) throws -> Int64 { try source.integer(type, at: offset) }
    func decode(_ type: UInt.Type) throws -> UInt { try source.integer(type, at: offset) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try source.integer(type, at: offset) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try source.integer(type, at: offset) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try source.integer(type, at: offset) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try source.integer(type, at: offset) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try Self.value(type, source: source, offset: offset, depth: depth) }
}

final class BinaryKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let source: BinarySource
    let depth: Int
    /// Each entry's key (the range of its UTF-8) and the offset of its value, in the order written.
    private let entries: [(key: Range<Int>, value: Int)]
    /// Where the next lookup starts: the entry after the last one found.
    @exclusivity(unchecked) private var cursor = 0
    var codingPath: [any CodingKey] { [] }

    init(source: BinarySource, offset: Int, depth: Int) throws {
        self.source = source
        self.depth = try BinarySource.deeper(depth)
        let (count, range) = try source.container(at: offset, .keyed)
        var entries: [(key: Range<Int>, value: Int)] = []
        entries.reserveCapacity(min(count, range.count))
        var position = range.lowerBound
        while position < range.upperBound {
            let key = try source.stringBytes(at: &position)
            let value = position
            position = try source.skip(value)
            entries.append((key, value))
        }
        guard position == range.upperBound, entries.count == count else { throw BinarySource.corrupt("a keyed container's entries do not fill it") }
        self.entries = entries
    }

    var allKeys: [Key] { entries.compactMap { Key(stringValue: source.string($0.key)) } }

    /// The offset of the value of `key`, if the container has one.
    private func find(_ key: Key) -> Int? {
        var name = key.stringValue
        return name.withUTF8 { utf8 -> Int? in
            source.bytes.withUnsafeBufferPointer { bytes -> Int? in
                func matches(_ index: Int) -> Bool {
                    let range = entries[index].key
                    guard range.count == utf8.count else { return false }
                    return utf8.isEmpty || memcmp(bytes.baseAddress! + range.lowerBound, utf8.baseAddress!, utf8.count) == 0
                }
                for index in cursor..<entries.count where matches(index) { return index }
                for index in 0..<min(cursor, entries.count) where matches(index) { return index }
                return nil
            }
        }.map { index in
            // Synthesized decoding asks for the keys in the order they were written: the next one is looked at first.
            cursor = index + 1
            return entries[index].value
        }
    }

    private func value(_ key: Key) throws -> Int {
        guard let offset = find(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "no value for \(key.stringValue)"))
        }
        return offset
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { try source.isNull(at: try value(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try source.bool(at: try value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try source.text(at: try value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try source.double(at: try value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try source.float(at: try value(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try source.integer(type, at: try value(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try source.integer(type, at: try value(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try source.integer(type, at: try value(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try source.integer(type, at: try value(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try source.integer(type, at: try value(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try source.integer(type, at: try value(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try source.integer(type, at: try value(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try source.integer(type, at: try value(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try source.integer(type, at: try value(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try source.integer(type, at: try value(key)) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try BinaryValueDecoder.value(type, source: source, offset: try value(key), depth: depth)
    }

    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let offset = find(key), try !source.isNull(at: offset) else { return nil }
        return try BinaryValueDecoder.value(type, source: source, offset: offset, depth: depth)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(try BinaryKeyedDecoder<NestedKey>(source: source, offset: try value(key), depth: depth))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try BinaryUnkeyedDecoder(source: source, offset: try value(key), depth: depth)
    }

    func superDecoder() throws -> any Decoder { throw BinarySource.corrupt("superDecoder is not supported") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw BinarySource.corrupt("superDecoder is not supported") }
}

struct BinaryUnkeyedDecoder: UnkeyedDecodingContainer {
    let source: BinarySource
    let depth: Int
    private var position: Int
    private let end: Int
    let count: Int?
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(source: BinarySource, offset: Int, depth: Int) throws {
        self.source = source
        self.depth = try BinarySource.deeper(depth)
        let (count, range) = try source.container(at: offset, .unkeyed)
        guard count <= range.count else { throw BinarySource.corrupt("an unkeyed container counts more entries than it holds") }
        self.count = count
        position = range.lowerBound
        end = range.upperBound
    }

    /// The offset of the next element, the position moved past it.
    private mutating func next() throws -> Int {
        guard !isAtEnd, position < end else {
            throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: [], debugDescription: "no element \(currentIndex)"))
        }
        let offset = position
        let after = try source.skip(offset)
        guard after <= end else { throw BinarySource.corrupt("an element runs past its container") }
        position = after
        currentIndex += 1
        return offset
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try source.isNull(at: position) else { return false }
        _ = try next()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try source.bool(at: try next()) }
    mutating func decode(_ type: String.Type) throws -> String { try source.text(at: try next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try source.double(at: try next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { try source.float(at: try next()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try source.integer(type, at: try next()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try source.integer(type, at: try next()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try source.integer(type, at: try next()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try source.integer(type, at: try next()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try source.integer(type, at: try next()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try source.integer(type, at: try next()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try source.integer(type, at: try next()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try source.integer(type, at: try next()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try source.integer(type, at: try next()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try source.integer(type, at: try next()) }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try BinaryValueDecoder.value(type, source: source, offset: try next(), depth: depth)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(try BinaryKeyedDecoder<NestedKey>(source: source, offset: try next(), depth: depth))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try BinaryUnkeyedDecoder(source: source, offset: try next(), depth: depth)
    }

    mutating func superDecoder() throws -> any Decoder { throw BinarySource.corrupt("superDecoder is not supported") }
}
