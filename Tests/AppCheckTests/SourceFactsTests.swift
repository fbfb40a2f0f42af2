import Foundation
@testable import AppCheck
import IntentExtraction
import Testing

/// The facts a re-check keys a file's extraction by: code added after the file's last type (a function, a variable)
/// changes neither extraction key, whether the facts are worked out with a parse or from a kept one; what extraction
/// reads there changes them.
@Suite struct SourceFactsTests {
    static let intent = """
        import AppIntents

        struct OpenGarden: AppIntent {
            static let title: LocalizedStringResource = "Open Garden"
            func perform() async throws -> some IntentResult {
                let beds = 1
                return .result()
            }
        }

        """

    static func facts(_ text: String, _ cache: CheckCache) -> (facts: SourceFacts, parsed: Bool) {
        let source = SwiftSource(path: "/app/Garden.swift", text: text)
        let facts = SourceFacts.of(source, cache: cache)
        return (facts, source.isParsed)
    }

    @Test func codeAfterTheLastTypeKeepsTheExtractionKeys() throws {
        let place = try CheckCacheTests.Place()
        let cache = try #require(CheckCache(folder: place.cache, root: place.root, version: "test"))
        let first = Self.facts(Self.intent, cache).facts
        for tail in ["func plantAll() -> Int { 3 }\n", "\nlet gardenVersion = 2 // done\n", "@MainActor func water() {\n    print(\"water\")\n}\n"] {
            let (edited, parsed) = Self.facts(Self.intent + tail, cache)
            #expect(parsed, "a new reduction is parsed")
            #expect(edited.extraction == first.extraction && edited.placeFree == first.placeFree, "\(tail)")
            #expect(edited.index != first.index && edited.content != first.content, "the declaration index reads it: \(tail)")
        }
        // A body edited that the reduction empties: the reduction is the one kept, so the file is not parsed, and the
        // extraction keys are still the first's.
        let (edited, parsed) = Self.facts(Self.intent.replacingOccurrences(of: "beds = 1", with: "beds = 2") + "func plantAll() -> Int { 3 }\n", cache)
        #expect(!parsed && edited.extraction == first.extraction && edited.placeFree == first.placeFree)
        // Lines added to that body: only the key with places changes.
        let longer = Self.facts(Self.intent.replacingOccurrences(of: "beds = 1", with: "beds = 1\n        _ = beds") + "func plantAll() -> Int { 3 }\n", cache).facts
        #expect(longer.extraction != first.extraction && longer.placeFree == first.placeFree)
    }

    @Test func whatExtractionReadsAfterTheLastTypeChangesTheKeys() throws {
        let place = try CheckCacheTests.Place()
        let cache = try #require(CheckCache(folder: place.cache, root: place.root, version: "test"))
        let first = Self.facts(Self.intent, cache).facts
        for tail in ["struct Later {}\n", "typealias Bed = String\n", "#if DEBUG\nfunc debugOnly() {}\n#endif\n", "extension OpenGarden {}\n"] {
            let edited = Self.facts(Self.intent + tail, cache).facts
            #expect(edited.extraction != first.extraction && edited.placeFree != first.placeFree, "\(tail)")
        }
    }
}
