import Diagnostics
import IntentMetadata

extension DefinitionReader {
    /// Reads `static var parameterSummary: some ParameterSummary { … }`.
    func readSummary(_ property: StaticProperty, intent: IntentDefinition) -> ParameterSummaryDefinition? {
        let expressions = property.member.initializer.map { [$0] } ?? property.getter?.builderExpressions
        guard let expressions, expressions.count == 1, let expr = expressions.first else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("parameterSummary"), at: property.range, in: property.file,
                   notes: [.init("a parameter summary is one Summary, When or Switch; its builder has no 'if'")])
            return nil
        }
        return summary(expr, intent: intent, in: property.file, scope: property.scope)
    }

    private func summary(_ expr: Expr, intent: IntentDefinition, in file: SourceFile, scope: LookupScope) -> ParameterSummaryDefinition? {
        guard let call = expr.call else {
            unsupported("this parameter summary (read as Summary, When or Switch)", at: expr.range, in: file)
            return nil
        }
        switch call.calleeName {
        case "Summary", "IntentParameterSummary": return sentence(call, intent: intent, in: file)
        case "When", "ParameterSummaryWhenCondition": return when(call, intent: intent, in: file, scope: scope, at: expr.range)
        case "Switch", "ParameterSummarySwitchCondition": return switchSummary(call, intent: intent, in: file, scope: scope, at: expr.range)
        default:
            unsupported("'\(call.calleeName ?? file.text(of: expr.range))' in a parameter summary (read as Summary, When or Switch)", at: expr.range, in: file)
            return nil
        }
    }

    /// The one summary a builder closure (`then`, `otherwise`, a case's body) holds.
    private func nested(_ closure: Closure?, intent: IntentDefinition, in file: SourceFile, scope: LookupScope, at range: SourceRange) -> ParameterSummaryDefinition? {
        guard let closure, let expressions = closure.statements.builderExpressions, expressions.count == 1 else {
            unsupported("this summary block (it holds exactly one Summary, When or Switch)", at: closure?.range ?? range, in: file)
            return nil
        }
        return summary(expressions[0], intent: intent, in: file, scope: scope)
    }

    /// `Summary("Text \(\.$a)", table: "T") { \.$b }`.
    ///
    /// A sentence naming a parameter that cannot be read (reported, as the compiler would reject the key path) is left
    /// out, so the document names no parameter that does not exist.
    private func sentence(_ call: Call, intent: IntentDefinition, in file: SourceFile) -> ParameterSummaryDefinition? {
        var format = ""
        if let text = call.unlabelled.first(where: { $0.closure == nil }) {
            guard let literal = text.stringLiteral else {
                report(ExtractionChecks.nonLiteralValue, "a parameter summary's sentence must be a string literal", at: text.range, in: file)
                return nil
            }
            var unread = false
            for piece in literal.pieces {
                switch piece {
                case .text(let part): format += part
                case .interpolation(let arguments, let range):
                    guard let name = parameterName(arguments, at: range, intent: intent, in: file, context: "a summary sentence") else {
                        unread = true
                        continue
                    }
                    format += "${\(name)}"
                }
            }
            if unread { return nil }
        }
        let table = call[label: "table"]?.stringValue
        var additional: [String] = []
        if let closure = call.trailingOrLastClosure {
            guard let expressions = closure.statements.builderExpressions else {
                unsupported("this list of summary parameters (read as key paths, one per line)", at: closure.range, in: file)
                return .summary(SummarySentence(format, table: table))
            }
            for expression in expressions {
                if let name = keyPathParameter(expression, intent: intent, in: file, context: "a summary's parameters") { additional.append(name) }
            }
        }
        return .summary(SummarySentence(format, table: table, additionalParameters: additional))
    }

    /// `When(\.$p, .op, value) { … } otherwise: { … }`, `When(\.$p, identifier: .op, id)`, `When(widgetFamily: .oneOf, […])`,
    /// the closures also as arguments: `When(\.$p, .op, value, { … }, otherwise: { … })`.
    private func when(_ call: Call, intent: IntentDefinition, in file: SourceFile, scope: LookupScope, at range: SourceRange) -> ParameterSummaryDefinition? {
        var arguments = call.arguments.filter { $0.value.closure == nil }
        let subject: SummarySubject
        var parameterType: ValueType?
        var operatorExpr: Expr?
        var isIdentifier = false
        if let first = arguments.first, first.label == "widgetFamily" {
            subject = .widgetFamily
            operatorExpr = first.value
            arguments.removeFirst()
        } else if let first = arguments.first, first.label == nil,
                  let name = keyPathParameter(first.value, intent: intent, in: file, context: "a When condition") {
            subject = .parameter(name)
            parameterType = intent.parameter(named: name)?.type
            arguments.removeFirst()
            if let second = arguments.first {
                isIdentifier = second.label == "identifier"
                operatorExpr = second.value
                arguments.removeFirst()
            }
        } else {
            unsupported("this When condition (read as When(\\.$parameter, .operator, value) or When(widgetFamily: …))", at: range, in: file)
            return nil
        }
        guard let operatorExpr, let op = appleMember(operatorExpr).flatMap(ComparisonOperator.init(rawValue:)) else {
            unsupported("this comparison operator", at: operatorExpr?.range ?? range, in: file)
            return nil
        }
        var values: [MetadataValue] = []
        if let valueExpr = arguments.first?.value {
            let elements = op == .oneOf ? (valueExpr.arrayElements ?? [valueExpr]) : [valueExpr]
            for element in elements {
                if let value = conditionValue(element, subject: subject, parameterType: parameterType, isIdentifier: isIdentifier, in: file, scope: scope) {
                    values.append(value)
                }
            }
        }
        let thenClosure = call.trailingClosure ?? call.arguments.first(where: { $0.label == nil && $0.value.closure != nil })?.value.closure
        guard let then = nested(thenClosure, intent: intent, in: file, scope: scope, at: range) else { return nil }
        let otherwise = call.closure("otherwise").flatMap { nested($0, intent: intent, in: file, scope: scope, at: range) }
        return .when(SummaryCondition(subject: subject, operator: op, values: values), then: then, otherwise: otherwise)
    }

    /// `Switch(\.$p) { Case(.a) { … } Case([.b, .c]) { … } DefaultCase { … } }`, or `Switch(.widgetFamily) { … }`.
    private func switchSummary(_ call: Call, intent: IntentDefinition, in file: SourceFile, scope: LookupScope, at range: SourceRange) -> ParameterSummaryDefinition? {
        let subject: SummarySubject
        var parameterType: ValueType?
        guard let subjectExpr = call.unlabelled.first(where: { $0.closure == nil }) else {
            unsupported("this Switch without a subject", at: range, in: file)
            return nil
        }
        if appleMember(subjectExpr) == "widgetFamily" {
            subject = .widgetFamily
        } else if let name = keyPathParameter(subjectExpr, intent: intent, in: file, context: "a Switch") {
            subject = .parameter(name)
            parameterType = intent.parameter(named: name)?.type
        } else {
            return nil
        }
        guard let closure = call.trailingOrLastClosure, let items = closure.statements.builderExpressions else {
            unsupported("this Switch body (read as Case and DefaultCase blocks)", at: range, in: file)
            return nil
        }
        var cases: [SummaryCase] = []
        var defaultCase: ParameterSummaryDefinition?
        var sawDefault = false
        for item in items {
            guard let caseCall = item.call else {
                unsupported("this Switch block (read as Case or DefaultCase)", at: item.range, in: file)
                continue
            }
            switch caseCall.calleeName {
            case "Case", "ParameterSummaryCaseCondition":
                if sawDefault {
                    report(ExtractionChecks.defaultCaseNotLast,
                           "'DefaultCase' must be the last block of a 'Switch' in the parameter summary of \(intent.identifier); the cases after it are never shown",
                           at: item.range, in: file)
                }
                guard let valueExpr = caseCall.unlabelled.first(where: { $0.closure == nil }) else { continue }
                let elements = valueExpr.arrayElements ?? [valueExpr]
                let values = elements.compactMap { conditionValue($0, subject: subject, parameterType: parameterType, isIdentifier: false, in: file, scope: scope) }
                if let then = nested(caseCall.trailingOrLastClosure, intent: intent, in: file, scope: scope, at: item.range) {
                    cases.append(SummaryCase(values: values, then: then))
                }
            case "DefaultCase", "ParameterSummaryDefaultCaseCondition":
                if sawDefault {
                    report(ExtractionChecks.defaultCaseNotLast,
                           "a 'Switch' in the parameter summary of \(intent.identifier) has more than one 'DefaultCase'", at: item.range, in: file)
                }
                let content = nested(caseCall.trailingOrLastClosure, intent: intent, in: file, scope: scope, at: item.range)
                if !sawDefault { defaultCase = content }
                sawDefault = true
            default:
                unsupported("'\(caseCall.calleeName ?? file.text(of: item.range))' in a Switch (read as Case or DefaultCase)", at: item.range, in: file)
            }
        }
        return .switch(subject, cases: cases, default: defaultCase)
    }

    /// A value compared in a condition: a widget family's name, an entity identifier, or a literal of the parameter's type.
    private func conditionValue(
        _ expr: Expr, subject: SummarySubject, parameterType: ValueType?, isIdentifier: Bool, in file: SourceFile, scope: LookupScope
    ) -> MetadataValue? {
        if subject == .widgetFamily {
            if let family = appleMember(expr), WidgetFamily(rawValue: family) != nil { return .string(family) }
            unsupported("this widget family", at: expr.range, in: file)
            return nil
        }
        if isIdentifier {
            if let text = expr.stringValue { return .string(text) }
            if let number = expr.integerValue { return .string(String(number)) }
            unsupported("this entity identifier (read as a string literal)", at: expr.range, in: file)
            return nil
        }
        guard let parameterType else { return nil }
        return value(expr, of: parameterType.elementType, in: file, scope: scope, for: "a summary condition")
    }

    /// The parameter an interpolation `\(\.$name)` names, checked against the intent.
    private func parameterName(_ arguments: [Argument], at range: SourceRange, intent: IntentDefinition, in file: SourceFile, context: String) -> String? {
        guard arguments.count == 1, arguments[0].label == nil else {
            unsupported("this interpolation in \(context)", at: range, in: file)
            return nil
        }
        return keyPathParameter(arguments[0].value, intent: intent, in: file, context: context)
    }

    /// The parameter a key path `\.$name` names, checked against the intent.
    func keyPathParameter(_ expr: Expr, intent: IntentDefinition, in file: SourceFile, context: String) -> String? {
        guard let name = expr.projectedKeyPathName else {
            unsupported("'\(file.text(of: expr.range))' in \(context) (read as a key path to a parameter, \\.$name)", at: expr.range, in: file)
            return nil
        }
        guard intent.parameter(named: name) != nil else {
            report(ExtractionChecks.unresolvedKeyPath,
                   "\(context) of \(intent.identifier) refers to '$\(name)', which is not a @Parameter of the intent"
                       + Suggestions.didYouMean(name, among: intent.parameters.map(\.name)),
                   at: expr.range, in: file)
            return nil
        }
        return name
    }
}
