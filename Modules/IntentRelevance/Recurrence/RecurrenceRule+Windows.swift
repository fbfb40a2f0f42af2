extension RecurrenceRule {
    /// Calls `body` with every window of the rule that intersects `[from, to)` (UTC seconds).
    ///
    /// Only the periods that can reach the range are generated, so asking about one instant of a
    /// rule that runs for years costs a few days' worth of work. Windows come in generation order
    /// (by service day, then time); additions follow.
    func forEachWindow(intersecting from: Int64, _ to: Int64, evaluationZone: ZoneRules, _ body: (TimeWindow) -> Void) {
        let zone = self.zone ?? evaluationZone
        let margin: Int64 = 15 * 3600
        var firstDay = max(CivilCalendar.day(ofLocal: from - maximumLength - margin) - 2, startDay)
        var lastDay = CivilCalendar.day(ofLocal: to + margin) + 1
        switch bound {
        case .untilDay(let day): lastDay = min(lastDay, day)
        case .untilLocal(let local): lastDay = min(lastDay, CivilCalendar.day(ofLocal: local))
        case .count: lastDay = min(lastDay, countLimit?.day ?? lastDay)
        case .untilInstant, nil: break
        }
        if firstDay <= lastDay {
            var buffer: [Int] = []
            buffer.reserveCapacity(frequency == .daily ? 1 : 8)
            var period = firstPeriod(reaching: firstDay)
            firstDay = max(firstDay, startDay)
            while self.firstDay(ofPeriod: period) <= lastDay {
                days(inPeriod: period, into: &buffer)
                for day in buffer where day >= firstDay && day <= lastDay {
                    for index in times.indices {
                        if let limit = countLimit, day == limit.day, index > limit.time { break }
                        let local = Int64(day) * CivilCalendar.secondsPerDay + times[index]
                        if case .untilLocal(let until) = bound, local > until { break }
                        emit(day: day, local: local, in: zone, isAddition: false, from: from, to: to, body)
                    }
                }
                period += interval
            }
        }
        for addition in additions {
            switch addition {
            case .day(let day):
                for time in times {
                    emit(day: day, local: Int64(day) * CivilCalendar.secondsPerDay + time, in: zone, isAddition: true, from: from, to: to, body)
                }
            case .local(let local):
                emit(day: CivilCalendar.day(ofLocal: local), local: local, in: zone, isAddition: true, from: from, to: to, body)
            case .instant(let instant):
                let local = zone.local(at: instant)
                emit(day: CivilCalendar.day(ofLocal: local), local: local, in: zone, isAddition: true, from: from, to: to, body)
            }
        }
    }

    /// Resolves one instance's wall-clock start and reports its window(s) unless an exception removes them.
    @inline(__always)
    private func emit(day: Int, local: Int64, in zone: ZoneRules, isAddition: Bool, from: Int64, to: Int64, _ body: (TimeWindow) -> Void) {
        if !exceptions.isEmpty, exceptions.contains(.day(day)) || exceptions.contains(.local(local)) { return }
        let starts = allDay ? zone.instants(showing: local, gap: .shiftForward, fold: .first) : zone.instants(showing: local, gap: gap, fold: fold)
        starts.forEach { start in
            if !isAddition, case .untilInstant(let until) = bound, start > until { return }
            if !exceptions.isEmpty, exceptions.contains(.instant(start)) { return }
            let window = TimeWindow(start: start, end: end(ofInstanceOn: day, at: local, startingAt: start, in: zone))
            if window.start < to, window.end > from { body(window) }
        }
    }

    /// The end of the instance of service day `day` whose wall-clock start is `local` and absolute start is `start`.
    private func end(ofInstanceOn day: Int, at local: Int64, startingAt start: Int64, in zone: ZoneRules) -> Int64 {
        if allDay {
            let days = max(duration?.days ?? 1, 1)
            let endLocal = Int64(day + days) * CivilCalendar.secondsPerDay
            return (zone.instants(showing: endLocal, gap: .shiftForward, fold: .first).earliest ?? start) + (duration?.seconds ?? 0)
        }
        if let endTime {
            let startTime = local - Int64(day) * CivilCalendar.secondsPerDay
            var endLocal = Int64(day) * CivilCalendar.secondsPerDay + endTime
            if endTime <= startTime { endLocal += CivilCalendar.secondsPerDay }
            return max(zone.instants(showing: endLocal, gap: .shiftForward, fold: .first).earliest ?? start, start)
        }
        guard let duration else { return start }
        guard duration.days != 0 else { return start + duration.seconds }
        let endLocal = local + Int64(duration.days) * CivilCalendar.secondsPerDay
        let nominalEnd = zone.instants(showing: endLocal, gap: .shiftForward, fold: .first).earliest ?? start
        return nominalEnd + duration.seconds
    }

    /// Every instance start of the rule (additions included, exceptions removed) in `[from, to)`, as
    /// a test or a tool would list them: ascending and without duplicates.
    func instances(from: Int64, to: Int64, evaluationZone: ZoneRules = .utc) -> [Int64] {
        var starts: [Int64] = []
        forEachWindow(intersecting: from - maximumLength, to, evaluationZone: evaluationZone) { window in
            if window.start >= from, window.start < to { starts.append(window.start) }
        }
        return Array(Set(starts)).sorted()
    }
}
