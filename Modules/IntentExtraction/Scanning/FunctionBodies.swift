import SwiftSyntax

/// Finds the blocks extraction never reads in Swift source without parsing it, so extraction of a file on its own
/// (`intentkit extract`) can blank them out before the parse: the bodies of functions, initializers and
/// deinitializers, and the getters and accessors of a type's properties and subscripts but those of a property
/// extraction reads (``ReadMembers/staticProperties``). Nothing extraction reads is inside one, and in an app most
/// of the code is. They are the blocks the reduction for every reader of a check empties whatever they hold
/// (``SwiftSource/reduction``), so both read a file alike.
///
/// The scan follows Swift's lexical structure: comments (nested), string literals (multi-line, raw, with
/// interpolations), extended regex literals (`#/…/#`) and escaped identifiers. It gives up when the
/// brackets do not balance or a literal or comment is not closed: the file is then parsed whole, and the
/// parse reports what is wrong. A bare `/…/` regex literal is recognised where an expression is expected
/// (after `(`, `=`, `,`, `return`…) and closes on its line; ``verify(_:in:)`` catches what a `/` read the
/// wrong way could change.
package enum FunctionBodies {
    /// The UTF-8 bytes of `text` with the inside of every outermost block extraction never reads replaced by spaces
    /// (line breaks kept, so every offset, line and column stays where it was), and the blocks' ranges from `{` to
    /// `}` included; `nil` when the file has no such block or the scan gave up.
    package static func blanked(_ text: String) -> (bytes: [UInt8], bodies: [Range<Int>])? {
        BodyScanner.blankedUnread(text).map { ($0.bytes, $0.ranges) }
    }

    /// Whether each range is, in a tree parsed from the blanked bytes, exactly an empty block extraction never reads:
    /// the body of a function, an initializer or a deinitializer; or a block (a getter's or an accessor's body, a
    /// closure, a statement's block or a `switch`'s cases) that lies, past any `#if` and accessor around it, in a
    /// property or subscript that is a type's member and none of whose declaration's words after `var`, `let` or
    /// `subscript` names a property extraction reads or is escaped (its getter, its accessors, its initial value). What
    /// makes the blanked tree the original one with only blocks extraction does not read emptied.
    package static func verify(_ bodies: [Range<Int>], in tree: SourceFileSyntax) -> Bool {
        bodies.allSatisfy { body in
            guard let brace = tree.token(at: AbsolutePosition(utf8Offset: body.lowerBound)), brace.tokenKind == .leftBrace,
                  brace.positionAfterSkippingLeadingTrivia.utf8Offset == body.lowerBound,
                  let block = brace.parent
            else { return false }
            let rightBrace: TokenSyntax
            if let code = block.as(CodeBlockSyntax.self), code.statements.isEmpty {
                rightBrace = code.rightBrace
                if let owner = code.parent,
                   owner.is(FunctionDeclSyntax.self) || owner.is(InitializerDeclSyntax.self) || owner.is(DeinitializerDeclSyntax.self) {
                    return isClosed(rightBrace, at: body)
                }
            } else if let accessors = block.as(AccessorBlockSyntax.self), case .getter(let statements) = accessors.accessors, statements.isEmpty {
                rightBrace = accessors.rightBrace
            } else if let closure = block.as(ClosureExprSyntax.self), closure.signature == nil, closure.statements.isEmpty {
                rightBrace = closure.rightBrace
            } else if let switchExpression = block.as(SwitchExprSyntax.self), switchExpression.cases.isEmpty {
                rightBrace = switchExpression.rightBrace
            } else {
                return false
            }
            return isClosed(rightBrace, at: body) && isUnreadMember(block)
        }
    }

    /// Whether `rightBrace` is present and ends `body`.
    private static func isClosed(_ rightBrace: TokenSyntax, at body: Range<Int>) -> Bool {
        rightBrace.presence == .present && rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset == body.upperBound - 1
    }

    /// Whether `block` lies, after its keyword, in a property or subscript that is a type's member and that extraction
    /// does not read: no word of its declaration from its keyword to its accessors (but a member's name after a `.`) is
    /// a name in ``ReadMembers/staticProperties`` or escaped. An accessor or an `#if` around the block is looked
    /// through.
    private static func isUnreadMember(_ block: Syntax) -> Bool {
        var node = block.parent
        while let current = node, !current.is(DeclSyntax.self) || current.is(AccessorDeclSyntax.self) || current.is(IfConfigDeclSyntax.self) {
            node = current.parent
        }
        guard let declaration = node, declaration.parent?.is(MemberBlockItemSyntax.self) == true else { return false }
        // Its words: from its keyword to its accessors (its names, type and initial value), as the scan reads them.
        let keyword: TokenSyntax, accessors: AccessorBlockSyntax?
        if let variable = declaration.as(VariableDeclSyntax.self) {
            (keyword, accessors) = (variable.bindingSpecifier, variable.bindings.lazy.compactMap(\.accessorBlock).first)
        } else if let subscriptDecl = declaration.as(SubscriptDeclSyntax.self) {
            (keyword, accessors) = (subscriptDecl.subscriptKeyword, subscriptDecl.accessorBlock)
        } else {
            return false
        }
        let after = keyword.endPositionBeforeTrailingTrivia, before = accessors?.position ?? declaration.endPosition
        guard block.position >= after else { return false }
        return !declaration.tokens(viewMode: .sourceAccurate).lazy.prefix(while: { $0.position < before }).contains { token in
            guard token.position >= after, case .identifier(let name) = token.tokenKind,
                  token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period,  // a member's name (`.allCases`)
                  !isInterpolated(token, within: declaration)  // the scan reads no word of a string's interpolation
            else { return false }
            return name.hasPrefix("`") || ReadMembers.staticProperties.contains(name)
        }
    }

    /// Whether `token` is inside a string literal's interpolation within `declaration`.
    private static func isInterpolated(_ token: TokenSyntax, within declaration: Syntax) -> Bool {
        var node = token.parent
        while let current = node, current.id != declaration.id {
            if current.is(ExpressionSegmentSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}
