import Diagnostics
import Foundation

extension RelevanceSchedule {
    /// Reads a schedule file (YAML; the format is in `docs/relevance.md`).
    ///
    /// Every problem is a diagnostic with the file, line and column; the schedule is `nil` only
    /// when the file cannot be read (`relevance.unreadable`), is not YAML or is empty. A schedule
    /// is still returned when other diagnostics are errors, so check them before ranking it.
    ///
    /// - Parameters:
    ///   - path: The schedule file, relative to the current directory or absolute.
    ///   - timeZone: A zone that overrides the schedule's `timeZone` for showing times and
    ///     evaluating floating ones; `nil` keeps the schedule's.
    public static func load(contentsOf path: String, timeZone: ZoneRules? = nil) -> (schedule: RelevanceSchedule?, diagnostics: [Diagnostic]) {
        switch FileIO.read(path) {
        case .failure(let error):
            var diagnostic = error.diagnostic
            diagnostic.id = RelevanceChecks.unreadable.id
            return (nil, [diagnostic])
        case .success(let bytes):
            // ASCII is valid UTF-8 as it is: read the bytes without making a string of them.
            let tree = bytes.withUnsafeBufferPointer { bytes -> Result<YAMLTree, YAMLTree.Failure>? in
                guard YAMLTree.isASCII(bytes) else { return nil }
                return Result { () throws(YAMLTree.Failure) -> YAMLTree in try YAMLTree.read(utf8: bytes) }
            }
            guard let tree else { return load(yaml: String(decoding: bytes, as: UTF8.self), path: path, timeZone: timeZone) }
            return load(tree, path: path, timeZone: timeZone)
        }
    }

    /// Reads a schedule from YAML text, naming `path` in diagnostics.
    ///
    /// The text is read from libyaml's events into a flat table of nodes, which the schedule is
    /// read from; aliases are bounded, so an alias bomb is an error, not a hang. Every problem is a
    /// diagnostic with `path`, line and column; the schedule is `nil` only when the text is not
    /// YAML or is empty.
    ///
    /// - Parameters:
    ///   - yaml: The schedule's YAML text (the format is in `docs/relevance.md`).
    ///   - path: The name diagnostics give the text, such as the file it came from.
    ///   - timeZone: A zone that overrides the schedule's `timeZone` for showing times and
    ///     evaluating floating ones; `nil` keeps the schedule's.
    public static func load(yaml: String, path: String, timeZone: ZoneRules? = nil) -> (schedule: RelevanceSchedule?, diagnostics: [Diagnostic]) {
        load(Result { () throws(YAMLTree.Failure) -> YAMLTree in try YAMLTree.read(yaml) }, path: path, timeZone: timeZone)
    }

    private static func load(_ read: Result<YAMLTree, YAMLTree.Failure>, path: String, timeZone: ZoneRules?) -> (schedule: RelevanceSchedule?, diagnostics: [Diagnostic]) {
        let tree: YAMLTree
        do {
            tree = try read.get()
        } catch {
            let location = SourceLocation(file: path, line: error.line, column: error.column)
            return (nil, [RelevanceChecks.malformedYAML.diagnostic(error.message, at: location)])
        }
        var reader = ScheduleReader(path: path, tree: tree)
        guard let root = tree.root else {
            return (nil, [RelevanceChecks.missingKey.diagnostic("the schedule is empty; it needs at least timeZone and relevance", at: SourceLocation(file: path, line: 1, column: 1))])
        }
        var schedule = reader.readSchedule(root, zoneOverride: timeZone)
        schedule.path = path
        return (schedule, reader.diagnostics)
    }
}

/// What reading a run of entries gave.
private struct EntryChunk: Sendable {
    var entries: [RelevanceEntry] = []
    /// For each entry node: whether it gave an entry, and how many diagnostics there were after it.
    var read: [(gaveEntry: Bool, diagnosticsEnd: Int)] = []
    var diagnostics: [Diagnostic] = []
}

/// Defaults a schedule passes down to its entries and rules.
private struct Inherited: Sendable {
    var zone: ZoneRules?
    var gap: GapPolicy = .shiftForward
    var fold: FoldPolicy = .first
}

extension ScheduleReader {
    fileprivate mutating func readSchedule(_ root: Node, zoneOverride: ZoneRules?) -> RelevanceSchedule {
        var schedule = RelevanceSchedule(timeZone: zoneOverride ?? .utc)
        guard let fields = fields(of: root, in: "the schedule", ScheduleKey.self, required: [.timeZone, .relevance]) else { return schedule }
        if let version = fields[.version], let number = integer(version.value, "version", in: 1...1000), number != 1 {
            report(RelevanceChecks.invalidValue, "this IntentKit reads schedule version 1, the file is version \(number)", at: version.value)
        }
        if zoneOverride == nil, let node = fields[.timeZone]?.value, let zone = zone(node, allowFloating: false), let zone {
            schedule.timeZone = zone
        }
        if let node = fields[.lookAhead]?.value, let duration = duration(node, "lookAhead") {
            if duration.days != 0 {
                report(RelevanceChecks.invalidValue, "lookAhead must be exact (hours, minutes, seconds), not days", at: node, fixIt: "write \(duration.days * 24)h")
            } else {
                schedule.lookAhead = duration.seconds
            }
        }
        if let node = fields[.grouping]?.value, let grouping = choice(node, "grouping", as: RelevanceSchedule.Grouping.self) {
            schedule.grouping = grouping
        }
        var inherited = Inherited(zone: schedule.timeZone)
        if let node = fields[.gap]?.value, let gap = choice(node, "gap", as: GapPolicy.self) { inherited.gap = gap }
        if let node = fields[.fold]?.value, let fold = choice(node, "fold", as: FoldPolicy.self) { inherited.fold = fold }
        if let node = fields[.widgets]?.value {
            for widgetNode in list(node, "widgets") {
                guard let widget = readWidget(widgetNode) else { continue }
                if let first = schedule.widgets.first(where: { $0.kind == widget.kind }) {
                    diagnostics.append(RelevanceChecks.duplicateID.diagnostic(
                        "widget kind '\(widget.kind)' is declared twice",
                        at: widget.location,
                        notes: [Diagnostic.Note("first declared here", at: first.location)]
                    ))
                    continue
                }
                schedule.widgets.append(widget)
            }
        }
        if let node = fields[.relevance]?.value {
            let entryNodes = list(node, "relevance")
            var widgetIndex: [String: Int] = [:]
            for (index, widget) in schedule.widgets.enumerated() where widgetIndex[widget.kind] == nil { widgetIndex[widget.kind] = index }
            var chunks = readEntries(entryNodes, schedule: schedule, widgetIndex: widgetIndex, inherited: inherited)
            // The first chunk's entries become the schedule's without a copy; the others are appended.
            schedule.entries = chunks[0].entries
            chunks[0].entries = []
            for index in chunks.indices.dropFirst() { schedule.entries.append(contentsOf: chunks[index].entries) }
            var ids: [String: SourceLocation?] = [:]
            ids.reserveCapacity(schedule.entries.count)
            var entryIndex = 0
            for chunk in chunks {
                var start = 0
                for (gaveEntry, end) in chunk.read {
                    diagnostics.append(contentsOf: chunk.diagnostics[start..<end])
                    start = end
                    guard gaveEntry else { continue }
                    let id = schedule.entries[entryIndex].id, location = schedule.entries[entryIndex].location
                    entryIndex += 1
                    if let first = ids[id] {
                        diagnostics.append(RelevanceChecks.duplicateID.diagnostic(
                            "entry id '\(id)' is used twice; ids must be unique",
                            at: location,
                            notes: [Diagnostic.Note("first used here", at: first)]
                        ))
                    }
                    ids[id] = location
                }
            }
        }
        return schedule
    }

    /// Reads every entry, in one chunk per core when there are many. Each chunk records, after each
    /// entry node, whether it gave an entry and how many diagnostics there were, so the caller can
    /// put the diagnostics in the order one pass gives.
    private func readEntries(_ nodes: NodeList, schedule: RelevanceSchedule, widgetIndex: [String: Int], inherited: Inherited) -> [EntryChunk] {
        let chunkCount = nodes.count < 4096 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, nodes.count / 1024))
        let chunkSize = (nodes.count + chunkCount - 1) / chunkCount
        let ranges = (0..<chunkCount).map { ($0 * chunkSize)..<min(($0 + 1) * chunkSize, nodes.count) }
        let reader = ScheduleReader(path: path, tree: tree)
        let read = { @Sendable (range: Range<Int>) -> EntryChunk in
            var chunkReader = reader
            var chunk = EntryChunk()
            chunk.entries.reserveCapacity(range.count)
            chunk.read.reserveCapacity(range.count)
            for index in range {
                let entry = chunkReader.readEntry(nodes[index], index: index, schedule: schedule, widgetIndex: widgetIndex, inherited: inherited)
                if let entry { chunk.entries.append(entry) }
                chunk.read.append((entry != nil, chunkReader.diagnostics.count))
            }
            chunk.diagnostics = chunkReader.diagnostics
            return chunk
        }
        return ranges.count == 1 ? ranges.map(read) : ranges.concurrentMap(read)
    }

    private mutating func readWidget(_ node: Node) -> WidgetDeclaration? {
        guard let fields = fields(of: node, in: "a widget", WidgetKey.self, required: [.kind]),
              let kindNode = fields[.kind]?.value, let kind = text(kindNode, "kind"), !kind.isEmpty else { return nil }
        var widget = WidgetDeclaration(kind: kind, location: location(kindNode))
        if let node = fields[.intent]?.value { widget.intentType = text(node, "intent") }
        if let node = fields[.pinned]?.value { widget.pinned = boolean(node, "pinned") ?? false }
        return widget
    }

    private mutating func readEntry(_ node: Node, index: Int, schedule: RelevanceSchedule, widgetIndex: [String: Int], inherited: Inherited) -> RelevanceEntry? {
        guard let fields = fields(of: node, in: "a relevance entry", EntryKey.self, required: [.widget]),
              let widgetNode = fields[.widget]?.value, let kind = text(widgetNode, "widget") else { return nil }
        let widget = widgetIndex[kind].map { schedule.widgets[$0] }
        if widget == nil {
            let suggestion = Suggestions.closest(to: kind, among: schedule.widgets.map(\.kind))
            report(
                RelevanceChecks.unknownWidget,
                "widget '\(kind)' is not declared under widgets\(suggestion.map { "; did you mean '\($0)'?" } ?? "")",
                at: widgetNode,
                fixIt: suggestion == nil ? "declare it: widgets: [{kind: \(kind)}]" : nil
            )
        }
        var intentType = widget?.intentType
        if let intentNode = fields[.intent]?.value, let written = text(intentNode, "intent") {
            if let declared = widget?.intentType, declared != written {
                report(RelevanceChecks.intentMismatch, "widget '\(kind)' is configured with \(declared), not \(written)", at: intentNode)
            }
            intentType = written
        }
        var parameters: [(name: String, value: String)] = []
        if let parametersNode = fields[.parameters]?.value {
            if tree[parametersNode].kind == .mapping {
                let items = tree.elements(of: parametersNode)
                for index in stride(from: items.startIndex, to: items.endIndex, by: 2) {
                    guard let name = text(items[index], "a parameter name"), let valueText = text(items[index + 1], "parameter '\(name)'") else { continue }
                    parameters.append((name, valueText))
                }
            } else {
                report(RelevanceChecks.invalidValue, "parameters must map parameter names to values, found \(self.kind(of: parametersNode))", at: parametersNode)
            }
        }
        let id = fields[.id].flatMap { text($0.value, "id") } ?? "\(kind)#\(index + 1)"
        var entry = RelevanceEntry(id: id, widgetKind: kind, intent: IntentReference(type: intentType ?? kind, parameters: parameters))
        entry.location = location(node)
        if let node = fields[.kind]?.value, let dateKind = choice(node, "kind", as: RelevantContext.DateKind.self) { entry.kind = dateKind }
        if let node = fields[.weight]?.value, let text = text(node, "weight") {
            if let weight = Double(text), weight > 0, weight.isFinite {
                entry.weight = weight
            } else {
                report(RelevanceChecks.invalidValue, "weight must be a positive number, found '\(text)'", at: node)
            }
        }
        var inherited = inherited
        if let node = fields[.timeZone]?.value, let zone = zone(node, allowFloating: true) { inherited.zone = zone }
        if let node = fields[.windows]?.value {
            for windowNode in list(node, "windows") {
                if let window = readWindow(windowNode, inherited: inherited, evaluationZone: schedule.timeZone) { entry.windows.append(window) }
            }
        }
        if let node = fields[.`repeat`]?.value {
            for ruleNode in list(node, "repeat") {
                if let rule = readRule(ruleNode, inherited: inherited) { entry.rules.append(rule) }
            }
        }
        if fields[.windows] == nil, fields[.`repeat`] == nil {
            report(RelevanceChecks.noWindows, "entry '\(id)' has no windows and no repeat rules, so it is never relevant", at: node)
        }
        return entry
    }

    /// A one-off window: `start` with `end` or `duration`, or an all-day `date` (with an exclusive `end` date).
    private mutating func readWindow(_ node: Node, inherited: Inherited, evaluationZone: ZoneRules) -> TimeWindow? {
        guard let fields = fields(of: node, in: "a window", WindowKey.self) else { return nil }
        var inherited = inherited
        if let zoneNode = fields[.timeZone]?.value, let zone = zone(zoneNode, allowFloating: true) { inherited.zone = zone }
        if let gapNode = fields[.gap]?.value, let gap = choice(gapNode, "gap", as: GapPolicy.self) { inherited.gap = gap }
        if let foldNode = fields[.fold]?.value, let fold = choice(foldNode, "fold", as: FoldPolicy.self) { inherited.fold = fold }
        let zone = inherited.zone ?? evaluationZone
        if fields[.end] != nil, fields[.duration] != nil, let endNode = fields[.end]?.key {
            report(RelevanceChecks.conflictingKeys, "a window takes end or duration, not both", at: endNode)
            return nil
        }
        let startField = fields[.start] ?? fields[.date]
        guard let startField else {
            report(RelevanceChecks.missingKey, "a window needs start (a date-time) or date (an all-day window)", at: node)
            return nil
        }
        if fields[.start] != nil, fields[.date] != nil {
            report(RelevanceChecks.conflictingKeys, "a window takes start or date, not both", at: startField.key)
            return nil
        }
        guard let start = moment(startField.value, tree.string(startField.key)) else { return nil }
        // The start as an instant (the first one shown, for a local time) and as a local time.
        func resolve(_ local: Int64) -> Int64? {
            zone.instants(showing: local, gap: inherited.gap, fold: .first).earliest
        }
        switch start {
        case .day(let day):
            var endDay = day + 1
            if let endNode = fields[.end]?.value {
                guard let written = date(endNode, "end") else { return nil }
                guard written > day else {
                    report(RelevanceChecks.invalidValue, "an all-day window's end is exclusive and must be after its start date", at: endNode, fixIt: "end: \(TimeText.isoDate(day + 1)) covers the start date only")
                    return nil
                }
                endDay = written
            } else if let durationNode = fields[.duration]?.value, let duration = duration(durationNode, "duration") {
                endDay = day + max(duration.days, 1)
            }
            guard let startInstant = resolve(Int64(day) * CivilCalendar.secondsPerDay), let endInstant = resolve(Int64(endDay) * CivilCalendar.secondsPerDay) else { return nil }
            return TimeWindow(start: startInstant, end: endInstant)
        case .local, .instant:
            let startInstant: Int64
            let startLocal: Int64
            if case .instant(let instant) = start {
                startInstant = instant
                startLocal = zone.local(at: instant)
            } else if case .local(let local) = start {
                guard let instant = resolve(local) else {
                    report(RelevanceChecks.invalidValue, "\(TimeText.isoDate(CivilCalendar.day(ofLocal: local))) \(TimeText.clock(local - Int64(CivilCalendar.day(ofLocal: local)) * 86_400, withSeconds: false)) does not exist in \(zone) (the clocks skip it) and gap is skip", at: startField.value)
                    return nil
                }
                startInstant = instant
                startLocal = local
            } else {
                return nil
            }
            if let endNode = fields[.end]?.value {
                guard let endText = text(endNode, "end") else { return nil }
                let endInstant: Int64
                if let time = TimeText.timeOfDay(endText[...]) {
                    let day = Int64(CivilCalendar.day(ofLocal: startLocal))
                    var endLocal = day * CivilCalendar.secondsPerDay + time
                    if endLocal <= startLocal { endLocal += CivilCalendar.secondsPerDay }
                    endInstant = resolve(endLocal) ?? startInstant
                } else if let moment = moment(endNode, "end") {
                    switch moment {
                    case .instant(let instant): endInstant = instant
                    case .local(let local): endInstant = resolve(local) ?? startInstant
                    case .day(let day): endInstant = resolve(Int64(day) * CivilCalendar.secondsPerDay) ?? startInstant
                    }
                } else {
                    return nil
                }
                guard endInstant >= startInstant else {
                    report(RelevanceChecks.invalidValue, "the window ends before it starts", at: endNode)
                    return nil
                }
                return TimeWindow(start: startInstant, end: endInstant)
            }
            if let durationNode = fields[.duration]?.value {
                guard let duration = duration(durationNode, "duration") else { return nil }
                var end = startInstant
                if duration.days != 0 {
                    end = resolve(startLocal + Int64(duration.days) * CivilCalendar.secondsPerDay) ?? startInstant
                }
                return TimeWindow(start: startInstant, end: end + duration.seconds)
            }
            return TimeWindow(start: startInstant, end: startInstant)
        }
    }

    private mutating func readRule(_ node: Node, inherited: Inherited) -> RecurrenceRule? {
        guard let fields = fields(of: node, in: "a repeat rule", RuleKey.self, required: [.every, .from]),
              let everyNode = fields[.every]?.value, let frequency = choice(everyNode, "every", as: RecurrenceRule.Frequency.self),
              let fromNode = fields[.from]?.value, let startDay = date(fromNode, "from")
        else { return nil }
        var rule = RecurrenceRule(frequency: frequency, startDay: startDay)
        var valid = true
        rule.zone = inherited.zone
        rule.gap = inherited.gap
        rule.fold = inherited.fold
        if let node = fields[.timeZone]?.value { if let zone = zone(node, allowFloating: true) { rule.zone = zone } else { valid = false } }
        if let node = fields[.gap]?.value { if let gap = choice(node, "gap", as: GapPolicy.self) { rule.gap = gap } else { valid = false } }
        if let node = fields[.fold]?.value { if let fold = choice(node, "fold", as: FoldPolicy.self) { rule.fold = fold } else { valid = false } }
        if let node = fields[.invalidDay]?.value {
            if let policy = choice(node, "invalidDay", as: RecurrenceRule.InvalidDayPolicy.self) { rule.invalidDay = policy } else { valid = false }
        }
        if let node = fields[.interval]?.value { if let interval = integer(node, "interval", in: 1...1000) { rule.interval = interval } else { valid = false } }
        if let node = fields[.weekStart]?.value {
            if let day = weekday(node), day.ordinal == nil { rule.weekStart = day.weekday } else { valid = false }
        }
        if let node = fields[.on]?.value {
            for dayNode in list(node, "on") {
                guard let day = weekday(dayNode) else { valid = false; continue }
                if day.ordinal != nil, frequency == .daily || frequency == .weekly {
                    report(RelevanceChecks.invalidValue, "'\(tree.string(dayNode))' picks the n-th weekday of a month or year; it needs every: month or every: year", at: dayNode)
                    valid = false
                    continue
                }
                rule.weekdays.append(day)
            }
        }
        if let node = fields[.days]?.value {
            for dayNode in list(node, "days") {
                guard let text = text(dayNode, "days"), let day = Int(text), day != 0, (-31...31).contains(day) else {
                    report(RelevanceChecks.invalidValue, "days holds days of the month, 1 to 31 or -1 (the last) to -31, found '\(tree.string(dayNode))'", at: dayNode)
                    valid = false
                    continue
                }
                rule.monthDays.append(day)
            }
        }
        if let node = fields[.months]?.value {
            for monthNode in list(node, "months") {
                if let month = integer(monthNode, "a month", in: 1...12) { rule.months.append(month) } else { valid = false }
            }
        }
        if let node = fields[.at]?.value {
            for timeNode in list(node, "at") {
                if let time = timeOfDay(timeNode, "at") { rule.times.append(time) } else { valid = false }
            }
        }
        if let node = fields[.allDay]?.value { rule.allDay = boolean(node, "allDay") ?? false }
        if rule.allDay, let atKey = fields[.at]?.key {
            report(RelevanceChecks.conflictingKeys, "an all-day rule has no start times; remove at or allDay", at: atKey)
            valid = false
        }
        if !rule.allDay, fields[.at] == nil {
            report(RelevanceChecks.missingKey, "a repeat rule needs at (start times) or allDay: true", at: node)
            valid = false
        }
        if fields[.duration] != nil, let endField = fields[.end] {
            report(RelevanceChecks.conflictingKeys, "a repeat rule takes duration or end, not both", at: endField.key)
            valid = false
        } else if let node = fields[.duration]?.value {
            if let duration = duration(node, "duration") { rule.duration = duration } else { valid = false }
        } else if let node = fields[.end]?.value {
            if let time = timeOfDay(node, "end") { rule.endTime = time } else { valid = false }
        }
        if fields[.until] != nil, let countField = fields[.count] {
            report(RelevanceChecks.conflictingKeys, "count and until exclude each other (RFC 5545); keep one", at: countField.key)
            valid = false
        } else if let node = fields[.until]?.value {
            switch moment(node, "until") {
            case .day(let day)?: rule.bound = .untilDay(day)
            case .local(let local)?: rule.bound = .untilLocal(local)
            case .instant(let instant)?: rule.bound = .untilInstant(instant)
            case nil: valid = false
            }
        } else if let node = fields[.count]?.value {
            if let count = integer(node, "count", in: 0...100_000) { rule.bound = .count(count) } else { valid = false }
        }
        if let node = fields[.except]?.value {
            for momentNode in list(node, "except") {
                if let moment = moment(momentNode, "except") { rule.exceptions.insert(moment) } else { valid = false }
            }
        }
        if let node = fields[.add]?.value {
            for momentNode in list(node, "add") {
                if let moment = moment(momentNode, "add") { rule.additions.append(moment) } else { valid = false }
            }
        }
        guard valid else { return nil }
        rule.normalize()
        if rule.additions.isEmpty, let reason = rule.emptinessReason {
            report(RelevanceChecks.emptyRule, "this rule never produces a window (\(reason))", at: node)
        }
        return rule
    }

    /// `mon`, `monday`, `MO`; with an ordinal for months and years: `2nd tue`, `last fri`, `-1 fr`, `first mon`.
    private mutating func weekday(_ node: Node) -> RecurrenceRule.Weekday? {
        guard let text = text(node, "a weekday") else { return nil }
        if let plain = Self.plainWeekday(text) { return RecurrenceRule.Weekday(weekday: plain, ordinal: nil) }
        let words = text.lowercased().split(separator: " ")
        let ordinals = Self.ordinals
        var ordinal: Int?
        var name: Substring = ""
        var readable = true
        if words.count == 2 {
            ordinal = ordinals[String(words[0])] ?? Int(words[0])
            readable = ordinal != nil
            name = words[1]
        } else if words.count == 1 {
            name = words[0]
            if let split = name.firstIndex(where: \.isLetter), split != name.startIndex {
                ordinal = Int(name[..<split])
                readable = ordinal != nil
                name = name[split...]
            }
        } else {
            readable = false
        }
        if readable, ordinal.map({ $0 != 0 && (-53...53).contains($0) }) ?? true, name.count >= 2,
           let index = Self.weekdayNames.firstIndex(where: { $0.hasPrefix(name) }) {
            return RecurrenceRule.Weekday(weekday: index, ordinal: ordinal)
        }
        report(
            RelevanceChecks.invalidValue,
            "'\(text)' is not a weekday; write mon … sun, or for months and years an ordinal such as 2nd tue or last fri",
            at: node,
            fixIt: nil
        )
        return nil
    }

    static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    static let ordinals = ["first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5, "last": -1]

    /// A weekday written as letters alone (`mon`, `Tuesday`, `WE`): the usual case, read without making strings.
    ///
    /// `nil` for anything else, which ``weekday(_:)`` reads the long way (and reports).
    static func plainWeekday(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard bytes.count >= 2, bytes.count <= 9,
                  bytes.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }) else { return nil }
            return weekdayNames.firstIndex { name in
                name.utf8.count >= bytes.count && zip(name.utf8, bytes).allSatisfy { $0 == $1 | 0x20 }
            }
        }
    }
}
