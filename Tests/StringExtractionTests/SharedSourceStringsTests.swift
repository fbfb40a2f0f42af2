import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
@testable import StringExtraction
import Testing

/// String extraction from the trees every reader of a run shares (``SwiftSource``) gives what it gives from each
/// file read on its own, on every app of both corpora.
@Suite struct SharedSourceStringsTests {
    @Test("the real-world apps' strings are the same from the shared trees", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func realWorldAppsGiveTheSameStrings() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var uses = 0
        for folder in RealWorld.allAppPaths() {
            let texts = RealWorld.swiftFiles(in: folder).compactMap { path in (try? String(contentsOfFile: path, encoding: .utf8)).map { (path: path, text: $0) } }
            let sources = texts.concurrentMap { SwiftSource(path: $0.path, text: $0.text) }
            let shared = StringExtractor().extract(sources: sources)
            let alone = StringExtractor().extract(sources: texts)
            #expect(shared.uses == alone.uses, "\(folder): \(Set(shared.uses).symmetricDifference(alone.uses).prefix(3))")
            #expect(shared.diagnostics.map(\.description) == alone.diagnostics.map(\.description), "\(folder)")
            uses += shared.uses.count
        }
        #expect(uses > 10_000)
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
}
