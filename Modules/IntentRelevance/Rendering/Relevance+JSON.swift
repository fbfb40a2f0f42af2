import Foundation

/// The JSON forms of rankings and timelines: instants as ISO 8601 with the schedule zone's offset.
private struct CandidateDocument: Encodable {
    var entry: String
    var widget: String
    var intent: String
    var parameters: [String: String]
    var state: String
    var start: String
    var end: String
    var score: Double
    var weight: Double
    var kind: String
    var order: Int

    init(_ candidate: RelevanceCandidate, schedule: RelevanceSchedule) {
        let entry = schedule.entries[candidate.entryIndex]
        self.entry = entry.id
        widget = entry.widgetKind
        intent = entry.intent.type
        parameters = Dictionary(entry.intent.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        state = candidate.state.rawValue
        start = schedule.timeZone.iso(candidate.window.start)
        end = schedule.timeZone.iso(candidate.window.end)
        score = candidate.score
        weight = entry.weight
        kind = entry.kind.rawValue
        order = candidate.entryIndex + 1
    }
}

private struct CardDocument: Encodable {
    var widget: String
    var pinned: Bool
    var candidate: CandidateDocument?

    init(_ card: StackCard, schedule: RelevanceSchedule) {
        widget = card.widgetKind
        pinned = card.pinned
        candidate = card.candidate.map { CandidateDocument($0, schedule: schedule) }
    }
}

private struct RankingDocument: Encodable {
    var at: String
    var timeZone: String
    var lookAheadSeconds: Int64
    var stack: [CardDocument]
    var candidates: [CandidateDocument]
}

private struct TimelineDocument: Encodable {
    struct Segment: Encodable {
        var start: String
        var end: String
        var top: [CardDocument]
    }

    var from: String
    var to: String
    var timeZone: String
    var top: Int
    var lookAheadSeconds: Int64
    var segments: [Segment]
}

private func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding these plain value types cannot fail.
    return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
}

extension RelevanceRanking {
    /// The ranking as JSON: the stack and every candidate, with instants in the schedule's zone.
    public func json() -> String {
        encode(RankingDocument(
            at: schedule.timeZone.iso(instant),
            timeZone: schedule.timeZone.identifier,
            lookAheadSeconds: schedule.lookAhead,
            stack: cards.map { CardDocument($0, schedule: schedule) },
            candidates: candidates.map { CandidateDocument($0, schedule: schedule) }
        ))
    }
}

extension RelevanceTimeline {
    /// The timeline as JSON: one object per segment with its top cards.
    public func json() -> String {
        let zone = schedule.timeZone
        return encode(TimelineDocument(
            from: zone.iso(from),
            to: zone.iso(to),
            timeZone: zone.identifier,
            top: top,
            lookAheadSeconds: schedule.lookAhead,
            segments: segments.map { segment in
                TimelineDocument.Segment(
                    start: zone.iso(segment.start),
                    end: zone.iso(segment.end),
                    top: segment.cards.map { CardDocument($0, schedule: schedule) }
                )
            }
        ))
    }
}
