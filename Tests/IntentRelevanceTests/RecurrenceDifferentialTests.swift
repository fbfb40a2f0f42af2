import Foundation
@testable import IntentRelevance
import IntentKitTestSupport
import Testing

/// IntentKit's recurrence expansion against python-dateutil's `rrule` over generated rules.
///
/// python-dateutil is installed on the machines IntentKit is developed and tested on (`.ci/run`
/// checks it); without it this test fails with the reason rather than skipping.
@Suite struct RecurrenceDifferentialTests {
    static let zones = ["America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "Europe/Berlin", "Europe/London", "Asia/Tokyo", "Asia/Kolkata", "America/Los_Angeles", "UTC"]

    /// A deterministic generator (SplitMix64), so a failure names a rule that can be reproduced.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
        mutating func some<T>(_ values: [T], upTo count: Int) -> [T] {
            var picked: [T] = []
            for value in values where chance(100 * count / max(values.count, 1)) { picked.append(value) }
            return picked.isEmpty ? [values[int(0...values.count - 1)]] : picked
        }
    }

    /// One generated rule: its YAML for IntentKit and its JSON for the oracle.
    struct Case {
        var yaml: String
        var oracle: [String: Any]
        var zone: String
        var startDay: Int
        var limitDay: Int
    }

    static func generate(count: Int) -> [Case] {
        var random = Generator(state: 20_261_121)
        let weekdayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        let frequencies = ["day", "week", "month", "year"]
        return (0..<count).map { index in
            let zone = zones[index % zones.count]
            let frequency = frequencies[random.int(0...3)]
            let start = CivilCalendar.day(year: random.int(2024...2027), month: random.int(1...12), day: random.int(1...28))
            var yaml = ["every: \(frequency)", "from: \"\(TimeText.isoDate(start))\""]
            var oracle: [String: Any] = ["every": frequency, "timeZone": zone, "from": TimeText.isoDate(start) + "T00:00:00"]
            let interval = random.chance(40) ? random.int(2...4) : 1
            yaml.append("interval: \(interval)")
            oracle["interval"] = interval
            // Hours that meet daylight-saving changes (1–3 h) come up often on purpose.
            let hours = random.some([0, 1, 2, 3, 7, 9, 12, 18, 23], upTo: 2).sorted()
            let minutes = random.some([0, 15, 30, 45], upTo: 1).sorted()
            let times = hours.flatMap { hour in minutes.map { String(format: "\"%02d:%02d\"", hour, $0) } }
            yaml.append("at: [\(times.joined(separator: ", "))]")
            oracle["hours"] = hours
            oracle["minutes"] = minutes
            var weekdays: [[String: Any]] = []
            var weekdayTexts: [String] = []
            if frequency == "week" || (frequency != "week" && random.chance(35)) {
                // dateutil intersects plain and n-th weekdays in one rule (RFC 5545 unites them; IntentKit
                // does, see RecurrenceRuleTests), so a generated rule uses one form or the other.
                let ordinals = (frequency == "month" || frequency == "year") && random.chance(50)
                for day in random.some(Array(0...6), upTo: 2) {
                    if ordinals {
                        let ordinal = [1, 2, 3, 4, -1, -2][random.int(0...5)]
                        weekdays.append(["weekday": day, "ordinal": ordinal])
                        weekdayTexts.append("\"\(ordinal)\(weekdayNames[day])\"")
                    } else {
                        weekdays.append(["weekday": day])
                        weekdayTexts.append(weekdayNames[day])
                    }
                }
                yaml.append("on: [\(weekdayTexts.joined(separator: ", "))]")
                oracle["on"] = weekdays
            }
            if (frequency == "month" || frequency == "year"), weekdays.isEmpty || random.chance(20) {
                let days = random.some([1, 15, 28, 29, 30, 31, -1, -2], upTo: 2)
                yaml.append("days: [\(days.map(String.init).joined(separator: ", "))]")
                oracle["days"] = days
            }
            if frequency == "year" || (frequency == "day" && random.chance(20)) {
                let months = random.some(Array(1...12), upTo: 3)
                yaml.append("months: [\(months.map(String.init).joined(separator: ", "))]")
                oracle["months"] = months
            }
            if random.chance(40) {
                let count = random.int(1...40)
                yaml.append("count: \(count)")
                oracle["count"] = count
            } else if random.chance(50) {
                let until = start + random.int(0...500)
                yaml.append("until: \"\(TimeText.isoDate(until))\"")
                oracle["until"] = TimeText.isoDate(until) + "T00:00:00"
            }
            let limit = start + (frequency == "year" ? 3 * 366 : 400)
            oracle["limit"] = TimeText.isoDate(limit) + "T00:00:00"
            return Case(yaml: yaml.joined(separator: "\n"), oracle: oracle, zone: zone, startDay: start, limitDay: limit)
        }
    }

    @Test func generatedRulesMatchDateutil() throws {
        let cases = Self.generate(count: 240)
        let expected = try Self.runOracle(cases.map(\.oracle))
        try #require(expected.count == cases.count)
        var mismatches: [String] = []
        var instances = 0
        for (index, testCase) in cases.enumerated() {
            let rule = try loadRule(zone: testCase.zone, testCase.yaml)
            let actual = try starts(of: rule, from: TimeText.isoDate(testCase.startDay), to: TimeText.isoDate(testCase.limitDay), shownIn: testCase.zone)
            instances += actual.count
            if actual != expected[index] {
                let firstDifference = zip(actual, expected[index]).first { $0 != $1 }.map { "IntentKit \($0.0), dateutil \($0.1)" }
                    ?? "IntentKit has \(actual.count) instances, dateutil \(expected[index].count)"
                mismatches.append("rule \(index) in \(testCase.zone):\n\(testCase.yaml)\n→ \(firstDifference)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(cases.count) rules differ:\n\(mismatches.prefix(5).joined(separator: "\n\n"))")
        // The comparison means something only if the rules produce instances.
        #expect(instances > 5_000)
    }

    static func runOracle(_ rules: [[String: Any]]) throws -> [[String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", fixturesDirectory() + "/rrule_oracle.py"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let payload = try JSONSerialization.data(withJSONObject: rules)
        input.fileHandleForWriting.write(payload)
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("the dateutil oracle failed (python3 with python-dateutil is required; .ci/run installs it): \(message)")
        }
        return try JSONDecoder().decode([[String]].self, from: data)
    }
}
