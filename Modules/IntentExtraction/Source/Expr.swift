/// A range of UTF-8 offsets in one source file.
struct SourceRange: Hashable, Sendable {
    var start: Int
    var end: Int
}

/// An expression as static extraction reads it: literals, references, calls, closures, with where it is written.
///
/// Expressions are copied out of the syntax tree while the file is read, so the tree is freed in the task
/// that parsed it; only what the readers need is kept (function bodies never are).
struct Expr: Sendable, Codable {
    indirect enum Kind: Sendable, Codable {
        /// A string literal, escapes resolved, with its interpolations.
        case string(StringLiteral)
        /// An integer literal, a leading minus folded in.
        case integer(Int)
        /// A floating-point literal, a leading minus folded in.
        case float(Double)
        /// `true` / `false`.
        case boolean(Bool)
        /// `nil`.
        case nilLiteral
        /// A name: `sharedTitle`, `SoupEntity`, a backquoted `` `default` `` (without its backquotes).
        case reference(String)
        /// The keyword `self` (not `` `self` ``, which is a name): the type in a static getter, unbound in an initial value.
        case selfKeyword
        /// `.name` (no base) or `base.name`.
        case member(base: Expr?, name: String)
        /// A call, trailing closures included.
        case call(Call)
        /// `[a, b]`.
        case array([Expr])
        /// `[k: v, …]`.
        case dictionary([DictionaryElement])
        /// `(a, label: b)`.
        case tuple([Argument])
        /// `\.$name`, `\Type.$name`, `\.a.b`.
        case keyPath(root: TypeRef?, components: [String])
        /// `{ … }`.
        case closure(Closure)
        /// `x!`.
        case forceUnwrap(Expr)
        /// `Type<Argument>` used as an expression.
        case specialization(Expr, [TypeRef])
        /// `a as T`, `a ?? b`, `a + b`, a ternary, `try x`, `await x`: an expression extraction does not read.
        case other
    }

    var kind: Kind
    var range: SourceRange

    /// One `key: value` of a dictionary literal.
    struct DictionaryElement: Sendable, Codable {
        var key: Expr
        var value: Expr
    }
}

/// A string literal: text pieces (escapes resolved) and interpolations.
struct StringLiteral: Sendable, Codable {
    enum Piece: Sendable, Codable {
        case text(String)
        /// `\(…)`: its arguments (`\(\.$soup)`, `\(placeholder: .int)`) and where it is written.
        case interpolation([Argument], SourceRange)
    }

    var pieces: [Piece]

    /// The text, when the literal has no interpolation.
    var plainText: String? {
        var text = ""
        for piece in pieces {
            guard case .text(let part) = piece else { return nil }
            text += part
        }
        return text
    }
}

/// A call argument or tuple element: an optional label and a value.
struct Argument: Sendable, Codable {
    var label: String?
    var value: Expr
}

/// A call: the called expression, its arguments and trailing closures.
struct Call: Sendable, Codable {
    var callee: Expr
    var arguments: [Argument]
    /// The (first) trailing closure.
    var trailingClosure: Closure?
    /// `label: { … }` trailing closures after the first.
    var additionalTrailingClosures: [LabeledClosure]

    /// A `label: { … }` trailing closure.
    struct LabeledClosure: Sendable, Codable {
        var label: String
        var closure: Closure
    }
}

/// A closure's statements, as a result builder or a getter reads them.
struct Closure: Sendable, Codable {
    var statements: [Statement]
    var range: SourceRange
}

/// One statement of a closure or getter body.
enum Statement: Sendable, Codable {
    /// An expression statement.
    case expression(Expr)
    /// `return x` (or a bare `return`).
    case returnStatement(Expr?, SourceRange)
    /// Anything else (`let`, `if`, `for`, `#if`…), which result builders and getters read as not literal.
    case other(SourceRange)
}

/// A type as written: names with generic arguments, optionals, arrays, compositions.
indirect enum TypeRef: Sendable, Equatable {
    /// `Foo`, `A.B`, `Foo<T>`: the name components, each with its generic arguments.
    case named([TypeName.Component])
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    /// `A & B`.
    case composition([TypeRef])
    /// `some P` / `any P`.
    case opaque(TypeRef)
    /// `(A, B)`, a function type, or anything else.
    case other(String)
}
