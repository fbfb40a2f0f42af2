/// Leading and trailing whitespace, line breaks and final punctuation, compared between source and translation.
struct TextShape: Equatable {
    var leadingWhitespace: Bool
    var trailingWhitespace: Bool
    var lineBreaks: Int
    var finalPunctuation: Character?

    init(_ text: String) {
        leadingWhitespace = text.first?.isWhitespace == true
        trailingWhitespace = text.last?.isWhitespace == true
        lineBreaks = text.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
        let trimmed = String(text.reversed().drop { $0.isWhitespace }.reversed())
        finalPunctuation = trimmed.hasSuffix("...") ? "…" : trimmed.last.flatMap(Self.punctuationClass)
    }

    /// Folds equivalent marks together: full-width and CJK marks, the Arabic question mark,
    /// three dots and the ellipsis. Returns `nil` for anything that is not final punctuation.
    static func punctuationClass(_ character: Character) -> Character? {
        switch character {
        case ".", "。", "．", "।": "."
        case "?", "？", "؟": "?"
        case "!", "！": "!"
        case ":", "：": ":"
        case "…": "…"
        default: nil
        }
    }
}
