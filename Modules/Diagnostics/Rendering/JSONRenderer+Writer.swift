/// The JSON report written by hand, byte for byte as `JSONEncoder` writes it with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` (`JSONWriterTests` compares the two): a large app's thousands of findings took longer to
/// encode through `Encodable` than to find.
struct PrettyJSONWriter {
    private(set) var output: [UInt8] = []

    init(capacity: Int) {
        output.reserveCapacity(capacity)
    }

    mutating func indent(_ level: Int) {
        output += repeatElement(0x20, count: level * 2)
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { output += $0 }
    }

    mutating func string(_ value: String) {
        output.append(0x22)
        var value = value
        value.withUTF8 { utf8 in
            // Runs of bytes that need no escape are copied at once.
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
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

    /// `"key" : ` at `level`, after a `,` and a line break unless it is the first member.
    mutating func key(_ name: String, level: Int, first: Bool) {
        raw(first ? "\n" : ",\n")
        indent(level)
        string(name)
        raw(" : ")
    }

    /// An object's members, sorted by key as `JSONEncoder` sorts them (by their UTF-8 bytes), each written by `member`;
    /// `keys` already in that order when `sorted`.
    mutating func object(level: Int, keys: [String], sorted: Bool = false, member: (inout PrettyJSONWriter, String) -> Void) {
        raw("{")
        if keys.isEmpty {
            raw("\n\n")
        } else {
            for (index, name) in (sorted ? keys : keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })).enumerated() {
                key(name, level: level + 1, first: index == 0)
                member(&self, name)
            }
            raw("\n")
        }
        indent(level)
        raw("}")
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
        var keys: [String] = location.column != nil ? ["column", "file"] : ["file"]
        if location.line != nil { keys.append("line") }
        object(level: level, keys: keys, sorted: true) { writer, key in
            switch key {
            case "file": writer.string(location.file)
            case "line": writer.integer(location.line!)
            default: writer.integer(location.column!)
            }
        }
    }

    mutating func diagnostic(_ diagnostic: Diagnostic, level: Int) {
        // In `JSONEncoder`'s order: context, fixIt, group, id, location, message, notes, severity.
        var keys: [String] = []
        keys.reserveCapacity(8)
        if !diagnostic.context.isEmpty { keys.append("context") }
        if diagnostic.fixIt != nil { keys.append("fixIt") }
        if diagnostic.group != nil { keys.append("group") }
        keys.append("id")
        if diagnostic.location != nil { keys.append("location") }
        keys += ["message", "notes", "severity"]
        object(level: level, keys: keys, sorted: true) { writer, key in
            switch key {
            case "severity": writer.string(diagnostic.severity.rawValue)
            case "id": writer.string(diagnostic.id)
            case "message": writer.string(diagnostic.message)
            case "location": writer.location(diagnostic.location!, level: level + 1)
            case "fixIt": writer.string(diagnostic.fixIt!)
            case "group": writer.string(diagnostic.group!)
            case "context":
                writer.object(level: level + 1, keys: Array(diagnostic.context.keys)) { writer, name in writer.string(diagnostic.context[name]!) }
            default:
                writer.array(level: level + 1, count: diagnostic.notes.count) { writer, index in
                    let note = diagnostic.notes[index]
                    writer.object(level: level + 2, keys: note.location == nil ? ["message"] : ["location", "message"], sorted: true) { writer, key in
                        if key == "message" { writer.string(note.message) } else { writer.location(note.location!, level: level + 3) }
                    }
                }
            }
        }
    }

    /// IntentKit's JSON report (``JSONRenderer``).
    static func report(schemaVersion: Int, tool: ToolInfo, diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String {
        var writer = PrettyJSONWriter(capacity: 256 + diagnostics.count * 640)
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
        return String(decoding: writer.output, as: UTF8.self)
    }
}
