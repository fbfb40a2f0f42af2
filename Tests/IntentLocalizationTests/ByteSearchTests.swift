import Foundation
import IntentLocalization
import Testing

/// The byte searches the checks ask of every path and string: they agree with Foundation's.
@Suite struct ByteSearchTests {
    @Test func aPartIsFoundWhereFoundationFindsIt() {
        let texts = ["", "a", "App/en.lproj/Localizable.strings", "App/.build/x", "/.build", "/.buil", "é/.lproj/ü", "🙂.lproj/", "x.lproj"]
        let parts = ["", ".lproj/", "/.build", "é", "🙂", "x.lproj", "a"]
        for text in texts {
            for part in parts {
                #expect(text.utf8Contains(part) == (part.isEmpty || text.range(of: part, options: .literal) != nil), "\(text) / \(part)")
            }
        }
        // A string not stored as UTF-8 of its own (a substring made a string, a bridged one) is searched alike.
        #expect(String("ab/.build/cd".dropFirst(2)).utf8Contains("/.build"))
        #expect((NSString(string: "Base.lproj/Main") as String).utf8Contains(".lproj/"))
    }
}
