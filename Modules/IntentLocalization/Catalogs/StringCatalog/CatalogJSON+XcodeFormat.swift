extension CatalogJSON {
    /// The text Xcode writes for this value as a whole file: two-space indentation, `" : "` between key and
    /// value, an empty object as `{` and `}` with an empty line between, and non-ASCII characters as they are.
    ///
    /// Xcode 15 wrote no newline after the last brace, Xcode 16 and later write one: `trailingNewline` says which.
    public func xcodeText(trailingNewline: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: 0)
        if trailingNewline { out += "\n" }
        return out
    }

    /// The text Xcode writes for this value nested `indent` spaces deep (its first line not indented).
    func xcodeText(indent: Int) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): Self.writeQuoted(text, to: &out)
        case .array(let elements):
            out += "[\n"
            if elements.isEmpty { out += "\n" }
            for (offset, element) in elements.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                element.write(to: &out, indent: indent + 2)
                out += offset == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            out += "{\n"
            if members.isEmpty { out += "\n" }
            for (offset, member) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                Self.writeQuoted(member.key, to: &out)
                out += " : "
                member.value.write(to: &out, indent: indent + 2)
                out += offset == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    /// A JSON string as Xcode escapes it: quotes, backslashes and control characters only.
    static func writeQuoted(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
