/// Reading literal expressions the way Xcode's extractor does: only what is written, never a reference.
extension Expr {
    /// The string literal, if this is one.
    var stringLiteral: StringLiteral? {
        if case .string(let literal) = kind { return literal }
        return nil
    }

    /// A string literal without interpolation, escapes resolved.
    var stringValue: String? {
        stringLiteral?.plainText
    }

    /// `true` / `false`.
    var boolValue: Bool? {
        if case .boolean(let value) = kind { return value }
        return nil
    }

    /// An integer literal, with an optional leading minus.
    var integerValue: Int? {
        if case .integer(let value) = kind { return value }
        return nil
    }

    /// An integer or floating-point literal, with an optional leading minus.
    var numberValue: Double? {
        switch kind {
        case .integer(let value): Double(value)
        case .float(let value): value
        default: nil
        }
    }

    /// Whether this is `nil`.
    var isNil: Bool {
        if case .nilLiteral = kind { return true }
        return false
    }

    /// `\.$name` or `\Type.$name`: the parameter or property name behind the projected value.
    var projectedKeyPathName: String? {
        guard case .keyPath(_, let components) = kind, components.count == 1, let name = components.first, name.hasPrefix("$") else { return nil }
        return String(name.dropFirst())
    }

    /// `\.name` (one component, no `$`): the attribute key path of an indexing key.
    var plainKeyPathName: String? {
        guard case .keyPath(_, let components) = kind, let last = components.last, !last.hasPrefix("$") else { return nil }
        return last
    }

    /// The elements of an array literal.
    var arrayElements: [Expr]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The call, if this is one.
    var call: Call? {
        if case .call(let call) = kind { return call }
        return nil
    }

    /// The closure, if this is one.
    var closure: Closure? {
        if case .closure(let closure) = kind { return closure }
        return nil
    }

    /// `Type()`, `Type.init()`, `Module.Type()`, `.init()`: the type's simple name (`init` for `.init()`).
    var initializedTypeName: String? {
        call?.calleeName
    }

    /// `Type`, `Module.Type`, `Type.init`, `Type.self`, `Type<T>`: the type's simple name.
    var typeName: String? {
        switch kind {
        case .reference(let name):
            return name
        case .selfKeyword:
            return "self"
        case .member(let base, let name):
            if name == "init" || name == "self", let base { return base.typeName }
            return name
        case .specialization(let base, _):
            return base.typeName
        default:
            return nil
        }
    }

    /// The expression without a trailing `!`.
    var unwrapped: Expr {
        if case .forceUnwrap(let inner) = kind { return inner.unwrapped }
        return self
    }
}

extension Call {
    /// The called type or function's simple name (`Summary`, `AppShortcut`, `init` for `.init(…)`).
    var calleeName: String? {
        callee.typeName
    }

    /// The argument labelled `label`.
    subscript(label label: String) -> Expr? {
        arguments.first { $0.label == label }?.value
    }

    /// The unlabelled arguments, in order.
    var unlabelled: [Expr] {
        arguments.filter { $0.label == nil }.map(\.value)
    }

    /// The labelled arguments, in order.
    var labelled: [(label: String, value: Expr)] {
        arguments.compactMap { argument in argument.label.map { ($0, argument.value) } }
    }

    /// The trailing closure, or the last unlabelled closure argument.
    var trailingOrLastClosure: Closure? {
        trailingClosure ?? arguments.last.flatMap { $0.label == nil ? $0.value.closure : nil }
    }

    /// A closure given as a labelled trailing closure or as a labelled argument.
    func closure(_ label: String) -> Closure? {
        additionalTrailingClosures.first { $0.label == label }?.closure ?? self[label: label]?.closure
    }
}

extension Statement {
    /// Where the statement is written.
    var range: SourceRange {
        switch self {
        case .expression(let expr): expr.range
        case .returnStatement(_, let range), .other(let range): range
        }
    }
}

extension Array where Element == Statement {
    /// The one expression a closure or getter body produces: `{ x }` or `{ return x }`.
    var singleExpression: Expr? {
        guard count == 1 else { return nil }
        switch self[0] {
        case .expression(let expr): return expr
        case .returnStatement(let expr, _): return expr
        case .other: return nil
        }
    }

    /// The expressions a result-builder body lists, one per statement (`return` allowed on a single one).
    var builderExpressions: [Expr]? {
        var result: [Expr] = []
        for statement in self {
            switch statement {
            case .expression(let expr): result.append(expr)
            case .returnStatement(let expr?, _) where count == 1: result.append(expr)
            default: return nil
            }
        }
        return result
    }
}
