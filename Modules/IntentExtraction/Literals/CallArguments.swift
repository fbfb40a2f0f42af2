import SwiftSyntax

/// The arguments of a call or an attribute, by label, trailing closures included.
struct CallArguments {
    /// The called type or function's simple name (`Summary`, `AppShortcut`, `Parameter`…).
    let calleeName: String?
    let arguments: LabeledExprListSyntax
    let trailing: ClosureExprSyntax?
    let additionalTrailing: MultipleTrailingClosureElementListSyntax
    /// The unlabelled arguments, in order.
    let unlabelled: [ExprSyntax]
    /// The labelled arguments, in order.
    let labelled: [(label: String, expression: ExprSyntax)]

    init?(_ expr: ExprSyntax) {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        self.init(call)
    }

    init(_ call: FunctionCallExprSyntax) {
        calleeName = Literal.typeName(call.calledExpression)
        arguments = call.arguments
        trailing = call.trailingClosure
        additionalTrailing = call.additionalTrailingClosures
        (unlabelled, labelled) = Self.split(arguments)
    }

    /// An attribute's arguments (`@Parameter(title: "Soup")`); an attribute without parentheses has none.
    init(_ attribute: AttributeSyntax) {
        calleeName = TypeName.simpleName(attribute.attributeName)
        if case .argumentList(let list) = attribute.arguments {
            arguments = list
        } else {
            arguments = LabeledExprListSyntax([])
        }
        trailing = nil
        additionalTrailing = MultipleTrailingClosureElementListSyntax([])
        (unlabelled, labelled) = Self.split(arguments)
    }

    private static func split(_ arguments: LabeledExprListSyntax) -> ([ExprSyntax], [(label: String, expression: ExprSyntax)]) {
        var unlabelled: [ExprSyntax] = []
        var labelled: [(label: String, expression: ExprSyntax)] = []
        for argument in arguments {
            if let label = argument.label { labelled.append((label.text, argument.expression)) } else { unlabelled.append(argument.expression) }
        }
        return (unlabelled, labelled)
    }

    /// The argument labelled `label`.
    subscript(label label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The trailing closure, or the last closure argument without a label.
    var trailingClosure: ClosureExprSyntax? {
        trailing ?? arguments.last.flatMap { $0.label == nil ? $0.expression.as(ClosureExprSyntax.self) : nil }
    }

    /// A closure given as an additional trailing closure or as a labelled argument.
    func closure(_ label: String) -> ClosureExprSyntax? {
        additionalTrailing.first { $0.label.text == label }?.closure ?? self[label: label]?.as(ClosureExprSyntax.self)
    }
}
