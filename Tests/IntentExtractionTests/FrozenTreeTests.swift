import Foundation
@testable import IntentExtraction
import IntentKitTestSupport
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

/// A tree frozen between its readers (`FrozenTree`) thaws into the tree the parser gave: every node's kind and
/// number of slots, every token's kind, presence, text and trivia.
@Suite struct FrozenTreeTests {
    /// The parse of `text`, and its thawed copy after freezing (`nil` when it was not frozen).
    static func roundTrip(_ text: String) -> (parsed: SourceFileSyntax, thawed: SourceFileSyntax?) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { source in
            let tree = Parser.parse(source: source)
            return (tree, FrozenTree(tree, source: source)?.thawed(source: source))
        }
    }

    /// The differences between two trees, at most a few: the first node where each walk parts.
    static func differences(_ a: RawSyntax, _ b: RawSyntax, path: String = "", into found: inout [String]) {
        guard found.count < 3 else { return }
        guard a.kind == b.kind else { return found.append("\(path): kind \(a.kind) / \(b.kind)") }
        if let x = a.tokenView, let y = b.tokenView {
            if x.rawKind != y.rawKind || x.presence != y.presence || x.rawText != y.rawText || x.leadingRawTriviaPieces != y.leadingRawTriviaPieces
                || x.trailingRawTriviaPieces != y.trailingRawTriviaPieces {
                found.append("\(path): token \(x.rawKind) \(x.rawText) / \(y.rawKind) \(y.rawText)")
            }
            return
        }
        guard let x = a.layoutView?.children, let y = b.layoutView?.children, x.count == y.count else {
            return found.append("\(path): layout of \(a.kind)")
        }
        for (slot, (first, second)) in zip(x, y).enumerated() {
            switch (first, second) {
            case (nil, nil): continue
            case (let first?, let second?): differences(first, second, path: "\(path)/\(slot)", into: &found)
            default: found.append("\(path)/\(slot): one slot empty")
            }
        }
    }

    static func differences(_ text: String) -> [String]? {
        let (parsed, thawed) = roundTrip(text)
        guard let thawed else { return nil }
        var found: [String] = []
        differences(parsed.raw, thawed.raw, into: &found)
        if thawed.description != parsed.description { found.append("text") }
        return found
    }

    @Test func aTreeThawsAsItWasParsed() throws {
        let text = """
            import AppIntents  // a comment
            /// Doc.
            struct OpenGarden: AppIntent {
                static let title: LocalizedStringResource = "Open \\(name) garden"
                @Parameter(title: "Bed") var bed: String?
                func perform() async throws -> some IntentResult {
                    let x = a >> 2 ; let y: Array<Array<Int>>? = nil
                    return .result(value: #"raw"#, dialog: "Done")
                }
            }
            #Preview { Text("x") }

            """
        let found = try #require(Self.differences(text))
        #expect(found.isEmpty, "\(found)")
        // Positions are the parse's own.
        let (parsed, thawed) = Self.roundTrip(text)
        #expect(parsed.tokens(viewMode: .sourceAccurate).map(\.position) == thawed!.tokens(viewMode: .sourceAccurate).map(\.position))
        // Far fewer bytes than the tree.
        let frozen = try #require(Array(text.utf8).withUnsafeBufferPointer { FrozenTree(parsed, source: $0) })
        #expect(frozen.byteCount < text.utf8.count * 3, "\(frozen.byteCount)")
    }

    @Test func aTreeWithAnErrorIsNotFrozen() {
        #expect(Self.roundTrip("struct A { func f( }").thawed == nil)
        #expect(Self.roundTrip("").thawed != nil)
    }

    @Test func thawingOtherBytesGivesNothing() {
        let bytes = Array("let a = 1\n".utf8)
        let frozen = bytes.withUnsafeBufferPointer { FrozenTree(Parser.parse(source: $0), source: $0) }
        #expect(frozen != nil)
        #expect(Array("let a = 12\n".utf8).withUnsafeBufferPointer { frozen?.thawed(source: $0) } == nil)
    }

    /// A source's tree frozen after its first reader thaws for the next: the same tree, and no second parse.
    @Test func aSourceFrozenBetweenReadersIsNotParsedAgain() throws {
        let source = SwiftSource(path: "Garden.swift", text: "struct Garden {\n    func water() { let a = 1; print(a) }\n    var name: String { \"x\" }\n}\n")
        let before = try #require(source.syntaxTree).description
        let (parses, thaws) = (SwiftSource.parses, SwiftSource.thawCount)
        source.freezeTree()
        #expect(try #require(source.syntaxTree).description == before)
        #expect(SwiftSource.parses == parses)
        #expect(SwiftSource.thawCount > thaws)
    }

    /// A file with `#if` keeps its tree (its blocks, which each build's reading walks, are nodes of it): freezing it
    /// changes nothing, and each build reads its blocks from the one parse.
    @Test func aFileWithConditionsIsNotFrozen() throws {
        let text = "struct Bed {\n#if DEBUG\n    var debug: Int\n#else\n    var release: Int\n#endif\n}\n"
        let source = SwiftSource(path: "Bed.swift", text: text)
        var debugOptions = ExtractionOptions()
        debugOptions.conditions = ["DEBUG"]
        var releaseOptions = ExtractionOptions()
        releaseOptions.conditions = []
        let (debug, release) = (BranchSelector(options: debugOptions), BranchSelector(options: releaseOptions))
        let before = source.reading(under: debug)
        let (parses, thaws) = (SwiftSource.parses, SwiftSource.thawCount)
        source.freezeTree()
        #expect(source.reading(under: release, reader: "other") != before)
        #expect(source.reading(under: debug, reader: "other") == before)
        #expect(source.conditionalBlocks.count == 1)
        #expect(SwiftSource.parses == parses)
        #expect(SwiftSource.thawCount == thaws)
    }

    /// Every Swift file of the real-world corpus, parsed reduced as a run's readers share it: its tree thaws as parsed.
    @Test(.enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func everyCorpusTreeThawsAsParsed() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let files = RealWorld.swiftFiles()
        #expect(files.count > 1_000)
        let results = files.concurrentMap { path -> (frozen: Bool, differing: String?) in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return (false, nil) }
            let reduced = BodyScanner.readForEveryReader(text).map { String(decoding: $0.reduced.bytes, as: UTF8.self) } ?? text
            guard let found = Self.differences(reduced) else { return (false, nil) }
            return (true, found.isEmpty ? nil : "\(path): \(found)")
        }
        let differing = results.compactMap(\.differing)
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        // Every reduction without an error is frozen.
        #expect(results.filter(\.frozen).count * 100 >= files.count * 95)
    }
}
