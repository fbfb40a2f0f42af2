import Diagnostics
import IntentMetadata
import SwiftSyntax

extension DefinitionReader {
    /// Reads `static var parameterSummary: some ParameterSummary { … }`.
    func readSummary(_ property: StaticProperty, intent: IntentDefinition) -> ParameterSummaryDefinition? {
        let expressions = property.value.map { [$0] } ?? Self.getterStatements(property.binding).flatMap(Literal.builderExpressions)
        guard let expressions, expressions.count == 1, let expr = expressions.first else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("parameterSummary"), at: property.binding, in: property.file,
                   notes: [.init("a parameter summary is one Summary, When or Switch; its builder has no 'if'")])
            return nil
        }
        return summary(expr, intent: intent, in: property.file)
    }

    private func summary(_ expr: ExprSyntax, intent: IntentDefinition, in file: SourceFile) -> ParameterSummaryDefinition? {
        guard let call = CallArguments(expr) else {
            unsupported("this parameter summary (read as Summary, When or Switch)", at: expr, in: file)
            return nil
        }
        switch call.calleeName {
        case "Summary", "IntentParameterSummary": return sentence(call, intent: intent, in: file, at: expr)
        case "When", "ParameterSummaryWhenCondition": return when(call, intent: intent, in: file, at: expr)
        case "Switch", "ParameterSummarySwitchCondition": return switchSummary(call, intent: intent, in: file, at: expr)
        default:
            unsupported("'\(call.calleeName ?? expr.trimmedDescription)' in a parameter summary (read as Summary, When or Switch)", at: expr, in: file)
            return nil
        }
    }

    /// The one summary a builder closure (`then`, `otherwise`, a case's body) holds.
    private func nested(_ closure: ClosureExprSyntax?, intent: IntentDefinition, in file: SourceFile, at node: some SyntaxProtocol) -> ParameterSummaryDefinition? {
        guard let closure, let expressions = Literal.builderExpressions(closure.statements), expressions.count == 1 else {
            unsupported("this summary block (it holds exactly one Summary, When or Switch)", at: closure.map(Syntax.init) ?? Syntax(node), in: file)
            return nil
        }
        return summary(expressions[0], intent: intent, in: file)
    }

    /// `Summary("Text \(\.$a)", table: "T") { \.$b }`.
    private func sentence(_ call: CallArguments, intent: IntentDefinition, in file: SourceFile, at node: ExprSyntax) -> ParameterSummaryDefinition? {
        var format = ""
        if let text = call.unlabelled.first(where: { !$0.is(ClosureExprSyntax.self) }) {
            guard let pieces = Literal.pieces(text) else {
                report(ExtractionChecks.nonLiteralValue, "a parameter summary's sentence must be a string literal", at: text, in: file)
                return nil
            }
            for piece in pieces {
                switch piece {
                case .text(let literal): format += literal
                case .interpolation(let segment):
                    let name = parameterName(segment, intent: intent, in: file, context: "a summary sentence")
                    format += "${\(name ?? "?")}"
                }
            }
        }
        let table = call[label: "table"].flatMap(Literal.string)
        var additional: [String] = []
        if let closure = call.trailingClosure {
            guard let expressions = Literal.builderExpressions(closure.statements) else {
                unsupported("this list of summary parameters (read as key paths, one per line)", at: closure, in: file)
                return .summary(SummarySentence(format, table: table))
            }
            for expression in expressions {
                if let name = keyPathParameter(expression, intent: intent, in: file, context: "a summary's parameters") { additional.append(name) }
            }
        }
        return .summary(SummarySentence(format, table: table, additionalParameters: additional))
    }

    /// `When(\.$p, .op, value) { … } otherwise: { … }`, `When(\.$p, identifier: .op, id)`, `When(widgetFamily: .oneOf, […])`.
    private func when(_ call: CallArguments, intent: IntentDefinition, in file: SourceFile, at node: ExprSyntax) -> ParameterSummaryDefinition? {
        var arguments = Array(call.arguments.filter { !$0.expression.is(ClosureExprSyntax.self) })
        let subject: SummarySubject
        var parameterType: ValueType?
        var operatorExpr: ExprSyntax?
        var isIdentifier = false
        if let first = arguments.first, first.label?.text == "widgetFamily" {
            subject = .widgetFamily
            operatorExpr = first.expression
            arguments.removeFirst()
        } else if let first = arguments.first, first.label == nil,
                  let name = keyPathParameter(first.expression, intent: intent, in: file, context: "a When condition") {
            subject = .parameter(name)
            parameterType = intent.parameter(named: name)?.type
            arguments.removeFirst()
            if let second = arguments.first {
                isIdentifier = second.label?.text == "identifier"
                operatorExpr = second.expression
                arguments.removeFirst()
            }
        } else {
            unsupported("this When condition (read as When(\\.$parameter, .operator, value) or When(widgetFamily: …))", at: node, in: file)
            return nil
        }
        guard let operatorExpr, let op = Literal.memberName(operatorExpr).flatMap(ComparisonOperator.init(rawValue:)) else {
            unsupported("this comparison operator", at: operatorExpr.map(Syntax.init) ?? Syntax(node), in: file)
            return nil
        }
        var values: [MetadataValue] = []
        if let valueExpr = arguments.first?.expression {
            let elements = op == .oneOf ? (Literal.array(valueExpr) ?? [valueExpr]) : [valueExpr]
            for element in elements {
                if let value = conditionValue(element, subject: subject, parameterType: parameterType, isIdentifier: isIdentifier, in: file) {
                    values.append(value)
                }
            }
        }
        guard let then = nested(call.trailingClosure, intent: intent, in: file, at: node) else { return nil }
        let otherwise = call.closure("otherwise").flatMap { nested($0, intent: intent, in: file, at: node) }
        return .when(SummaryCondition(subject: subject, operator: op, values: values), then: then, otherwise: otherwise)
    }

    /// `Switch(\.$p) { Case(.a) { … } Case([.b, .c]) { … } DefaultCase { … } }`, or `Switch(.widgetFamily) { … }`.
    private func switchSummary(_ call: CallArguments, intent: IntentDefinition, in file: SourceFile, at node: ExprSyntax) -> ParameterSummaryDefinition? {
        let subject: SummarySubject
        var parameterType: ValueType?
        guard let subjectExpr = call.unlabelled.first(where: { !$0.is(ClosureExprSyntax.self) }) else {
            unsupported("this Switch without a subject", at: node, in: file)
            return nil
        }
        if Literal.memberName(subjectExpr) == "widgetFamily" {
            subject = .widgetFamily
        } else if let name = keyPathParameter(subjectExpr, intent: intent, in: file, context: "a Switch") {
            subject = .parameter(name)
            parameterType = intent.parameter(named: name)?.type
        } else {
            return nil
        }
        guard let closure = call.trailingClosure, let items = Literal.builderExpressions(closure.statements) else {
            unsupported("this Switch body (read as Case and DefaultCase blocks)", at: node, in: file)
            return nil
        }
        var cases: [SummaryCase] = []
        var defaultCase: ParameterSummaryDefinition?
        var sawDefault = false
        for item in items {
            guard let caseCall = CallArguments(item) else {
                unsupported("this Switch block (read as Case or DefaultCase)", at: item, in: file)
                continue
            }
            switch caseCall.calleeName {
            case "Case", "ParameterSummaryCaseCondition":
                if sawDefault {
                    report(ExtractionChecks.defaultCaseNotLast,
                           "'DefaultCase' must be the last block of a 'Switch' in the parameter summary of \(intent.identifier); the cases after it are never shown",
                           at: item, in: file)
                }
                guard let valueExpr = caseCall.unlabelled.first(where: { !$0.is(ClosureExprSyntax.self) }) else { continue }
                let elements = Literal.array(valueExpr) ?? [valueExpr]
                let values = elements.compactMap { conditionValue($0, subject: subject, parameterType: parameterType, isIdentifier: false, in: file) }
                if let then = nested(caseCall.trailingClosure, intent: intent, in: file, at: item) {
                    cases.append(SummaryCase(values: values, then: then))
                }
            case "DefaultCase", "ParameterSummaryDefaultCaseCondition":
                if sawDefault {
                    report(ExtractionChecks.defaultCaseNotLast,
                           "a 'Switch' in the parameter summary of \(intent.identifier) has more than one 'DefaultCase'", at: item, in: file)
                }
                let content = nested(caseCall.trailingClosure, intent: intent, in: file, at: item)
                if !sawDefault { defaultCase = content }
                sawDefault = true
            default:
                unsupported("'\(caseCall.calleeName ?? item.trimmedDescription)' in a Switch (read as Case or DefaultCase)", at: item, in: file)
            }
        }
        return .switch(subject, cases: cases, default: defaultCase)
    }

    /// A value compared in a condition: a widget family's name, an entity identifier, or a literal of the parameter's type.
    private func conditionValue(_ expr: ExprSyntax, subject: SummarySubject, parameterType: ValueType?, isIdentifier: Bool, in file: SourceFile) -> MetadataValue? {
        if subject == .widgetFamily {
            if let family = Literal.memberName(expr), WidgetFamily(rawValue: family) != nil { return .string(family) }
            unsupported("this widget family", at: expr, in: file)
            return nil
        }
        if isIdentifier {
            if let text = Literal.string(expr) { return .string(text) }
            if let number = Literal.integer(expr) { return .string(String(number)) }
            unsupported("this entity identifier (read as a string literal)", at: expr, in: file)
            return nil
        }
        guard let parameterType else { return nil }
        return value(expr, of: parameterType.elementType, in: file, for: "a summary condition")
    }

    /// The parameter an interpolation `\(\.$name)` names, checked against the intent.
    private func parameterName(_ segment: ExpressionSegmentSyntax, intent: IntentDefinition, in file: SourceFile, context: String) -> String? {
        guard segment.expressions.count == 1, let expr = segment.expressions.first?.expression else {
            unsupported("this interpolation in \(context)", at: segment, in: file)
            return nil
        }
        return keyPathParameter(expr, intent: intent, in: file, context: context)
    }

    /// The parameter a key path `\.$name` names, checked against the intent.
    func keyPathParameter(_ expr: ExprSyntax, intent: IntentDefinition, in file: SourceFile, context: String) -> String? {
        guard let name = Literal.projectedKeyPath(expr) else {
            unsupported("'\(expr.trimmedDescription)' in \(context) (read as a key path to a parameter, \\.$name)", at: expr, in: file)
            return nil
        }
        guard intent.parameter(named: name) != nil else {
            report(ExtractionChecks.unresolvedKeyPath,
                   "\(context) of \(intent.identifier) refers to '$\(name)', which is not a @Parameter of the intent"
                       + Suggestions.didYouMean(name, among: intent.parameters.map(\.name)),
                   at: expr, in: file)
            return nil
        }
        return name
    }
}
