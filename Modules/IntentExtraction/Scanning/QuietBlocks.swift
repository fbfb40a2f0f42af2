@_spi(RawSyntax) import SwiftSyntax

/// Finds the blocks of Swift source that hold no string literal, so string extraction can blank them out before
/// the parse: no localizable string is in one, and nothing in one decides how a string elsewhere is read.
///
/// A block is blanked only inside a declaration the declaration index does not read: the body of a function,
/// an initializer or a deinitializer, and the blocks within the accessors of a property or a subscript (a
/// getter's body whole; `get`, `set`, `didSet`… blocks one by one, so a property keeps its kind of accessors).
/// Type bodies and top-level code are never blanked, only blocks within their members. Literals in a block are
/// found by the same lexical scan as ``FunctionBodies`` (comments, every kind of string literal with its
/// interpolations, regex literals), and ``verify(_:in:)`` checks the parse of the blanked file.
package enum QuietBlocks {
    /// The UTF-8 bytes of `text` with the inside of every outermost quiet block replaced by spaces (line breaks
    /// kept, so every offset, line and column stays where it was), and the blocks' ranges from `{` to `}`
    /// included; `nil` when the file has none or the scan gave up.
    package static func blanked(_ text: String) -> (bytes: [UInt8], blocks: [Range<Int>])? {
        BodyScanner.blankedQuiet(text).map { ($0.bytes, $0.ranges) }
    }

    /// `text` reduced for a parse (``ReducedSource``: indentation removed) from one scan: with its quiet blocks
    /// emptied and its statements without a literal cut out, for the strings; and with every block inside a
    /// declaration the declaration index does not read emptied, literals or not, for the index. `nil` when the scan
    /// gave up.
    ///
    /// With `cuttingMembers`, the reduction for the strings also goes without the members of types that hold no
    /// literal: its tree then has what the strings need but not what the index reads.
    package static func reduced(_ text: String, cuttingMembers: Bool = true) -> (quiet: ReducedSource, declarations: ReducedSource)? {
        BodyScanner.reducedTwice(text, cuttingMembers: cuttingMembers).map { ($0.quiet, $0.opaque) }
    }

    /// `text` with every block inside a declaration the declaration index does not read emptied, literals or not:
    /// the `declarations` of ``reduced(_:cuttingMembers:)`` alone, from a scan that follows no statement. `nil` when
    /// the scan gave up.
    package static func declarations(_ text: String) -> ReducedSource? {
        BodyScanner.reducedOpaque(text)
    }

    /// Whether each range is, in a tree parsed from the blanked bytes, an empty pair of braces inside a function,
    /// initializer, deinitializer, property or subscript declaration: what makes the blanked tree the original one
    /// with only those blocks emptied, where the declaration index does not read. (That a property's accessor
    /// block is blanked only when it is a getter's body is the scan's to decide: it reads the block's first token.)
    ///
    /// `cuts` are the places where statements or members were cut out (``ReducedSource/cuts``): each must be where
    /// the tree has a statement start inside such a declaration, or a type's member start, or the `}` that closes
    /// their block. With the scan's rules for where a statement may end and what it may hold, that makes the tree
    /// the original one without them.
    package static func verify(_ blocks: [Range<Int>], cuts: [Int] = [], in tree: SourceFileSyntax) -> Bool {
        var pending = blocks[...]
        guard verify(tree.raw, at: tree.position.utf8Offset, isOpaque: false, pending: &pending), pending.isEmpty else { return false }
        var points = cuts[...]
        return points.isEmpty || (verify(tree.raw, at: tree.position.utf8Offset, isOpaque: false, cuts: &points) && points.isEmpty)
    }

    /// Every place in `tree` where ``verify(_:cuts:in:)`` accepts a cut, ascending: each statement's start inside a
    /// declaration the declaration index does not read, each member's start, and each `}` closing their blocks.
    ///
    /// A cache keeps them with the reduced bytes the tree was parsed from: a later reduction of the same bytes, with
    /// its own cuts, parses as the same tree, and its cuts are verified when each is one of these.
    package static func cutPlaces(in tree: SourceFileSyntax) -> [Int] {
        var places: [Int] = []
        cutPlaces(tree.raw, at: tree.position.utf8Offset, isOpaque: false, into: &places)
        return places.sorted()
    }

    /// ``cutPlaces(in:)`` inside `node`, whose bytes start at `start`: the places the descent of
    /// ``verify(_:at:isOpaque:cuts:)`` accepts.
    private static func cutPlaces(_ node: RawSyntax, at start: Int, isOpaque: Bool, into places: inout [Int]) {
        guard let children = node.layoutView?.children else { return }
        let isOpaque = isOpaque || opaqueKinds.contains(node.kind)
        let isStatementList = node.kind == .memberBlockItemList || (isOpaque && node.kind == .codeBlockItemList)
        let closesStatements = node.kind == .memberBlock || (isOpaque && [.codeBlock, .closureExpr, .accessorBlock].contains(node.kind))
        var offset = start
        for child in children {
            guard let child else { continue }
            let childStart = offset
            offset += child.byteLength
            if isStatementList || (closesStatements && child.tokenView?.rawKind == .rightBrace) {
                places.append(childStart + child.leadingTriviaByteLength)
            }
            cutPlaces(child, at: childStart, isOpaque: isOpaque, into: &places)
        }
    }

    /// The kinds of declaration the declaration index does not read inside.
    private static let opaqueKinds: Set<SyntaxKind> = [.functionDecl, .initializerDecl, .deinitializerDecl, .variableDecl, .subscriptDecl]

    /// Checks the pending cut points inside `node` (whose bytes start at `start`) in one descent on the raw tree.
    private static func verify(_ node: RawSyntax, at start: Int, isOpaque: Bool, cuts pending: inout ArraySlice<Int>) -> Bool {
        guard let children = node.layoutView?.children else { return false }  // A point inside a token.
        let isOpaque = isOpaque || opaqueKinds.contains(node.kind)
        let isStatementList = node.kind == .memberBlockItemList || (isOpaque && node.kind == .codeBlockItemList)
        let closesStatements = node.kind == .memberBlock || (isOpaque && [.codeBlock, .closureExpr, .accessorBlock].contains(node.kind))
        var offset = start
        for child in children {
            guard let point = pending.first else { return true }
            guard let child else { continue }
            let childStart = offset
            offset += child.byteLength
            guard point < offset else { continue }
            if isStatementList || (closesStatements && child.tokenView?.rawKind == .rightBrace),
               point == childStart + child.leadingTriviaByteLength {
                pending.removeFirst()
                if let next = pending.first, next < offset,
                   !verify(child, at: childStart, isOpaque: isOpaque, cuts: &pending) { return false }
                continue
            }
            guard verify(child, at: childStart, isOpaque: isOpaque, cuts: &pending) else { return false }
        }
        return true
    }

    /// Checks the pending blocks that start inside `node` (whose bytes start at `start`), in one descent shared by
    /// all of them: each node on the way is entered once, however many blocks are below it.
    ///
    /// The descent reads the raw tree (lengths and kinds) rather than ``Syntax`` nodes, which would be created for
    /// every child of every node on the way, most of which are never looked at again.
    private static func verify(_ node: RawSyntax, at start: Int, isOpaque: Bool, pending: inout ArraySlice<Range<Int>>) -> Bool {
        guard let children = node.layoutView?.children else { return true }
        let isOpaque = isOpaque || opaqueKinds.contains(node.kind)
        var offset = start
        var position = children.startIndex
        while position < children.endIndex {
            guard let block = pending.first else { return true }
            defer { position += 1 }
            guard let child = children[position] else { continue }
            let childStart = offset
            offset += child.byteLength
            guard offset > block.lowerBound else { continue }
            guard childStart <= block.lowerBound else { return false }  // The block starts in no token.
            guard let open = child.tokenView else {
                guard verify(child, at: childStart, isOpaque: isOpaque, pending: &pending) else { return false }
                continue
            }
            guard isOpaque, open.rawKind == .leftBrace, childStart + open.leadingTriviaByteLength == block.lowerBound else { return false }
            // The next token is the `}` closing the block, in the same node: nothing but empty nodes comes between.
            var next = position + 1
            while next < children.endIndex, children[next].map({ $0.byteLength == 0 }) ?? true { next += 1 }
            guard next < children.endIndex, let close = children[next]?.tokenView, close.rawKind == .rightBrace, close.presence == .present,
                  offset + close.leadingTriviaByteLength == block.upperBound - 1
            else { return false }
            pending.removeFirst()
        }
        return true
    }
}
