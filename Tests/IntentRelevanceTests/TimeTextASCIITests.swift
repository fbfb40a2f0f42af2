@testable import IntentRelevance
import Testing

/// The byte readers of times, dates and durations agree with the character readers on every text.
@Suite struct TimeTextASCIITests {
    /// Texts built from the characters these formats use, and some they do not.
    static func texts() -> [String] {
        let pieces = ["0", "1", "2", "9", "09", "12", "23", "24", "25", "47", "48", "59", "60", "2026", "-", "+", ":", "T", " ", "Z", "z",
                      "03", "08", "13", "31", "PT", "P", "p", "t", "h", "m", "s", "d", "w", "H", "M", "é", "\r\n", "x", ""]
        var texts = ["", "0", "00:00", "9:30", "09:30:15", "24:00", "24:01", "47:59", "48:00", "+5:30", "-0:30", "09:+5", "2026-03-08T09:30",
                     "2026-03-08T09:30:00-05:00", "2026-03-08T09:30:00Z", "2026-03-08 09:30+0530", "2026-03-08T09:30+05", "2026-03-08T24:00",
                     "45m", "1h30m", "PT1H30M", "P1D", "pt90s", "2w", "1d", "0s", "99999999999999999999m", "1x", "h", "1h1", "PTT1H", "9:3",
                     "09:30:", ":30", "1:2:3:4", "2026-02-29T10:00", "2026-13-01T08:00", "2026-03-08T09:30:00-19:00", "2026-03-08T09:30:00-05:60"]
        var state: UInt64 = 7
        for _ in 0..<4000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var bits = state
            for _ in 0..<Int(bits % 6 + 1) {
                bits /= 7
                text += pieces[Int(bits % UInt64(pieces.count))]
            }
            texts.append(text)
            texts.append("2026-03-08T" + text)
        }
        return texts
    }

    @Test func bytesAndCharactersAgree() async {
        for (index, text) in Self.texts().enumerated() {
            if index % 500 == 0 { await Task.yield() }  // leaves the cooperative pool's thread to other tests now and then
            let substring = text[...]
            #expect(TimeText.timeOfDay(substring) == TimeText.timeOfDayByCharacters(substring, serviceDay: true), "\(text)")
            #expect(TimeText.timeOfDay(substring, serviceDay: false) == TimeText.timeOfDayByCharacters(substring, serviceDay: false), "\(text)")
            #expect(TimeText.dateTime(substring) == TimeText.dateTimeByCharacters(substring), "\(text)")
            #expect(TimeText.duration(substring) == TimeText.durationByCharacters(substring), "\(text)")
            #expect(ScheduleReader.plainWeekday(text) == nil || ["mo", "tu", "we", "th", "fr", "sa", "su"].contains { text.lowercased().hasPrefix($0) }, "\(text)")
        }
        #expect(ScheduleReader.plainWeekday("Mon") == 0 && ScheduleReader.plainWeekday("SUNDAY") == 6 && ScheduleReader.plainWeekday("m") == nil)
        #expect(ScheduleReader.plainWeekday("mondays") == nil && ScheduleReader.plainWeekday("2nd") == nil)
    }
}
