import Foundation

/// Writes JSON bytes exactly as Xcode's App Intents tools write them.
///
/// `appintentsmetadataprocessor` encodes with Foundation's `JSONEncoder`; these are that encoder's rules
/// (swift-foundation's `JSONWriter`), checked byte for byte against the files Xcode 17C528 wrote:
///
/// - `extract.actionsdata` uses `.sortedKeys`: one line, no spaces, each object's keys in the lexicographic
///   order of their UTF-8 bytes.
/// - `version.json` uses `.prettyPrinted` without sorting: two-space indentation, `" : "` between a key and
///   its value, no final line break, members in the order they are held.
/// - Strings: `"` and `\` escaped, `/` written `\/`, `\b \f \n \r \t` for those controls and `\u00xx`
///   (lower-case hexadecimal) for the others; everything else, non-ASCII included, as its UTF-8 bytes.
/// - Numbers as held (the text they were read or built with).
public enum XcodeJSONWriter {
    /// One line with sorted keys, as in `extract.actionsdata`.
    public static func compact(_ value: AppleJSON) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        writeCompact(value, into: &output)
        return output
    }

    /// The offset of the first byte where `bytes` differ from what ``compact(_:)`` writes of `value`, or `nil`.
    ///
    /// `nil` means the bytes are the same. They are compared as they are written, without holding the written file.
    public static func firstDifference(_ value: AppleJSON, from bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var comparer = Comparer(expected: buffer)
            writeCompact(value, into: &comparer)
            if let mismatch = comparer.mismatch { return mismatch }
            return comparer.position == buffer.count ? nil : comparer.position
        }
    }

    /// Pretty-printed, members in their order, as in `version.json`.
    public static func pretty(_ value: AppleJSON) -> [UInt8] {
        var output: [UInt8] = []
        writePretty(value, indent: 0, into: &output)
        return output
    }

    /// The order Xcode writes an object's keys in: by their UTF-8 bytes.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    private static func writeCompact<Output: WriterOutput>(_ value: AppleJSON, into output: inout Output) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeCompact(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            let sorted = isSorted(members) ? members : members.sorted { precedes($0.key, $1.key) }
            for (index, member) in sorted.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                writeCompact(member.value, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func isSorted(_ members: [AppleJSON.Member]) -> Bool {
        var index = 1
        while index < members.count {
            if !precedes(members[index - 1].key, members[index].key) { return false }
            index += 1
        }
        return true
    }

    private static func writePretty(_ value: AppleJSON, indent: Int, into output: inout [UInt8]) {
        func newline(_ level: Int) {
            output.append(0x0A)
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
        }
        switch value {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            output.append(0x0A)
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(contentsOf: ",\n".utf8) }
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * (indent + 1)))
                writePretty(element, indent: indent + 1, into: &output)
            }
            newline(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            output.append(0x0A)
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(contentsOf: ",\n".utf8) }
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * (indent + 1)))
                writeString(member.key, into: &output)
                output.append(contentsOf: " : ".utf8)
                writePretty(member.value, indent: indent + 1, into: &output)
            }
            newline(indent)
            output.append(UInt8(ascii: "}"))
        default:
            writeCompact(value, into: &output)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A string in quotes with Foundation's escapes.
    static func writeString<Output: WriterOutput>(_ text: String, into output: inout Output) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let byte = bytes[index]
                let escape: (UInt8, UInt8?)?
                switch byte {
                case UInt8(ascii: "\""): escape = (UInt8(ascii: "\""), nil)
                case UInt8(ascii: "\\"): escape = (UInt8(ascii: "\\"), nil)
                case UInt8(ascii: "/"): escape = (UInt8(ascii: "/"), nil)
                case 0x08: escape = (UInt8(ascii: "b"), nil)
                case 0x0C: escape = (UInt8(ascii: "f"), nil)
                case 0x0A: escape = (UInt8(ascii: "n"), nil)
                case 0x0D: escape = (UInt8(ascii: "r"), nil)
                case 0x09: escape = (UInt8(ascii: "t"), nil)
                case 0x00..<0x20: escape = (UInt8(ascii: "u"), byte)
                default: escape = nil
                }
                guard let (letter, control) = escape else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                output.append(UInt8(ascii: "\\"))
                output.append(letter)
                if let control {
                    output.append(contentsOf: "00".utf8)
                    output.append(hexDigits[Int(control >> 4)])
                    output.append(hexDigits[Int(control & 0xF)])
                }
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// Where the writer puts bytes: an array, or a comparison with bytes already there.
protocol WriterOutput {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
    mutating func append<S: Sequence>(contentsOf bytes: S) where S.Element == UInt8
}

extension Array: WriterOutput where Element == UInt8 {}

/// Compares what is written with expected bytes, remembering the first offset that differs.
struct Comparer: WriterOutput {
    let expected: UnsafeBufferPointer<UInt8>
    var position = 0
    var mismatch: Int?

    mutating func append(_ byte: UInt8) {
        guard mismatch == nil else { return }
        if position < expected.count, expected[position] == byte {
            position += 1
        } else {
            mismatch = position
        }
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard mismatch == nil else { return }
        if position + bytes.count <= expected.count, memcmp(expected.baseAddress! + position, bytes.baseAddress!, bytes.count) == 0 || bytes.isEmpty {
            position += bytes.count
            return
        }
        for byte in bytes { append(byte) }
    }

    mutating func append<S: Sequence>(contentsOf bytes: S) where S.Element == UInt8 {
        for byte in bytes { append(byte) }
    }
}
