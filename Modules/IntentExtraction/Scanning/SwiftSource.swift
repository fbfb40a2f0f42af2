import Diagnostics
import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// One Swift file of a run, read once and parsed once for every reader.
///
/// App Intents extraction and string extraction read the same tree, under every build's `#if` conditions (the tree
/// does not depend on them):
///
///     let source = SwiftSource(path: "Sources/OrderSoup.swift", text: text)
///     let intents = Extractor().extract(sources: [source])
///     let strings = StringExtractor().extract(sources: [source])
///
/// The tree is of the file reduced for both readers: blocks inside functions and getters that hold no string literal
/// are emptied and their statements without one cut out, indentation removed; every declaration and type member stays
/// whole, and so do the accessors of a property extraction may read, and every line and column stays the file's. The
/// reduced tree is used only when it parses without error and every cut is where the scan found it; otherwise the
/// whole file is parsed. A file whose brackets nest beyond what the parser reads in reasonable time is not parsed
/// (``unread``).
public final class SwiftSource: @unchecked Sendable {
    // @unchecked: `parsed` is set once, under `lock`, and the text of a source read on demand once, under `textLock`;
    // a syntax tree is immutable and read by any number of threads.
    /// The path diagnostics and locations name.
    public let path: String
    /// The file's text (for a source made with a loader rather than its text, read the first time it is asked for).
    public var text: String {
        textLock.lock()
        defer { textLock.unlock() }
        if let loaded { return loaded }
        let read = load?() ?? ""
        loaded = read
        return read
    }
    private var loaded: String?
    private let load: (@Sendable () -> String)?
    /// A key of the file's path and bytes its reader gave (a cache's key of them), which results kept by the file's
    /// path and bytes are keyed by instead, so a file the reader knows without reading it is not read to key them;
    /// `nil`: none given (they are keyed by the text).
    package var identity: String? {
        get { lock.withLock { givenIdentity } }
        set { lock.withLock { givenIdentity = newValue } }
    }
    private var givenIdentity: String?
    /// What was known of the text without reading it, for a source read on demand.
    private let known: Known?
    private let textLock = NSLock()
    private let lock = NSLock()
    private var parsed: Parsed?
    /// The scan that reduces the file for every reader, once made (``reduction``): `.some(nil)` when it gave up.
    private var scan: Reduction??
    /// How each build has read the tree's `#if` blocks, by its selector's key (for the tree in `parsed`).
    private var readings: [String: BranchReading] = [:]
    /// The blocks each reader reads (its `reads` filter of ``conditionalBlocks``), by the reader's name.
    private var blocksRead: [String: [ConditionalBlock]] = [:]

    /// What parsing the file gave.
    private struct Parsed {
        /// The file as extraction locates and quotes it: its text, its lines, and the reduction its tree was parsed from.
        let file: SourceFile
        /// The syntax tree (`nil` when the file was not parsed: see ``unread``, or when it is ``frozen``).
        var tree: SourceFileSyntax?
        /// The tree between its readers, in about 12 bytes a token (``freezeTree()``); thawed for each reader that asks.
        var frozen: FrozenTree?
        /// Why the file was not parsed, when it was not.
        let unread: Diagnostic?
        /// The tree's `#if` blocks, at every depth, in file order.
        var blocks: [ConditionalBlock] = []
        /// The outermost bodies the scan that reduced the file found (``Reduction``; `nil` when the tree is of the whole file).
        var functionBodies: [Range<Int>]?
    }

    /// The file at `path` with `text`, parsed the first time a reader asks for its tree.
    ///
    /// Nothing is parsed here: a run that finds every result of the file in its cache never parses it.
    public init(path: String, text: String) {
        self.path = path
        loaded = text
        load = nil
        known = nil
    }

    /// What a reader asks of every file before it reads its tree, known of a file without reading it (from a cache
    /// that saw the same file before).
    package struct Known: Sendable {
        /// Whether the text has an `#if` (``hasConditions``).
        package var hasConditions: Bool

        package init(hasConditions: Bool) {
            self.hasConditions = hasConditions
        }
    }

    /// A file whose text is read by `load` the first time a reader asks for it, and of which `known` is known: a run
    /// that finds every result of the file in its cache never reads it. The file is one the scan that refuses a
    /// file's brackets (``refusal``) did not refuse.
    package init(path: String, known: Known, load: @escaping @Sendable () -> String) {
        self.path = path
        self.known = known
        self.load = load
    }

    /// Whether the text has been read: always for a source made with its text, and for one read on demand once a
    /// reader asked for it.
    package var isLoaded: Bool { textLock.withLock { loaded != nil } }

    /// The file parsed: once, by the first reader to ask; others wait for it.
    private var parse: Parsed {
        lock.lock()
        defer { lock.unlock() }
        if let parsed { return parsed }
        let made = Self.parse(path: path, text: text, scan: scanned)
        parsed = made
        return made
    }

    /// The file reduced for every reader (``ReducedSource``) and the outermost blocks extraction never reads that it
    /// empties whatever they hold (function, initializer and deinitializer bodies, and the getters and accessors of
    /// properties and subscripts extraction does not read), `{` to `}` included, as the scan that reduces it for its
    /// parse finds them; `nil` when the scan gave up. Scanned once, without parsing the file: a cache keys what the
    /// parse gives by it.
    package typealias Reduction = (reduced: ReducedSource, functionBodies: [Range<Int>])

    /// ``Reduction`` of the file, scanned the first time it is asked for (the parse reads the same scan).
    package var reduction: Reduction? { lock.withLock { scanned } }

    /// The scan, made if it is not yet; called under `lock`.
    private var scanned: Reduction? {
        if let scan { return scan }
        let made = BodyScanner.readForEveryReader(text)
        scan = .some(made)
        return made
    }

    private static func parse(path: String, text: String, scan: @autoclosure () -> Reduction?) -> Parsed {
        counter.add()
        let whole = SourceFile(path: path, text: text)
        if let refused = BracketRuns.report(text, locate: whole.location(ofOffset:)) {
            return Parsed(file: whole, tree: nil, unread: refused)
        }
        if let (reduced, bodies) = scan() {
            let tree = reduced.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if !tree.hasError, QuietBlocks.verify(reduced.blocks, cuts: reduced.cuts, in: tree) {
                let blocks = reduced.bytes.withUnsafeBufferPointer { conditionalBlocks(in: tree, bytes: $0) }
                return Parsed(file: SourceFile(path: path, text: text, reduced: reduced), tree: tree, unread: nil, blocks: blocks, functionBodies: bodies)
            }
        }
        var text = text
        let tree = text.withUTF8 { Parser.parse(source: $0) }
        let blocks = text.withUTF8 { conditionalBlocks(in: tree, bytes: $0) }
        return Parsed(file: whole, tree: tree, unread: nil, blocks: blocks)
    }

    /// The `#if` blocks of a tree, at every depth, in file order: found from each `#if` in the bytes the tree was
    /// parsed from (one in a comment or a string is not a block's), not by walking the tree.
    static func conditionalBlocks(in tree: SourceFileSyntax, bytes: UnsafeBufferPointer<UInt8>) -> [ConditionalBlock] {
        var blocks: [ConditionalBlock] = []
        forEachPoundIf(in: bytes) { position in
            if let token = tree.token(at: AbsolutePosition(utf8Offset: position)), token.tokenKind == .poundIf,
               token.positionAfterSkippingLeadingTrivia.utf8Offset == position,
               let block = token.parent?.parent?.parent?.as(IfConfigDeclSyntax.self) {
                blocks.append(ConditionalBlock(block))
            }
            return true
        }
        return blocks
    }

    /// Calls `body` with the offset of each `#if` in `bytes`, in order, while it returns `true`.
    private static func forEachPoundIf(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) {
        guard let base = bytes.baseAddress, bytes.count >= 3 else { return }
        var offset = 0
        while offset + 2 < bytes.count, let found = memchr(base + offset, 0x23, bytes.count - offset - 2) {
            let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            offset = position + 1
            if base[position + 1] == 0x69, base[position + 2] == 0x66, !body(position) { return }  // "if"
        }
    }

    /// The file as extraction locates and quotes it.
    var file: SourceFile { parse.file }
    /// The syntax tree (`nil` when the file was not parsed: see ``unread``), as a root of its own for the reader that
    /// asks: the nodes a walk makes of the parsed tree (swift-syntax keeps them with the root they were reached from)
    /// go with that root when the walk ends, where the parsed tree stays for later readers. Held by the kept root, a
    /// walk's nodes were an eighth of the largest app's memory while every tree waited for string collection.
    ///
    /// A frozen tree (``freezeTree()``) is thawed for the reader that asks: a tree of its own, let go with it.
    var tree: SourceFileSyntax? { Self.tree(of: parse) }
    /// Whether the file's tree has a syntax error (`nil` when the file was not parsed): asked without a root for a walk.
    var treeHasError: Bool? {
        let parsed = parse
        return parsed.frozen != nil ? false : parsed.tree?.hasError
    }

    /// The tree of `parsed` as a root of its own, thawed when it is frozen.
    private static func tree(of parsed: Parsed) -> SourceFileSyntax? {
        if let tree = parsed.tree { return Syntax(raw: tree.raw, rawNodeArena: tree.raw.arena).cast(SourceFileSyntax.self) }
        guard let frozen = parsed.frozen, let reduced = parsed.file.reduced else { return nil }
        thaws.add()
        return reduced.bytes.withUnsafeBufferPointer { frozen.thawed(source: $0) }
    }

    /// Keeps the tree in its frozen form (``FrozenTree``) until the next reader asks for it, so its memory is free
    /// meanwhile: what a file's tree is between App Intents extraction, which reads it first, and the strings' index
    /// and collection, which read it once every file is indexed. Each later reader is given a tree thawed for it,
    /// let go with it.
    ///
    /// Only the tree of a reduction without an error and without `#if` is frozen: the blocks of a file with `#if`,
    /// which each build's reading walks, are nodes of its tree, and thawing it again for each build's each reader
    /// cost more than its memory is worth (a check of SagerNet's seven builds took 77% longer). Another tree stays as
    /// it is, as does one no reader has parsed yet.
    package func freezeTree() {
        lock.withLock {
            guard var parsed, let tree = parsed.tree, parsed.blocks.isEmpty, let reduced = parsed.file.reduced,
                  let frozen = reduced.bytes.withUnsafeBufferPointer({ FrozenTree(tree, source: $0) })
            else { return }
            parsed.tree = nil
            parsed.frozen = frozen
            self.parsed = parsed
        }
    }
    /// Why the file is not parsed, when it is not (its brackets nest beyond what the parser reads in reasonable time).
    ///
    /// Asking parses the file if no reader has yet. Extraction reports it as `extraction.syntax-error`.
    public var unread: Diagnostic? { parse.unread }

    /// Whether the file has an `#if` (a textual search: one in a comment or string counts too): only such a file
    /// reads differently from build to build.
    package var hasConditions: Bool {
        if let known { return known.hasConditions }
        var text = text
        return text.withUTF8 { Self.containsConditional($0) }
    }

    /// Whether `bytes` hold `#if` anywhere.
    package static func containsConditional(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        forEachPoundIf(in: bytes) { _ in
            found = true
            return false
        }
        return found
    }

    /// The `#if` blocks of the file's tree, at every depth, in file order (none when the file was not parsed).
    ///
    /// Asking parses the file if no reader has yet.
    package var conditionalBlocks: [ConditionalBlock] { parse.blocks }

    /// Whether a reader has parsed the file (asked for its tree) in this run.
    package var isParsed: Bool { lock.withLock { parsed != nil } }

    /// Lets go of the tree once every reader of the run has read it, so its memory is free for what follows.
    ///
    /// A reader that asks afterwards parses the file again (and ``parses`` counts it).
    package func releaseTree() {
        lock.withLock {
            parsed = nil
            scan = nil
            readings = [:]
            blocksRead = [:]
        }
    }

    /// How a build with `branches` reads the file's `#if` blocks, or those of them a reader named `reader` reads
    /// (`reads`), found once for every reader of the tree that reads alike (parsing the file if no reader has yet).
    package func reading(under branches: BranchSelector, reader: String = "", reads: (IfConfigDeclSyntax) -> Bool = { _ in true }) -> BranchReading {
        let blocks = conditionalBlocks
        guard !blocks.isEmpty else { return BranchReading() }
        let key = reader + " " + branches.key
        if let known = lock.withLock({ readings[key] }) { return known }
        // Which blocks a reader reads does not depend on the build: found once for each reader.
        let read: [ConditionalBlock]
        if let known = lock.withLock({ blocksRead[reader] }) {
            read = known
        } else {
            read = blocks.filter { reads($0.decl) }
            lock.withLock { blocksRead[reader] = read }
        }
        let reading = branches.reading(of: read)
        lock.withLock { readings[key] = reading }
        return reading
    }

    /// ``unread`` without parsing the file when no reader has: the same scan that refuses it.
    package var refusal: Diagnostic? {
        if let parsed = lock.withLock({ parsed }) { return parsed.unread }
        if known != nil { return nil }
        // The file's lines are indexed only for a file refused (a re-check asks this of every file).
        return BracketRuns.report(text) { [path, text] in SourceFile(path: path, text: text).location(ofOffset: $0) }
    }

    /// The file at `path`, read from disk (parsed when a reader first asks), or the diagnostic that says why it cannot be read.
    public static func read(_ path: String) -> Result<SwiftSource, DiagnosticError> {
        FileIO.read(path).map { SwiftSource(path: path, text: String(decoding: $0, as: UTF8.self)) }
    }

    /// The files at `paths` read on all cores, in order, and a diagnostic for each that could not be read.
    public static func read(_ paths: [String]) -> (sources: [SwiftSource], diagnostics: [Diagnostic]) {
        let results = paths.concurrentMap { read($0) }
        var sources: [SwiftSource] = []
        var diagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let source): sources.append(source)
            case .failure(let error): diagnostics.append(error.diagnostic)
            }
        }
        return (sources, diagnostics)
    }

    /// What extraction and the strings' declaration index read of the file, each as bytes, for a cache to key their
    /// results by: the file with its function bodies (``Reduction``) blanked (extraction), and with every block inside
    /// a function or property emptied (the index). Both only when the file's shared tree parsed without error (then nothing in those
    /// blocks changes a declaration); otherwise the whole file, as an error inside a block may be the one reported.
    /// Parses the file if it is not parsed yet.
    ///
    /// Each blanked body stands in the extraction input as what positions after it depend on: its line breaks, and
    /// the length of its last line (the column of what follows its `}`); an edit inside a body that keeps both (on
    /// any line but its last) leaves the input as it was. The bodies are those the scan that reduced the file for its
    /// parse found (the bodies of functions, and of the getters and accessors it does not keep whole: the only blocks
    /// it empties whatever they hold); the index's input takes one more scan, of the declarations' reduction alone.
    ///
    /// Extraction's inputs end where the last file-level item extraction may read ends (``readExtent(of:)``): a function
    /// added after a file's last type changes neither.
    ///
    /// - Parameters:
    ///   - reducedParses: whether the file's reduction parses as the tree readers share (``isReduced``), when that is
    ///     known without parsing it (a cache keeps it by the reduction); `nil` parses the file to know.
    ///   - readExtent: ``readExtent(of:)`` of the reduction's tree, when `reducedParses` is known (a cache keeps it with
    ///     it); `nil`: extraction's inputs go to the end of the file.
    ///
    /// `placeFree` is extraction's input with each blanked body its braces alone: what extraction reads of the file but
    /// where it is, which lines added to a body do not change (``BodyPlaces`` moves what was found below them).
    package func readerInputs(reducedParses: Bool? = nil, readExtent: Int? = nil) -> (extraction: [UInt8], placeFree: [UInt8], index: [UInt8]) {
        var whole = Array(text.utf8)
        let bodies: [Range<Int>]?
        let extent: Int?
        if let reducedParses {
            (bodies, extent) = reducedParses ? (reduction?.functionBodies, readExtent) : (nil, nil)
        } else {
            // Bodies only when the tree is of the reduction.
            let parsed = parse
            bodies = parsed.functionBodies
            extent = Self.tree(of: parsed).map(Self.readExtent(of:))
        }
        guard let bodies else { return ([0] + whole, [0] + whole, [0] + whole) }
        let declarations = QuietBlocks.declarations(text)?.bytes
        var read = bodies
        if let extent, let reduced = reduction?.reduced {
            let end = min(whole.count, reduced.originalEnd(ofFirst: extent))
            read = bodies.filter { $0.upperBound <= end }
            whole.removeSubrange(end...)
        }
        return ([1] + Self.positionsOnly(whole, bodies: read), [1] + Self.positionsOnly(whole, bodies: read, keepingPlaces: false),
                declarations.map { [1] + $0 } ?? [0] + Array(text.utf8))
    }

    /// Where the last file-level item extraction may read ends in the text of `tree`, a tree of this file's reduction
    /// (a function, variable or import after it is never read; see ``readerInputs(reducedParses:readExtent:)``).
    package static func readExtent(of tree: SourceFileSyntax) -> Int {
        DeclarationCollector.readExtent(of: tree)
    }

    /// `bytes` with each of `bodies` (`{` to `}`, blanked) replaced by its braces, its line breaks and the blanks of
    /// its last line (without `keepingPlaces`, by its braces around a NUL, which tells it from a `{}` of the text: the
    /// scan finds no body in that, so `BodyPlaces` does not count it).
    static func positionsOnly(_ bytes: [UInt8], bodies: [Range<Int>], keepingPlaces: Bool = true) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        for body in bodies.sorted(by: { $0.lowerBound < $1.lowerBound }) where body.lowerBound >= position && body.count >= 2 {
            output += bytes[position..<body.lowerBound]
            output.append(0x7B)
            if keepingPlaces {
                let inside = bytes[body.lowerBound + 1..<body.upperBound - 1]
                let breaks = inside.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                let tail = inside.count - ((inside.lastIndex(of: 0x0A).map { $0 + 1 } ?? inside.startIndex) - inside.startIndex)
                output += [UInt8](repeating: 0x0A, count: breaks)
                output += [UInt8](repeating: 0x20, count: tail)
            } else {
                output.append(0x00)
            }
            output.append(0x7D)
            position = body.upperBound
        }
        output += bytes[position...]
        return output
    }

    /// Whether the tree is of the reduced file.
    package var isReduced: Bool { file.reduced != nil }

    /// The reduction the tree was parsed from (`nil`: the whole file, or no tree).
    package var reduced: ReducedSource? { file.reduced }

    /// The syntax tree, for readers in this package (`nil` when the file was not parsed).
    package var syntaxTree: SourceFileSyntax? { tree }

    /// How many files this process has parsed as ``SwiftSource``s, so a test can check each file is parsed once.
    public static var parses: Int { counter.value }

    /// How many frozen trees this process has thawed (``freezeTree()``): none is a parse.
    package static var thawCount: Int { thaws.value }

    private static let counter = Counter()
    private static let thaws = Counter()

    /// A count shared by threads.
    private final class Counter: @unchecked Sendable {
        // @unchecked: `count` is read and written under `lock`.
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
