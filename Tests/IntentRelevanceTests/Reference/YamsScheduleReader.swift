import Diagnostics
@testable import IntentRelevance
import Yams

/// The schedule reader as it was before it read libyaml's events: Yams' node tree, walked.
///
/// Kept unchanged (but for its name) as the reference the event reader is compared with, on every
/// fixture and on generated schedules: the same schedule, the same diagnostics.
struct YamsScheduleReader {
    let path: String
    var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    func location(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: path) }
        return SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    mutating func report(_ check: Check, _ message: String, at node: Node, fixIt: String? = nil) {
        diagnostics.append(check.diagnostic(message, at: location(node), fixIt: fixIt))
    }

    /// The entries of a mapping, reporting keys outside `allowed` (with a suggestion) and `required` ones that are missing.
    mutating func fields(of node: Node, in context: String, allowed: [String], required: [String] = []) -> [String: (key: Node, value: Node)]? {
        guard let mapping = node.mapping else {
            report(RelevanceChecks.invalidValue, "\(context) must be a mapping, found \(kind(of: node))", at: node)
            return nil
        }
        var fields: [String: (key: Node, value: Node)] = [:]
        for (key, value) in mapping {
            let name = key.scalar?.string ?? ""
            guard allowed.contains(name) else {
                let suggestion = Suggestions.closest(to: name, among: allowed)
                report(
                    RelevanceChecks.unknownKey,
                    "unknown key '\(name)' in \(context)\(suggestion.map { "; did you mean '\($0)'?" } ?? "")",
                    at: key,
                    fixIt: suggestion.map { "rename '\(name)' to '\($0)'" } ?? "the keys of \(context) are \(allowed.joined(separator: ", "))"
                )
                continue
            }
            fields[name] = (key, value)
        }
        for name in required where fields[name] == nil {
            report(RelevanceChecks.missingKey, "\(context) needs '\(name)'", at: node)
        }
        return fields
    }

    /// The text of a scalar, or a report that a scalar was expected.
    mutating func text(_ node: Node, _ what: String) -> String? {
        guard let scalar = node.scalar else {
            report(RelevanceChecks.invalidValue, "\(what) must be a single value, found \(kind(of: node))", at: node)
            return nil
        }
        return scalar.string
    }

    /// The elements of a list; a single scalar counts as a list of one.
    mutating func list(_ node: Node, _ what: String) -> [Node] {
        if let sequence = node.sequence { return Array(sequence) }
        if node.scalar != nil { return [node] }
        report(RelevanceChecks.invalidValue, "\(what) must be a list, found \(kind(of: node))", at: node)
        return []
    }

    mutating func integer(_ node: Node, _ what: String, in range: ClosedRange<Int>) -> Int? {
        guard let text = text(node, what) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            report(RelevanceChecks.invalidValue, "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), found '\(text)'", at: node)
            return nil
        }
        return value
    }

    mutating func boolean(_ node: Node, _ what: String) -> Bool? {
        guard let text = text(node, what) else { return nil }
        switch text.lowercased() {
        case "true", "yes": return true
        case "false", "no": return false
        default:
            report(RelevanceChecks.invalidValue, "\(what) must be true or false, found '\(text)'", at: node)
            return nil
        }
    }

    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, as _: Choice.Type) -> Choice? where Choice.RawValue == String {
        guard let text = text(node, what) else { return nil }
        if let value = Choice(rawValue: text) { return value }
        let names = Choice.allCases.map(\.rawValue)
        report(RelevanceChecks.invalidValue, "\(what) must be one of \(names.joined(separator: ", ")), found '\(text)'\(Suggestions.didYouMean(text, among: names))", at: node)
        return nil
    }

    /// An IANA zone; `floating` gives `.some(nil)` when `allowFloating`.
    mutating func zone(_ node: Node, allowFloating: Bool) -> ZoneRules?? {
        guard let name = text(node, "timeZone") else { return nil }
        if allowFloating, name == "floating" { return .some(nil) }
        if let rules = ZoneRules.named(name) { return .some(rules) }
        let suggestion = Suggestions.closest(to: name, among: ZoneRules.knownIdentifiers)
        report(
            RelevanceChecks.unknownTimeZone,
            "'\(name)' is not a time zone the system's tzdata knows\(suggestion.map { "; did you mean '\($0)'?" } ?? "")",
            at: node,
            fixIt: "use an IANA identifier such as America/New_York\(allowFloating ? ", or floating" : "")"
        )
        return nil
    }

    mutating func duration(_ node: Node, _ what: String) -> ScheduleDuration? {
        guard let text = text(node, what) else { return nil }
        if let duration = TimeText.duration(text[...]) { return duration }
        report(RelevanceChecks.invalidValue, "\(what) '\(text)' is not a duration; write it like 45m, 1h30m, 1d or PT1H", at: node)
        return nil
    }

    mutating func timeOfDay(_ node: Node, _ what: String) -> Int64? {
        guard let text = text(node, what) else { return nil }
        if let seconds = TimeText.timeOfDay(text[...]) { return seconds }
        report(
            RelevanceChecks.invalidValue,
            "\(what) '\(text)' is not a time of day; write HH:MM (up to 47:59 for after midnight of a service day)",
            at: node,
            fixIt: "quote times in YAML: \"09:30\""
        )
        return nil
    }

    mutating func date(_ node: Node, _ what: String) -> Int? {
        guard let text = text(node, what) else { return nil }
        if let day = TimeText.date(text[...]) { return day }
        report(RelevanceChecks.invalidValue, "\(what) '\(text)' is not a date; write YYYY-MM-DD", at: node)
        return nil
    }

    /// A date (`.day`), a wall-clock date-time (`.local`) or a date-time with an offset (`.instant`).
    mutating func moment(_ node: Node, _ what: String) -> RecurrenceRule.Moment? {
        guard let text = text(node, what) else { return nil }
        if let day = TimeText.date(text[...]) { return .day(day) }
        switch TimeText.dateTime(text[...]) {
        case .instant(let instant): return .instant(instant)
        case .local(let local): return .local(local)
        case nil:
            report(
                RelevanceChecks.invalidValue,
                "\(what) '\(text)' is not a date or date-time; write 2026-03-08, 2026-03-08T09:30 or 2026-03-08T09:30:00-05:00",
                at: node
            )
            return nil
        }
    }

    func kind(of node: Node) -> String {
        switch node {
        case .scalar(let scalar): "the scalar '\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    func syntaxError(_ error: YamlError) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, yaml), let .parser(context, problem, mark, yaml):
            let prefix = context.map { "\($0.text), " } ?? ""
            // Changed from the original (issue 22): a mark past the last line is kept inside the text, as the event reader keeps it.
            let position = YAMLTree.position(line: mark.line, column: mark.column, in: Array(yaml.utf8))
            return RelevanceChecks.malformedYAML.diagnostic("malformed YAML: \(prefix)\(problem)", at: SourceLocation(file: path, line: position.line, column: position.column))
        case let .composer(context, problem, mark, _):
            let prefix = context.map { "\($0.text), " } ?? ""
            return RelevanceChecks.malformedYAML.diagnostic("malformed YAML: \(prefix)\(problem)", at: SourceLocation(file: path, line: mark.line, column: mark.column))
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return RelevanceChecks.malformedYAML.diagnostic("duplicate key \(keys) in one mapping; each key may appear once", at: SourceLocation(file: path, line: context.mark.line, column: context.mark.column))
        case let .reader(_, offset, _, yaml):
            // Changed from the original (issue 22): a reader error points at its line and column, as the event reader's does.
            let position = offset.flatMap { YamsScheduleReader.position(ofCharacter: $0, in: yaml) }
            return RelevanceChecks.malformedYAML.diagnostic("malformed YAML: \(error)", at: SourceLocation(file: path, line: position?.line, column: position?.column))
        default:
            return RelevanceChecks.malformedYAML.diagnostic("malformed YAML: \(error)", at: SourceLocation(file: path))
        }
    }

    /// The 1-based line and UTF-16 column of the character `offset` characters into `yaml`, as Yams' message gives them.
    static func position(ofCharacter offset: Int, in yaml: String) -> (line: Int, column: Int)? {
        guard let index = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex), index < yaml.endIndex,
              let byteOffset = index.samePosition(in: yaml.utf8).map({ yaml.utf8.distance(from: yaml.utf8.startIndex, to: $0) })
        else { return nil }
        let reader = YAMLTree.readerError(problem: "", offset: byteOffset, value: 0, in: yaml)
        return reader.line.flatMap { line in reader.column.map { (line, $0) } }
    }
}
