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
}
