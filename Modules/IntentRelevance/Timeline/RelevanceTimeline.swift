/// How the top of the stack changes over a range: one segment per stretch with the same top cards.
public struct RelevanceTimeline: Sendable {
    public var schedule: RelevanceSchedule
    /// The range, UTC seconds, `[from, to)`.
    public var from: Int64
    public var to: Int64
    /// How many cards each segment lists.
    public var top: Int
    /// Consecutive segments covering the range; a new one starts wherever the top cards change.
    public var segments: [Segment]

    /// A stretch of time with the same top cards.
    public struct Segment: Hashable, Sendable {
        public var start: Int64
        public var end: Int64
        public var cards: [StackCard]
    }

    /// The instants at which the top cards change (every segment start after the first).
    public var changePoints: [Int64] { segments.dropFirst().map(\.start) }
}

extension RelevanceRanker {
    /// The top `top` cards over `[from, to)`, as segments that change only where the top changes.
    ///
    /// A sweep over window starts, ends and look-ahead entries: each window contributes an
    /// "upcoming" item (from `start - lookAhead` to `start`) and an "active" item (from `start` to
    /// `end`), whose place in the order never changes while it is live. Items are ranked once,
    /// live items are kept in a bitmap by rank, and at each event instant the cards are read off
    /// the lowest set bits. The same order as ``ranking(at:)``, so every segment equals a ranking
    /// at its start.
    public func timeline(from: Int64, to: Int64, top: Int) -> RelevanceTimeline {
        var timeline = RelevanceTimeline(schedule: schedule, from: from, to: to, top: top, segments: [])
        guard from < to, top > 0 else { return timeline }
        let items = liveItems(from: from, to: to)
        let order = rankOrder(of: items)
        var rankOfItem = [Int32](repeating: 0, count: items.count)
        for (rank, item) in order.enumerated() { rankOfItem[Int(item)] = Int32(rank) }
        // The sweep reads ranks and groups only, from arrays small enough to stay in cache: at 200,000
        // entries the items themselves are too many to visit in event order without missing it.
        var groupOfRank = [Int32](repeating: 0, count: items.count)
        for (index, item) in items.enumerated() { groupOfRank[Int(rankOfItem[index])] = groupOfEntry[Int(item.entry)] }
        let events = events(of: items, ranks: rankOfItem, from: from, to: to)

        var live = RankBitmap(count: items.count)
        var liveInGroup = [Int32](repeating: 0, count: groupIsPinned.count)
        var previous: [CardKey]?
        var index = 0
        var instant = from
        while true {
            while index < events.count, events[index].instant == instant {
                let event = events[index]
                let rank = Int(event.rank)
                let group = Int(groupOfRank[rank])
                if event.inserts {
                    live.insert(rank)
                    liveInGroup[group] += 1
                } else {
                    live.remove(rank)
                    liveInGroup[group] -= 1
                }
                index += 1
            }
            let keys = topCards(live: live, order: order, groupOfRank: groupOfRank, liveInGroup: liveInGroup, top: top)
            if keys != previous {
                if !timeline.segments.isEmpty { timeline.segments[timeline.segments.count - 1].end = instant }
                timeline.segments.append(RelevanceTimeline.Segment(start: instant, end: to, cards: cards(keys, items: items)))
                previous = keys
            }
            guard index < events.count else { break }
            instant = events[index].instant
        }
        return timeline
    }

    /// One window's presence in one state.
    struct LiveItem {
        var entry: Int32
        var active: Bool
        var window: TimeWindow
        var liveFrom: Int64
        var liveUntil: Int64
    }

    /// Every item live at some point of `[from, to)`, found on all cores.
    private func liveItems(from: Int64, to: Int64) -> [LiveItem] {
        let entries = schedule.entries
        let lookAhead = schedule.lookAhead
        let zone = schedule.timeZone
        return Self.chunks(of: entries.count).concurrentMap { range -> [LiveItem] in
            var items: [LiveItem] = []
            for index in range {
                entries[index].forEachWindow(intersecting: from, to + lookAhead, evaluationZone: zone) { window in
                    if window.start < to, window.end > from {
                        items.append(LiveItem(entry: Int32(index), active: true, window: window, liveFrom: window.start, liveUntil: window.end))
                    }
                    if lookAhead > 0, window.start > from, window.start - lookAhead < to {
                        items.append(LiveItem(entry: Int32(index), active: false, window: window, liveFrom: window.start - lookAhead, liveUntil: window.start))
                    }
                }
            }
            return items
        }.flatMap { $0 }
    }

    /// Item indices sorted by the ranking order (active first, higher score, sooner proximity, declaration order).
    ///
    /// Items come in declaration order (``liveItems(from:to:)`` keeps its chunks in order), so a stable sort on
    /// the rest of the order is the whole order; a radix sort keeps the work linear in the number of items.
    private func rankOrder(of items: [LiveItem]) -> [Int32] {
        var keyed = [KeyedValue]()
        keyed.reserveCapacity(items.count)
        let base = items.lazy.map { min($0.window.start, $0.window.end) }.min() ?? 0
        for (index, item) in items.enumerated() {
            let proximity = UInt64(item.active ? item.window.end - base : item.window.start - base)
            let key = (item.active ? 0 : UInt64(1) << 63) | UInt64(scoreRanks[Int(item.entry)]) << 40 | min(proximity, (UInt64(1) << 40) - 1)
            keyed.append(KeyedValue(key: key, value: Int32(index)))
        }
        keyed.radixSortByKey()
        return keyed.map(\.value)
    }

    private struct Event {
        var instant: Int64
        var inserts: Bool
        /// The item's rank.
        var rank: Int32
    }

    /// Inserts and removals, by instant, removals first; items live before `from` enter at `from`, removals at or
    /// after `to` are dropped.
    private func events(of items: [LiveItem], ranks: [Int32], from: Int64, to: Int64) -> [Event] {
        var keyed = [KeyedValue]()
        keyed.reserveCapacity(items.count * 2)
        for (index, item) in items.enumerated() {
            let start = max(item.liveFrom, from)
            guard start < to, item.liveUntil > start else { continue }
            keyed.append(KeyedValue(key: UInt64(start - from) << 1 | 1, value: ranks[index]))
            if item.liveUntil < to { keyed.append(KeyedValue(key: UInt64(item.liveUntil - from) << 1, value: ranks[index])) }
        }
        keyed.radixSortByKey()
        return keyed.map { Event(instant: from + Int64($0.key >> 1), inserts: $0.key & 1 != 0, rank: $0.value) }
    }

    /// What identifies a card for change detection: its group and, if any, the entry and state behind it.
    struct CardKey: Hashable {
        var group: Int32
        var item: Int32
    }

    private func topCards(live: RankBitmap, order: [Int32], groupOfRank: [Int32], liveInGroup: [Int32], top: Int) -> [CardKey] {
        var pinned: [Int32: Int32] = [:]
        var pinnedLeft = pinnedGroups.filter { liveInGroup[Int($0)] > 0 }.count
        var others: [CardKey] = []
        let quota = max(top - pinnedGroups.count, 0)
        live.forEachSetBit { rank in
            let item = order[rank]
            let group = groupOfRank[rank]
            if groupIsPinned[Int(group)] {
                if pinned[group] == nil {
                    pinned[group] = item
                    pinnedLeft -= 1
                }
            } else if others.count < quota, !others.contains(where: { $0.group == group }) {
                others.append(CardKey(group: group, item: item))
            }
            return others.count < quota || pinnedLeft > 0
        }
        let keys = pinnedGroups.map { CardKey(group: $0, item: pinned[$0] ?? -1) } + others
        return Array(keys.prefix(top))
    }

    private func cards(_ keys: [CardKey], items: [LiveItem]) -> [StackCard] {
        keys.map { key in
            let candidate: RelevanceCandidate? = key.item < 0 ? nil : {
                let item = items[Int(key.item)]
                return RelevanceCandidate(entryIndex: Int(item.entry), state: item.active ? .active : .upcoming, window: item.window, score: scores[Int(item.entry)])
            }()
            return card(group: key.group, candidate: candidate)
        }
    }
}

/// A set of ranks as bits, with a summary word per 64 words so scans skip empty stretches.
struct RankBitmap {
    private var words: [UInt64]
    private var summary: [UInt64]

    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
        summary = [UInt64](repeating: 0, count: (words.count + 63) / 64)
    }

    mutating func insert(_ rank: Int) {
        words[rank >> 6] |= 1 << UInt64(rank & 63)
        summary[rank >> 12] |= 1 << UInt64((rank >> 6) & 63)
    }

    mutating func remove(_ rank: Int) {
        words[rank >> 6] &= ~(1 << UInt64(rank & 63))
        if words[rank >> 6] == 0 { summary[rank >> 12] &= ~(1 << UInt64((rank >> 6) & 63)) }
    }

    /// Calls `body` with each set rank, ascending, while it returns true.
    func forEachSetBit(_ body: (Int) -> Bool) {
        for (summaryIndex, summaryWord) in summary.enumerated() {
            var pending = summaryWord
            while pending != 0 {
                let wordIndex = summaryIndex << 6 | pending.trailingZeroBitCount
                pending &= pending - 1
                var word = words[wordIndex]
                while word != 0 {
                    if !body(wordIndex << 6 | word.trailingZeroBitCount) { return }
                    word &= word - 1
                }
            }
        }
    }
}

extension RelevanceSchedule {
    /// The top `top` cards over `[from, to)`; see ``RelevanceRanker/timeline(from:to:top:)``.
    public func timeline(from: Int64, to: Int64, top: Int) -> RelevanceTimeline {
        RelevanceRanker(self).timeline(from: from, to: to, top: top)
    }
}
