/// Leading and trailing whitespace, line breaks and final punctuation, compared between source and translation.
struct TextShape: Equatable {
    var leadingWhitespace: Bool
    var trailingWhitespace: Bool
    var lineBreaks: Int
    var finalPunctuation: Character?

    /// Reads the shape from Unicode scalars: whitespace and the marks compared here are single scalars.
    init(_ text: String) {
        let scalars = text.unicodeScalars
        leadingWhitespace = scalars.first.map(Self.isWhitespace) == true
        trailingWhitespace = scalars.last.map(Self.isWhitespace) == true
        // Counted in UTF-8: `\n` not after `\r`, `\r`, and U+2028 and U+2029 (E2 80 A8, E2 80 A9).
        var breaks = 0
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case 0x0A: if previous != 0x0D { breaks += 1 }
            case 0x0D: breaks += 1
            case 0xA8, 0xA9: if previous == 0x80, beforePrevious == 0xE2 { breaks += 1 }
            default: break
            }
            beforePrevious = previous
            previous = byte
        }
        lineBreaks = breaks
        var end = scalars.endIndex
        while end > scalars.startIndex, Self.isWhitespace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        guard end > scalars.startIndex else {
            finalPunctuation = nil
            return
        }
        let last = scalars[scalars.index(before: end)]
        let tail = scalars[..<end].suffix(3)
        finalPunctuation = tail.count == 3 && tail.allSatisfy({ $0 == "." }) ? "…" : Self.punctuationClass(last)
    }

    /// Whether `scalar` is white space (Unicode's `White_Space`), without a property lookup for ASCII.
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        switch scalar.value {
        case 0x09...0x0D, 0x20: return true
        default: return false
        }
    }

    /// Folds equivalent marks together: full-width and CJK marks, the Arabic question mark,
    /// three dots and the ellipsis. Returns `nil` for anything that is not final punctuation.
    static func punctuationClass(_ scalar: Unicode.Scalar) -> Character? {
        switch scalar {
        case ".", "。", "．", "।": "."
        case "?", "？", "؟": "?"
        case "!", "！": "!"
        case ":", "：": ":"
        case "…": "…"
        default: nil
        }
    }
}
