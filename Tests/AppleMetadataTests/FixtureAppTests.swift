@testable import AppleMetadata
import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
import IntentMetadata
import Testing

/// `Examples/WidgetSmith/Sources`, written from Apple's format and the App Intents API to declare what the
/// shared built app declares: what IntentKit writes from it is compared with what Xcode wrote, field by field.
@Suite("The fixture app against Xcode's files", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
struct FixtureAppTests {
    static let sources = packageRoot() + "/Examples/WidgetSmith/Sources"
    static let bundle = RealWorld.root + "/actionsdata/ertmuirm__widget"

    /// What IntentKit writes from the fixture's sources for `module`.
    static func written(module: String) throws -> (root: AppleJSON, diagnostics: [Diagnostic]) {
        let extraction = Extractor(options: ExtractionOptions(module: module)).extract([sources])
        let files = RealWorld.swiftFiles(in: sources)
        let facts = SourceTypeFacts.collect(for: extraction.document, module: module, files: files) { try? String(contentsOfFile: $0, encoding: .utf8) }
        let (root, diagnostics) = ActionsDataWriter(module: module, facts: facts).write(extraction.document)
        return (root, extraction.diagnostics + diagnostics)
    }

    @Test("each bundle's file: every field equal (sets in any order), the app's in the same bytes", arguments: [
        ("Metadata.appintents/extract.actionsdata", "WidgetSmith", 0),
        ("PlugIns/IOSMirror.broadcast.appex/Metadata.appintents/extract.actionsdata", "WidgetsExtension", 19),
    ])
    func matchesXcode(file: String, module: String, reorderings: Int) throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let xcode = ActionsDataReader.read(contentsOf: Self.bundle + "/" + file)
        let (root, diagnostics) = try Self.written(module: module)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let comparison = MetadataComparison(product: try #require(xcode.root), sources: root)
        #expect(comparison.changes.isEmpty, "\(comparison.text())")
        // The extension's file lists 18 parameters' resolvable types and one intent's metadata in another hash order.
        #expect(comparison.reorderings == reorderings)
        if reorderings == 0 {
            #expect(XcodeJSONWriter.compact(root) == xcode.bytes)
        }
    }

    @Test("a changed title shows as a difference of that field only")
    func differenceIsReported() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let xcode = try #require(ActionsDataReader.read(contentsOf: Self.bundle + "/Metadata.appintents/extract.actionsdata").root)
        var (root, _) = try Self.written(module: "WidgetSmith")
        root.replace(at: [.key("actions"), .key("MoveTile"), .key("title"), .key("key")][...], with: .string("Move Tile"))
        root.replace(at: [.key("entities"), .key("IntEntity")][...], with: nil)
        let comparison = MetadataComparison(product: xcode, sources: root)
        #expect(comparison.changes.map(\.definition) == ["intent MoveTile", "entity IntEntity"])
        #expect(comparison.text() == """
            intent MoveTile
              title.key: product "MoveTile", sources "Move Tile"
            only in the product: entity IntEntity

            """)
    }
}
