/// Reads a packed form ``PackWriter`` wrote; every read is `nil` past the end of the bytes.
struct PackReader {
    let buffer: UnsafeRawBufferPointer
    var offset = 0
    /// How deep type references nest here: a form nested deeper than any code's types is refused, not recursed into.
    var depth = 0
    /// Whether every sorted table's key passed over so far is printable ASCII (``skipSortedTable(_:)``).
    var plainKeys = true

    init(buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

    var isAtEnd: Bool { offset == buffer.count }

    mutating func byte() -> UInt8? {
        guard offset < buffer.count else { return nil }
        defer { offset += 1 }
        return buffer[offset]
    }

    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            guard shift < 64 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    mutating func int() -> Int? {
        guard let raw = unsigned() else { return nil }
        return Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of entries, each at least one byte: never more than the bytes left.
    mutating func count() -> Int? {
        guard let count = unsigned(), count <= UInt64(buffer.count - offset) else { return nil }
        return Int(count)
    }

    mutating func string() -> String? {
        guard let length = count() else { return nil }
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length]), as: UTF8.self)
    }

    mutating func strings() -> [String]? { list { $0.string() } }

    mutating func list<Element>(_ each: (inout PackReader) -> Element?) -> [Element]? {
        guard let count = count() else { return nil }
        var list: [Element] = []
        list.reserveCapacity(count)
        for _ in 0..<count {
            guard let element = each(&self) else { return nil }
            list.append(element)
        }
        return list
    }

    /// A table ``PackWriter/sortedTable(_:_:)`` wrote, read whole (its directory passed over).
    mutating func sortedTable<Value>(_ each: (inout PackReader) -> Value?) -> [String: Value]? {
        sortedTableHeader().flatMap { entries($0.count, each) }
    }

    mutating func table<Value>(_ each: (inout PackReader) -> Value?) -> [String: Value]? {
        count().flatMap { entries($0, each) }
    }

    /// A table's `count` entries, each a key and its value.
    private mutating func entries<Value>(_ count: Int, _ each: (inout PackReader) -> Value?) -> [String: Value]? {
        var table: [String: Value] = [:]
        table.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = string(), let value = each(&self) else { return nil }
            table[key] = value
        }
        return table
    }
}
