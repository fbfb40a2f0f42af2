/// How findings quote a key or a value in their one-line messages.
public enum Quoting {
    /// The most characters of a text a message quotes.
    public static let limit = 100

    /// `text` in double quotes on one line, cut with `…` after ``limit`` characters.
    ///
    /// Line breaks and tabs are written as `\n`, `\r` and `\t`, as ``oneLine(_:limit:)`` writes them; the
    /// finding's location and context keep the whole text.
    public static func quoted(_ text: String) -> String {
        "\"" + oneLine(text, limit: limit) + "\""
    }

    /// `text` on one line: line breaks and tabs written as `\n`, `\r` and `\t`; cut with `…` after `limit` characters.
    public static func oneLine(_ text: String, limit: Int = .max) -> String {
        // Most texts need neither: no character to write as an escape, and no more bytes (so no more characters)
        // than the limit. Those are returned as they are, without walking their characters.
        if text.utf8.count <= limit, !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return text }
        var escaped = ""
        var count = 0
        for character in text {
            guard count < limit else {
                escaped += "…"
                break
            }
            switch character {
            case "\n": escaped += "\\n"
            case "\r\n": escaped += "\\r\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
            count += 1
        }
        return escaped
    }
}
