/// Writes a packed form: LEB128 numbers, strings as a length and UTF-8, lists and tables as a count and their entries.
struct PackWriter {
    var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// A signed number, zigzag-encoded.
    mutating func int(_ value: Int) {
        let wide = Int64(value)
        unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func strings(_ list: [String]) { self.list(list) { $0.string($1) } }

    mutating func list<Element>(_ list: [Element], _ each: (inout PackWriter, Element) -> Void) {
        unsigned(UInt64(list.count))
        for element in list { each(&self, element) }
    }

    mutating func table<Value>(_ table: [String: Value], _ each: (inout PackWriter, Value) -> Void) {
        unsigned(UInt64(table.count))
        for (key, value) in table {
            string(key)
            each(&self, value)
        }
    }

    /// A table a reader can look a key up in without reading the rest (``KeptTable``): its entries sorted by their
    /// keys' UTF-8 bytes, after a directory of where each begins.
    ///
    /// The count, then each entry's offset from the first entry's start in 4 bytes (little-endian), then the entries
    /// (a key, then its value) in order. The directory is filled in as the entries are written after it. Keys are
    /// written in Unicode's composed normal form (``KeptTable/normalized(_:)``): a table holds a key once up to Swift's
    /// equality of strings, and finds it by its bytes.
    mutating func sortedTable<Value>(_ table: [String: Value], _ each: (inout PackWriter, Value) -> Void) {
        // The entries' places are sorted, not the entries (moving a value moves its references).
        let entries = table.map { (key: KeptTable.normalized($0.key), value: $0.value) }
        let order = entries.indices.sorted { Self.precedes(entries[$0].key, entries[$1].key) }
        unsigned(UInt64(entries.count))
        let directory = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: entries.count * 4))
        let start = bytes.count
        for (position, entry) in order.enumerated() {
            let offset = UInt32(truncatingIfNeeded: bytes.count - start)
            bytes.withUnsafeMutableBytes { $0.storeBytes(of: offset.littleEndian, toByteOffset: directory + 4 * position, as: UInt32.self) }
            string(entries[entry].key)
            each(&self, entries[entry].value)
        }
    }

    /// Whether `left`'s UTF-8 bytes come before `right`'s: the order of a sorted table's keys.
    static func precedes(_ left: String, _ right: String) -> Bool {
        let compared = left.utf8.withContiguousStorageIfAvailable { left in
            right.utf8.withContiguousStorageIfAvailable { right in KeptTable.order(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right)) < 0 }
        }
        return (compared ?? nil) ?? left.utf8.lexicographicallyPrecedes(right.utf8)
    }
}
