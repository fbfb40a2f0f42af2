import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
import IntentMetadata
import SwiftParser
import SwiftSyntax
import Testing

/// Function bodies are blanked out before extraction parses a file: the scan finds exactly the bodies, keeps
/// every offset and line, gives up on what it cannot follow, and extraction reads the same with or without it.
@Suite("Function bodies skipped by extraction")
struct FunctionBodiesTests {
    /// The text of each body the scan finds.
    static func bodies(_ source: String) -> [String]? {
        guard let (_, bodies) = FunctionBodies.blanked(source) else { return nil }
        let utf8 = Array(source.utf8)
        return bodies.map { String(decoding: utf8[$0], as: UTF8.self) }
    }

    @Test func findsTheOutermostBodiesOfFunctionsInitializersAndDeinitializers() {
        let source = """
            struct A {
                init(x: Int) { self.x = x }
                func f() -> Int { func g() { } ; return 1 }
                deinit { print("bye") }
                static func == (lhs: A, rhs: A) -> Bool { true }
                var y: Int { 2 }
            }
            func top<T>(_ t: T) async throws -> [T] where T: Equatable { [t] }
            """
        #expect(Self.bodies(source) == [
            "{ self.x = x }", "{ func g() { } ; return 1 }", "{ print(\"bye\") }", "{ true }", "{ [t] }",
        ])
    }

    @Test func bracketsInLiteralsAndCommentsDoNotCount() {
        let source = ##"""
            func a() { let s = "}{" ; let t = #"\(x) "}" \#(y)"# }
            func b() { /* } /* nested { */ still comment } */ x() // }
            }
            func c() {
                let m = """
                    } "quoted" \(f { "}" })
                    """
            }
            func d() { let r = #/\}{2}/# ; let e = `func` }
            """##
        #expect(Self.bodies(source) == [
            ##"{ let s = "}{" ; let t = #"\(x) "}" \#(y)"# }"##,
            "{ /* } /* nested { */ still comment } */ x() // }\n}",
            "{\n    let m = \"\"\"\n        } \"quoted\" \\(f { \"}\" })\n        \"\"\"\n}",
            ##"{ let r = #/\}{2}/# ; let e = `func` }"##,
        ])
    }

    @Test func bareRegexLiteralsAreReadWhereAnExpressionIsExpected() {
        let source = ##"""
            func a() { text.replacing(/\):"x"in (.+?)\?/) { $0 } }
            func b() -> Regex<Substring> { let r = /[^)]+"/ ; return /\([a-z]/ }
            func c(x: Int, y: Int) -> Int { x / y + (x) / 2 }
            """##
        #expect(Self.bodies(source) == [
            ##"{ text.replacing(/\):"x"in (.+?)\?/) { $0 } }"##,
            ##"{ let r = /[^)]+"/ ; return /\([a-z]/ }"##,
            "{ x / y + (x) / 2 }",
        ])
    }

    @Test func aClosureOrAnInitializerCallIsNotABody() {
        let source = """
            protocol P {
                func required()
                var value: Int { get }
            }
            struct S {
                static let made = Thing.init(x: 1) { 2 }
                func f(callback: () -> Void = { }) { callback() }
                let g = call(init: 1) { 3 }
            }
            """
        #expect(Self.bodies(source) == ["{ callback() }"])
    }

    @Test func blankingKeepsEveryOffsetAndLine() throws {
        let source = "struct S {\n    func f() {\n        print(\"é\")\r\n    }\n}\n"
        let (bytes, bodies) = try #require(FunctionBodies.blanked(source))
        #expect(bytes.count == source.utf8.count)
        #expect(bodies.count == 1)
        let original = Array(source.utf8)
        for (index, byte) in bytes.enumerated() {
            if bodies[0].dropFirst().dropLast().contains(index), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
                #expect(byte == UInt8(ascii: " "))
            } else {
                #expect(byte == original[index], "byte \(index)")
            }
        }
    }

    @Test(arguments: [
        "func f() { let s = \"unterminated\n }",
        "func f() { (] }",
        "func f() { /* unterminated }",
        "func f() { let s = #\"raw\" }",
        "#if A\nfunc f() {\n#else\nfunc f() -> Int {\n#endif\n}\n",
        "func f() { print(\"" + String(repeating: "\\(\"", count: 100) + "\") }",
        "struct S { func f() {} ",
    ])
    func givesUpOnWhatItCannotFollow(source: String) {
        #expect(FunctionBodies.blanked(source) == nil)
    }

    @Test func theBlankedTreeIsVerifiedAgainstTheBodies() throws {
        let source = "struct S {\n    func f() { work() }\n    let x = 1\n}\n"
        let (bytes, bodies) = try #require(FunctionBodies.blanked(source))
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        #expect(FunctionBodies.verify(bodies, in: tree))
        // A range that is not a function's body (here the struct's member block) fails verification.
        let memberBlock = try #require(Array(source.utf8).firstIndex(of: UInt8(ascii: "{")))
        #expect(!FunctionBodies.verify([memberBlock..<(source.utf8.count - 1)], in: tree))
    }

    @Test func aSyntaxErrorThatUnbalancesABodyIsStillReported() {
        let source = "import AppIntents\nstruct I: AppIntent {\n    static let title: LocalizedStringResource = \"I\"\n    func perform() async throws -> some IntentResult { .result( }\n}\n"
        let extraction = Extractor().extract(sources: [(path: "I.swift", text: source)])
        #expect(extraction.diagnostics.map(\.id) == ["extraction.syntax-error"])
        #expect(extraction.document.intents.map(\.identifier) == ["I"])
    }

    /// A control character before an `=` spaced on both sides: swift-syntax's diagnostics generator stopped the
    /// process building a fix-it with no change (found by the `swift-extraction` fuzz target).
    @Test func anEqualSignAfterAControlCharacterIsReportedWithoutAFixIt() throws {
        let source = "import AppIntents\nenum Kind: String, AppEnum {\n    case a\n    static let names: [Kind: String] \u{0}\u{1}= [:]\n}\n"
        let extraction = Extractor().extract(sources: [(path: "K.swift", text: source)])
        let diagnostic = try #require(extraction.diagnostics.first { $0.id == "extraction.syntax-error" })
        #expect(diagnostic.message.hasPrefix("'=' must have consistent whitespace on both sides"))
        #expect(diagnostic.location?.line == 4)
    }

    @Test func aBalancedSyntaxErrorInsideABodyChangesNothingExtractionReads() {
        let source = "import AppIntents\nstruct I: AppIntent {\n    static let title: LocalizedStringResource = \"I\"\n    func perform() async throws -> some IntentResult { let = ; return .result() }\n}\n"
        let skipped = Extractor().extract(sources: [(path: "I.swift", text: source)])
        #expect(skipped.diagnostics.isEmpty)
        var parsingBodies = Extractor()
        parsingBodies.skipsFunctionBodies = false
        let parsed = parsingBodies.extract(sources: [(path: "I.swift", text: source)])
        #expect(parsed.diagnostics.map(\.id) == ["extraction.syntax-error"])
        #expect(skipped.document == parsed.document)
    }

    /// Every app of both corpora: the same document and the same diagnostics with and without skipping bodies.
    @Test("the real-world apps extract the same with bodies skipped", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func realWorldAppsExtractTheSame() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var parsingBodies = Extractor()
        parsingBodies.skipsFunctionBodies = false
        let folders = RealWorld.allAppPaths()
        #expect(folders.count > 45)
        for folder in folders {
            let skipped = Extractor().extract([folder])
            let parsed = parsingBodies.extract([folder])
            #expect(skipped.document == parsed.document, "\(folder)")
            #expect(skipped.diagnostics.map(\.description) == parsed.diagnostics.map(\.description), "\(folder)")
        }
    }
}

extension FunctionBodiesTests {
    /// How often the scan's bodies are the parser's: a file it gives up on, or whose blanked parse fails
    /// verification, is parsed whole, which is correct but slower.
    @Test("the scan finds the parser's bodies in nearly every real-world file", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func scanAgreesWithTheParser() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let files = RealWorld.swiftFiles()
        /// Per file: whether the parser finds a function body in it, and why it is parsed whole if it is.
        let outcomes = files.concurrentMap { path -> (hasBodies: Bool, wholeParse: String?) in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return (false, nil) }
            let original = Parser.parse(source: text)
            let counter = BodyCounter(viewMode: .sourceAccurate)
            counter.walk(original)
            guard !original.hasError, counter.bodies > 0 else { return (false, nil) }
            guard let (bytes, bodies) = FunctionBodies.blanked(text) else { return (true, path + " (the scan gave up)") }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            return (true, tree.hasError || !FunctionBodies.verify(bodies, in: tree) ? path + " (verification failed)" : nil)
        }
        let withBodies = outcomes.filter(\.hasBodies).count
        let wholeParses = outcomes.compactMap(\.wholeParse)
        print("function bodies: \(withBodies - wholeParses.count) of \(withBodies) real-world files parsed with their bodies blanked; parsed whole:\n" + wholeParses.joined(separator: "\n"))
        #expect(withBodies > 1000)
        #expect(wholeParses.count * 100 <= withBodies, "\(wholeParses.joined(separator: "\n"))")
    }
}

/// Counts the bodies of functions, initializers and deinitializers in a tree.
private final class BodyCounter: SyntaxVisitor {
    var bodies = 0
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body != nil { bodies += 1 }
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body != nil { bodies += 1 }
        return .visitChildren
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body != nil { bodies += 1 }
        return .visitChildren
    }
}
