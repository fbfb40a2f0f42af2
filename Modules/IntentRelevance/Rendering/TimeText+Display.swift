extension TimeText {
    /// `07:45–08:30`, or with dates when the window leaves the day of `reference`.
    static func span(_ window: TimeWindow, in zone: ZoneRules, referenceDay: Int) -> String {
        short(window.start, in: zone, referenceDay: referenceDay) + "–" + short(window.end, in: zone, referenceDay: referenceDay)
    }

    /// `08:30` on `referenceDay`, otherwise `2026-03-10 08:30`.
    static func short(_ instant: Int64, in zone: ZoneRules, referenceDay: Int) -> String {
        let local = zone.local(at: instant)
        let day = CivilCalendar.day(ofLocal: local)
        let clock = clock(local - Int64(day) * CivilCalendar.secondsPerDay, withSeconds: local % 60 != 0)
        return day == referenceDay ? clock : isoDate(day) + " " + clock
    }

    /// The local day of `instant` in `zone`.
    static func localDay(_ instant: Int64, in zone: ZoneRules) -> Int {
        CivilCalendar.day(ofLocal: zone.local(at: instant))
    }

    /// A parsed instant for command lines and tools: with an offset, or a wall-clock time in `zone`.
    static func instant(parsing text: String, in zone: ZoneRules) -> Int64? {
        if let day = date(text[...]) {
            return zone.instants(showing: Int64(day) * secondsPerDay, gap: .shiftForward, fold: .first).earliest
        }
        switch dateTime(text[...]) {
        case .instant(let instant): return instant
        case .local(let local): return zone.instants(showing: local, gap: .shiftForward, fold: .first).earliest
        case nil: return nil
        }
    }

    private static var secondsPerDay: Int64 { CivilCalendar.secondsPerDay }
}

extension ZoneRules {
    /// `2026-03-08T03:30:00-04:00`: `instant` (UTC seconds) on this zone's wall clock, with the offset.
    public func iso(_ instant: Int64) -> String {
        TimeText.iso(instant, in: self)
    }

    /// Reads `2026-03-08T09:00:00-05:00`, `2026-03-08T09:00` (on this zone's clock) or `2026-03-08` (its midnight).
    public func instant(parsing text: String) -> Int64? {
        TimeText.instant(parsing: text, in: self)
    }
}
