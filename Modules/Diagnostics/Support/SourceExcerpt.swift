/// How a message quotes the text of a file it is about: a short excerpt on one line, never more.
///
/// A checked tree may hold anything, a file of secrets among it; a finding names where the problem is, and quotes at
/// most ``limit`` characters of the text, so no output (text, JSON, SARIF, HTML) carries more of a file than that.
public enum SourceExcerpt {
    /// The most characters of a file's text one quotation in a message holds.
    public static let limit = 40

    /// `text` on one line (line breaks and tabs written as `\n`, `\r`, `\t`), cut with `…` after ``limit`` characters.
    public static func excerpt(_ text: some StringProtocol) -> String {
        var result = ""
        var count = 0
        for character in text {
            guard count < limit else {
                result += "…"
                break
            }
            switch character {
            case "\n": result += "\\n"
            case "\r\n": result += "\\r\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
            count += 1
        }
        return result
    }

    /// `message` with each single-quoted quotation made an ``excerpt(_:)``.
    ///
    /// This is for a parser's message, which quotes the code it could not read in single quotes. A quotation left
    /// open runs to the end of the message and is cut the same way.
    public static func limitingQuotations(in message: String) -> String {
        var result = ""
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "'") {
            result += rest[..<open]
            let inside = rest[rest.index(after: open)...]
            guard let close = inside.firstIndex(of: "'") else {
                return result + "'" + excerpt(inside)
            }
            result += "'" + excerpt(inside[..<close]) + "'"
            rest = inside[inside.index(after: close)...]
        }
        return result + rest
    }
}
