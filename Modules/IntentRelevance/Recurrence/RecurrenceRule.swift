/// A repeating window: which days, at which times, for how long, in which zone, until when.
///
/// The semantics are RFC 5545's RRULE with RDATE and EXDATE, with the choices IntentKit makes
/// spelled out (see `docs/relevance.md`): `from` bounds the rule but is not itself an instance
/// unless it matches (as in python-dateutil); `until` is inclusive; `count` and `until` exclude
/// each other; exceptions win over additions; days and months that do not exist follow `invalidDay`.
struct RecurrenceRule: Sendable {
    enum Frequency: String, Sendable, CaseIterable {
        case daily = "day", weekly = "week", monthly = "month", yearly = "year"
    }

    /// A weekday, optionally the n-th of its month (or year): `2nd tue` is (1, 2), `last fri` is (4, -1).
    struct Weekday: Hashable, Sendable {
        var weekday: Int
        var ordinal: Int?
    }

    /// Where the rule stops.
    enum Bound: Sendable, Equatable {
        /// Through this local day, inclusive.
        case untilDay(Int)
        /// Through this wall-clock time, inclusive.
        case untilLocal(Int64)
        /// Through this instant, inclusive.
        case untilInstant(Int64)
        /// After this many instances (instances skipped by the gap policy do not count).
        case count(Int)
    }

    /// A day, wall-clock time or instant: the forms `except` and `add` take.
    enum Moment: Hashable, Sendable {
        case day(Int)
        case local(Int64)
        case instant(Int64)
    }

    /// What a day of the month that does not exist (the 31st in April, Feb 29 in 2027) becomes (RFC 7529 `SKIP`).
    enum InvalidDayPolicy: String, Sendable, CaseIterable {
        case skip, backward, forward
    }

    var frequency: Frequency
    var interval = 1
    var weekdays: [Weekday] = []
    var monthDays: [Int] = []
    var months: [Int] = []
    /// Start times after the day's midnight, ascending; up to 47:59 for service days (`25:30`).
    var times: [Int64] = []
    /// Whole-day windows instead of times.
    var allDay = false
    /// How long each window lasts (nil with `endTime` or for zero-length windows).
    var duration: ScheduleDuration?
    /// The wall-clock end of each window, after the day's midnight; an end not after the start is on the next day.
    var endTime: Int64?
    /// The first day the rule may produce an instance on.
    var startDay: Int
    var bound: Bound?
    var exceptions: Set<Moment> = []
    var additions: [Moment] = []
    /// The rule's zone; `nil` is floating time (the wall clock of whoever evaluates it).
    var zone: ZoneRules?
    var gap: GapPolicy = .shiftForward
    var fold: FoldPolicy = .first
    var invalidDay: InvalidDayPolicy = .skip
    /// The first day of a week for `interval` > 1 (0 = Monday, RFC 5545's default `WKST=MO`).
    var weekStart = 0

    /// The last counted instance as (day, time index), worked out once for `count` rules.
    private(set) var countLimit: (day: Int, time: Int)?
    /// The longest one window can last, for looking back from an instant.
    private(set) var maximumLength: Int64 = 0

    init(frequency: Frequency, startDay: Int) {
        self.frequency = frequency
        self.startDay = startDay
    }

    /// Fills in what RFC 5545 derives from the start (the weekday of a weekly rule, the day of a
    /// monthly one), sorts the lists, and works out the count limit and the longest window.
    mutating func normalize() {
        let (_, startMonth, startDayOfMonth) = CivilCalendar.date(ofDay: startDay)
        if monthDays.isEmpty, weekdays.isEmpty {
            switch frequency {
            case .daily: break
            case .weekly: weekdays = [Weekday(weekday: CivilCalendar.weekday(ofDay: startDay))]
            case .monthly: monthDays = [startDayOfMonth]
            case .yearly:
                if months.isEmpty { months = [startMonth] }
                monthDays = [startDayOfMonth]
            }
        }
        monthDays = Array(Set(monthDays)).sorted()
        months = Array(Set(months)).sorted()
        times = Array(Set(times)).sorted()
        if allDay || times.isEmpty { times = [0] }
        if allDay {
            maximumLength = Int64(max(duration?.days ?? 1, 1)) * 90_000 + (duration?.seconds ?? 0)
        } else if let endTime {
            maximumLength = endTime + 86_400 + 3600
        } else {
            maximumLength = (duration?.upperBound ?? 0) + 3600
        }
        maximumLength += 1
        countLimit = nil
        if case .count(let count) = bound { countLimit = lastCounted(count) }
    }

    /// Why the rule's own instances never occur, or `nil` if some do.
    var emptinessReason: String? {
        if case .count(0) = bound { return "count is 0" }
        guard let first = firstInstanceDay() else { return "no day matches the rule" }
        let firstLocal = Int64(first) * CivilCalendar.secondsPerDay + times[0]
        let beforeFirst: Bool
        switch bound {
        case .untilDay(let day): beforeFirst = day < first
        case .untilLocal(let local): beforeFirst = firstLocal > local
        case .untilInstant(let instant): beforeFirst = firstLocal > instant + 14 * 3600
        case .count, nil: beforeFirst = false
        }
        return beforeFirst ? "until is before the first instance, on \(TimeText.isoDate(first))" : nil
    }

    /// The first day on or after `startDay` the rule selects, if one comes within the search limit.
    private func firstInstanceDay() -> Int? {
        var buffer: [Int] = []
        var period = periodIndex(ofDay: startDay)
        for _ in 0..<Self.searchLimit {
            days(inPeriod: period, into: &buffer)
            if let day = buffer.first(where: { $0 >= startDay }) { return day }
            period += interval
        }
        return nil
    }

    /// How many periods a rule may go without an instance before it counts as exhausted.
    private static let searchLimit = 4800

    private func lastCounted(_ count: Int) -> (day: Int, time: Int)? {
        guard count > 0 else { return (startDay - 1, 0) }
        var remaining = count
        var buffer: [Int] = []
        var period = periodIndex(ofDay: startDay)
        var empty = 0
        while empty < Self.searchLimit {
            days(inPeriod: period, into: &buffer)
            var found = false
            for day in buffer where day >= startDay {
                for (index, time) in times.enumerated() {
                    found = true
                    let local = Int64(day) * CivilCalendar.secondsPerDay + time
                    if gap == .skip, !allDay, let zone, zone.isInGap(local) { continue }
                    remaining -= 1
                    if remaining == 0 { return (day, index) }
                }
            }
            empty = found ? 0 : empty + 1
            period += interval
        }
        return nil
    }
}
