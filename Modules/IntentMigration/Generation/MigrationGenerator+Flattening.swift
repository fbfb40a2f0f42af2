import Diagnostics

/// A parent enum parameter and its children, replaced by one sectioned entity.
struct ParentChoice {
    /// One option kind: a case of the parent enum and the child parameter it shows, if any.
    struct Kind {
        var value: SiriEnum.Value
        var child: SiriParameter?
    }

    /// The entity's type name, such as `TaskTypeChoiceAppEntity`.
    var typeName: String
    /// The parent enum.
    var enumeration: SiriEnum
    /// The kinds, in the enum's order.
    var kinds: [Kind]
    /// The kind a new configuration starts with: the parent's default case, else the first.
    var defaultKind: String

    /// What makes two parents share one entity: the enum, and the type of the child of each case.
    var signature: String {
        enumeration.name + "|" + kinds.map { "\($0.value.name)=\($0.child.map { "\($0.type)" } ?? "")" }.joined(separator: ",") + "|" + defaultKind
    }
}

/// The choice entities of one conversion, shared by parents of the same shape.
struct ChoiceRegistry {
    private(set) var choices: [ParentChoice] = []
    /// The index in `choices` of each signature: a definition may have thousands of parents.
    private var bySignature: [String: Int] = [:]
    /// The conversion's names, in which each choice claims its type name after every other type.
    private var names: MigrationNames

    init(names: MigrationNames) {
        self.names = names
    }

    /// The registered choice of the same shape, or `choice` registered under a type name nothing else has.
    mutating func register(_ choice: ParentChoice) -> ParentChoice {
        let signature = choice.signature
        if let existing = bySignature[signature] { return choices[existing] }
        var choice = choice
        choice.typeName = names.claimChoice(choice.typeName)
        bySignature[signature] = choices.count
        choices.append(choice)
        return choice
    }
}

/// The parameters a converted intent declares, after any flattening, and the summaries they need.
struct IntentShape {
    /// A parameter of the converted intent: a SiriKit parameter, or a choice replacing a parent and its children.
    enum Parameter {
        case plain(SiriParameter)
        case choice(parent: SiriParameter, choice: ParentChoice)

        var name: String {
            switch self {
            case .plain(let parameter), .choice(let parameter, _): parameter.name
            }
        }
    }

    var parameters: [Parameter]
    var plan: SummaryPlan?
    /// How many summaries the parameters' relationships need (before any summary is simplified for the compiler).
    var summaryCount: Int
}

extension MigrationGenerator {
    /// Plans the intent's summaries. Above the threshold it reports them and, with `--flatten-parents`, replaces each enum
    /// parent whose children each depend on one case by a choice entity. A plan still above the type-checking budget
    /// (``MigrationOptions/summaryBudget``) becomes one summary listing every parameter, so the compiler can finish.
    func shapeParameters(of intent: SiriIntent, choices: inout ChoiceRegistry) -> IntentShape {
        let plain = intent.parameters.map { IntentShape.Parameter.plain($0) }
        let plan = SummaryPlanner(intent: intent, parameters: intent.parameters).plan()
        let count = plan?.summaryCount ?? 1
        guard count > options.flattenThreshold else {
            return IntentShape(parameters: plain, plan: plan, summaryCount: count)
        }
        let parents = flattenableParents(of: intent)
        guard options.flattenParents, !parents.isEmpty else {
            let advice = parents.isEmpty
                ? "no parent is an enum whose children each depend on one case, so --flatten-parents cannot help"
                : "--flatten-parents replaces \(parents.map { "'\($0.parent.name)'" }.joined(separator: ", ")) and their children with one sectioned entity each"
            guard count > options.summaryBudget, let plan else {
                report.add(MigrationChecks.summaryExplosion.diagnostic(
                    "\(intent.className): its parent relationships need \(count) parameter summaries (threshold \(options.flattenThreshold)); \(advice)",
                    at: intent.location
                ))
                return IntentShape(parameters: plain, plan: plan, summaryCount: count)
            }
            report.add(MigrationChecks.summaryExplosion.diagnostic(
                "\(intent.className): its parent relationships need \(count) parameter summaries (threshold \(options.flattenThreshold)), more than the \(options.summaryBudget) a nested When/Switch can have and still type-check quickly; the summary lists every parameter once, without its conditions (a comment in it names them); \(advice)",
                at: intent.location
            ))
            return IntentShape(parameters: plain, plan: simplified(plan, intent: intent, parameters: intent.parameters), summaryCount: count)
        }
        var replaced: [String: ParentChoice] = [:]
        var removed: Set<String> = []
        for (parent, enumeration, kinds) in parents {
            let defaultCase = parent.metadata["DefaultValue"].flatMap { value -> String? in
                if case .string(let name) = value, kinds.contains(where: { $0.value.name == name }) { return name }
                return nil
            } ?? kinds[0].value.name
            let choice = choices.register(ParentChoice(
                typeName: SwiftSource.typeName(enumeration.name, suffix: "") + "ChoiceAppEntity",
                enumeration: enumeration,
                kinds: kinds,
                defaultKind: defaultCase
            ))
            replaced[parent.name] = choice
            removed.formUnion(kinds.compactMap { $0.child?.name })
        }
        let kept: [IntentShape.Parameter] = intent.parameters.compactMap { parameter in
            if let choice = replaced[parameter.name] { return .choice(parent: parameter, choice: choice) }
            return removed.contains(parameter.name) ? nil : .plain(parameter)
        }
        let keptSiri = intent.parameters.filter { !removed.contains($0.name) }.map { parameter -> SiriParameter in
            var parameter = parameter
            if replaced[parameter.name] != nil { parameter.relationship = nil }
            return parameter
        }
        var flattened = SummaryPlanner(intent: intent, parameters: keptSiri).plan()
        let flattenedCount = flattened?.summaryCount ?? 1
        var note = "summaries needed: \(count) → \(flattenedCount)"
        if flattenedCount > options.summaryBudget, let plan = flattened {
            flattened = simplified(plan, intent: intent, parameters: keptSiri)
            note += ", still more than the \(options.summaryBudget) that type-check quickly, so the summary lists every parameter once, without its conditions"
        }
        report.add(MigrationChecks.summaryExplosion.diagnostic(
            "\(intent.className): flattened \(replaced.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")) into sectioned entities; \(note). Stored values of the flattened parameters do not carry over",
            at: intent.location
        ).withSeverity(.note))
        return IntentShape(parameters: kept, plan: flattened, summaryCount: flattenedCount)
    }

    /// One summary for all of `parameters`, in the definition's order: the largest combination's sentence and every other
    /// parameter after it, with the conditions of `plan` it leaves out.
    func simplified(_ plan: SummaryPlan, intent: SiriIntent, parameters: [SiriParameter]) -> SummaryPlan {
        let leaf = SummaryPlanner(intent: intent, parameters: parameters).summary(showing: parameters.map(\.name))
        let dropped = parameters.compactMap { parameter -> String? in
            guard let relationship = parameter.relationship, parameters.contains(where: { $0.name == relationship.parentName }) else { return nil }
            let condition: String
            switch relationship.predicate {
            case .hasAnyValue: condition = "has a value"
            case .enumValue(let value): condition = "is \(value)"
            case .boolValue(let flag): condition = "is \(flag)"
            case .identifierContains(let text): condition = "contains \"\(SwiftSource.commentText(text))\""
            }
            return "\(parameter.name) when \(relationship.parentName) \(condition)"
        }
        guard case .summary(let title, let extra) = leaf else { return leaf }
        return .simplified(title: title, extra: extra, droppedConditions: dropped, summaries: plan.summaryCount)
    }

    /// Enum parents whose children each depend on exactly one case (at most one child per case), and have no children of their own.
    func flattenableParents(of intent: SiriIntent) -> [(parent: SiriParameter, enumeration: SiriEnum, kinds: [ParentChoice.Kind])] {
        let parentNames = Set(intent.parameters.compactMap(\.relationship?.parentName))
        return intent.parameters.compactMap { parent in
            guard parentNames.contains(parent.name), !parent.isArray, case .enumeration(let enumName) = parent.type,
                  let enumeration = definition.enumeration(named: enumName)
            else { return nil }
            let kids = intent.parameters.filter { $0.relationship?.parentName == parent.name }
            var byCase: [String: SiriParameter] = [:]
            for kid in kids {
                guard case .enumValue(let value)? = kid.relationship?.predicate, byCase[value] == nil,
                      !parentNames.contains(kid.name), !kid.isArray
                else { return nil }
                byCase[value] = kid
            }
            let kinds = enumeration.migratedValues.map { ParentChoice.Kind(value: $0, child: byCase[$0.name]) }
            return kinds.isEmpty ? nil : (parent, enumeration, kinds)
        }
    }
}

extension Diagnostic {
    /// The diagnostic with another severity.
    func withSeverity(_ severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }
}
