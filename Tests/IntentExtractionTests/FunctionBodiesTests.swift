import Diagnostics
import Foundation
@testable import IntentExtraction
import IntentKitTestSupport
import IntentMetadata
import SwiftParser
import SwiftSyntax
import Testing

/// Function bodies, and the getters of properties extraction does not read, are blanked out before extraction parses a
/// file: the scan finds exactly those blocks, keeps every offset and line, gives up on what it cannot follow, and
/// extraction reads the same with or without it.
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
            }
            func top<T>(_ t: T) async throws -> [T] where T: Equatable { [t] }
            """
        #expect(Self.bodies(source) == [
            "{ self.x = x }", "{ func g() { } ; return 1 }", "{ print(\"bye\") }", "{ true }", "{ [t] }",
        ])
    }

    /// A member property's getter and accessors are blanked as a function's body is, unless it is one extraction reads:
    /// a word of its declaration names one of the static properties it reads, or is escaped. A top-level property's are
    /// not blanked.
    @Test func findsTheGettersAndAccessorsOfPropertiesExtractionDoesNotRead() {
        let source = """
            struct A: AppIntent {
                static var title: LocalizedStringResource { "A" }
                static var `description`: IntentDescription { IntentDescription("d") }
                var y: Int { 2 }
                var z: Int { get { 3 } set { print(newValue) } }
                var w = 1 { didSet { print(w) } }
                subscript(i: Int) -> Int { i }
                static var parameterSummary: some ParameterSummary { Summary("\\(.x)") }
            }
            var top: Int { 4 }
            """
        #expect(Self.bodies(source) == ["{ 2 }", "{ 3 }", "{ print(newValue) }", "{ print(w) }", "{ i }"])
    }

    /// A read static property keeps its accessors and initial value whatever its modifiers and wherever it is: after
    /// `nonisolated`, as a `class var`, inside `#if`, or as a closure called for its value.
    @Test func aReadPropertyIsKeptWithModifiersConditionsAndClosures() {
        let source = """
            final class A: AppIntent {
                nonisolated static var title: LocalizedStringResource { "A" }
                class var description: IntentDescription { IntentDescription("d") }
                #if os(iOS)
                static var parameterSummary: some ParameterSummary { Summary("p") }
                #endif
                static let openAppWhenRun: Bool = { true }()
                var other: Int { 1 }
            }
            """
        #expect(Self.bodies(source) == ["{ 1 }"])
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

    /// An `init` that is a member's name or an argument's label starts no body (at the top level, where a property's
    /// trailing closure is not blanked); a member property's trailing closure is blanked with its getter's rule.
    @Test func aClosureOrAnInitializerCallIsNotABody() {
        let source = """
            protocol P {
                func required()
                var value: Int { get }
            }
            let made = Thing.init(x: 1) { 2 }
            struct S {
                func f(callback: () -> Void = { }) { callback() }
                let g = call(x: 1) { 3 }
                let h = call(init: 1) { 4 }
                static let title = call(x: 1) { 5 }
            }
            let g = call(init: 1) { 6 }
            """
        // (`{ 4 }` is kept: after the label `init`, the scan no longer knows it follows a property; kept is safe.)
        #expect(Self.bodies(source) == ["{ callback() }", "{ 3 }"])
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
        let source = "struct S {\n    func f() { work() }\n    let x = 1\n    var y: Int { get { 1 } }\n    let z = Z { 2 }\n}\n"
        let (bytes, bodies) = try #require(FunctionBodies.blanked(source))
        #expect(bodies.count == 3)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        #expect(FunctionBodies.verify(bodies, in: tree))
        // A range that is not a function's body (here the struct's member block) fails verification.
        let memberBlock = try #require(Array(source.utf8).firstIndex(of: UInt8(ascii: "{")))
        #expect(!FunctionBodies.verify([memberBlock..<(source.utf8.count - 1)], in: tree))
    }

    /// The parser, not the scan, has the last word on which getters extraction reads: an empty getter, accessor or
    /// initial value's closure passes verification only in a member property or subscript none of whose words names a
    /// static property extraction reads, or is escaped.
    @Test(arguments: [
        ("struct S { var y: Int {   } }", true), ("struct S { var y: Int { get {   } } }", true),
        ("struct S { subscript(i: Int) -> Int {   } }", true), ("struct S { let z = Z {   } }", true),
        ("struct S { static var title: LocalizedStringResource {   } }", false),
        ("struct S { static var `y`: Int { get {   } } }", false), ("struct S { var y = makeTitle(title: 1) {   } }", false),
        ("var y: Int {   }", false), ("struct S { func f() { let g = G {   } } }", false),
        ("struct S { var y: Int { #if os(iOS)\n G {   }\n #endif } }", true), ("struct S { var y: Int { switch x {   } } }", true),
        ("struct S { @Parameter(title: \"T\", default: G {   }) var y: Int }", false),
        ("struct S { static let all = E.allCases.sorted {   } }", true), ("struct S { var y: Int { #if A\n make(title: {   })\n #endif } }", true),
        // The scan reads no word of a string's interpolation, and neither does the verification.
        ("class C { lazy var save = Button(\"Save \\(title)\") {   } }", true),
        ("struct S { nonisolated static var title: LocalizedStringResource {   } }", false),
        ("class C { class var title: LocalizedStringResource {   } }", false),
        ("struct S { #if os(iOS)\n static var title: LocalizedStringResource {   }\n #endif }", false),
        ("struct S { static let title: LocalizedStringResource = {   }() }", false),
    ])
    func aGetterPassesVerificationOnlyInAPropertyExtractionDoesNotRead(source: String, passes: Bool) throws {
        let tree = Parser.parse(source: source)
        let empty = try #require(source.range(of: "{   }"))
        let start = source.utf8.distance(from: source.utf8.startIndex, to: empty.lowerBound)
        #expect(FunctionBodies.verify([start..<(start + 5)], in: tree) == passes)
    }

    /// A syntax error in the getter of a property extraction does not read changes nothing extraction reads, and is
    /// not reported, as in a check; one in the getter of a property it reads is.
    @Test func aBalancedSyntaxErrorInAnUnreadGetterChangesNothingExtractionReads() {
        let unread = "import AppIntents\nstruct I: AppIntent {\n    static let title: LocalizedStringResource = \"I\"\n    var label: String { let = ; return \"x\" }\n    func perform() async throws -> some IntentResult { .result() }\n}\n"
        let skipped = Extractor().extract(sources: [(path: "I.swift", text: unread)])
        #expect(skipped.diagnostics.isEmpty)
        var parsingBodies = Extractor()
        parsingBodies.skipsFunctionBodies = false
        let parsed = parsingBodies.extract(sources: [(path: "I.swift", text: unread)])
        #expect(parsed.diagnostics.map(\.id) == ["extraction.syntax-error"])
        #expect(skipped.document == parsed.document)

        let read = "import AppIntents\nstruct I: AppIntent {\n    static var title: LocalizedStringResource { let = ; return \"I\" }\n    func perform() async throws -> some IntentResult { .result() }\n}\n"
        #expect(Extractor().extract(sources: [(path: "I.swift", text: read)]).diagnostics.map(\.id).contains("extraction.syntax-error"))
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

    // Every real-world app extracts the same with bodies parsed and skipped: SharedSourceTests, which reads each app
    // every way extraction reads it, each way parsing every file once.
}

extension FunctionBodiesTests {
    /// How often the scans' bodies and quiet blocks are the parser's, each file parsed whole once for both: a file
    /// whose function-body scan gives up, or whose blanked parse fails verification, is parsed whole by extraction,
    /// which is correct but slower; a file whose quiet-block scan gives up or fails verification is parsed whole for
    /// its strings, and one reduced to its declarations whose parse fails verification is indexed from the tree its
    /// strings are collected from.
    @Test("the scans find the parser's bodies and quiet blocks in nearly every real-world file", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func scansAgreeWithTheParser() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let files = RealWorld.swiftFiles()
        /// Per file: function bodies (whether the parser finds one, and why it is parsed whole if it is) and quiet
        /// blocks (how many bytes it has, how many were blanked and left, and why it is parsed whole if it is).
        struct Outcome {
            var hasBodies = false, bodiesParsedWhole: String?
            var bytes = 0, blanked = 0, reduced = 0, quiet = 0, wholeParse: String?, unreduced: String?
            /// A block the scan that reduces the file for every reader empties whatever it holds, which extraction may
            /// read (see ``theKeysScansFindWhatTheFullOnesFind(_:)``).
            var readBlock: String?
        }
        let outcomes = files.concurrentMap { path -> Outcome in
            var outcome = Outcome()
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return outcome }
            let original = Parser.parse(source: text)
            guard !original.hasError else { return outcome }

            // Only a file that parses tells which blocks are bodies (one that does not is parsed whole, keyed whole).
            // A block may lie anywhere in a property extraction does not read: the scan takes a trailing closure of
            // its initial value (`var x = Foo { … }`) for its getter, and extraction reads neither.
            if let shared = BodyScanner.readForEveryReader(text) {
                let finder = UnreadBlocks(viewMode: .sourceAccurate)
                finder.walk(original)
                let regions = finder.blocks + finder.unreadProperties
                if !shared.functionBodies.allSatisfy({ block in regions.contains { $0.lowerBound <= block.lowerBound && block.upperBound <= $0.upperBound } }) {
                    outcome.readBlock = path
                }
            }

            let counter = BodyCounter(viewMode: .sourceAccurate)
            counter.walk(original)
            if counter.bodies > 0 {
                outcome.hasBodies = true
                if let (bytes, bodies) = FunctionBodies.blanked(text) {
                    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
                    if tree.hasError || !FunctionBodies.verify(bodies, in: tree) { outcome.bodiesParsedWhole = path + " (verification failed)" }
                } else if BodyScanner.readForEveryReader(text)?.functionBodies.isEmpty != true {
                    // (A file whose every body is `{}` has nothing to blank.)
                    outcome.bodiesParsedWhole = path + " (the scan gave up)"
                }
            }

            outcome.bytes = text.utf8.count
            guard let scan = QuietBlocks.reduced(text) else {
                (outcome.reduced, outcome.quiet) = (outcome.bytes, outcome.bytes)
                return outcome
            }
            let quietTree = scan.quiet.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if quietTree.hasError || !QuietBlocks.verify(scan.quiet.blocks, cuts: scan.quiet.cuts, in: quietTree) { outcome.wholeParse = path }
            let declarationsTree = scan.declarations.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if declarationsTree.hasError || !QuietBlocks.verify(scan.declarations.blocks, in: declarationsTree) { outcome.unreduced = path }
            outcome.blanked = QuietBlocks.blanked(text).map { $0.blocks.reduce(0) { $0 + $1.count - 2 } } ?? 0
            (outcome.reduced, outcome.quiet) = (scan.declarations.bytes.count, scan.quiet.bytes.count)
            return outcome
        }

        let withBodies = outcomes.filter(\.hasBodies).count
        let bodiesParsedWhole = outcomes.compactMap(\.bodiesParsedWhole)
        print("function bodies: \(withBodies - bodiesParsedWhole.count) of \(withBodies) real-world files parsed with their bodies blanked; parsed whole:\n" + bodiesParsedWhole.joined(separator: "\n"))
        #expect(withBodies > 1000)
        #expect(bodiesParsedWhole.count * 100 <= withBodies, "\(bodiesParsedWhole.joined(separator: "\n"))")

        let blanked = outcomes.reduce(0) { $0 + $1.blanked }, total = outcomes.reduce(0) { $0 + $1.bytes }
        let reduced = outcomes.reduce(0) { $0 + $1.reduced }, quiet = outcomes.reduce(0) { $0 + $1.quiet }
        let wholeParses = outcomes.compactMap(\.wholeParse), unreduced = outcomes.compactMap(\.unreduced)
        print("quiet blocks: \(blanked * 100 / max(total, 1))% of the real-world Swift bytes blanked; \(outcomes.filter { $0.blanked > 0 }.count) files with quiet blocks, \(wholeParses.count) parsed whole:\n" + wholeParses.joined(separator: "\n"))
        print("declarations only: \(reduced * 100 / max(total, 1))% of the bytes left; \(unreduced.count) files indexed from another parse:\n" + unreduced.joined(separator: "\n"))
        print("for the strings (quiet blocks, indentation, statements and members without a literal removed): \(quiet * 100 / max(total, 1))% of the bytes left")
        #expect(files.count > 3000)
        #expect(blanked * 10 > total, "less than a tenth of the bytes is quiet")
        #expect(reduced * 2 < total, "reduced to their declarations, the files keep more than half their bytes")
        #expect(quiet * 2 < total, "reduced for their strings, the files keep more than half their bytes")
        #expect(wholeParses.count * 100 <= files.count, "\(wholeParses.joined(separator: "\n"))")
        #expect(unreduced.count * 100 <= files.count, "\(unreduced.joined(separator: "\n"))")
        let readBlocks = outcomes.compactMap(\.readBlock)
        #expect(readBlocks.isEmpty, "blocks the reducing scan empties that extraction may read: \(readBlocks)")
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

extension FunctionBodiesTests {
    /// The scans a cache's keys are made with find what the full scans find: every block the scan that reduces a file
    /// for every reader empties whatever it holds is one extraction never reads, as the parser tells (a function's,
    /// initializer's or deinitializer's body, or a member property's or subscript's getter or accessor body, of a
    /// property not named as one extraction reads: a block extraction reads would leave an edit there out of the key),
    /// and the scan that follows no statement, which blanks extraction's parse of a file on its own, finds the same
    /// blocks (so `extract` and a check read a file alike); the declarations' reduction from a scan that follows no
    /// statement (which can change no opaque block) is the one made beside the strings' reduction.
    static let scannedTexts = [
        "", "func a() {}", "struct S {\n    var x: Int { get { 1 } set { } }\n    func f() { let s = \"}\"; _ = s }\n}\n",
        "struct T { var body: some View { Text(\"a\")\n .font(.caption) } }", "func f( { ", "let r = #/a{2}/#\nfunc g() { \"\\(1 + { 2 }())\" }",
        "class C { subscript(i: Int) -> Int { i } deinit { } init() { x = \"\"\"\n  }\n  \"\"\" } }",
        "struct I { static var title: LocalizedStringResource { let a = 1; return \"\\(a)\" }\n static var `description`: IntentDescription { d() }\n var count: Int { 2 } }",
        "struct P {\n static let appShortcuts: [AppShortcut] = if let f = F.on { make(f) } else { [] }\n static let supportedModes: IntentModes = if case let m? = M.m, var n = m.n { n } else { .background }\n var n: Int { 1 } }",
    ]

    @Test(arguments: scannedTexts)
    func theKeysScansFindWhatTheFullOnesFind(_ text: String) {
        let found = BodyScanner.readForEveryReader(text)?.functionBodies ?? []
        #expect(Set(found) == Self.unreadBlocks(text))
        // The scan that follows no statement (extraction's of a file on its own) finds the same blocks.
        #expect(FunctionBodies.blanked(text)?.bodies ?? [] == found)
        #expect(QuietBlocks.declarations(text)?.bytes == QuietBlocks.reduced(text)?.declarations.bytes)
    }

    /// The outermost blocks of `text` extraction never reads, as the parser finds them: function, initializer and
    /// deinitializer bodies, and the getters and accessor bodies of a type's properties and subscripts but those of a
    /// property named as one extraction reads (``ReadMembers/staticProperties``), each with more than its braces.
    static func unreadBlocks(_ text: String) -> Set<Range<Int>> {
        let finder = UnreadBlocks(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return outermost(finder.blocks)
    }

    /// The ranges of `blocks` no other holds, each with more than its braces.
    static func outermost(_ blocks: [Range<Int>]) -> Set<Range<Int>> {
        var outermost: [Range<Int>] = []
        for block in blocks.sorted(by: { ($0.lowerBound, -$0.count) < ($1.lowerBound, -$1.count) }) where block.count > 2 {
            if let last = outermost.last, last.upperBound > block.lowerBound { continue }
            outermost.append(block)
        }
        return Set(outermost)
    }

    @Test("the keys' scans find what the full ones find in the real-world files", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func theKeysScansAgreeOnTheRealWorld() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let files = RealWorld.swiftFiles()
        #expect(files.count > 3000)
        // That no block the reducing scan empties is one extraction reads is checked with the parse of each file
        // `scansAgreeWithTheParser()` makes (one parse a file for both).
        let outcomes = files.concurrentMap { path -> (missed: String?, declarations: String?) in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), let shared = BodyScanner.readForEveryReader(text) else { return (nil, nil) }
            let bodies = FunctionBodies.blanked(text)?.bodies ?? []
            let declarationsAgree = QuietBlocks.declarations(text)?.bytes == QuietBlocks.reduced(text)?.declarations.bytes
            return (bodies == shared.functionBodies ? nil : path, declarationsAgree ? nil : path)
        }
        let missed = outcomes.compactMap(\.missed), declarations = outcomes.compactMap(\.declarations)
        #expect(missed.isEmpty, "files whose blocks extraction's own scan and the reducing scan find differently: \(missed)")
        #expect(declarations.isEmpty, "\(declarations)")
    }
}

/// The blocks of a tree extraction never reads (see ``FunctionBodiesTests/unreadBlocks(_:)``), `{` to `}` included.
private final class UnreadBlocks: SyntaxVisitor {
    var blocks: [Range<Int>] = []
    /// The member properties extraction does not read, whole.
    var unreadProperties: [Range<Int>] = []

    private func add(_ node: some SyntaxProtocol) {
        blocks.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { add(body) }
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { add(body) }
        return .visitChildren
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { add(body) }
        return .visitChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if let accessors = node.accessorBlock { addBodies(of: accessors) }
        return .visitChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A type's member (the scan reads a property at file level or in a body as a statement, not for its accessors).
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        let read = node.bindings.contains { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map { ReadMembers.staticProperties.contains($0.identifier.identifierName) } ?? true
        }
        if !read {
            unreadProperties.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            for binding in node.bindings { if let accessors = binding.accessorBlock { addBodies(of: accessors) } }
        }
        return .visitChildren
    }

    /// A getter's body whole, or each accessor's body.
    private func addBodies(of block: AccessorBlockSyntax) {
        switch block.accessors {
        case .getter: add(block)
        case .accessors(let accessors): for accessor in accessors { if let body = accessor.body { add(body) } }
        }
    }
}
