import Foundation
@testable import LocalizationLint
import Testing

/// A text's line breaks, counted from its UTF-8 bytes, are the ones its Unicode scalars have.
@Suite struct TextShapeTests {
    /// The count as the scalars give it: `\n` not after `\r`, `\r`, U+2028 and U+2029.
    static func scalarBreaks(_ text: String) -> Int {
        var breaks = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": if previous != "\r" { breaks += 1 }
            case "\r", "\u{2028}", "\u{2029}": breaks += 1
            default: break
            }
            previous = scalar
        }
        return breaks
    }

    @Test func lineBreaksAreTheScalarsOnes() {
        let texts = ["", "one", "a\nb", "a\r\nb", "a\rb", "\r\n\r\n", "\n\r", "a\u{2028}b\u{2029}", "é\u{2028}", "\u{2027}\u{202A}",
                     "…\n", "日本語\r\n中文\u{2029}", "\u{E2}\u{80}", "x\u{0080}\u{00A8}", "🙂\n🙂\r", "\r\r\n\n"]
        for text in texts {
            #expect(TextShape(text).lineBreaks == Self.scalarBreaks(text), "\(text.debugDescription)")
        }
        #expect(TextShape("a\r\nb\u{2028}c\nd").lineBreaks == 3)
    }
}
