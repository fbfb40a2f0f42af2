import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
@testable import StringExtraction
import SwiftParser
import Testing

/// String extraction from the trees every reader of a run shares (``SwiftSource``) gives what it gives from each
/// file read on its own, on every app of both corpora.
@Suite struct SharedSourceStringsTests {
    /// Extraction options of a build for `system` with `conditions` set.
    static func options(_ system: String, conditions: Set<String> = []) -> ExtractionOptions {
        var options = ExtractionOptions(conditions: conditions)
        options.operatingSystem = system
        return options
    }

    /// Every app of both corpora, each file read every way string extraction reads it, each way parsing it once: every
    /// block parsed, quiet blocks skipped (each file on its own), and the shared reduced trees give the same strings,
    /// places and diagnostics, which read back the same from their packed form; and every file's declaration index, and
    /// each app's merged index, read back the same from their packed form, where the merged index, asked in that form,
    /// answers every question alike.
    @Test("the real-world apps' strings are the same every way a file is read, and their indexes read back the same", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func realWorldAppsGiveTheSameStrings() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var parsingAll = StringExtractor()
        parsingAll.skipsQuietBlocks = false
        var uses = 0
        var indexed = 0
        var asked = 0
        for folder in RealWorld.allAppPaths() {
            let texts = RealWorld.swiftFiles(in: folder).compactMap { path in (try? String(contentsOfFile: path, encoding: .utf8)).map { (path: path, text: $0) } }
            let sources = texts.concurrentMap { SwiftSource(path: $0.path, text: $0.text) }
            // Every block parsed, and quiet blocks skipped: each file read on its own.
            let parsed = parsingAll.extract(sources: texts)
            let alone = StringExtractor().extract(sources: texts)
            #expect(alone.uses == parsed.uses, "\(folder): quiet blocks skipped: \(Set(alone.uses).symmetricDifference(parsed.uses).prefix(3))")
            #expect(alone.diagnostics.map(\.description) == parsed.diagnostics.map(\.description), "\(folder): quiet blocks skipped")
            // The shared trees.
            let shared = StringExtractor().extract(sources: sources)
            #expect(shared.uses == parsed.uses, "\(folder): shared trees: \(Set(shared.uses).symmetricDifference(parsed.uses).prefix(3))")
            #expect(shared.diagnostics.map(\.description) == parsed.diagnostics.map(\.description), "\(folder): shared trees")
            uses += shared.uses.count
            // The uses read back the same from the packed form the cache keeps a file's strings in.
            #expect(LocalizableString.unpacked(LocalizableString.packed(shared.uses)) == shared.uses, "\(folder)")

            // Each file's declaration index, from the shared tree the run packs it from, and the app's merged index
            // read back the same from their packed form.
            let branches = BranchSelector(options: ExtractionOptions())
            let indexes = sources.concurrentMap { source in
                DeclarationIndex.collect(source.syntaxTree ?? Parser.parse(source: source.text), branches: branches)
            }
            var merged = DeclarationIndex()
            for (index, source) in zip(indexes, sources) {
                #expect(DeclarationIndex(packed: index.packed()) == index, "\(source.path)")
                merged.merge(index)
            }
            #expect(DeclarationIndex(packed: merged.packed()) == merged, "\(folder)")
            // Asked in its packed form, as a re-check asks a build's kept index, it answers every question alike.
            let kept = try #require(DeclarationIndex(keptBytes: merged.packedForLookup()), "\(folder)")
            let lookups = KeptDeclarationIndexTests.lookups(of: merged)
            #expect(lookups.allSatisfy { $0.answer(in: kept) == $0.answer(in: merged) }, "\(folder): \(lookups.count) questions")
            asked += lookups.count
            indexed += indexes.count
        }
        #expect(uses > 10_000)
        #expect(indexed > 1000)
        #expect(asked > 10_000)
    }

    @Test func aStringInAGetterWithoutOtherLiteralsIsFoundFromTheSharedTree() {
        let text = """
            import SwiftUI
            struct Row: View {
                var title: LocalizedStringKey { "Row title" }
                var body: some View {
                    let count = 3
                    Text("\\(count) items")
                }
            }
            """
        let shared = StringExtractor().extract(sources: [SwiftSource(path: "Row.swift", text: text)])
        let alone = StringExtractor().extract(sources: [(path: "Row.swift", text: text)])
        #expect(shared.uses.map(\.key) == ["Row title", "%lld items"])
        #expect(shared.uses == alone.uses)
    }

    /// A file without `#if` is collected once for builds whose indexes answer its questions alike, and again when
    /// another file's `#if` changes an answer: `Row(title:)` takes a key on iOS only, whichever build comes first.
    @Test func aFileWithoutIfIsCollectedAgainWhenAnAnswerDiffers() {
        let row = SwiftSource(path: "Row.swift", text: """
            import SwiftUI
            #if os(iOS)
            struct Row { let title: LocalizedStringKey }
            #else
            struct Row { let title: String }
            #endif
            """)
        let screen = SwiftSource(path: "Screen.swift", text: """
            import SwiftUI
            func rows() -> [Row] { [Row(title: "Hello")] }
            func label() -> Text { Text("Plain") }
            """)
        for order in [["macOS", "iOS"], ["iOS", "macOS"], ["macOS", "tvOS", "iOS"]] {
            let builds = order.map { (options: Self.options($0), sources: [row, screen]) }
            #expect(Set(StringExtractor().extract(builds: builds).uses.map(\.key)) == ["Hello", "Plain"], "\(order)")
        }
        let macOnly = StringExtractor().extract(builds: [(Self.options("macOS"), [row, screen]), (Self.options("tvOS"), [row, screen])])
        #expect(macOnly.uses.map(\.key) == ["Plain"])
    }

    /// A file with `#if` read alike by several builds is collected once for them, and again when another file's `#if`
    /// changes an answer: `Screen.swift` reads `#if DEBUG` alike on every system, `Row(title:)` takes a key on iOS only.
    @Test func aFileReadAlikeIsCollectedAgainWhenAnAnswerDiffers() {
        let row = SwiftSource(path: "Row.swift", text: """
            import SwiftUI
            #if os(iOS)
            struct Row { let title: LocalizedStringKey }
            #else
            struct Row { let title: String }
            #endif
            """)
        let screen = SwiftSource(path: "Screen.swift", text: """
            import SwiftUI
            #if DEBUG
            func debugLabel() -> Text { Text("Debug") }
            #endif
            func rows() -> [Row] { [Row(title: "Hello")] }
            """)
        func options(_ system: String) -> ExtractionOptions { Self.options(system, conditions: ["DEBUG"]) }
        for order in [["macOS", "iOS"], ["iOS", "macOS"], ["macOS", "tvOS", "iOS"]] {
            let builds = order.map { (options: options($0), sources: [row, screen]) }
            #expect(Set(StringExtractor().extract(builds: builds).uses.map(\.key)) == ["Debug", "Hello"], "\(order)")
        }
        let macOnly = StringExtractor().extract(builds: [(options("macOS"), [row, screen]), (options("tvOS"), [row, screen])])
        #expect(macOnly.uses.map(\.key) == ["Debug"])
    }

    /// Builds that differ only inside a body share the file's declaration index, and each still reads its own clause of
    /// the body: the strings of both clauses are found.
    @Test func buildsThatDifferInsideABodyShareTheIndexAndReadTheirOwnClause() {
        let screen = SwiftSource(path: "Screen.swift", text: """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    #if os(iOS)
                    Text("Tap")
                    #else
                    Text("Click")
                    #endif
                }
            }
            """)
        #expect(StringExtractor().extract(builds: [(Self.options("iOS"), [screen])]).uses.map(\.key) == ["Tap"])
        #expect(StringExtractor().extract(builds: [(Self.options("macOS"), [screen])]).uses.map(\.key) == ["Click"])
        for order in [["macOS", "iOS"], ["iOS", "macOS"]] {
            let builds = order.map { (options: Self.options($0), sources: [screen]) }
            #expect(Set(StringExtractor().extract(builds: builds).uses.map(\.key)) == ["Tap", "Click"], "\(order)")
        }
    }
}
