import Diagnostics
import Foundation
@testable import IntentExtraction
import IntentKitTestSupport
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

/// The tree every reader of a run shares (``SwiftSource``): extraction from it gives what extraction of the file on
/// its own gives, on the examples and on every app of both corpora.
@Suite struct SharedSourceTests {
    static func texts(_ folder: String) -> [(path: String, text: String)] {
        RealWorld.swiftFiles(in: folder).compactMap { path in (try? String(contentsOfFile: path, encoding: .utf8)).map { (path, $0) } }
    }

    @Test func aGetterWithoutALiteralAndAMemberWithoutOneStayForExtraction() throws {
        let text = """
            import AppIntents

            struct OpenInbox: AppIntent {
                static let title: LocalizedStringResource = "Open Inbox"
                static var openAppWhenRun: Bool { true }
                @Parameter(title: "Folder") var folder: Folder
                var cache = [Int]()
                static var parameterSummary: some ParameterSummary {
                    Summary { \\.$folder }
                }
                func perform() async throws -> some IntentResult {
                    let unused = 42
                    print(unused)
                    return .result()
                }
            }

            enum Folder: String, AppEnum {
                case inbox, archive
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"
                static let caseDisplayRepresentations: [Folder: DisplayRepresentation] = [.inbox: "Inbox", .archive: "Archive"]
            }
            """
        let (source, reduced) = try Self.reduced("Inbox.swift", text)
        // The getter without a literal and the member without one are kept; the function's quiet statements are not.
        #expect(reduced.contains("static var openAppWhenRun: Bool { true }"))
        #expect(reduced.contains("var cache = [Int]()"))
        #expect(reduced.contains("Summary { \\.$folder }"))
        #expect(!reduced.contains("let unused"))  // a declaration in a block without a literal: the block is emptied
        let shared = Self.expectExtractsAsAlone(source)
        #expect(shared.document.intents.first?.openAppWhenRun == true)
    }

    @Test func onlyTheAccessorsOfPropertiesExtractionReadsStayWhole() throws {
        let text = """
            import AppIntents
            import SwiftUI

            struct ShowCount: AppIntent {
                static var title: LocalizedStringResource {
                    let base = "Show"
                    return LocalizedStringResource(stringLiteral: base)
                }
                static var `description`: IntentDescription {
                    let words = 2
                    return IntentDescription("Shows \\(words) things")
                }
                static var tally: Int {
                    let quiet = 40
                    return quiet + 2
                }
                var body: some View {
                    VStack {
                        Text("Count")
                        Spacer()
                    }
                }
                subscript(index: Int) -> Int {
                    get { index * 2 }
                    set { print(newValue) }
                }
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let (source, reduced) = try Self.reduced("Count.swift", text)
        // A property extraction reads (`title`, a `description` however spelled) keeps its getter whole.
        #expect(reduced.contains("let base = \"Show\""))
        #expect(reduced.contains("return LocalizedStringResource(stringLiteral: base)"))
        #expect(reduced.contains("let words = 2"))
        // Any other getter is read as a function body is: emptied without a literal, its quiet statements cut.
        #expect(!reduced.contains("let quiet"))
        #expect(!reduced.contains("index * 2"))
        #expect(reduced.contains("Text(\"Count\")"))
        #expect(!reduced.contains("Spacer()"))
        // Those getters are among the bodies the extraction key blanks, with the function's.
        let bytes = Array(text.utf8)
        let bodies = try #require(source.reduction?.functionBodies).map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(bodies.contains { $0.contains("let quiet = 40") })
        #expect(bodies.contains { $0.contains("Spacer()") })
        #expect(!bodies.contains { $0.contains("let base") || $0.contains("let words") })
        Self.expectExtractsAsAlone(source)
    }

    /// A source of `text` at `path`, which must parse reduced, and its reduced text.
    static func reduced(_ path: String, _ text: String) throws -> (source: SwiftSource, reduced: String) {
        let source = SwiftSource(path: path, text: text)
        #expect(source.isReduced)
        return (source, String(decoding: try #require(source.reduced).bytes, as: UTF8.self))
    }

    /// Extracts from `source`'s shared tree, expecting the document and findings of extraction from its text alone.
    @discardableResult
    static func expectExtractsAsAlone(_ source: SwiftSource) -> Extraction {
        let shared = Extractor().extract(sources: [source])
        let alone = Extractor().extract(sources: [(path: source.path, text: source.text)])
        #expect(shared.document == alone.document)
        #expect(shared.diagnostics.map(\.description) == alone.diagnostics.map(\.description))
        return shared
    }

    @Test func locationsAndQuotedTextAreTheFilesNotTheReducedCopys() throws {
        let text = "import AppIntents\n\nstruct Bad: AppIntent {\n        static let title: LocalizedStringResource = \"Bad\"\n        static var openAppWhenRun: Bool { Bool.random() }\n        func perform() async throws -> some IntentResult {\n            return .result()\n        }\n}\n"
        let source = SwiftSource(path: "Bad.swift", text: text)
        #expect(source.isReduced)
        let shared = Extractor().extract(sources: [source])
        let alone = Extractor().extract(sources: [(path: "Bad.swift", text: text)])
        #expect(!shared.diagnostics.isEmpty)
        #expect(shared.diagnostics.map(\.description) == alone.diagnostics.map(\.description))
    }

    @Test func aSyntaxErrorInsideAFunctionBodyIsStillNotReported() {
        let text = "import AppIntents\nstruct I: AppIntent {\n    static let title: LocalizedStringResource = \"I\"\n    func perform() async throws -> some IntentResult { let = \"x\"; return .result() }\n}\n"
        let shared = Extractor().extract(sources: [SwiftSource(path: "I.swift", text: text)])
        #expect(shared.diagnostics.isEmpty, "\(shared.diagnostics)")
        #expect(shared.document.intents.count == 1)
    }

    /// Each reader walks a root of its own over the one parse (so the nodes its walk makes go with it), which holds
    /// only while the roots agree: both are the one parse's tree, and a node one reader found (a kept `#if` block) is
    /// the same node, at the same place, in another reader's tree.
    @Test func readersOfOneParseSeeTheSameNodes() throws {
        let text = "struct A {\n    #if DEBUG\n    var debug = true\n    #endif\n    var title: String { \"A\" }\n}\n"
        let source = SwiftSource(path: "A.swift", text: text)
        #expect(!source.isParsed)
        let first = try #require(source.tree)
        let second = try #require(source.tree)
        #expect(first.raw.id == second.raw.id, "one parse's tree under both roots")
        #expect(first.description == second.description, "the reduced text both roots hold")
        let kept = try #require(source.conditionalBlocks.first?.decl)
        let walked = try #require(second.statements.first?.item.as(StructDeclSyntax.self)?.memberBlock.members.first?.decl.as(IfConfigDeclSyntax.self))
        #expect(kept == walked)
        #expect(kept.position == walked.position && kept.endPosition == walked.endPosition)
        #expect(Syntax(first) == Syntax(second))
    }

    /// A cache in memory, as a run's `CheckCache` keeps results.
    final class MemoryCache: ResultCache, @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String: Data] = [:]
        /// The parts themselves, each with its length: exact, for a test's few files.
        func key(_ parts: [[UInt8]]) -> String {
            parts.map { "\($0.count):" + String(decoding: $0, as: UTF8.self) }.joined()
        }
        func data(for key: String) -> Data? { lock.withLock { stored[key] } }
        func store(_ data: Data, for key: String) { lock.withLock { stored[key] = data } }
        var count: Int { lock.withLock { stored.count } }
    }

    /// Every app of both corpora, each file read every way extraction reads it, each way parsing it once: with
    /// function bodies parsed, with them skipped (each file on its own), from the shared reduced trees, and from
    /// scans kept in a cache for two builds. Every way gives the same documents and diagnostics; nearly every
    /// file is parsed reduced, and the kept scans are taken without parsing anything.
    @Test("the real-world apps extract the same every way a file is read", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func realWorldAppsExtractTheSameEveryWay() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var parsingBodies = Extractor()
        parsingBodies.skipsFunctionBodies = false
        let folders = RealWorld.allAppPaths()
        #expect(folders.count > 45)
        var files = 0
        var reduced = 0
        for folder in folders {
            let texts = Self.texts(folder)
            guard !texts.isEmpty else { continue }
            // Bodies parsed, and bodies skipped: each file read on its own.
            let parsed = parsingBodies.extract(sources: texts)
            let alone = Extractor().extract(sources: texts)
            #expect(alone.document == parsed.document, "\(folder): bodies skipped")
            #expect(alone.diagnostics.map(\.description) == parsed.diagnostics.map(\.description), "\(folder): bodies skipped")

            // The shared trees, parsed here once and read by every extraction below that has them.
            let sources = texts.concurrentMap { SwiftSource(path: $0.path, text: $0.text) }
            files += sources.count
            reduced += sources.filter(\.isReduced).count
            let shared = Extractor().extract(sources: sources)
            #expect(shared.document == parsed.document, "\(folder): shared trees")
            #expect(shared.diagnostics.map(\.description) == parsed.diagnostics.map(\.description), "\(folder): shared trees")

            // Two builds, without a cache, storing their scans, and taking them back for files not parsed at all.
            let target = ExtractionTarget(name: "App", files: texts.map(\.path), references: [],
                                          builds: [ExtractionTarget.Build(conditions: nil), ExtractionTarget.Build(conditions: ["DEBUG"])])
            func byPath(_ sources: [SwiftSource]) -> [String: SwiftSource] {
                Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            }
            let cache = MemoryCache()
            let fresh = Extractor().extract(targets: [target], sources: byPath(sources))[0]
            let stored = Extractor().extract(targets: [target], sources: byPath(sources), scans: (cache, "test"))[0]
            #expect(cache.count > 0)
            let second = texts.map { SwiftSource(path: $0.path, text: $0.text) }
            let kept = Extractor().extract(targets: [target], sources: byPath(second), scans: (cache, "test"))[0]
            for extraction in [stored, kept] {
                #expect(extraction.document == fresh.document, "\(folder): kept scans")
                #expect(extraction.diagnostics.map(\.description) == fresh.diagnostics.map(\.description), "\(folder): kept scans")
            }
            let parsedAgain = second.filter(\.isParsed).map(\.path).sorted()
            #expect(parsedAgain.isEmpty, "\(folder): parsed again: \(parsedAgain)")
        }
        print("shared trees: \(reduced) of \(files) real-world files parsed reduced")
        #expect(files > 2_000)
        #expect(reduced * 100 >= files * 99, "\(reduced) of \(files) parsed reduced")
    }

    /// A file has conditions when `#if` is anywhere in its text, at its start or its end too.
    @Test func conditionsAreFoundAnywhereInTheText() {
        let texts: [(String, Bool)] = [("", false), ("#", false), ("#i", false), ("#if", true), ("x#if", true), ("# if", false), ("##if", true),
                                       ("let a = 1\n#if DEBUG\n#endif", true), ("#else #endif", false), ("// #ifdef", true), ("#elseif", false)]
        for (text, expected) in texts {
            #expect(SwiftSource(path: "A.swift", text: text).hasConditions == expected, "\(text)")
        }
    }
}
