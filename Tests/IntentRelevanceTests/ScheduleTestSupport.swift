import Diagnostics
@testable import IntentRelevance
import Testing

/// A schedule read from YAML text, named `test.yaml` in diagnostics.
func loadSchedule(_ yaml: String) -> (schedule: RelevanceSchedule?, diagnostics: [Diagnostic]) {
    RelevanceSchedule.load(yaml: yaml, path: "test.yaml")
}

/// The only repeat rule of a schedule whose single entry has `rule` (YAML lines, indented by 8) in zone `zone`.
func loadRule(zone: String, _ rule: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> RecurrenceRule {
    let indented = rule.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
    let yaml = """
        timeZone: \(zone)
        widgets: [{kind: W}]
        relevance:
          - widget: W
            repeat:
              - \(indented.dropFirst(8))
        """
    let (schedule, diagnostics) = loadSchedule(yaml)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    guard let rule = schedule?.entries.first?.rules.first else { throw TestFailure("no rule in \(yaml)") }
    return rule
}

/// Instance starts between two local dates (inclusive start, exclusive end), as ISO strings with offsets in `zone`.
func starts(of rule: RecurrenceRule, from: String, to: String, shownIn zone: String) throws -> [String] {
    let rules = try #require(ZoneRules.named(zone))
    let fromDay = try #require(TimeText.date(from[...]))
    let toDay = try #require(TimeText.date(to[...]))
    let instants = rule.instances(from: Int64(fromDay) * 86_400 - 14 * 3600, to: Int64(toDay) * 86_400 + 14 * 3600, evaluationZone: rules)
    return instants.map { TimeText.iso($0, in: rules) }.filter { $0 >= from && $0 < to }
}

/// An instant written as ISO 8601 with an offset.
func instant(_ text: String) throws -> Int64 {
    guard case .instant(let value)? = TimeText.dateTime(text[...]) else {
        throw TestFailure("'\(text)' is not an ISO date-time with an offset")
    }
    return value
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
