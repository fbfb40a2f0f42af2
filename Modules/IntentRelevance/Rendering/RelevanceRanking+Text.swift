extension RelevanceRanking {
    /// The stack as a table, top first, with each card's entry, state, window and score.
    public func text() -> String {
        let zone = schedule.timeZone
        let today = TimeText.localDay(instant, in: zone)
        var lines = ["Stack at \(zone.iso(instant)) (\(zone.identifier); look-ahead \(TimeText.durationText(schedule.lookAhead)))"]
        if cards.isEmpty {
            lines.append("  nothing is relevant")
            return lines.joined(separator: "\n") + "\n"
        }
        var rows = [["#", "Widget", "Entry", "State", "Window", "Score"]]
        for (index, card) in cards.enumerated() {
            let place = "\(index + 1)" + (card.pinned ? " (pinned)" : "")
            guard let candidate = card.candidate else {
                rows.append([place, card.widgetKind, "-", "nothing relevant", "", ""])
                continue
            }
            rows.append([
                place, card.widgetKind, entry(of: candidate).id, describe(candidate),
                TimeText.span(candidate.window, in: zone, referenceDay: today), RelevanceCandidate.format(candidate.score),
            ])
        }
        lines += TextTable.render(rows)
        let hidden = candidates.count - cards.compactMap(\.candidate).count
        if hidden > 0 {
            lines.append("\(candidates.count) candidates in all; \(hidden) shadowed by a better intent for the same card (see explain)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `active, ends in 40m` or `upcoming, starts in 15m`.
    func describe(_ candidate: RelevanceCandidate) -> String {
        "\(candidate.state.rawValue), \(timeLeft(candidate))"
    }

    /// `ends in 40m` or `starts in 15m`.
    func timeLeft(_ candidate: RelevanceCandidate) -> String {
        switch candidate.state {
        case .active: "ends in \(TimeText.durationText(candidate.window.end - instant))"
        case .upcoming: "starts in \(TimeText.durationText(candidate.window.start - instant))"
        }
    }

    /// The score breakdown of every candidate (or of the entry with id `entryID`), and why each outranks the next.
    public func explanation(entryID: String? = nil) -> String {
        let zone = schedule.timeZone
        var lines = ["Ranking at \(zone.iso(instant)) (\(zone.identifier)); look-ahead \(TimeText.durationText(schedule.lookAhead))"]
        lines.append("Order: active before upcoming, then higher score (weight × kind factor: scheduled 1.5, default 1, informational 0.75), then the window that ends (active) or starts (upcoming) sooner, then declaration order.")
        if !schedule.widgets.filter(\.pinned).isEmpty {
            lines.append("Pinned widgets come first whatever their relevance: " + schedule.widgets.filter(\.pinned).map(\.kind).joined(separator: ", ") + ".")
        }
        let shown = cards.compactMap(\.candidate)
        for (index, candidate) in candidates.enumerated() {
            let entry = entry(of: candidate)
            if let entryID, entry.id != entryID { continue }
            lines.append("")
            lines.append("#\(index + 1) \(entry.id): \(entry.widgetKind) with \(entry.intent)")
            let window = "\(zone.iso(candidate.window.start)) → \(zone.iso(candidate.window.end))"
            lines.append("   state      \(candidate.state.rawValue) (\(window)); \(timeLeft(candidate))")
            lines.append("   score      \(RelevanceCandidate.format(candidate.score)) = weight \(RelevanceCandidate.format(entry.weight)) × \(entry.kind.rawValue) \(RelevanceCandidate.format(entry.kind.factor))")
            lines.append("   proximity  \(candidate.state == .active ? "ends" : "starts") \(zone.iso(candidate.proximity))")
            lines.append("   declared   entry \(candidate.entryIndex + 1) of \(schedule.entries.count)" + (entry.location.map { " at \($0)" } ?? ""))
            if let card = cards.firstIndex(where: { $0.candidate == candidate }) {
                lines.append("   stack      card \(card + 1)" + (cards[card].pinned ? " (pinned widget)" : ""))
            } else if let better = shown.first(where: { shareACard($0, candidate) }) {
                lines.append("   stack      shadowed by \(schedule.entries[better.entryIndex].id), the better intent for the same card")
            }
            if index + 1 < candidates.count {
                lines.append("   above #\(index + 2) because \(candidate.reason(over: candidates[index + 1]))")
            }
        }
        if let entryID, !candidates.contains(where: { entry(of: $0).id == entryID }) {
            guard let entry = schedule.entries.first(where: { $0.id == entryID }) else {
                return lines.joined(separator: "\n") + "\n\nNo entry has the id '\(entryID)'.\n"
            }
            lines.append("")
            lines.append("\(entry.id) is not a candidate: no window is active and none starts within the look-ahead.")
            if let next = nextWindow(of: entry) {
                lines.append("   next window \(zone.iso(next.start)) → \(zone.iso(next.end)), in \(TimeText.durationText(next.start - instant))")
            } else {
                lines.append("   it has no window in the next 400 days")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func nextWindow(of entry: RelevanceEntry) -> TimeWindow? {
        var from = instant
        let spans: [Int64] = [86_400, 7 * 86_400, 31 * 86_400, 400 * 86_400]
        for span in spans {
            let found = entry.windows(intersecting: from, instant + span, evaluationZone: schedule.timeZone).filter { $0.start > instant }
            if let first = found.min(by: { $0.start < $1.start }) { return first }
            from = instant + span
        }
        return nil
    }
}

/// Left-aligned columns separated by two spaces.
enum TextTable {
    static func render(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += index == row.count - 1 ? cell : cell.padding(toLength: widths[index] + 2, withPad: " ", startingAt: 0)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return "  " + line
        }
    }
}
