extension RelevanceSchedule {
    /// The start of the earliest window any entry has (UTC seconds), or `nil` when no entry has a window.
    ///
    /// A one-off window counts with its start; a repeat rule with the first window it makes within 400 days of
    /// the day it starts (its `from`). A report or a chart with no instant given starts here, so the same schedule always shows the same range.
    public var earliestWindowStart: Int64? {
        var earliest: Int64?
        func consider(_ start: Int64) { earliest = min(earliest ?? start, start) }
        for entry in entries {
            for window in entry.windows { consider(window.start) }
            for rule in entry.rules {
                guard let from = timeZone.instant(parsing: TimeText.isoDate(rule.startDay)) else { continue }
                var first: Int64?
                rule.forEachWindow(intersecting: from - 86_400, from + 400 * 86_400, evaluationZone: timeZone) { window in
                    first = min(first ?? window.start, window.start)
                }
                if let first { consider(first) }
            }
        }
        return earliest
    }
}
