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

    /// A body's place taken by a `{}` of the text (no body to the scan) and a body after the file's last type dropped:
    /// both versions have a body before the intent, kept and placed apart, so the key without places tells them apart
    /// and the kept extraction is not moved by the wrong body (it located the intent three lines too high).
    @Test func anEmptiedBodyIsNotAnEmptyPairOfBraces() async throws {
        let place = try CheckCacheTests.Place()
        let file = place.root + "/Garden.swift"
        let intent = "struct OpenGarden: AppIntent {\n    static let title: LocalizedStringResource = \"Open Garden\"\n" +
            "    func perform() async throws -> some IntentResult {\n        return .result()\n    }\n}\n"
        let before = "import AppIntents\n\nstruct Helper {\n    func prepare() {}\n}\n\n" + intent + "\nfunc water() {\n    _ = 0\n}\n"
        let after = "import AppIntents\n\nstruct Helper {\n    func prepare() {\n        _ = 1\n        _ = 2\n    }\n}\n\n" + intent
        try before.write(toFile: file, atomically: false, encoding: .utf8)
        let cache = place.base + "/cache"
        try await PipelineCacheTests.expectSame(place.root, cache: cache, "first")
        try after.write(toFile: file, atomically: false, encoding: .utf8)
        let (cached, _) = try await PipelineCacheTests.expectSame(place.root, cache: cache, "a body filled, one after the type dropped")
        let line = cached.artifacts.targets.first?.extraction.document.intents.first?.location?.line
        #expect(line == 10, "the intent's line")

        let store = try #require(CheckCache(folder: place.base + "/keys", root: place.root, version: "test"))
        let facts = (Self.facts(before, store).facts, Self.facts(after, store).facts)
        #expect(facts.0.placeFree != facts.1.placeFree)
        // The same within one type: one method's body emptied to `{}`, another's `{}` filled.
        let swapped = (Self.facts("struct H {\n    func a() {}\n    func b() {\n        _ = 0\n    }\n}\n", store).facts,
                       Self.facts("struct H {\n    func a() {\n        _ = 0\n    }\n    func b() {}\n}\n", store).facts)
        #expect(swapped.0.placeFree != swapped.1.placeFree)
    }
}

