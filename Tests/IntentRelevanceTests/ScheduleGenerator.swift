/// Random schedules in every style YAML allows, right and wrong, for comparing readers.
///
/// Each schedule mixes block and flow collections, plain, quoted and block scalars, comments,
/// anchors and aliases, and with `mistakes` also typos, wrong kinds, invalid values, duplicate
/// keys and broken syntax. The same seed always gives the same text.
struct ScheduleGenerator {
    private var state: UInt64
    /// Whether this schedule uses anchors, and which it has defined so far.
    private var anchored = false
    private var weekdaysAnchored = false
    private var anchoredRules = 0

    init(seed: UInt64) {
        state = seed
    }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    private mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    private mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

    /// A value as YAML may write it: plain, single- or double-quoted.
    private mutating func scalar(_ text: String) -> String {
        switch int(0...5) {
        case 0: "'\(text.replacingOccurrences(of: "'", with: "''"))'"
        case 1: "\"\(text)\""
        default: text
        }
    }

    private mutating func maybeWrong(_ right: String, wrong: [String], mistakes: Bool) -> String {
        mistakes && chance(6) ? pick(wrong) : right
    }

    /// One schedule; `mistakes` adds problems the reader must report.
    mutating func schedule(entries: Int, mistakes: Bool) -> String {
        let zones = ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "UTC", "Asia/Kolkata"]
        var lines: [String] = []
        if chance(30) { lines.append("# a generated schedule") }
        if chance(30) { lines.append("version: \(maybeWrong("1", wrong: ["2", "one", "[1]"], mistakes: mistakes))") }
        lines.append("timeZone: \(scalar(maybeWrong(pick(zones), wrong: ["America/NewYork", "Mars/Base", "{a: b}"], mistakes: mistakes)))")
        if chance(50) { lines.append("lookAhead: \(maybeWrong(pick(["1h", "45m", "PT30M", "90s"]), wrong: ["1d", "soon", "-1h"], mistakes: mistakes))") }
        if chance(30) { lines.append("grouping: \(maybeWrong(pick(["kind", "none"]), wrong: ["knid", "[kind]"], mistakes: mistakes))") }
        if chance(20) { lines.append("\(maybeWrong("gap", wrong: ["gpa"], mistakes: mistakes)): \(pick(["shiftForward", "skip"]))") }
        if chance(20) { lines.append("fold: \(maybeWrong(pick(["first", "both"]), wrong: ["second"], mistakes: mistakes))") }
        let kinds = (0..<int(1...4)).map { "W\($0)" }
        lines.append("widgets:")
        for kind in kinds {
            if chance(50) {
                lines.append("  - {kind: \(scalar(kind))\(chance(40) ? ", intent: \(kind)Intent" : "")\(chance(20) ? ", pinned: \(maybeWrong(pick(["true", "false", "yes"]), wrong: ["maybe"], mistakes: mistakes))" : "")}")
            } else {
                lines.append("  - kind: \(scalar(kind))")
                if chance(40) { lines.append("    intent: \(kind)Intent") }
            }
        }
        if mistakes && chance(10) { lines.append("  - kind: \(kinds[0])") }
        anchored = chance(30)
        weekdaysAnchored = false
        anchoredRules = 0
        lines.append("relevance:")
        for index in 0..<entries {
            lines.append(contentsOf: entry(index: index, kinds: kinds, zones: zones, mistakes: mistakes))
        }
        if mistakes && chance(8) { lines.append(pick(["timeZone: UTC", "relevance: [", "  - {widget: W0", "\tbad: tab", "--- \nsecond: document", "oops: *undefined", "key: \"unterminated", "bad: \u{01}control"])) }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func entry(index: Int, kinds: [String], zones: [String], mistakes: Bool) -> [String] {
        var fields: [String] = []
        if chance(70) { fields.append("id: \(scalar(maybeWrong("e\(index)", wrong: ["e0", "[x]"], mistakes: mistakes)))") }
        fields.append("widget: \(scalar(maybeWrong(pick(kinds), wrong: ["W9", "Wx"], mistakes: mistakes)))")
        if chance(15) { fields.append("intent: \(maybeWrong(pick(kinds) + "Intent", wrong: ["OtherIntent"], mistakes: mistakes))") }
        if chance(30) { fields.append("parameters: {stop: \(scalar("s\(int(1...9))")), line: \(int(100...400))}") }
        if chance(40) { fields.append("kind: \(maybeWrong(pick(["scheduled", "default", "informational"]), wrong: ["urgent"], mistakes: mistakes))") }
        if chance(40) { fields.append("weight: \(maybeWrong(pick(["1", "0.5", "2", "1.5e0"]), wrong: ["-1", "heavy", "0"], mistakes: mistakes))") }
        if chance(30) { fields.append("timeZone: \(maybeWrong(pick(zones + ["floating"]), wrong: ["Europe/Berln"], mistakes: mistakes))") }
        if mistakes && chance(5) { fields.append("wigdet: W0") }
        if mistakes && chance(3) { fields.append("widget: W0") } // a key given twice
        var windows: [String] = []
        for _ in 0..<int(0...2) { windows.append(window(mistakes: mistakes)) }
        var rules: [String] = []
        for _ in 0..<int(0...2) { rules.append(rule(mistakes: mistakes)) }
        if !windows.isEmpty { fields.append("windows: [\(windows.joined(separator: ", "))]") }
        if !rules.isEmpty {
            if chance(50) {
                fields.append("repeat:\n" + rules.map { "      - \($0)" }.joined(separator: "\n"))
            } else {
                fields.append("repeat: [\(rules.joined(separator: ", "))]")
            }
        }
        if chance(40) {
            return ["  - {\(fields.filter { !$0.contains("\n") }.joined(separator: ", "))}"] + (fields.contains { $0.contains("\n") } ? ["  - widget: \(kinds[0])"] : [])
        }
        var lines: [String] = []
        for (position, field) in fields.enumerated() {
            lines.append((position == 0 ? "  - " : "    ") + field)
            if chance(5) { lines.append("    # a comment") }
        }
        return lines
    }

    private mutating func window(mistakes: Bool) -> String {
        let day = "2026-\(String(format: "%02d", int(1...12)))-\(String(format: "%02d", int(1...28)))"
        switch int(0...4) {
        case 0: return "{start: \"\(day)T\(String(format: "%02d:%02d", int(0...23), pick([0, 15, 30, 45])))\", duration: \(maybeWrong(pick(["1h", "30m", "1d"]), wrong: ["soon"], mistakes: mistakes))}"
        case 1: return "{start: \"\(day)T08:00:00-05:00\", end: \(maybeWrong(pick(["\"10:00\"", "\"\(day)T12:00\"", "\"07:00\""]), wrong: ["\"25:99\"", "[a]"], mistakes: mistakes))}"
        case 2: return "{date: \(day)\(chance(50) ? ", duration: \(int(1...3))d" : "")}"
        case 3: return "{date: \(day), end: \(maybeWrong("2027-01-01", wrong: ["2026-01-01", "never"], mistakes: mistakes))}"
        default: return maybeWrong("{start: \"\(day)T09:00\", gap: skip, fold: both, timeZone: Europe/Berlin}", wrong: ["{duration: 1h}", "{start: \"\(day)T09:00\", date: \(day)}", "just-text", "{start: \"\(day)T09:00\", end: \"10:00\", duration: 1h}"], mistakes: mistakes)
        }
    }

    private mutating func rule(mistakes: Bool) -> String {
        if anchored, anchoredRules > 0, chance(30) { return "*rule\(int(1...anchoredRules))" }
        let written = writtenRule(mistakes: mistakes)
        if anchored, chance(20) {
            anchoredRules += 1
            return "&rule\(anchoredRules) \(written)"
        }
        return written
    }

    private mutating func writtenRule(mistakes: Bool) -> String {
        let every = maybeWrong(pick(["day", "week", "month", "year"]), wrong: ["fortnight"], mistakes: mistakes)
        var parts = ["every: \(every)", "from: \(scalar(maybeWrong("2026-0\(int(1...9))-0\(int(1...9))", wrong: ["2026-02-30", "soon"], mistakes: mistakes)))"]
        if chance(60) { parts.append("at: \(pick(["\"07:15\"", "[9:30, \"18:00\"]", "'25:30'", "08:05"]))") } else if chance(70) { parts.append("allDay: true") }
        if chance(40) {
            var days = "[\(pick(["mon", "tue, thu", "fri, sat, sun"]))]"
            if anchored, chance(50) {
                days = weekdaysAnchored ? "*weekdays" : "&weekdays [mon, tue, wed, thu, fri]"
                weekdaysAnchored = true
            }
            parts.append("on: \(maybeWrong(days, wrong: ["[mun]", "[2nd tue]"], mistakes: mistakes))")
        }
        if chance(20) { parts.append("days: [\(maybeWrong(pick(["1", "15, -1", "08, 09"]), wrong: ["0", "32"], mistakes: mistakes))]") }
        if chance(15) { parts.append("months: [\(maybeWrong(pick(["1", "6, 12"]), wrong: ["13"], mistakes: mistakes))]") }
        if chance(30) { parts.append("interval: \(maybeWrong(String(int(1...4)), wrong: ["0", "many"], mistakes: mistakes))") }
        if chance(40) { parts.append(pick(["duration: 25m", "duration: 1h30m", "end: \"09:00\"", "duration: 2d"])) }
        switch int(0...3) {
        case 0: parts.append("count: \(maybeWrong(String(int(0...20)), wrong: ["-1", "lots"], mistakes: mistakes))")
        case 1: parts.append("until: \(pick(["2026-12-31", "\"2026-12-31T08:00\"", "\"2026-12-31T08:00:00Z\""]))")
        default: break
        }
        if chance(20) { parts.append("except: [\(pick(["2026-03-09", "\"2026-03-09T09:30\"", "\"2026-03-09T09:30:00+01:00\""]))]") }
        if chance(10) { parts.append("add: [2026-04-01]") }
        if chance(10) { parts.append("invalidDay: \(maybeWrong(pick(["skip", "backward", "forward"]), wrong: ["sideways"], mistakes: mistakes))") }
        if chance(10) { parts.append("weekStart: \(maybeWrong(pick(["sun", "mon"]), wrong: ["2nd mon"], mistakes: mistakes))") }
        if chance(10) { parts.append("timeZone: \(pick(["floating", "Asia/Kolkata"]))") }
        if mistakes && chance(5) { parts.append("duraton: 1h") }
        return "{\(parts.joined(separator: ", "))}"
    }
}
