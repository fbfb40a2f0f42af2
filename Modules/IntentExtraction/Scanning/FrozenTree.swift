@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// A syntax tree kept between its readers in about 12 bytes a token, and made a tree again for the next reader.
///
/// swift-syntax's tree of a file costs about 250 bytes a token (each node's children slots, lengths and flags, each
/// token's text range, in an arena of its own): held for every file of an app from App Intents extraction until its
/// strings are collected, the trees were most of a check's memory. Frozen, a tree is the shape the parse gave it,
/// written in order: each node's kind, number of slots and which of them hold a node (a bit each), each token's kind
/// and the lengths of its leading trivia, text and trailing trivia in the bytes it was parsed from. Thawing builds the
/// same tree again from those bytes in a new arena, without lexing or parsing: the kinds, texts and trivia, and so
/// every position, are the parse's own.
///
/// Only a tree made by the parser from one source buffer, without an error, is frozen (``init(_:source:)`` returns
/// `nil` for another). A frozen tree lives in one process for one run and is never written out: a node's kind is kept
/// as its bytes in this build.
struct FrozenTree: Sendable {
    /// The nodes in order, as ``init(_:source:)`` writes them.
    private let shape: [UInt8]
    /// How many bytes of source the tree spans.
    let length: Int

    private static let token: UInt8 = 1, missingToken: UInt8 = 2, layout: UInt8 = 3
    /// Whether a kind is written as its two bytes (the layout of `SyntaxKind` in this build).
    private static let kindsFit = MemoryLayout<SyntaxKind>.size == 2

    /// The shape of `tree`, parsed from `source`; `nil` when the tree has an error, or a token that is not the
    /// parser's slice of `source` in order (so thawing would not give it back).
    init?(_ tree: SourceFileSyntax, source: UnsafeBufferPointer<UInt8>) {
        guard Self.kindsFit, !tree.hasError else { return nil }
        var writer = Writer()
        guard writer.write(tree.raw), writer.position == source.count else { return nil }
        // Copied to its size: the writer's array grew by doubling, and the shape is kept for the run.
        shape = writer.bytes.withUnsafeBufferPointer { Array($0) }
        length = writer.position
    }

    /// The tree again, its tokens slices of a copy of `source` (the bytes it was frozen from) in an arena of its own.
    func thawed(source: UnsafeBufferPointer<UInt8>) -> SourceFileSyntax? {
        guard source.count == length else { return nil }
        let arena = ParsingRawSyntaxArena(parseTriviaFunction: TriviaParser.parseTrivia)
        let interned = arena.internSourceBuffer(source)
        var reader = Reader(shape: shape, base: interned.baseAddress!, arena: arena)
        let root = shape.withUnsafeBufferPointer { bytes -> RawSyntax? in
            reader.bytes = bytes
            return reader.node()
        }
        guard let root, root.kind == .sourceFile, reader.cursor == shape.count, reader.position == length else { return nil }
        return Syntax(raw: root, rawNodeArena: arena).as(SourceFileSyntax.self)
    }

    /// The bytes of the frozen form, for the memory it costs.
    var byteCount: Int { shape.count }

    private struct Writer {
        /// Where the parser's copy of the source starts (found at the first token with text).
        var base: UnsafePointer<UInt8>?
        var bytes: [UInt8] = []
        /// Where the next token's leading trivia must start.
        var position = 0

        mutating func write(_ node: RawSyntax) -> Bool {
            if let token = node.tokenView {
                let leading = token.leadingTriviaByteLength, text = token.textByteLength, trailing = token.trailingTriviaByteLength
                guard token.tokenDiagnostic == nil else { return false }
                // A parsed token is a slice of the parser's copy of the source: its text must be where the running
                // position says.
                if text > 0 {
                    guard let start = token.rawText.baseAddress else { return false }
                    if base == nil { base = start - (position + leading) }
                    guard start == base! + position + leading else { return false }
                }
                bytes.append(token.presence == .present ? FrozenTree.token : FrozenTree.missingToken)
                bytes.append(token.rawKind.rawValue)
                varint(leading)
                varint(text)
                varint(trailing)
                position += leading + text + trailing
                return true
            }
            guard let layout = node.layoutView else { return false }
            bytes.append(FrozenTree.layout)
            withUnsafeBytes(of: node.kind) { bytes.append(contentsOf: $0) }
            let children = layout.children
            varint(children.count)
            // Which slots hold a node, eight to a byte (most of a node's slots are for unexpected text, empty).
            var mask: UInt8 = 0
            for (slot, child) in children.enumerated() {
                if child != nil { mask |= 1 << (slot % 8) }
                if slot % 8 == 7 || slot == children.count - 1 {
                    bytes.append(mask)
                    mask = 0
                }
            }
            for case let child? in children {
                guard write(child) else { return false }
            }
            return true
        }

        mutating func varint(_ value: Int) {
            var value = UInt(value)
            while value >= 0x80 {
                bytes.append(UInt8(value & 0x7F) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }
    }

    private struct Reader {
        let shape: [UInt8]
        let base: UnsafePointer<UInt8>
        let arena: ParsingRawSyntaxArena
        var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var cursor = 0
        var position = 0

        init(shape: [UInt8], base: UnsafePointer<UInt8>, arena: ParsingRawSyntaxArena) {
            (self.shape, self.base, self.arena) = (shape, base, arena)
        }

        /// The next node (`nil` when the shape ends early or names an unknown kind).
        mutating func node() -> RawSyntax? {
            guard cursor < bytes.count else { return nil }
            let tag = bytes[cursor]
            cursor += 1
            switch tag {
            case FrozenTree.token, FrozenTree.missingToken:
                guard cursor < bytes.count, let kind = RawTokenKind(rawValue: bytes[cursor]) else { return nil }
                cursor += 1
                let leading = varint(), text = varint(), trailing = varint()
                let whole = SyntaxText(baseAddress: base + position, count: leading + text + trailing)
                position += leading + text + trailing
                return RawTokenSyntax(kind: kind, wholeText: whole, textRange: leading..<(leading + text),
                                      presence: tag == FrozenTree.token ? .present : .missing, tokenDiagnostic: nil, arena: arena).raw
            case FrozenTree.layout:
                guard cursor + 2 <= bytes.count else { return nil }
                var kind = SyntaxKind.token
                withUnsafeMutableBytes(of: &kind) { $0.copyBytes(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[cursor..<(cursor + 2)])) }
                cursor += 2
                let count = varint()
                let masks = cursor
                cursor += (count + 7) / 8
                guard cursor <= bytes.count else { return nil }
                var failed = false
                let made = RawSyntax.makeLayout(kind: kind, uninitializedCount: count, arena: arena) { slots in
                    for slot in 0..<count {
                        let held = bytes[masks + slot / 8] & (1 << (slot % 8)) != 0
                        let child = held ? node() : nil
                        if held && child == nil { failed = true }
                        slots.baseAddress!.advanced(by: slot).initialize(to: child)
                    }
                }
                return failed ? nil : made
            default:
                return nil
            }
        }

        mutating func varint() -> Int {
            var value = 0, shift = 0
            while cursor < bytes.count {
                let byte = bytes[cursor]
                cursor += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            return value
        }
    }
}
