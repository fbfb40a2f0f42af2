/// How the top of the stack changes over a range: one segment per stretch with the same top cards.
public struct RelevanceTimeline: Sendable {
    /// The schedule the timeline follows.
    public var schedule: RelevanceSchedule
    /// The range, UTC seconds, `[from, to)`.
    public var from: Int64
    /// The end of the range (exclusive), UTC seconds.
    public var to: Int64
    /// How many cards each segment lists.
    public var top: Int
    /// Consecutive segments covering the range; a new one starts wherever the top cards change.
    public var segments: [Segment]

    /// A stretch of time with the same top cards.
    public struct Segment: Hashable, Sendable {
        /// The segment's first second, UTC seconds.
        public var start: Int64
        /// The first second after the segment, UTC seconds.
        public var end: Int64
        /// The top cards throughout the segment, top first.
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
    ///
    /// Sort keys and events are packed into 64-bit values (key above, payload below) and radix-sorted:
    /// at 200,000 entries there are millions of each, and half the bytes keep them in the cache.
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
        let events = EventList(items: items, ranks: rankOfItem, lookAhead: schedule.lookAhead, from: from, to: to)

        var live = RankBitmap(count: items.count)
        var liveInGroup = [Int32](repeating: 0, count: groupIsPinned.count)
        var previous: [CardKey]?
        var index = 0
        var instant = from
        while true {
            while index < events.count, events.instant(at: index) == instant {
                let (inserts, rank) = events.event(at: index)
                let group = Int(groupOfRank[rank])
                if inserts {
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
            instant = events.instant(at: index)
        }
        return timeline
    }

    /// One window's presence in one state: active from its start to its end, upcoming for the look-ahead before
    /// its start.
    struct LiveItem {
        var entry: Int32
        var active: Bool
        var window: TimeWindow

        /// When the item is live, `[from, until)`.
        func live(lookAhead: Int64) -> (from: Int64, until: Int64) {
            active ? (window.start, window.end) : (window.start - lookAhead, window.start)
        }
    }

    /// Every item live at some point of `[from, to)`, found on all cores.
    ///
    /// The chunks are joined into an array of their exact total size: `flatMap` grows its result by doubling,
    /// which at 200,000 entries copied tens of megabytes more than once.
    func liveItems(from: Int64, to: Int64) -> [LiveItem] {
        let entries = schedule.entries
        let lookAhead = schedule.lookAhead
        let zone = schedule.timeZone
        let chunks = Self.chunks(of: entries.count).concurrentMap { range -> [LiveItem] in
            var items: [LiveItem] = []
            for index in range {
                entries[index].forEachWindow(intersecting: from, to + lookAhead, evaluationZone: zone) { window in
                    if window.start < to, window.end > from {
                        items.append(LiveItem(entry: Int32(index), active: true, window: window))
                    }
                    if lookAhead > 0, window.start > from, window.start - lookAhead < to {
                        items.append(LiveItem(entry: Int32(index), active: false, window: window))
                    }
                }
            }
            return items
        }
        var items: [LiveItem] = []
        items.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for chunk in chunks { items.append(contentsOf: chunk) }
        return items
    }

    /// Item indices sorted by the ranking order (active first, higher score, sooner proximity, declaration order).
    ///
    /// Items come in declaration order (``liveItems(from:to:)`` keeps its chunks in order), so a stable sort on
    /// the rest of the order is the whole order; a radix sort keeps the work linear in the number of items. The key
    /// and the item's index are packed into one value when they fit in 64 bits (they do unless there are millions
    /// of distinct scores and windows years apart), else sorted side by side (`packing: false` forces that).
    func rankOrder(of items: [LiveItem], packing: Bool = true) -> [Int32] {
        guard !items.isEmpty else { return [] }
        var base = Int64.max, last = Int64.min
        for item in items {
            base = min(base, item.window.start, item.window.end)
            last = max(last, item.window.start, item.window.end)
        }
        let proximityLimit = (UInt64(1) << 40) - 1
        func proximity(_ item: LiveItem) -> UInt64 {
            min(UInt64(item.active ? item.window.end - base : item.window.start - base), proximityLimit)
        }
        let proximityBits = min(UInt64(last - base), proximityLimit).bitsToHold
        let scoreBits = (scoreRanks.max() ?? 0).bitsToHold
        let indexBits = (items.count - 1).bitsToHold
        if packing, 1 + scoreBits + proximityBits + indexBits <= 64 {
            var packed = [UInt64]()
            packed.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                let state = item.active ? 0 : UInt64(1) << (scoreBits + proximityBits)
                let key = state | UInt64(scoreRanks[Int(item.entry)]) << proximityBits | proximity(item)
                packed.append(key << indexBits | UInt64(index))
            }
            packed.radixSort(bits: indexBits..<(indexBits + 1 + scoreBits + proximityBits))
            let indexMask = (UInt64(1) << indexBits) - 1
            return packed.map { Int32(truncatingIfNeeded: $0 & indexMask) }
        }
        var keyed = [KeyedValue]()
        keyed.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let key = (item.active ? 0 : UInt64(1) << 63) | UInt64(scoreRanks[Int(item.entry)]) << 40 | proximity(item)
            keyed.append(KeyedValue(key: key, value: Int32(index)))
        }
        keyed.radixSortByKey()
        return keyed.map(\.value)
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

/// The timeline's inserts and removals, by instant, removals first; items live before `from` enter at `from`, and
/// removals at or after `to` are dropped.
///
/// Each event is one 64-bit value: its instant, whether it inserts, and the item's rank. The instant is held as an
/// offset from `from`, or, when the range is too long for the bits the ranks leave (centuries at one-second
/// resolution), as its place among the distinct instants.
struct EventList {
    private let values: [UInt64]
    private let rankBits: Int
    private let from: Int64
    /// The distinct instants, when events hold places among them rather than offsets.
    private let instants: [Int64]?

    /// The events of `items`; `numberingInstants` holds places among the distinct instants even when offsets fit.
    init(items: [RelevanceRanker.LiveItem], ranks: [Int32], lookAhead: Int64, from: Int64, to: Int64, numberingInstants: Bool = false) {
        self.from = from
        let rankBits = max(items.count - 1, 0).bitsToHold
        self.rankBits = rankBits
        /// Each item's events: where it enters, and where it leaves if that is before `to`.
        func forEachLive(_ body: (_ index: Int, _ start: Int64, _ end: Int64?) -> Void) {
            for (index, item) in items.enumerated() {
                let live = item.live(lookAhead: lookAhead)
                let start = max(live.from, from)
                guard start < to, live.until > start else { continue }
                body(index, start, live.until < to ? live.until : nil)
            }
        }
        var instants: [Int64]?
        if numberingInstants || UInt64(to - from).bitsToHold + 1 + rankBits > 64 {
            var all = Set<Int64>()
            forEachLive { _, start, end in
                all.insert(start)
                if let end { all.insert(end) }
            }
            instants = all.sorted()
        }
        func place(_ instant: Int64) -> UInt64 {
            guard let instants else { return UInt64(instant - from) }
            var low = 0, high = instants.count
            while low < high {
                let middle = (low + high) / 2
                if instants[middle] < instant { low = middle + 1 } else { high = middle }
            }
            return UInt64(low)
        }
        var values: [UInt64] = []
        values.reserveCapacity(items.count * 2)
        forEachLive { index, start, end in
            let rank = UInt64(UInt32(bitPattern: ranks[index]))
            values.append((place(start) << 1 | 1) << rankBits | rank)
            if let end { values.append(place(end) << (rankBits + 1) | rank) }
        }
        values.radixSort(bits: rankBits..<64)
        self.values = values
        self.instants = instants
    }

    var count: Int { values.count }

    /// The instant of the event at `index`.
    func instant(at index: Int) -> Int64 {
        let place = values[index] >> (rankBits + 1)
        return instants.map { $0[Int(place)] } ?? from + Int64(place)
    }

    /// Whether the event at `index` inserts its item, and the item's rank.
    func event(at index: Int) -> (inserts: Bool, rank: Int) {
        let value = values[index]
        return ((value >> rankBits) & 1 != 0, Int(truncatingIfNeeded: value & ((UInt64(1) << rankBits) - 1)))
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
