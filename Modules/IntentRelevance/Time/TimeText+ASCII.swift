/// ``TimeText``'s readers over UTF-8 bytes, for text of printable ASCII (nearly all schedule text).
///
/// Each gives exactly what the character-by-character reader gives for the same text, without
/// making strings: on ASCII without control characters, characters and bytes are one to one.
/// For other text `dateTime` and `duration` return `nil` (read it by characters) rather than
/// `.some(nil)`; `timeOfDay` is exact for any bytes, since every part must be an ASCII number.
enum ASCIIText {
    private static let colon = UInt8(ascii: ":")

    /// `Int(text)` for ASCII bytes: an optional sign, then at least one digit, nothing else.
    static func integer(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var rest = bytes[...]
        var negative = false
        if let first = rest.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            negative = first == UInt8(ascii: "-")
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return nil }
        var value = 0
        for byte in rest {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = shifted.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow, !overflowAgain else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// Whether every byte is printable ASCII (space to `~`).
    static func isPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    static func timeOfDay(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, serviceDay: Bool) -> Int64? {
        var parts: [Slice<UnsafeBufferPointer<UInt8>>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == colon {
            guard parts.count < 3 else { return nil }
            parts.append(bytes[start..<index])
            start = index + 1
        }
        parts.append(bytes[start..<bytes.endIndex])
        guard parts.count == 2 || parts.count == 3,
              (1...2).contains(parts[0].count), parts.dropFirst().allSatisfy({ $0.count == 2 }),
              let hour = integer(parts[0]), let minute = integer(parts[1]), (0...59).contains(minute)
        else { return nil }
        let second = parts.count == 3 ? integer(parts[2]) : 0
        guard let second, (0...59).contains(second), hour >= 0, hour <= (serviceDay ? 47 : 24) else { return nil }
        if !serviceDay, hour == 24, minute != 0 || second != 0 { return nil }
        return Int64(hour * 3600 + minute * 60 + second)
    }

    static func dateTime(_ bytes: UnsafeBufferPointer<UInt8>) -> DateTimeText?? {
        guard isPrintable(bytes) else { return nil }
        guard let t = bytes.firstIndex(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: " ") }),
              let day = TimeText.date(bytes: UnsafeBufferPointer(rebasing: bytes[..<t])) else { return .some(nil) }
        var rest = bytes[(t + 1)...]
        var offset: Int64?
        if rest.last == UInt8(ascii: "Z") {
            offset = 0
            rest = rest.dropLast()
        } else if let sign = rest.lastIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) {
            let zone = rest[(sign + 1)...]
            let parts: [Slice<UnsafeBufferPointer<UInt8>>]
            if zone.contains(colon) {
                parts = zone.split(separator: colon).map { $0 }
            } else {
                parts = [zone.prefix(2), zone.dropFirst(2)]
            }
            guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hours = integer(parts[0]), let minutes = integer(parts[1]),
                  hours <= 18, minutes < 60 else { return .some(nil) }
            let magnitude = Int64(hours * 3600 + minutes * 60)
            offset = rest[sign] == UInt8(ascii: "-") ? -magnitude : magnitude
            rest = rest[..<sign]
        }
        guard let seconds = timeOfDay(rest, serviceDay: false) else { return .some(nil) }
        let local = Int64(day) * CivilCalendar.secondsPerDay + seconds
        if let offset { return .instant(local - offset) }
        return .local(local)
    }

    static func duration(_ bytes: UnsafeBufferPointer<UInt8>) -> ScheduleDuration?? {
        guard isPrintable(bytes) else { return nil }
        var source = bytes[...]
        func lower(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte }
        if source.count == 1, source.first == UInt8(ascii: "0") { return .some(ScheduleDuration()) }
        let designators = source.first.map(lower) == UInt8(ascii: "p")
        if designators { source = source.dropFirst() }
        var result = ScheduleDuration()
        var number: Int64? = nil
        var digits = 0
        var sawUnit = false
        for byte in source.lazy.map(lower) where !(designators && byte == UInt8(ascii: "t")) {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                // `Int64(number)` of the digits so far: nil once it overflows.
                if digits == 0 || number != nil {
                    let (shifted, overflow) = (number ?? 0).multipliedReportingOverflow(by: 10)
                    let (sum, overflowAgain) = shifted.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
                    number = overflow || overflowAgain ? nil : sum
                }
                digits += 1
                continue
            }
            guard digits > 0, let value = number else { return .some(nil) }
            switch byte {
            case UInt8(ascii: "w"): result.days += Int(value) * 7
            case UInt8(ascii: "d"): result.days += Int(value)
            case UInt8(ascii: "h"): result.seconds += value * 3600
            case UInt8(ascii: "m"): result.seconds += value * 60
            case UInt8(ascii: "s"): result.seconds += value
            default: return .some(nil)
            }
            number = nil
            digits = 0
            sawUnit = true
        }
        guard digits == 0, sawUnit else { return .some(nil) }
        return .some(result)
    }
}
