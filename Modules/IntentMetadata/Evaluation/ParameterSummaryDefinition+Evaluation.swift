extension ParameterSummaryDefinition {
    /// The summary sentence shown for `configuration`, following `When` and `Switch` as the device does.
    ///
    /// Returns `nil` when no branch applies: a `When` whose condition fails and that has no
    /// `otherwise`, or a `Switch` with no matching case and no `DefaultCase`. The system then
    /// shows no sentence and lists every parameter.
    public func sentence(for configuration: SummaryConfiguration) -> SummarySentence? {
        switch self {
        case .summary(let sentence):
            return sentence
        case let .when(condition, then, otherwise):
            return condition.isSatisfied(by: configuration) ? then.sentence(for: configuration) : otherwise?.sentence(for: configuration)
        case let .switch(subject, cases, defaultCase):
            if let value = configuration.value(of: subject), let match = cases.first(where: { $0.values.contains(value) }) {
                return match.then.sentence(for: configuration)
            }
            return defaultCase?.sentence(for: configuration)
        }
    }

    /// Every condition subject the summary looks at, in the order they first appear.
    public var subjects: [SummarySubject] {
        var found: [SummarySubject] = []
        func visit(_ node: ParameterSummaryDefinition) {
            switch node {
            case .summary: break
            case let .when(condition, then, otherwise):
                if !found.contains(condition.subject) { found.append(condition.subject) }
                visit(then)
                otherwise.map(visit)
            case let .switch(subject, cases, defaultCase):
                if !found.contains(subject) { found.append(subject) }
                cases.forEach { visit($0.then) }
                defaultCase.map(visit)
            }
        }
        visit(self)
        return found
    }

    /// Every value a condition on `subject` compares with, in the order they appear.
    public func comparedValues(of subject: SummarySubject) -> [MetadataValue] {
        var found: [MetadataValue] = []
        func visit(_ node: ParameterSummaryDefinition) {
            switch node {
            case .summary: break
            case let .when(condition, then, otherwise):
                if condition.subject == subject { found += condition.values }
                visit(then)
                otherwise.map(visit)
            case let .switch(switchSubject, cases, defaultCase):
                if switchSubject == subject { found += cases.flatMap(\.values) }
                cases.forEach { visit($0.then) }
                defaultCase.map(visit)
            }
        }
        visit(self)
        var unique: [MetadataValue] = []
        for value in found where !unique.contains(value) { unique.append(value) }
        return unique
    }
}

extension SummarySentence {
    /// The parameters the sentence shows, in order: its placeholders, then the "Show More" parameters.
    public var shownParameters: [String] {
        var shown: [String] = []
        for name in placeholders + additionalParameters where !shown.contains(name) { shown.append(name) }
        return shown
    }

    /// The sentence with each `${name}` replaced by `text(name)`, or by `${name}` when that is `nil`.
    public func rendered(_ text: (String) -> String?) -> String {
        var result = ""
        var cursor = format.startIndex
        for occurrence in Placeholders.occurrences(in: format) {
            result += format[cursor..<occurrence.range.lowerBound]
            result += text(occurrence.name) ?? String(format[occurrence.range])
            cursor = occurrence.range.upperBound
        }
        return result + format[cursor...]
    }
}
