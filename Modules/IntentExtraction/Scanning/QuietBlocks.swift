import SwiftSyntax

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
        BodyScanner.blanked(text, mode: .quietBlocks).map { ($0.bytes, $0.ranges) }
    }

    /// Whether each range is, in a tree parsed from the blanked bytes, an empty pair of braces inside a function,
    /// initializer, deinitializer, property or subscript declaration: what makes the blanked tree the original one
    /// with only those blocks emptied, where the declaration index does not read. (That a property's accessor
    /// block is blanked only when it is a getter's body is the scan's to decide: it reads the block's first token.)
    package static func verify(_ blocks: [Range<Int>], in tree: SourceFileSyntax) -> Bool {
        var pending = blocks[...]
        return verify(Syntax(tree), isOpaque: false, pending: &pending) && pending.isEmpty
    }

    /// Checks the pending blocks that start inside `node`, in one descent shared by all of them: each node on the
    /// way is entered once, however many blocks are below it.
    private static func verify(_ node: Syntax, isOpaque: Bool, pending: inout ArraySlice<Range<Int>>) -> Bool {
        let isOpaque = isOpaque || [.functionDecl, .initializerDecl, .deinitializerDecl, .variableDecl, .subscriptDecl].contains(node.kind)
        for child in node.children(viewMode: .sourceAccurate) {
            guard let block = pending.first else { return true }
            guard child.endPosition.utf8Offset > block.lowerBound else { continue }
            guard child.position.utf8Offset <= block.lowerBound else { return false }  // The block starts in no token.
            guard let open = child.as(TokenSyntax.self) else {
                guard verify(child, isOpaque: isOpaque, pending: &pending) else { return false }
                continue
            }
            guard isOpaque, open.tokenKind == .leftBrace, open.positionAfterSkippingLeadingTrivia.utf8Offset == block.lowerBound,
                  let close = open.nextToken(viewMode: .sourceAccurate), close.tokenKind == .rightBrace,
                  close.positionAfterSkippingLeadingTrivia.utf8Offset == block.upperBound - 1, close.parent?.id == node.id
            else { return false }
            pending.removeFirst()
        }
        return true
    }
}
