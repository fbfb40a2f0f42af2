import Diagnostics

/// A schedule prepared for ranking: groups, pinned widgets and scores worked out once.
///
/// Ranking at an instant looks only at the days around it, never at the whole year, so it costs
/// the same a year from now as today. Entries are ranked on all cores.
public struct RelevanceRanker: Sendable {
    /// The schedule being ranked.
    public let schedule: RelevanceSchedule
    /// The group (card) of each entry: a widget kind, or with `grouping: none` an intent.
    let groupOfEntry: [Int32]
    /// The widget kind of each group.
    let kindOfGroup: [Int32]
    /// Whether each group is a pinned widget.
    let groupIsPinned: [Bool]
    /// The pinned groups, in declaration order.
    let pinnedGroups: [Int32]
    /// Each entry's score, and its place among the distinct scores (0 = highest).
    let scores: [Double]
    let scoreRanks: [Int32]
    /// Widget kind names by index (declared ones first, then any only entries name).
    let kindNames: [String]

    /// Prepares `schedule` for ranking at any instant.
    public init(_ schedule: RelevanceSchedule) {
        self.schedule = schedule
        var kindIndex: [String: Int32] = [:]
        var kindNames: [String] = []
        var pinnedKinds: [Bool] = []
        for widget in schedule.widgets where kindIndex[widget.kind] == nil {
            kindIndex[widget.kind] = Int32(kindNames.count)
            kindNames.append(widget.kind)
            pinnedKinds.append(widget.pinned)
        }
        var groupOfEntry: [Int32] = []
        groupOfEntry.reserveCapacity(schedule.entries.count)
        var kindOfGroup: [Int32] = []
        var groupIsPinned: [Bool] = []
        var intentGroups: [IntentKey: Int32] = [:]
        for entry in schedule.entries {
            let kind: Int32
            if let known = kindIndex[entry.widgetKind] {
                kind = known
            } else {
                kind = Int32(kindNames.count)
                kindIndex[entry.widgetKind] = kind
                kindNames.append(entry.widgetKind)
                pinnedKinds.append(false)
            }
            if schedule.grouping == .byWidgetKind || pinnedKinds[Int(kind)] {
                groupOfEntry.append(-1 - kind)
            } else {
                let key = IntentKey(kind: kind, intent: entry.intent)
                if let group = intentGroups[key] {
                    groupOfEntry.append(group)
                } else {
                    let group = Int32(intentGroups.count)
                    intentGroups[key] = group
                    groupOfEntry.append(group)
                }
            }
        }
        // Kind groups come first; intent groups follow them.
        let kindCount = Int32(kindNames.count)
        for kind in 0..<Int(kindCount) {
            kindOfGroup.append(Int32(kind))
            groupIsPinned.append(pinnedKinds[kind])
        }
        var intentKinds = [Int32](repeating: 0, count: intentGroups.count)
        for (key, group) in intentGroups { intentKinds[Int(group)] = key.kind }
        kindOfGroup += intentKinds
        groupIsPinned += [Bool](repeating: false, count: intentGroups.count)
        self.groupOfEntry = groupOfEntry.map { $0 < 0 ? -1 - $0 : kindCount + $0 }
        self.kindOfGroup = kindOfGroup
        self.groupIsPinned = groupIsPinned
        self.pinnedGroups = (0..<kindCount).filter { pinnedKinds[Int($0)] }
        self.kindNames = kindNames
        let scores = schedule.entries.map(\.score)
        let distinct = Array(Set(scores)).sorted(by: >)
        let rankOfScore = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, Int32($0)) })
        self.scores = scores
        self.scoreRanks = scores.map { rankOfScore[$0]! }
    }

    /// The schedule ranked at `instant` (UTC seconds).
    public func ranking(at instant: Int64) -> RelevanceRanking {
        let entries = schedule.entries
        let lookAhead = schedule.lookAhead
        let zone = schedule.timeZone
        let scores = self.scores
        let chunks = Self.chunks(of: entries.count)
        var candidates = chunks.concurrentMap { range -> [RelevanceCandidate] in
            var found: [RelevanceCandidate] = []
            for index in range {
                var best: RelevanceCandidate?
                entries[index].forEachWindow(intersecting: instant, instant + lookAhead + 1, evaluationZone: zone) { window in
                    let state: RelevanceCandidate.State
                    if window.contains(instant) {
                        state = .active
                    } else if window.start > instant {
                        state = .upcoming
                    } else {
                        return
                    }
                    let candidate = RelevanceCandidate(entryIndex: index, state: state, window: window, score: scores[index])
                    if let current = best, !RelevanceCandidate.precedes(candidate, current) { return }
                    best = candidate
                }
                if let best { found.append(best) }
            }
            return found
        }.flatMap { $0 }
        candidates.sort(by: RelevanceCandidate.precedes)
        return RelevanceRanking(schedule: schedule, instant: instant, candidates: candidates, cards: cards(from: candidates), groupOfEntry: groupOfEntry)
    }

    /// The stack for candidates in rank order: pinned groups first (with their best candidate, if
    /// any), then one card per other group.
    private func cards(from ordered: [RelevanceCandidate]) -> [StackCard] {
        var pinned: [Int32: RelevanceCandidate] = [:]
        var others: [StackCard] = []
        var seen = Set<Int32>()
        for candidate in ordered {
            let group = groupOfEntry[candidate.entryIndex]
            if groupIsPinned[Int(group)] {
                if pinned[group] == nil { pinned[group] = candidate }
            } else if seen.insert(group).inserted {
                others.append(card(group: group, candidate: candidate))
            }
        }
        return pinnedGroups.map { card(group: $0, candidate: pinned[$0]) } + others
    }

    /// The card of `group` showing `candidate`.
    func card(group: Int32, candidate: RelevanceCandidate?) -> StackCard {
        StackCard(widgetKind: kindNames[Int(kindOfGroup[Int(group)])], pinned: groupIsPinned[Int(group)], candidate: candidate)
    }

    /// Ranges that split `count` entries over the cores.
    static func chunks(of count: Int) -> [Range<Int>] {
        let parts = count < 2048 ? 1 : 8
        let size = (count + parts - 1) / max(parts, 1)
        return stride(from: 0, to: count, by: max(size, 1)).map { $0..<min($0 + size, count) }
    }
}

/// A widget kind and an intent: what one card shows when cards are not grouped by kind.
private struct IntentKey: Hashable {
    var kind: Int32
    var intent: IntentReference
}

extension RelevanceSchedule {
    /// The schedule ranked at `instant` (UTC seconds); prepare a ``RelevanceRanker`` to rank many instants.
    public func ranking(at instant: Int64) -> RelevanceRanking {
        RelevanceRanker(self).ranking(at: instant)
    }
}
