/// The parameter summary a converted intent needs: a tree of `When` / `Switch` over parent
/// parameters, with one `Summary` per combination of parent values that shows different parameters.
indirect enum SummaryPlan: Equatable {
    /// `Summary("title") { extra }`.
    case summary(title: [FormatToken], extra: [String])
    /// `When(\.$parent, condition) { then } otherwise: { otherwise }`.
    case when(parent: String, condition: Condition, then: SummaryPlan, otherwise: SummaryPlan)
    /// `Switch(\.$parent) { Case(.value) { … } … DefaultCase { otherwise } }`.
    case switchOn(parent: String, cases: [SwitchCase], otherwise: SummaryPlan)
    /// One `Summary` standing for a plan of `summaries` summaries the compiler could not type-check in reasonable time:
    /// every parameter once, and a comment naming the conditions left out.
    case simplified(title: [FormatToken], extra: [String], droppedConditions: [String], summaries: Int)

    /// A condition on a parent parameter.
    enum Condition: Equatable {
        case equalToCase(String)
        case equalToBool(Bool)
        case hasAnyValue
        case identifierContains(String)
    }

    /// One `Case` of a `Switch`.
    struct SwitchCase: Equatable {
        var value: String
        var plan: SummaryPlan
    }

    /// How many `Summary` leaves the tree has: the number of summaries someone has to write and translate.
    var summaryCount: Int {
        switch self {
        case .summary, .simplified: 1
        case .when(_, _, let then, let otherwise): then.summaryCount + otherwise.summaryCount
        case .switchOn(_, let cases, let otherwise): cases.reduce(otherwise.summaryCount) { $0 + $1.plan.summaryCount }
        }
    }
}

/// Builds the summary plan of an intent from its parameter combinations and parent relationships.
struct SummaryPlanner {
    let intent: SiriIntent
    /// The parameters the converted intent keeps, in declaration order.
    let parameters: [SiriParameter]
    private let order: [String: Int]
    private let children: [String: [SiriParameter]]

    init(intent: SiriIntent, parameters: [SiriParameter]) {
        self.intent = intent
        self.parameters = parameters
        order = Dictionary(parameters.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var children: [String: [SiriParameter]] = [:]
        for parameter in parameters {
            if let parent = parameter.relationship?.parentName, parent != parameter.name, order[parent] != nil {
                children[parent, default: []].append(parameter)
            }
        }
        self.children = children
    }

    /// The plan, or `nil` when the intent declares neither combinations nor parent relationships.
    func plan() -> SummaryPlan? {
        guard !intent.combinations.isEmpty || !children.isEmpty else { return nil }
        let roots = parameters.filter { parameter in
            guard let parent = parameter.relationship?.parentName else { return true }
            return parent == parameter.name || order[parent] == nil
        }
        return plan(visible: roots.map(\.name), done: [])
    }

    private func sorted(_ names: [String]) -> [String] {
        Array(Set(names)).sorted { (order[$0] ?? .max) < (order[$1] ?? .max) }
    }

    private func plan(visible: [String], done: Set<String>) -> SummaryPlan {
        guard let parent = visible.first(where: { children[$0] != nil && !done.contains($0) }), let kids = children[parent] else {
            return leaf(visible: visible)
        }
        let any = kids.filter { $0.relationship?.predicate == .hasAnyValue }
        let valued = kids.filter { $0.relationship?.predicate != .hasAnyValue }
        if !any.isEmpty, !done.contains(parent + "?") {
            let thenDone = done.union([parent + "?"]).union(valued.isEmpty ? [parent] : [])
            return .when(
                parent: parent,
                condition: .hasAnyValue,
                then: plan(visible: sorted(visible + any.map(\.name)), done: thenDone),
                otherwise: plan(visible: visible, done: done.union([parent, parent + "?"]))
            )
        }
        let nextDone = done.union([parent])
        // Children grouped by the parent value they need, in the order the values first appear.
        var groups: [(predicate: SiriRelationship.Predicate, names: [String])] = []
        for kid in valued {
            guard let predicate = kid.relationship?.predicate else { continue }
            if let index = groups.firstIndex(where: { $0.predicate == predicate }) {
                groups[index].names.append(kid.name)
            } else {
                groups.append((predicate, [kid.name]))
            }
        }
        let base = plan(visible: visible, done: nextDone)
        let enumValues = groups.compactMap { group -> String? in
            if case .enumValue(let value) = group.predicate { return value }
            return nil
        }
        if enumValues.count == groups.count, groups.count > 1 {
            return .switchOn(
                parent: parent,
                cases: groups.map { group in
                    guard case .enumValue(let value) = group.predicate else { preconditionFailure() }
                    return SummaryPlan.SwitchCase(value: value, plan: plan(visible: sorted(visible + group.names), done: nextDone))
                },
                otherwise: base
            )
        }
        let boolGroups = groups.filter {
            if case .boolValue = $0.predicate { return true }
            return false
        }
        if boolGroups.count == groups.count, !groups.isEmpty {
            let whenTrue = groups.first { $0.predicate == .boolValue(true) }?.names ?? []
            let whenFalse = groups.first { $0.predicate == .boolValue(false) }?.names ?? []
            return .when(
                parent: parent,
                condition: .equalToBool(true),
                then: plan(visible: sorted(visible + whenTrue), done: nextDone),
                otherwise: plan(visible: sorted(visible + whenFalse), done: nextDone)
            )
        }
        return groups.reversed().reduce(base) { otherwise, group in
            let condition: SummaryPlan.Condition
            switch group.predicate {
            case .enumValue(let value): condition = .equalToCase(value)
            case .boolValue(let flag): condition = .equalToBool(flag)
            case .identifierContains(let text): condition = .identifierContains(text)
            case .hasAnyValue: condition = .hasAnyValue
            }
            return .when(parent: parent, condition: condition, then: plan(visible: sorted(visible + group.names), done: nextDone), otherwise: otherwise)
        }
    }

    /// The summary for the parameters `visible`, as ``leaf(visible:)`` makes it.
    func summary(showing visible: [String]) -> SummaryPlan {
        leaf(visible: visible)
    }

    /// The summary for the parameters `visible`: the largest combination they cover (the primary one on a tie)
    /// gives the sentence, and the other visible parameters follow it.
    private func leaf(visible: [String]) -> SummaryPlan {
        let shown = Set(visible)
        let candidates = intent.combinations.enumerated().filter { _, combination in
            combination.title != nil && Set(combination.parameters).isSubset(of: shown)
        }
        let best = candidates.max { a, b in
            if a.element.parameters.count != b.element.parameters.count { return a.element.parameters.count < b.element.parameters.count }
            if a.element.isPrimary != b.element.isPrimary { return b.element.isPrimary }
            return a.offset > b.offset
        }?.element
        let title = best?.title.map { FormatToken.parse($0.value) } ?? [.text(intent.title.value)]
        let inTitle = Set(FormatToken.parameterNames(title))
        return .summary(title: title, extra: visible.filter { !inTitle.contains($0) })
    }
}
