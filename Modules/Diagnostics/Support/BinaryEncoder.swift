import Foundation

/// Encodes `Encodable` values into a compact binary form that ``BinaryDecoder`` reads back: the form results are kept
/// in across runs (``ResultCache``), several times faster to write and read than JSON.
///
/// Every value starts with a tag byte. Scalars follow it directly (integers as zigzag or plain LEB128, floating-point
/// numbers as their bit patterns, strings as a length and UTF-8, an array of bytes inside a value as a length and its
/// bytes); a keyed or unkeyed container holds its entry count and its byte length (so a reader skips it in one step),
/// then its entries, a keyed entry's key first. The bytes are written as the value's `encode(to:)` runs, into one
/// buffer: a container's count and length are patched in place.
/// A container written to after a later one was opened (which Codable allows, and no type of ours does) makes the
/// encoding fail rather than write bytes that would read back as something else.
package struct BinaryEncoder {
    /// An encoder.
    package init() {}

    /// The bytes of `value`.
    ///
    /// - Throws: `EncodingError.invalidValue` when the value writes to a container after opening a later one, or
    ///   writes no value or two at one place.
    package func encode(_ value: some Encodable) throws -> [UInt8] {
        let sink = BinarySink()
        let encoder = BinaryValueEncoder(sink: sink, depth: 0)
        try value.encode(to: encoder)
        sink.close(from: 0)
        if sink.bytes.isEmpty { sink.bytes.append(BinaryTag.null.rawValue) }
        guard sink.failure == nil else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: sink.failure ?? ""))
        }
        return sink.bytes
    }
}

/// The tags of the binary form.
///
/// `bytes` is an array of bytes (`[UInt8]`) written whole, as a length and the bytes, where Codable would write each
/// byte as a value of its own.
enum BinaryTag: UInt8 {
    case null = 0, no, yes, signed, unsigned, double, float, string, keyed, unkeyed, bytes
}

/// The buffer one encoding writes into, with the containers still open, innermost last.
///
/// Its state is written on every value, by one encoding on one thread: the runtime's checks of exclusive access to a
/// class's properties (a thread-local lookup at each access) were a third of the cache's encoding time, so they are
/// not made for these (`@exclusivity(unchecked)`).
final class BinarySink {
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// The start (tag offset) of each open container, outermost first.
    @exclusivity(unchecked) var open: [Int] = []
    /// How many entries each open container has.
    @exclusivity(unchecked) var counts: [UInt32] = []
    @exclusivity(unchecked) var failure: String?

    init() { bytes.reserveCapacity(256) }

    func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    func signed(_ value: Int64) {
        bytes.append(BinaryTag.signed.rawValue)
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    func unsigned(_ value: UInt64) {
        bytes.append(BinaryTag.unsigned.rawValue)
        varint(value)
    }

    func double(_ value: Double) {
        bytes.append(BinaryTag.double.rawValue)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    func float(_ value: Float) {
        bytes.append(BinaryTag.float.rawValue)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    func text(_ value: String) {
        bytes.append(BinaryTag.string.rawValue)
        string(value)
    }

    func byteArray(_ value: [UInt8]) {
        bytes.append(BinaryTag.bytes.rawValue)
        varint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    /// Opens a container at the end: its tag, then a count and a length filled in when it is closed.
    func openContainer(_ tag: BinaryTag) -> Int {
        let start = bytes.count
        bytes.append(tag.rawValue)
        bytes.append(contentsOf: [0, 0, 0, 0, 0, 0, 0, 0])
        open.append(start)
        counts.append(0)
        return start
    }

    /// Makes the container at `start` the innermost one before it is written to: the containers opened after it are
    /// closed. A container that was closed already fails the encoding.
    func resume(_ start: Int) -> Bool {
        if open.last == start { return true }
        guard let position = open.lastIndex(of: start) else {
            fail("a container was written to after a later one was opened")
            return false
        }
        close(from: position + 1)
        return true
    }

    /// Counts one more entry in the container at `position` of the open ones.
    func entryWritten(at position: Int) {
        counts[position] += 1
    }

    /// Closes the open containers from the `position`th on: each one's count and length written in.
    func close(from position: Int) {
        guard position < open.count else { return }
        for index in position..<open.count {
            put(counts[index], at: open[index] + 1)
            put(UInt32(truncatingIfNeeded: bytes.count - (open[index] + 9)), at: open[index] + 5)
        }
        open.removeSubrange(position...)
        counts.removeSubrange(position...)
    }

    private func put(_ value: UInt32, at offset: Int) {
        bytes[offset] = UInt8(truncatingIfNeeded: value)
        bytes[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
        bytes[offset + 2] = UInt8(truncatingIfNeeded: value >> 16)
        bytes[offset + 3] = UInt8(truncatingIfNeeded: value >> 24)
    }
}

/// The encoder one value writes itself with: exactly one value, at the end of the sink.
struct BinaryValueEncoder: Encoder {
    let sink: BinarySink
    /// How many containers were open when this value began: the value's own containers are deeper.
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Writes `value` as one value at the end of the sink (a null when it writes nothing).
    static func write<Value: Encodable>(_ value: Value, into sink: BinarySink) {
        if Value.self == [UInt8].self {
            sink.byteArray(unsafeBitCast(value, to: [UInt8].self))
            return
        }
        let depth = sink.open.count
        let before = sink.bytes.count
        do {
            try value.encode(to: BinaryValueEncoder(sink: sink, depth: depth))
        } catch {
            sink.fail("\(error)")
        }
        if sink.bytes.count == before { sink.bytes.append(BinaryTag.null.rawValue) }
        sink.close(from: depth)
    }

    private func claim() -> Bool {
        // A value writes one container or one scalar: anything already written at this depth is a second value.
        guard sink.open.count == depth else {
            sink.fail("a value wrote two containers")
            return false
        }
        return true
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        _ = claim()
        return KeyedEncodingContainer(BinaryKeyedEncoder<Key>(sink: sink, start: sink.openContainer(.keyed)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        _ = claim()
        return BinaryUnkeyedEncoder(sink: sink, start: sink.openContainer(.unkeyed))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        BinarySingleEncoder(sink: sink)
    }
}

struct BinarySingleEncoder: SingleValueEncodingContainer {
    let sink: BinarySink
    var codingPath: [any CodingKey] { [] }

    func encodeNil() { sink.bytes.append(BinaryTag.null.rawValue) }
    func encode(_ value: Bool) { sink.bytes.append((value ? BinaryTag.yes : .no).rawValue) }
    func encode(_ value: String) { sink.text(value) }
    func encode(_ value: Double) { sink.double(value) }
    func encode(_ value: Float) { sink.float(value) }
    func encode(_ value: Int) { sink.signed(Int64(value)) }
    func encode(_ value: Int8) { sink.signed(Int64(value)) }
    func encode(_ value: Int16) { sink.signed(Int64(value)) }
    func encode(_ value: Int32) { sink.signed(Int64(value)) }
    func encode(_ value: Int64) { sink.signed(value) }
    func encode(_ value: UInt) { sink.unsigned(UInt64(value)) }
    func encode(_ value: UInt8) { sink.unsigned(UInt64(value)) }
    func encode(_ value: UInt16) { sink.unsigned(UInt64(value)) }
    func encode(_ value: UInt32) { sink.unsigned(UInt64(value)) }
    func encode(_ value: UInt64) { sink.unsigned(value) }
    func encode(_ value: some Encodable) throws { BinaryValueEncoder.write(value, into: sink) }
}

struct BinaryKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: BinarySink
    let start: Int
    var codingPath: [any CodingKey] { [] }

    /// Writes one entry: its key, then what `value` writes.
    private func entry(_ key: Key, _ value: () -> Void) {
        guard sink.resume(start) else { return }
        let position = sink.open.count - 1
        sink.string(key.stringValue)
        value()
        sink.entryWritten(at: position)
    }

    mutating func encodeNil(forKey key: Key) { entry(key) { sink.bytes.append(BinaryTag.null.rawValue) } }
    mutating func encode(_ value: Bool, forKey key: Key) { entry(key) { sink.bytes.append((value ? BinaryTag.yes : .no).rawValue) } }
    mutating func encode(_ value: String, forKey key: Key) { entry(key) { sink.text(value) } }
    mutating func encode(_ value: Double, forKey key: Key) { entry(key) { sink.double(value) } }
    mutating func encode(_ value: Float, forKey key: Key) { entry(key) { sink.float(value) } }
    mutating func encode(_ value: Int, forKey key: Key) { entry(key) { sink.signed(Int64(value)) } }
    mutating func encode(_ value: Int8, forKey key: Key) { entry(key) { sink.signed(Int64(value)) } }
    mutating func encode(_ value: Int16, forKey key: Key) { entry(key) { sink.signed(Int64(value)) } }
    mutating func encode(_ value: Int32, forKey key: Key) { entry(key) { sink.signed(Int64(value)) } }
    mutating func encode(_ value: Int64, forKey key: Key) { entry(key) { sink.signed(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) { entry(key) { sink.unsigned(UInt64(value)) } }
    mutating func encode(_ value: UInt8, forKey key: Key) { entry(key) { sink.unsigned(UInt64(value)) } }
    mutating func encode(_ value: UInt16, forKey key: Key) { entry(key) { sink.unsigned(UInt64(value)) } }
    mutating func encode(_ value: UInt32, forKey key: Key) { entry(key) { sink.unsigned(UInt64(value)) } }
    mutating func encode(_ value: UInt64, forKey key: Key) { entry(key) { sink.unsigned(value) } }
    mutating func encode(_ value: some Encodable, forKey key: Key) { entry(key) { BinaryValueEncoder.write(value, into: sink) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        var nested = -1
        entry(key) { nested = sink.openContainer(.keyed) }
        return KeyedEncodingContainer(BinaryKeyedEncoder<NestedKey>(sink: sink, start: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        var nested = -1
        entry(key) { nested = sink.openContainer(.unkeyed) }
        return BinaryUnkeyedEncoder(sink: sink, start: nested)
    }

    mutating func superEncoder() -> any Encoder {
        sink.fail("superEncoder is not supported")
        return BinaryValueEncoder(sink: sink, depth: Int.max)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        sink.fail("superEncoder is not supported")
        return BinaryValueEncoder(sink: sink, depth: Int.max)
    }
}

final class BinaryUnkeyedEncoder: UnkeyedEncodingContainer {
    let sink: BinarySink
    let start: Int
    var codingPath: [any CodingKey] { [] }
    @exclusivity(unchecked) private(set) var count = 0

    init(sink: BinarySink, start: Int) {
        self.sink = sink
        self.start = start
    }

    private func element(_ value: () -> Void) {
        guard sink.resume(start) else { return }
        let position = sink.open.count - 1
        value()
        sink.entryWritten(at: position)
        count += 1
    }

    func encodeNil() { element { sink.bytes.append(BinaryTag.null.rawValue) } }
    func encode(_ value: Bool) { element { sink.bytes.append((value ? BinaryTag.yes : .no).rawValue) } }
    func encode(_ value: String) { element { sink.text(value) } }
    func encode(_ value: Double) { element { sink.double(value) } }
    func encode(_ value: Float) { element { sink.float(value) } }
    func encode(_ value: Int) { element { sink.signed(Int64(value)) } }
    func encode(_ value: Int8) { element { sink.signed(Int64(value)) } }
    func encode(_ value: Int16) { element { sink.signed(Int64(value)) } }
    func encode(_ value: Int32) { element { sink.signed(Int64(value)) } }
    func encode(_ value: Int64) { element { sink.signed(value) } }
    func encode(_ value: UInt) { element { sink.unsigned(UInt64(value)) } }
    func encode(_ value: UInt8) { element { sink.unsigned(UInt64(value)) } }
    func encode(_ value: UInt16) { element { sink.unsigned(UInt64(value)) } }
    func encode(_ value: UInt32) { element { sink.unsigned(UInt64(value)) } }
    func encode(_ value: UInt64) { element { sink.unsigned(value) } }
    func encode(_ value: some Encodable) { element { BinaryValueEncoder.write(value, into: sink) } }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        var nested = -1
        element { nested = sink.openContainer(.keyed) }
        return KeyedEncodingContainer(BinaryKeyedEncoder<NestedKey>(sink: sink, start: nested))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        var nested = -1
        element { nested = sink.openContainer(.unkeyed) }
        return BinaryUnkeyedEncoder(sink: sink, start: nested)
    }

    func superEncoder() -> any Encoder {
        sink.fail("superEncoder is not supported")
        return BinaryValueEncoder(sink: sink, depth: Int.max)
    }
}
