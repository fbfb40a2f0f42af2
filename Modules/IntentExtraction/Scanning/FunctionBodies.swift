import SwiftSyntax

/// Finds the bodies of functions, initializers and deinitializers in Swift source without parsing it, so
/// extraction can blank them out before the parse: nothing extraction reads is inside one, and in an app
/// most of the code is.
///
/// The scan follows Swift's lexical structure: comments (nested), string literals (multi-line, raw, with
/// interpolations), extended regex literals (`#/…/#`) and escaped identifiers. It gives up when the
/// brackets do not balance or a literal or comment is not closed: the file is then parsed whole, and the
/// parse reports what is wrong. A bare `/…/` regex literal is recognised where an expression is expected
/// (after `(`, `=`, `,`, `return`…) and closes on its line; ``verify(_:in:)`` catches what a `/` read the
/// wrong way could change.
package enum FunctionBodies {
    /// The UTF-8 bytes of `text` with the inside of every outermost function body replaced by spaces (line
    /// breaks kept, so every offset, line and column stays where it was), and the bodies' ranges from `{` to
    /// `}` included; `nil` when the file has no function body or the scan gave up.
    package static func blanked(_ text: String) -> (bytes: [UInt8], bodies: [Range<Int>])? {
        BodyScanner.blanked(text, mode: .functionBodies).map { ($0.bytes, $0.ranges) }
    }

    /// Whether each range is, in a tree parsed from the blanked bytes, exactly the empty body of a function, an
    /// initializer or a deinitializer: what makes the blanked tree the original one with those bodies emptied.
    package static func verify(_ bodies: [Range<Int>], in tree: SourceFileSyntax) -> Bool {
        bodies.allSatisfy { body in
            guard let brace = tree.token(at: AbsolutePosition(utf8Offset: body.lowerBound)), brace.tokenKind == .leftBrace,
                  brace.positionAfterSkippingLeadingTrivia.utf8Offset == body.lowerBound,
                  let block = brace.parent?.as(CodeBlockSyntax.self), block.statements.isEmpty,
                  block.rightBrace.presence == .present,
                  block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset == body.upperBound - 1,
                  let owner = block.parent
            else { return false }
            return owner.is(FunctionDeclSyntax.self) || owner.is(InitializerDeclSyntax.self) || owner.is(DeinitializerDeclSyntax.self)
        }
    }
}
