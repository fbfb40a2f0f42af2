import SwiftParser
import SwiftSyntax

/// Reads literal expressions the way Xcode's extractor does: only what is written, never a reference.
enum Literal {
    /// A string literal without interpolation, escapes resolved (`"a\tb"`, `#"raw"#`, multi-line).
    static func string(_ expr: ExprSyntax) -> String? {
        expr.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// One piece of an interpolated string literal.
    enum Piece: Equatable {
        case text(String)
        case interpolation(ExpressionSegmentSyntax)
    }

    /// The pieces of a string literal, text unescaped; `nil` if `expr` is not a string literal.
    static func pieces(_ expr: ExprSyntax) -> [Piece]? {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
        var pieces: [Piece] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let value: String
                if literal.openingQuote.tokenKind == .stringQuote, !text.content.text.contains("\\"), !text.content.text.contains("\r") {
                    value = text.content.text  // Nothing to unescape.
                } else {
                    let alone = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
                    guard let unescaped = alone.representedLiteralValue else { return nil }
                    value = unescaped
                }
                if case .text(let previous) = pieces.last {
                    pieces[pieces.count - 1] = .text(previous + value)
                } else {
                    pieces.append(.text(value))
                }
            case .expressionSegment(let interpolation):
                pieces.append(.interpolation(interpolation))
            }
        }
        return pieces
    }

    /// `true` / `false`.
    static func bool(_ expr: ExprSyntax) -> Bool? {
        guard let literal = expr.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// An integer literal, with an optional leading minus.
    static func integer(_ expr: ExprSyntax) -> Int? {
        if let negated = expr.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            return integer(negated.expression).map { -$0 }
        }
        return expr.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// An integer or floating-point literal, with an optional leading minus.
    static func number(_ expr: ExprSyntax) -> Double? {
        if let negated = expr.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            return number(negated.expression).map { -$0 }
        }
        if let integer = expr.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue { return Double(integer) }
        return expr.as(FloatLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// `.name` or `Type.name`: the member's name.
    static func memberName(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, !(base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self)) { return nil }
        return member.declName.baseName.name
    }

    /// `\.$name` or `\Type.$name`: the parameter or property name behind the projected value.
    static func projectedKeyPath(_ expr: ExprSyntax) -> String? {
        guard let keyPath = expr.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
              let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
        let name = component.declName.baseName.name
        return name.hasPrefix("$") ? String(name.dropFirst()) : nil
    }

    /// The elements of an array literal.
    static func array(_ expr: ExprSyntax) -> [ExprSyntax]? {
        expr.as(ArrayExprSyntax.self)?.elements.map(\.expression)
    }

    /// `Type()`, `Type.init()`, `Module.Type()`: the type's simple name.
    static func initializedType(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        return typeName(call.calledExpression)
    }

    /// `Type`, `Module.Type`, `Type.init`, `Type.self`: the type's simple name.
    static func typeName(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.name }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.name
            if name == "init" || name == "self", let base = member.base { return typeName(base) }
            return name
        }
        if let specialized = expr.as(GenericSpecializationExprSyntax.self) { return typeName(specialized.expression) }
        return nil
    }

    /// The one expression a closure or getter body produces: `{ x }` or `{ return x }`.
    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expr = item.as(ExprSyntax.self) { return expr }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return nil
    }

    /// The expressions a result-builder body lists, one per statement (`return` allowed on a single one).
    static func builderExpressions(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        var result: [ExprSyntax] = []
        for statement in statements {
            if let expr = statement.item.as(ExprSyntax.self) {
                result.append(expr)
            } else if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression, statements.count == 1 {
                result.append(returned)
            } else {
                return nil
            }
        }
        return result
    }
}

extension TokenSyntax {
    /// The identifier as the program means it: without the backticks of an escaped keyword (`` `self` `` → `self`).
    var name: String {
        let text = self.text
        guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
