/// The JSON report written by hand, byte for byte as `JSONEncoder` writes it with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` (`JSONWriterTests` compares the two): a large app's thousands of findings took longer to
/// encode through `Encodable` than to find.
struct PrettyJSONWriter {
    // Held inline, not behind a class reference: each append is then a few instructions with no exclusivity check at
    // run time, and a report of megabytes is made of millions of them. The writer owns the allocation: `report` frees it
    // once it has copied it out, `streamReport` once it has handed out the last of it.
    private var output: ByteBuffer

    init(capacity: Int, flush: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        output = ByteBuffer(capacity: capacity, flush: flush)
    }

    mutating func indent(_ level: Int) {
        output.append(repeating: 0x20, count: level * 2)
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
        output.append(0x22)
        var value = value
        value.withUTF8 { utf8 in
            // Runs of bytes that need no escape are copied at once; most strings have none, found eight bytes a step.
            var start = 0
            let clean = Self.prefixWithoutEscapes(utf8)
            guard clean < utf8.count else { return output.append(contentsOf: utf8) }
            for index in clean..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                switch byte {
                case 0x22: raw("\\\"")
                case 0x5C: raw("\\\\")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                case 0x08: raw("\\b")
                case 0x0C: raw("\\f")
                default:
                    raw("\\u00")
                    output.append(Self.hex[Int(byte >> 4)])
                    output.append(Self.hex[Int(byte & 0x0F)])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        output.append(0x22)
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// How many bytes at the start of `utf8` need no escape (a control character, `"` or `\\` ends them), read eight
    /// at a time: a word holds such a byte when one of its bytes is below 0x20 or equal to 0x22 or 0x5C.
    static func prefixWithoutEscapes(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// Whether a byte of `word` is zero (a byte at 0x80 or above gives no false alarm: `& ~word` clears it).
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var offset = 0
        while offset + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            // Below 0x20: a byte under 0x20 borrows in `word - 0x20…`; a byte of 0x80 and above is masked out by `~word`.
            let control = (word &- ones &* 0x20) & ~word & highs != 0
            if control || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C)) { break }
            offset += 8
        }
        while offset < utf8.count, utf8[offset] >= 0x20, utf8[offset] != 0x22, utf8[offset] != 0x5C { offset += 1 }
        return offset
    }

    mutating func integer(_ value: Int) {
        if value < 0 { output.append(0x2D) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var position = digits.count
            repeat {
                position -= 1
                digits[position] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[position...]))
        }
    }

    /// `"key" : ` at `level`, after a `,` and a line break unless it is the object's first member.
    mutating func key(_ name: String, level: Int, first: inout Bool) {
        raw(first ? "\n" : ",\n")
        first = false
        indent(level)
        string(name)
        raw(" : ")
    }

    /// `"key" : ` for a member name written in the code (no byte of it needs an escape), as ``key(_:level:first:)``.
    mutating func constantKey(_ name: StaticString, level: Int, first: inout Bool) {
        raw(first ? "\n" : ",\n")
        first = false
        indent(level)
        output.append(0x22)
        raw(name)
        raw("\" : ")
    }

    /// The end of an object that has members: a line break, the indent of its `{`, and `}`.
    private mutating func close(level: Int) {
        raw("\n")
        indent(level)
        raw("}")
    }

    /// An object's members, sorted by key as `JSONEncoder` sorts them (by their UTF-8 bytes), each written by `member`.
    mutating func object(level: Int, keys: [String], member: (inout PrettyJSONWriter, String) -> Void) {
        raw("{")
        guard !keys.isEmpty else {
            raw("\n\n")
            indent(level)
            return raw("}")
        }
        var first = true
        for name in keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            key(name, level: level + 1, first: &first)
            member(&self, name)
        }
        close(level: level)
    }

    /// An array of `count` elements, each written by `element`.
    mutating func array(level: Int, count: Int, element: (inout PrettyJSONWriter, Int) -> Void) {
        raw("[")
        if count == 0 {
            raw("\n\n")
        } else {
            for index in 0..<count {
                raw(index == 0 ? "\n" : ",\n")
                indent(level + 1)
                element(&self, index)
            }
            raw("\n")
        }
        indent(level)
        raw("]")
    }

    mutating func location(_ location: SourceLocation, level: Int) {
        // In `JSONEncoder`'s order: column, file, line.
        var first = true
        raw("{")
        if let column = location.column {
            constantKey("column", level: level + 1, first: &first)
            integer(column)
        }
        constantKey("file", level: level + 1, first: &first)
        string(location.file)
        if let line = location.line {
            constantKey("line", level: level + 1, first: &first)
            integer(line)
        }
        close(level: level)
    }

    mutating func diagnostic(_ diagnostic: Diagnostic, level: Int) {
        // In `JSONEncoder`'s order: context, fixIt, group, id, location, message, notes, severity. Each member is
        // written in place: a list of keys and a comparison of names per finding cost more than the bytes.
        var first = true
        raw("{")
        if !diagnostic.context.isEmpty {
            constantKey("context", level: level + 1, first: &first)
            object(level: level + 1, keys: Array(diagnostic.context.keys)) { writer, name in writer.string(diagnostic.context[name]!) }
        }
        if let fixIt = diagnostic.fixIt {
            constantKey("fixIt", level: level + 1, first: &first)
            string(fixIt)
        }
        if let group = diagnostic.group {
            constantKey("group", level: level + 1, first: &first)
            string(group)
        }
        constantKey("id", level: level + 1, first: &first)
        string(diagnostic.id)
        if let location = diagnostic.location {
            constantKey("location", level: level + 1, first: &first)
            self.location(location, level: level + 1)
        }
        constantKey("message", level: level + 1, first: &first)
        string(diagnostic.message)
        constantKey("notes", level: level + 1, first: &first)
        array(level: level + 1, count: diagnostic.notes.count) { writer, index in
            let note = diagnostic.notes[index]
            var first = true
            writer.raw("{")
            if let location = note.location {
                writer.constantKey("location", level: level + 3, first: &first)
                writer.location(location, level: level + 3)
            }
            writer.constantKey("message", level: level + 3, first: &first)
            writer.string(note.message)
            writer.close(level: level + 2)
        }
        constantKey("severity", level: level + 1, first: &first)
        string(diagnostic.severity.rawValue)
        close(level: level)
    }

    /// IntentKit's JSON report (``JSONRenderer``).
    static func report(schemaVersion: Int, tool: ToolInfo, diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String {
        let writer = reportWriter(schemaVersion: schemaVersion, tool: tool, diagnostics: diagnostics, summary: summary)
        defer { writer.output.deallocate() }
        return writer.output.string()
    }

    /// IntentKit's JSON report as UTF-8 bytes, handed to `write` a chunk of about `chunk` bytes at a time as it is
    /// made: ``report(schemaVersion:tool:diagnostics:summary:)`` without holding a report of megabytes whole, nor
    /// making a `String` of it (which checks every byte again).
    static func streamReport(schemaVersion: Int, tool: ToolInfo, diagnostics: [Diagnostic], summary: DiagnosticSummary, chunk: Int = 1 << 16,
                             to write: (UnsafeBufferPointer<UInt8>) -> Void) {
        withoutActuallyEscaping(write) { write in
            var writer = reportWriter(schemaVersion: schemaVersion, tool: tool, diagnostics: diagnostics, summary: summary, capacity: chunk, flush: write)
            writer.output.flushRest()
            writer.output.deallocate()
        }
    }

    private static func reportWriter(schemaVersion: Int, tool: ToolInfo, diagnostics: [Diagnostic], summary: DiagnosticSummary,
                                     capacity: Int? = nil, flush: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) -> PrettyJSONWriter {
        var writer = PrettyJSONWriter(capacity: capacity ?? 256 + diagnostics.count * 640, flush: flush)
        writer.object(level: 0, keys: ["schemaVersion", "tool", "diagnostics", "summary"]) { writer, key in
            switch key {
            case "schemaVersion": writer.integer(schemaVersion)
            case "tool":
                writer.object(level: 1, keys: ["name", "version"]) { writer, key in writer.string(key == "name" ? tool.name : tool.version) }
            case "diagnostics":
                writer.array(level: 1, count: diagnostics.count) { writer, index in writer.diagnostic(diagnostics[index], level: 2) }
            default:
                var keys = ["errors", "warnings", "notes", "remarks"]
                if summary.inputs != nil { keys.append("inputs") }
                writer.object(level: 1, keys: keys) { writer, key in
                    switch key {
                    case "errors": writer.integer(summary.errors)
                    case "warnings": writer.integer(summary.warnings)
                    case "notes": writer.integer(summary.notes)
                    case "remarks": writer.integer(summary.remarks)
                    default: writer.integer(summary.inputs!)
                    }
                }
            }
        }
        writer.raw("\n")
        return writer
    }
}

/// Bytes appended to one growing allocation, or, with a `flush`, to one allocation handed to it whenever it is full: a
/// report is made of short runs, for which `Array.append(contentsOf:)` cost more than copying them.
///
/// A value that shares its allocation with its copies: the one writer that makes it frees it (``deallocate()``),
/// after which neither it nor a copy is used.
private struct ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Where the bytes go when the allocation is full (`nil`: it grows to hold them all).
    private let flush: ((UnsafeBufferPointer<UInt8>) -> Void)?

    init(capacity: Int, flush: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.capacity = max(capacity, 64)
        self.flush = flush
        base = .allocate(capacity: self.capacity)
    }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    /// The bytes handed to `flush`, if there is one, then the allocation doubled (at least) if `extra` more bytes
    /// still do not fit.
    @inline(never)
    private mutating func grow(_ extra: Int) {
        if flush != nil {
            flushRest()
            if extra <= capacity { return }
        }
        let grown = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = grown
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    mutating func append(repeating byte: UInt8, count extra: Int) {
        guard extra > 0 else { return }
        reserve(extra)
        (base + count).initialize(repeating: byte, count: extra)
        count += extra
    }

    /// The bytes as text (they are UTF-8: every string was copied whole and every escape is ASCII).
    func string() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Hands the bytes held to `flush` and empties the allocation (for a buffer made with one).
    mutating func flushRest() {
        guard let flush, count > 0 else { return }
        flush(UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    /// Frees the allocation.
    func deallocate() {
        base.deallocate()
    }
}
