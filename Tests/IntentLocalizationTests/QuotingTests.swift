import IntentKitTestSupport
import IntentLocalization
import Testing

/// `Quoting.oneLine` returns a text with nothing to escape and within the limit as it is, and otherwise writes it
/// character by character: both give what writing every text character by character gives.
@Suite struct QuotingTests {
    /// The reference: every character, escapes written, cut with `…` after `limit` characters.
    static func reference(_ text: String, limit: Int) -> String {
        var escaped = ""
        for (count, character) in text.enumerated() {
            guard count < limit else { return escaped + "…" }
            switch character {
            case "\n": escaped += "\\n"
            case "\r\n": escaped += "\\r\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    @Test func everyTextIsWrittenAsCharacterByCharacter() {
        let pieces = ["a", "Soup", " ", "é", "e\u{301}", "😀", "👩‍👩‍👧", "\n", "\r", "\r\n", "\t", "%@", "\"", "\\", "日本"]
        var generator = SeededGenerator(seed: 1_147)
        for _ in 0..<3_000 {
            let text = (0..<Int(generator.next() % 9)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            for limit in [0, 1, 2, 3, 5, 8, 100, Int.max] {
                #expect(Quoting.oneLine(text, limit: limit) == Self.reference(text, limit: limit), "\(text.debugDescription), limit \(limit)")
            }
        }
        #expect(Quoting.quoted("Order\tsoup") == "\"Order\\tsoup\"")
        #expect(Quoting.oneLine("ééé", limit: 2) == "éé…")
    }
}
