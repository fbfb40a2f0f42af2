/// An entry that is relevant at an instant: its window is active, or starts within the look-ahead.
public struct RelevanceCandidate: Hashable, Sendable {
    /// Whether the window is under way or still to come.
    public enum State: String, Hashable, Sendable, Codable {
        /// The window is under way at the instant.
        case active
        /// The window starts within the look-ahead.
        case upcoming
    }

    /// The entry's position in the schedule.
    public var entryIndex: Int
    /// Whether the entry's best window is under way or still to come.
    public var state: State
    /// The entry's best window at the instant (for several, the one that ends or starts soonest).
    public var window: TimeWindow
    /// The entry's score (weight × date-kind factor).
    public var score: Double

    /// The instant that orders candidates of equal score: the end of an active window, the start of an upcoming one.
    public var proximity: Int64 { state == .active ? window.end : window.start }

    /// IntentKit's documented order: active before upcoming, then higher score, then sooner
    /// proximity, then declaration order.
    static func precedes(_ lhs: RelevanceCandidate, _ rhs: RelevanceCandidate) -> Bool {
        if lhs.state != rhs.state { return lhs.state == .active }
        if lhs.score != rhs.score { return lhs.score > rhs.score }
        if lhs.proximity != rhs.proximity { return lhs.proximity < rhs.proximity }
        return lhs.entryIndex < rhs.entryIndex
    }

    /// Why `self` ranks above `other`: the first rule of the order that separates them.
    func reason(over other: RelevanceCandidate) -> String {
        if state != other.state { return "it is active and the other is upcoming" }
        if score != other.score { return "its score is higher (\(RelevanceCandidate.format(score)) > \(RelevanceCandidate.format(other.score)))" }
        if proximity != other.proximity {
            return state == .active ? "its window ends sooner" : "its window starts sooner"
        }
        return "it is declared earlier"
    }

    static func format(_ score: Double) -> String {
        let rounded = (score * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// One card of the stack: a widget kind (or, ungrouped, one intent) and what it shows.
public struct StackCard: Hashable, Sendable {
    /// The widget kind the card shows (with `grouping: none`, the kind of its intent's widget).
    public var widgetKind: String
    /// Whether the widget is pinned (pinned cards come first whatever their relevance).
    public var pinned: Bool
    /// The best candidate behind the card; `nil` for a pinned widget with nothing relevant.
    public var candidate: RelevanceCandidate?
}

/// A schedule ranked at one instant.
public struct RelevanceRanking: Sendable {
    /// The schedule that was ranked.
    public var schedule: RelevanceSchedule
    /// UTC seconds since 1970.
    public var instant: Int64
    /// Every candidate, best first.
    public var candidates: [RelevanceCandidate]
    /// The stack, top first: pinned widgets, then one card per group in candidate order.
    public var cards: [StackCard]
    /// The card (group) of each entry, as the ranker worked it out.
    let groupOfEntry: [Int32]

    /// Whether two candidates compete for the same card.
    func shareACard(_ a: RelevanceCandidate, _ b: RelevanceCandidate) -> Bool {
        groupOfEntry[a.entryIndex] == groupOfEntry[b.entryIndex]
    }

    /// The entry behind a candidate.
    public func entry(of candidate: RelevanceCandidate) -> RelevanceEntry {
        schedule.entries[candidate.entryIndex]
    }
}
