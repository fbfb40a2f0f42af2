import Diagnostics
import PositionedJSON

extension MetadataValidator {
    mutating func checkSummary(_ summary: ParameterSummaryDefinition, of intent: IntentDefinition, at path: [JSONPathComponent]) {
        let owner = "the parameter summary of intent '\(intent.identifier)'"
        switch summary {
        case .summary(let sentence):
            for name in sentence.placeholders {
                checkParameterReference(name, of: intent, from: owner, at: path + [.key("summary"), .key("format")])
            }
            for (index, name) in sentence.additionalParameters.enumerated() {
                checkParameterReference(name, of: intent, from: owner, at: path + [.key("summary"), .key("additionalParameters"), .index(index)])
            }
        case let .when(condition, then, otherwise):
            let branch = path + [.key("when")]
            checkCondition(subject: condition.subject, values: condition.values, operator: condition.operator, of: intent, from: owner, at: branch)
            checkSummary(then, of: intent, at: branch + [.key("then")])
            if let otherwise { checkSummary(otherwise, of: intent, at: branch + [.key("otherwise")]) }
        case let .switch(subject, cases, defaultCase):
            let branch = path + [.key("switch")]
            checkCondition(subject: subject, values: [], operator: nil, of: intent, from: owner, at: branch)
            for (index, summaryCase) in cases.enumerated() {
                let casePath = branch + [.key("cases"), .index(index)]
                if summaryCase.values.isEmpty {
                    report(MetadataChecks.invalidCondition, "a case in \(owner) matches no values", at: casePath)
                }
                checkValues(summaryCase.values, subject: subject, of: intent, from: owner, at: casePath + [.key("values")])
                checkSummary(summaryCase.then, of: intent, at: casePath + [.key("then")])
            }
            if let defaultCase { checkSummary(defaultCase, of: intent, at: branch + [.key("default")]) }
        }
    }

    @discardableResult
    private mutating func checkParameterReference(_ name: String, of intent: IntentDefinition, from owner: String, at path: [JSONPathComponent]) -> Bool {
        guard intent.parameter(named: name) == nil else { return true }
        report(
            MetadataChecks.danglingReference,
            "\(owner) names parameter '\(name)', which the intent does not declare"
                + Suggestions.didYouMean(name, among: intent.parameters.map(\.name)),
            at: path
        )
        return false
    }

    private mutating func checkCondition(
        subject: SummarySubject,
        values: [MetadataValue],
        operator: ComparisonOperator?,
        of intent: IntentDefinition,
        from owner: String,
        at path: [JSONPathComponent]
    ) {
        if case .parameter(let name) = subject {
            guard checkParameterReference(name, of: intent, from: owner, at: path + [.key("parameter")]) else { return }
        }
        guard let op = `operator` else { return }
        switch op.valueCount {
        case 0? where !values.isEmpty:
            report(MetadataChecks.invalidCondition, "'\(op.rawValue)' in \(owner) takes no values, but \(Self.count(values.count, "is", "are")) given", at: path + [.key("values")])
        case let count? where count > 0 && values.count != count:
            report(MetadataChecks.invalidCondition, "'\(op.rawValue)' in \(owner) compares with exactly \(count) value, but \(Self.count(values.count, "is", "are")) given", at: path + [.key("values")])
        case nil where values.isEmpty:
            report(MetadataChecks.invalidCondition, "'\(op.rawValue)' in \(owner) needs at least one value", at: path + [.key("operator")])
        default:
            break
        }
        checkValues(values, subject: subject, of: intent, from: owner, at: path + [.key("values")])
    }

    /// `1 is`, `2 are`: a count with the verb that agrees with it.
    static func count(_ n: Int, _ one: String, _ many: String) -> String {
        "\(n) \(n == 1 ? one : many)"
    }

    /// Checks that compared values are widget families, or cases of the parameter's enum.
    private mutating func checkValues(
        _ values: [MetadataValue],
        subject: SummarySubject,
        of intent: IntentDefinition,
        from owner: String,
        at path: [JSONPathComponent]
    ) {
        for (index, value) in values.enumerated() {
            switch subject {
            case .widgetFamily:
                guard case .string(let name) = value, WidgetFamily(rawValue: name) != nil else {
                    let text: String = if case .string(let name) = value { name } else { value.description }
                    report(
                        MetadataChecks.invalidCondition,
                        "\(owner) compares the widget family with '\(text)', which is not a valid widget family"
                            + (Suggestions.closest(to: text, among: WidgetFamily.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" }
                                ?? "; expected one of " + WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")),
                        at: path + [.index(index)]
                    )
                    continue
                }
            case .parameter(let name):
                guard let parameter = intent.parameter(named: name),
                      case .enumeration(let identifier) = parameter.type.elementType,
                      let enumeration = enums[identifier],
                      enumeration.enumCase(value) == nil
                else { continue }
                let names = enumeration.cases.map { $0.value.description }
                report(
                    MetadataChecks.invalidCondition,
                    "\(owner) compares parameter '\(name)' with \(value), which is not a case of enum '\(identifier)'"
                        + (Suggestions.closest(to: value.description, among: names).map { "; did you mean \($0)?" } ?? ""),
                    at: path + [.index(index)]
                )
            }
        }
    }
}
