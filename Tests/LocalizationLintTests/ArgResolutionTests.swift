import Foundation
import IntentLocalization
@testable import LocalizationLint
import Testing

/// `%arg` is resolved by bytes where no character can join it (by Foundation otherwise); it gives what Foundation's
/// `replacingOccurrences` gave, combining marks and repeats included.
@Suite struct ArgResolutionTests {
    @Test(arguments: ["%arg", "x %arg y", "a%argb%arg", "%arg %lld%arg", "é %arg ü", "%arg\u{301}", "e\u{301}%arg", "%%arg", "%ar", "%arg%arg", "👩‍👩‍👧%arg", "%a\u{301}rg", "%Arg", "", "%lld %arg"])
    func argIsWrittenAsFoundationWroteIt(text: String) {
        let substitution = Substitution(argumentNumber: 2, formatSpecifier: "lld", plural: [:])
        let foundation = text.contains("%arg") ? text.replacingOccurrences(of: "%arg", with: "%2$lld") : text
        #expect(substitution.resolvingArg(in: text, number: 2) == foundation)
    }
}
