/// Reading and writing the date, time and duration text that schedules use.
///
/// Schedules keep times as strings on purpose: YAML 1.1 reads `9:30` as the number 570 and `08`
/// as an error, so IntentKit never lets YAML resolve them.
enum TimeText {
    /// A calendar date, `2026-03-08`, as a day number.
    static func date(_ text: Substring) -> Int? {
        text.utf8.withContiguousStorageIfAvailable(date(bytes:)) ?? date(bytes: Array(text.utf8))
    }

    static func date<Bytes: RandomAccessCollection<UInt8>>(bytes: Bytes) -> Int? where Bytes.Index == Int {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = digits(bytes, 0, 4), let month = digits(bytes, 5, 2), let day = digits(bytes, 8, 2),
              (1...12).contains(month), (1...CivilCalendar.daysIn(year: year, month: month)).contains(day)
        else { return nil }
        return CivilCalendar.day(year: year, month: month, day: day)
    }

    /// A time of day, `9:30`, `09:30` or `09:30:15`, as seconds after the day's midnight.
    ///
    /// With `serviceDay`, hours up to 47 are allowed (`25:30` is 01:30 the next morning, as in GTFS).
    static func timeOfDay(_ text: Substring, serviceDay: Bool = true) -> Int64? {
        if let fast = text.utf8.withContiguousStorageIfAvailable({ ASCIIText.timeOfDay($0[...], serviceDay: serviceDay) }) { return fast }
        return timeOfDayByCharacters(text, serviceDay: serviceDay)
    }

    /// ``timeOfDay(_:serviceDay:)`` read character by character, as it was before ``ASCIIText``.
    static func timeOfDayByCharacters(_ text: Substring, serviceDay: Bool) -> Int64? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
              (1...2).contains(parts[0].count), parts.dropFirst().allSatisfy({ $0.count == 2 }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0...59).contains(minute)
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) : 0
        guard let second, (0...59).contains(second), hour >= 0, hour <= (serviceDay ? 47 : 24) else { return nil }
        if !serviceDay, hour == 24, minute != 0 || second != 0 { return nil }
        return Int64(hour * 3600 + minute * 60 + second)
    }

    /// A date and time: with an offset (`…T09:00:00-05:00`, `…Z`) it is an instant; without one, a wall-clock time.
    static func dateTime(_ text: Substring) -> DateTimeText? {
        if let fast = text.utf8.withContiguousStorageIfAvailable(ASCIIText.dateTime), let fast { return fast }
        return dateTimeByCharacters(text)
    }

    /// ``dateTime(_:)`` read character by character, as it was before ``ASCIIText``.
    static func dateTimeByCharacters(_ text: Substring) -> DateTimeText? {
        guard let t = text.firstIndex(where: { $0 == "T" || $0 == " " }), let day = date(text[..<t]) else { return nil }
        var rest = text[text.index(after: t)...]
        var offset: Int64?
        if rest.hasSuffix("Z") {
            offset = 0
            rest = rest.dropLast()
        } else if let sign = rest.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let zone = rest[rest.index(after: sign)...]
            let parts = zone.contains(":") ? zone.split(separator: ":").map(String.init) : [String(zone.prefix(2)), String(zone.dropFirst(2))]
            guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hours = Int(parts[0]), let minutes = Int(parts[1]),
                  hours <= 18, minutes < 60 else { return nil }
            let magnitude = Int64(hours * 3600 + minutes * 60)
            offset = rest[sign] == "-" ? -magnitude : magnitude
            rest = rest[..<sign]
        }
        guard let seconds = timeOfDayByCharacters(rest, serviceDay: false) else { return nil }
        let local = Int64(day) * CivilCalendar.secondsPerDay + seconds
        if let offset { return .instant(local - offset) }
        return .local(local)
    }

    /// A duration: `45m`, `1h30m`, `1d`, `2w`, `90s`, `0`, or ISO 8601 `PT1H30M` / `P1D`.
    ///
    /// Days and weeks are nominal (a day across a daylight-saving change lasts 23 or 25 hours);
    /// hours, minutes and seconds are exact.
    static func duration(_ text: Substring) -> ScheduleDuration? {
        if let fast = text.utf8.withContiguousStorageIfAvailable(ASCIIText.duration), let fast { return fast }
        return durationByCharacters(text)
    }

    /// ``duration(_:)`` read character by character, as it was before ``ASCIIText``.
    static func durationByCharacters(_ text: Substring) -> ScheduleDuration? {
        var source = text.lowercased()[...]
        if source == "0" { return ScheduleDuration() }
        if source.hasPrefix("p") {
            source = source.dropFirst()
            source.removeAll { $0 == "t" }
        }
        var result = ScheduleDuration()
        var number = ""
        var sawUnit = false
        for character in source {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            guard let value = Int64(number) else { return nil }
            switch character {
            case "w": result.days += Int(value) * 7
            case "d": result.days += Int(value)
            case "h": result.seconds += value * 3600
            case "m": result.seconds += value * 60
            case "s": result.seconds += value
            default: return nil
            }
            number = ""
            sawUnit = true
        }
        guard number.isEmpty, sawUnit else { return nil }
        return result
    }

    /// `2026-03-08T03:30:00-04:00`: an instant as the wall clock of `zone` shows it, with the offset.
    static func iso(_ instant: Int64, in zone: ZoneRules) -> String {
        let offset = zone.offset(at: instant)
        let local = instant + offset
        let day = CivilCalendar.day(ofLocal: local)
        let seconds = local - Int64(day) * CivilCalendar.secondsPerDay
        return isoDate(day) + "T" + clock(seconds, withSeconds: true) + offsetText(offset)
    }

    /// `2026-03-08`.
    static func isoDate(_ day: Int) -> String {
        let (year, month, dayOfMonth) = CivilCalendar.date(ofDay: day)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(dayOfMonth, 2)
    }

    /// `09:30` or `09:30:15`.
    static func clock(_ seconds: Int64, withSeconds: Bool) -> String {
        let s = Int(seconds)
        let base = pad(s / 3600, 2) + ":" + pad(s / 60 % 60, 2)
        return withSeconds ? base + ":" + pad(s % 60, 2) : base
    }

    /// `+11:00`, `-04:00`, `Z` for zero.
    static func offsetText(_ offset: Int64) -> String {
        if offset == 0 { return "Z" }
        let magnitude = Int(abs(offset))
        return (offset < 0 ? "-" : "+") + pad(magnitude / 3600, 2) + ":" + pad(magnitude / 60 % 60, 2)
    }

    /// `1h30m`, `0s`, `2d`.
    static func durationText(_ seconds: Int64) -> String {
        if seconds == 0 { return "0s" }
        var rest = abs(seconds)
        var text = seconds < 0 ? "-" : ""
        for (unit, size) in [("d", Int64(86_400)), ("h", 3600), ("m", 60), ("s", 1)] where rest >= size {
            text += "\(rest / size)\(unit)"
            rest %= size
        }
        return text
    }

    private static func digits<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ start: Int, _ count: Int) -> Int? where Bytes.Index == Int {
        var value = 0
        for byte in bytes[start..<start + count] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

/// A date-time as written: an instant (it had an offset) or a wall-clock time (it had none).
enum DateTimeText: Equatable {
    case instant(Int64)
    case local(Int64)
}

/// A length of time with a nominal part (whole days, added on the wall clock) and an exact part (seconds).
public struct ScheduleDuration: Hashable, Sendable {
    /// Nominal days: `1d` lasts 23 or 25 hours across a daylight-saving change.
    public var days: Int = 0
    /// Exact seconds: `24h` always lasts 86,400 seconds.
    public var seconds: Int64 = 0

    /// A duration of `days` nominal days and `seconds` exact seconds.
    public init(days: Int = 0, seconds: Int64 = 0) {
        self.days = days
        self.seconds = seconds
    }

    /// The longest this duration can last in absolute time (a nominal day counts 25 hours).
    var upperBound: Int64 { Int64(days) * 90_000 + seconds }
}
