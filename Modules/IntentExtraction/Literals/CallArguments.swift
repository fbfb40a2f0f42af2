import SwiftSyntax

/// The arguments of a call or an attribute, by label, trailing closures included.
struct CallArguments {
    /// The called type or function's simple name (`Summary`, `AppShortcut`, `Parameter`…).
    let calleeName: String?
    let arguments: LabeledExprListSyntax
    let trailing: ClosureExprSyntax?
    let additionalTrailing: MultipleTrailingClosureElementListSyntax

    init?(_ expr: ExprSyntax) {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        self.init(call)
    }

    init(_ call: FunctionCallExprSyntax) {
        calleeName = Literal.typeName(call.calledExpression)
        arguments = call.arguments
        trailing = call.trailingClosure
        additionalTrailing = call.additionalTrailingClosures
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
    }

    /// The argument labelled `label`.
    subscript(label label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The unlabelled arguments, in order.
    var unlabelled: [ExprSyntax] {
        arguments.filter { $0.label == nil }.map(\.expression)
    }

    /// The labelled arguments, in order.
    var labelled: [(label: String, expression: ExprSyntax)] {
        arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } }
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
