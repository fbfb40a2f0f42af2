extension CatalogJSON {
    /// The text Xcode writes for this value as a whole file.
    ///
    /// Two-space indentation, `" : "` between key and value, an empty object as `{` and `}` with an empty line
    /// between, and non-ASCII characters as they are.
    ///
    /// - Parameter trailingNewline: Whether the text ends with a newline after the last brace: Xcode 15 wrote
    ///   none, Xcode 16 and later write one.
    public func xcodeText(trailingNewline: Bool = true) -> String {
        var out: [UInt8] = []
        write(to: &out, indent: 0)
        if trailingNewline { out.append(0x0A) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The UTF-8 text Xcode writes for this value nested `indent` spaces deep (its first line not indented),
    /// appended to `out`.
    func writeXcodeText(to out: inout [UInt8], indent: Int) {
        write(to: &out, indent: indent)
    }

    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .string(let text): Self.writeQuoted(text, to: &out)
        case .array(let elements):
            out.append(contentsOf: "[\n".utf8)
            if elements.isEmpty { out.append(0x0A) }
            for (offset, element) in elements.enumerated() {
                Self.spaces(indent + 2, to: &out)
                element.write(to: &out, indent: indent + 2)
                if offset < elements.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            Self.spaces(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(contentsOf: "{\n".utf8)
            if members.isEmpty { out.append(0x0A) }
            for (offset, member) in members.enumerated() {
                Self.spaces(indent + 2, to: &out)
                Self.writeQuoted(member.key, to: &out)
                out.append(contentsOf: " : ".utf8)
                member.value.write(to: &out, indent: indent + 2)
                if offset < members.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            Self.spaces(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func spaces(_ count: Int, to out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// A JSON string as Xcode escapes it: quotes, backslashes and control characters only.
    static func writeQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
                case 0x0A: out.append(contentsOf: #"\n"#.utf8)
                case 0x0D: out.append(contentsOf: #"\r"#.utf8)
                case 0x09: out.append(contentsOf: #"\t"#.utf8)
                case 0x08: out.append(contentsOf: #"\b"#.utf8)
                case 0x0C: out.append(contentsOf: #"\f"#.utf8)
                default:
                    let digits = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: #"\u00"#.utf8)
                    out.append(digits[Int(byte >> 4)])
                    out.append(digits[Int(byte & 0x0F)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
