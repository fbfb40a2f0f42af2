extension RecurrenceRule {
    /// The index of the period (day, week, month or year) that holds `day`.
    func periodIndex(ofDay day: Int) -> Int {
        switch frequency {
        case .daily: return day
        case .weekly: return CivilCalendar.floorDiv(day + 3 - weekStart, 7)
        case .monthly:
            let (year, month, _) = CivilCalendar.date(ofDay: day)
            return year * 12 + month - 1
        case .yearly: return CivilCalendar.date(ofDay: day).year
        }
    }

    /// The first day of period `index`.
    func firstDay(ofPeriod index: Int) -> Int {
        switch frequency {
        case .daily: return index
        case .weekly: return index * 7 - 3 + weekStart
        case .monthly: return CivilCalendar.day(year: CivilCalendar.floorDiv(index, 12), month: CivilCalendar.floorMod(index, 12) + 1, day: 1)
        case .yearly: return CivilCalendar.day(year: index, month: 1, day: 1)
        }
    }

    /// The first period on the rule's interval grid whose days may reach `day`.
    func firstPeriod(reaching day: Int) -> Int {
        let origin = periodIndex(ofDay: startDay)
        let wanted = periodIndex(ofDay: day)
        guard wanted > origin else { return origin }
        return origin + (wanted - origin) / interval * interval
    }

    /// The days of period `index` the rule selects, ascending and without duplicates, in `buffer`.
    func days(inPeriod index: Int, into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        switch frequency {
        case .daily:
            if matches(day: index, ordinalScopeIsYear: false) { buffer.append(index) }
        case .weekly:
            let first = firstDay(ofPeriod: index)
            for day in first..<first + 7 where matches(day: day, ordinalScopeIsYear: false) {
                buffer.append(day)
            }
        case .monthly:
            appendMonth(year: CivilCalendar.floorDiv(index, 12), month: CivilCalendar.floorMod(index, 12) + 1, yearScoped: false, into: &buffer)
        case .yearly:
            let yearScoped = months.isEmpty && weekdays.contains { $0.ordinal != nil }
            for month in 1...12 where months.isEmpty || months.contains(month) {
                appendMonth(year: index, month: month, yearScoped: yearScoped, into: &buffer)
            }
        }
        if invalidDay != .skip, buffer.count > 1 {
            buffer.sort()
            var unique: [Int] = []
            unique.reserveCapacity(buffer.count)
            for day in buffer where unique.last != day { unique.append(day) }
            buffer = unique
        }
    }

    private func appendMonth(year: Int, month: Int, yearScoped: Bool, into buffer: inout [Int]) {
        let first = CivilCalendar.day(year: year, month: month, day: 1)
        let length = CivilCalendar.daysIn(year: year, month: month)
        for day in first..<first + length where matches(day: day, ordinalScopeIsYear: yearScoped) {
            buffer.append(day)
        }
        guard invalidDay != .skip else { return }
        for monthDay in monthDays where monthDay > length || monthDay < -length {
            let adjusted: Int
            switch (invalidDay, monthDay > 0) {
            case (.backward, true): adjusted = first + length - 1
            case (.forward, true): adjusted = first + length
            default: adjusted = first
            }
            if weekdays.isEmpty || weekdays.contains(where: { $0.weekday == CivilCalendar.weekday(ofDay: adjusted) && $0.ordinal == nil }) {
                buffer.append(adjusted)
            }
        }
    }

    /// Whether `day` passes every BYxxx filter of the rule.
    @inline(__always)
    private func matches(day: Int, ordinalScopeIsYear: Bool) -> Bool {
        if monthDays.isEmpty, months.isEmpty, weekdays.count == 1, weekdays[0].ordinal == nil {
            return CivilCalendar.weekday(ofDay: day) == weekdays[0].weekday
        }
        let weekday = CivilCalendar.weekday(ofDay: day)
        if !weekdays.isEmpty, !weekdays.contains(where: { $0.weekday == weekday }) { return false }
        if monthDays.isEmpty, months.isEmpty, weekdays.allSatisfy({ $0.ordinal == nil }) { return true }
        let (year, month, dayOfMonth) = CivilCalendar.date(ofDay: day)
        if !months.isEmpty, !months.contains(month) { return false }
        let length = CivilCalendar.daysIn(year: year, month: month)
        if !monthDays.isEmpty, !monthDays.contains(dayOfMonth), !monthDays.contains(dayOfMonth - length - 1) { return false }
        if weekdays.contains(where: { $0.ordinal != nil }) {
            let forward: Int
            let backward: Int
            if ordinalScopeIsYear {
                let firstOfYear = CivilCalendar.day(year: year, month: 1, day: 1)
                let yearLength = CivilCalendar.isLeapYear(year) ? 366 : 365
                forward = (day - firstOfYear) / 7 + 1
                backward = -((firstOfYear + yearLength - 1 - day) / 7 + 1)
            } else {
                forward = (dayOfMonth - 1) / 7 + 1
                backward = -((length - dayOfMonth) / 7 + 1)
            }
            return weekdays.contains { $0.weekday == weekday && ($0.ordinal == nil || $0.ordinal == forward || $0.ordinal == backward) }
        }
        return true
    }
}
