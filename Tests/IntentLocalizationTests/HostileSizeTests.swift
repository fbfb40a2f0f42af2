import Diagnostics
import Foundation
import IntentLocalization
import Testing

/// Hostile sizes (issue 22): each gives a diagnostic or a result in bounded time, never a crash.
@Suite struct LocalizationHostileSizeTests {
    @Test func aHundredThousandDeepPropertyListIsRefusedAtTheDepthLimit() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
            + String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000) + "\n</plist>\n"
        let started = ContinuousClock.now
        let file = StringsDictFile(parsing: Array(text.utf8), path: "Deep.stringsdict")
        #expect(file.entries.isEmpty)
        #expect(file.diagnostics.map(\.message) == ["the file is not a valid XML property list: nesting deeper than 512 levels"])
        #expect(file.diagnostics.first?.location?.line == 3)
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func aTwentyMegabyteSingleLineStringsFileReads() {
        let value = String(repeating: "abcdefghij", count: 2_000_000)
        let text = "\"key\" = \"" + value + "\"; \"next\" = \"\\U00e9\";"
        let started = ContinuousClock.now
        let file = StringsFile(parsing: Array(text.utf8), path: "Long.strings")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.map(\.key) == ["key", "next"])
        #expect(file.entries.first?.value.utf8.count == 20_000_000)
        #expect(file.entries.last?.valueLocation.line == 1)
        #expect(ContinuousClock.now - started < .seconds(30))
    }
}
