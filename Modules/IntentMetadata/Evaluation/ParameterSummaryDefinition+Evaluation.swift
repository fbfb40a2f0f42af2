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

    /// Calls `body` with the subject and the compared values of every `When` and `Switch`, in tree order.
    func forEachCondition(_ body: (SummarySubject, [MetadataValue]) -> Void) {
        switch self {
        case .summary:
            break
        case let .when(condition, then, otherwise):
            body(condition.subject, condition.values)
            then.forEachCondition(body)
            otherwise?.forEachCondition(body)
        case let .switch(subject, cases, defaultCase):
            body(subject, cases.flatMap(\.values))
            cases.forEach { $0.then.forEachCondition(body) }
            defaultCase?.forEachCondition(body)
        }
    }

    /// Every condition subject the summary looks at, in the order they first appear.
    public var subjects: [SummarySubject] {
        var found: [SummarySubject] = []
        forEachCondition { subject, _ in
            if !found.contains(subject) { found.append(subject) }
        }
        return found
    }

    /// Every value a condition on `subject` compares with, in the order they appear.
    public func comparedValues(of subject: SummarySubject) -> [MetadataValue] {
        var unique: [MetadataValue] = []
        forEachCondition { conditionSubject, values in
            guard conditionSubject == subject else { return }
            for value in values where !unique.contains(value) { unique.append(value) }
        }
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
