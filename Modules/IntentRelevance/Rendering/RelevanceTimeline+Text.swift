extension RelevanceTimeline {
    /// The segments as a table: from, to, and the top cards of each.
    public func text() -> String {
        let zone = schedule.timeZone
        let firstDay = TimeText.localDay(from, in: zone)
        let oneDay = TimeText.localDay(to - 1, in: zone) == firstDay
        let referenceDay = oneDay ? firstDay : Int.min
        var lines = ["Timeline \(zone.iso(from)) → \(zone.iso(to)) (\(zone.identifier)); top \(top), look-ahead \(TimeText.durationText(schedule.lookAhead)); \(changePoints.count) changes"]
        var header = ["From", "To"]
        header += (1...top).map { "#\($0)" }
        var rows = [header]
        for segment in segments {
            var row = [TimeText.short(segment.start, in: zone, referenceDay: referenceDay), TimeText.short(segment.end, in: zone, referenceDay: referenceDay)]
            for card in segment.cards {
                guard let candidate = card.candidate else {
                    row.append("\(card.widgetKind) (pinned, nothing relevant)")
                    continue
                }
                let id = schedule.entries[candidate.entryIndex].id
                row.append(candidate.state == .active ? id : "\(id) (upcoming)")
            }
            if segment.cards.isEmpty { row.append("-") }
            rows.append(row)
        }
        lines += TextTable.render(rows)
        return lines.joined(separator: "\n") + "\n"
    }
}
