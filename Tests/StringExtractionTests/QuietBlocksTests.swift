import Foundation
import IntentExtraction
import IntentKitTestSupport
import StringExtraction
import SwiftParser
import SwiftSyntax
import Testing

/// Blocks without a string literal are blanked out before string extraction parses a file: the scan finds the
/// outermost such blocks inside functions and properties (never a type's body or top-level code), keeps every
/// offset and line, and extraction finds the same strings with or without it.
@Suite("Quiet blocks skipped by string extraction")
struct QuietBlocksTests {
    /// The text of each block the scan finds.
    static func blocks(_ source: String) -> [String]? {
        guard let (_, blocks) = QuietBlocks.blanked(source) else { return nil }
        let utf8 = Array(source.utf8)
        return blocks.map { String(decoding: utf8[$0], as: UTF8.self) }
    }

    @Test func findsTheOutermostBlocksWithoutALiteralInsideMembersOnly() {
        let source = """
            struct A: View {
                var body: some View {
                    VStack {
                        Text("a")
                        Button { toggle() } label: { Image(systemName: "x") }
                        if on { ProgressView { Spinner() } }
                    }
                }
                func f() { g { h() } }
                func k() { Text("\\(x)"); if a { b() } }
                struct B { func k() { l() } }
            }
            func top() { a { b } }
            if x { let y = 1 }
            #Preview { A() }
            """
        // `if on { … }` is a statement without a literal in a block with one: it is cut whole, its blocks with it; so
        // is `if a { b() }` after a `;`, which ends a statement as a line break does.
        #expect(Self.blocks(source) == [
            "{ toggle() }", "{ g { h() } }", "{ l() }", "{ a { b } }",
        ])
    }

    /// The statements without a literal in a block that holds one are cut out, and so are the lines of members that
    /// end a statement after its last literal; what could change how the rest parses or is read stays.
    @Test func statementsWithoutALiteralAreCutFromBlocksWithOne() throws {
        let source = """
            struct A: View {
                var body: some View {
                    VStack {
                        Spacer()
                        Image(systemName: icon)
                            .foregroundStyle(.green)
                        if on { ProgressView { Spinner() } }
                        Text("a")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Button("b") {}
                            .buttonStyle(.plain)
                            .help("c")
                        Text("d") +
                            .init(verbatim: x)
                        let e = f()
                        #if DEBUG
                        debugView()
                        Text("g")
                        #endif
                        ForEach(items) {
                            item in
                            row(item)
                            Text("h")
                        }
                        Menu { run() }
                        label: { Text("i") }
                        switch kind {
                        case .a:
                            run()
                        default:
                            Text("j")
                        }
                        guard let k else { return }
                        for item in items { use(item) }
                        Text("l"); stop()
                    }
                }
            }
            """
        let reduced = try #require(QuietBlocks.reduced(source)).quiet
        // Kept: members before a literal (`.buttonStyle`), a line after an operator, declarations, `#if` lines with
        // the statements they end, a closure's signature with what follows it on the next line, a labelled trailing
        // closure's line, a `switch`'s statements (each case keeps one), `guard`, a statement with a literal before a
        // `;` (the one after it, without, is cut).
        #expect(String(decoding: reduced.bytes, as: UTF8.self) == """
            struct A: View {
            var body: some View {
            VStack {
            Text("a")
            Button("b") {}
            .buttonStyle(.plain)
            .help("c")
            Text("d") +
            .init(verbatim: x)
            let e = f()
            #if DEBUG
            Text("g")
            #endif
            ForEach(items) {
            item in
            row(item)
            Text("h")
            }
            Menu {}
            label: { Text("i") }
            switch kind {
            case .a:
            run()
            default:
            Text("j")
            }
            guard let k else {}
            Text("l"); }
            }
            }
            """)
        // `Spacer()` to `if on`, one cut (neighbours merge); `.font` to `.foregroundStyle`; `debugView()`; `for`; `stop()`.
        #expect(reduced.cuts.count == 5)
        let tree = reduced.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        #expect(!tree.hasError)
        #expect(QuietBlocks.verify(reduced.blocks, cuts: reduced.cuts, in: tree))
        // The places a cache keeps to verify other cuts of the same bytes are exactly those the verification accepts.
        let places = Set(QuietBlocks.cutPlaces(in: tree))
        #expect(reduced.cuts.allSatisfy(places.contains) && places.count > reduced.cuts.count)
        for offset in 0...reduced.bytes.count {
            #expect(QuietBlocks.verify(reduced.blocks, cuts: [offset], in: tree) == places.contains(offset), "\(offset)")
        }
        // Every remaining byte is the file's, in order.
        let original = Array(source.utf8)
        #expect(reduced.bytes.indices.allSatisfy { original[reduced.originalOffset($0)] == reduced.bytes[$0] })
    }

    /// The members of a type without a literal go too, each with its attributes; the declaration index reads them
    /// from the other reduction, and the several-builds path, which indexes from this tree, keeps them.
    @Test func membersWithoutALiteralAreCutFromTypes() throws {
        let source = """
            struct Settings: View {
                @State private var isOn = false
                @Environment(\\.dismiss)
                private var dismiss
                let title: LocalizedStringKey
                static var skipped: Set<String>
                @AppStorage("mode") var mode = 0
                @available(iOS 17, *)
                var count: Int { items.count }
                var body: some View {
                    Text("a")
                }
                @MainActor
                @discardableResult
                func greet() -> String { "Hi" }
                func helper<T>
                (value: T) -> Int
                where T: Equatable
                {
                    0
                }
                enum Kind: LocalizedStringKey {
                    case first
                    case second = "Second"
                }
            }
            """
        let reduced = try #require(QuietBlocks.reduced(source)).quiet
        #expect(String(decoding: reduced.bytes, as: UTF8.self) == """
            struct Settings: View {
            @AppStorage("mode") var mode = 0
            var body: some View {
            Text("a")
            }
            @MainActor
            @discardableResult
            func greet() -> String { "Hi" }
            enum Kind: LocalizedStringKey {
            case second = "Second"
            }
            }
            """)
        // `isOn` to `skipped`; `count` with its attribute; `helper`; `case first`.
        #expect(reduced.cuts.count == 4)
        let tree = reduced.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        #expect(!tree.hasError)
        #expect(QuietBlocks.verify(reduced.blocks, cuts: reduced.cuts, in: tree))
        let kept = try #require(QuietBlocks.reduced(source, cuttingMembers: false)).quiet
        #expect(kept.cuts.isEmpty)
        #expect(String(decoding: kept.bytes, as: UTF8.self).contains("let title: LocalizedStringKey\nstatic var skipped: Set<String>\n"))

        var parsingAll = StringExtractor()
        parsingAll.skipsQuietBlocks = false
        let skipped = StringExtractor().extract(sources: [(path: "Settings.swift", text: source)])
        let parsed = parsingAll.extract(sources: [(path: "Settings.swift", text: source)])
        #expect(skipped.uses.map(\.key) == ["a", "first", "Second"])
        #expect(skipped.uses == parsed.uses)
    }

    @Test func verificationAcceptsCutsOnlyAtStatementsInsideFunctions() throws {
        let source = "func f() {\n    a()\n    b(c)\n}\nlet x = y\n"
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        func offset(_ text: String) -> Int {
            let needle = Array(text.utf8)
            return bytes.indices.first { bytes[$0...].starts(with: needle) }!
        }
        #expect(QuietBlocks.verify([], cuts: [offset("b(c)")], in: tree))
        #expect(QuietBlocks.verify([], cuts: [offset("a()"), offset("b(c)"), offset("}")], in: tree))
        #expect(!QuietBlocks.verify([], cuts: [offset("c)")], in: tree), "inside an expression")
        #expect(!QuietBlocks.verify([], cuts: [offset("(c)")], in: tree), "inside an expression")
        #expect(!QuietBlocks.verify([], cuts: [offset("let x")], in: tree), "top-level code")
        #expect(!QuietBlocks.verify([], cuts: [offset("b(c)"), offset("y")], in: tree), "top-level code")
    }

    @Test func aPropertyKeepsItsKindOfAccessors() {
        let source = """
            struct A {
                var x: Int { compute() }
                var y: Int { get { 1 } set { store(newValue) } }
                var z: Int = 0 { didSet { save() } }
                var w: Int { @inlinable get { 2 } }
                var v: [Int] { [1, 2] }
                subscript(i: Int) -> Int { values[i] }
                let handler: () -> Void = { run() }
            }
            protocol P { var p: Int { get set } }
            """
        #expect(Self.blocks(source) == [
            "{ compute() }", "{ 1 }", "{ store(newValue) }", "{ save() }", "{ 2 }", "{ [1, 2] }", "{ values[i] }", "{ run() }",
        ])
    }

    @Test func everyKindOfStringLiteralKeepsItsBlocks() {
        let source = ##"""
            struct A {
                func a() { if x { let s = "}" } }
                func b() { if x { let s = #"raw"# } }
                func c() { if x { f("\(g { h() })") } }
                func d() {
                    let m = """
                        }
                        """
                }
                func e() { /* "not a literal" */ if x { y() } } // "nor this"
                func f() { let r = #/"\}/# ; if x { y() } }
            }
            """##
        // Comments and regex literals are not string literals: only the blocks of `e` and `f` are quiet.
        #expect(Self.blocks(source) == [##"{ /* "not a literal" */ if x { y() } }"##, ##"{ let r = #/"\}/# ; if x { y() } }"##])
    }

    @Test func blankingKeepsEveryOffsetAndLine() throws {
        let source = "struct A {\n    func f() {\n        g() // é\n    }\n    var t: String { \"t\" }\n}\n"
        let (bytes, blocks) = try #require(QuietBlocks.blanked(source))
        #expect(bytes.count == source.utf8.count)
        #expect(bytes.filter { $0 == UInt8(ascii: "\n") }.count == source.filter { $0 == "\n" }.count)
        #expect(blocks.count == 1)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        #expect(!tree.hasError)
        #expect(QuietBlocks.verify(blocks, in: tree))
    }

    @Test func verificationRejectsATypeBodyOrTopLevelCode() throws {
        for source in ["struct A {\n    let x: Int\n}\n", "if x {\n    y()\n}\n"] {
            var bytes = Array(source.utf8)
            let start = try #require(bytes.firstIndex(of: UInt8(ascii: "{")))
            for index in (start + 1)..<(bytes.count - 2) where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            #expect(!QuietBlocks.verify([start..<(bytes.count - 1)], in: tree), "\(source)")
        }
    }

    @Test func theScanGivesUpOnBracketsThatDoNotBalance() {
        #expect(QuietBlocks.blanked("struct A {\n    func f() { g() }\n") == nil)
        #expect(QuietBlocks.blanked("struct A {\n    func f() { g() ]\n}\n") == nil)
    }

    @Test func extractionFindsTheSameStringsWithOrWithoutQuietBlocks() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                let title: LocalizedStringKey
                var count: Int { items.filter { $0.isOn }.count }
                var body: some View {
                    HStack {
                        Text(title)
                        ForEach(items) { item in
                            if item.isOn { Image(systemName: item.icon).onTapGesture { toggle(item) } }
                            Text("\\(item.count) of \\(count)")
                        }
                        Button { toggle(nil) } label: { Label("Reset", systemImage: "arrow") }
                    }
                }
                func toggle(_ item: Item?) { if let item { item.isOn.toggle() } }
            }
            """
        var parsingAll = StringExtractor()
        parsingAll.skipsQuietBlocks = false
        let skipped = StringExtractor().extract(sources: [(path: "Row.swift", text: source)])
        let parsed = parsingAll.extract(sources: [(path: "Row.swift", text: source)])
        #expect(skipped.uses.map(\.key) == ["%lld of %lld", "Reset"])
        #expect(skipped.uses == parsed.uses)
        #expect(try #require(QuietBlocks.blanked(source)).blocks.count == 4)
    }

    // Every real-world app gives the same strings with and without quiet blocks skipped: SharedSourceStringsTests,
    // which reads each app every way string extraction reads it, each way parsing every file once.

    /// Several builds of each app, each reading `#if` its own way, parse each file once, reduced: the same strings,
    /// places and diagnostics as the whole files give. (The apps of `apps/`; the whole apps' builds are read
    /// reduced by `WholeAppsSyncTests`, against the reviewed changes.)
    @Test("several builds of the real-world apps give the same strings from reduced files", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func realWorldBuildsExtractTheSame() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var parsingAll = StringExtractor()
        parsingAll.skipsQuietBlocks = false
        let folders = RealWorld.appFolders().map { RealWorld.root + "/apps/" + $0 }
        #expect(folders.count >= 45)
        var conditional = 0
        for folder in folders {
            let files = RealWorld.swiftFiles(in: folder)
            let builds = [(ExtractionOptions(conditions: ["DEBUG"]), files), (ExtractionOptions(conditions: []), files)]
            let reduced = StringExtractor().extract(builds: builds)
            let whole = parsingAll.extract(builds: builds)
            #expect(reduced.uses == whole.uses, "\(folder)")
            #expect(reduced.diagnostics.map(\.description) == whole.diagnostics.map(\.description), "\(folder)")
            if reduced.uses.count > StringExtractor(options: ExtractionOptions(conditions: [])).extract(files).uses.count { conditional += 1 }
        }
        // The two builds differ somewhere: apps with strings only in debug builds.
        #expect(conditional > 0)
    }

    // How often the scan's quiet blocks are the parser's in the real-world files: FunctionBodiesTests, whose scan
    // agreement test parses each file whole once for both scans.
}
