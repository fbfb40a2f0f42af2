/// Draws a timeline as an SVG chart a browser can open.
///
/// One lane per entry with a window in the range, its windows as bars coloured by date kind;
/// the segments where the entry is among the top cards drawn over them, darker for a higher
/// place; a band at the top showing the first card; a time axis in the schedule's zone.
extension RelevanceTimeline {
    /// The chart as SVG text. At most `maximumLanes` entries get lanes (the rest are counted in a note).
    public func svg(maximumLanes: Int = 60) -> String {
        SVGChart(timeline: self, maximumLanes: maximumLanes).render()
    }
}

private struct SVGChart {
    let timeline: RelevanceTimeline
    let maximumLanes: Int

    let labelWidth = 300.0
    let chartWidth = 960.0
    let laneHeight = 24.0
    let top = 92.0

    var zone: ZoneRules { timeline.schedule.timeZone }

    func x(_ instant: Int64) -> Double {
        let span = Double(max(timeline.to - timeline.from, 1))
        return labelWidth + chartWidth * Double(min(max(instant, timeline.from), timeline.to) - timeline.from) / span
    }

    func render() -> String {
        let schedule = timeline.schedule
        var windowsByEntry: [(entry: Int, windows: [TimeWindow])] = []
        for (index, entry) in schedule.entries.enumerated() {
            let windows = entry.windows(intersecting: timeline.from, timeline.to, evaluationZone: zone)
            if !windows.isEmpty { windowsByEntry.append((index, windows)) }
        }
        let lanes = Array(windowsByEntry.prefix(maximumLanes))
        let laneOfEntry = Dictionary(uniqueKeysWithValues: lanes.enumerated().map { ($1.entry, $0) })
        let height = top + Double(lanes.count) * laneHeight + 56
        let width = labelWidth + chartWidth + 24
        var out: [String] = []
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"12\">")
        out.append("  <title>\(escape("Relevance timeline \(zone.iso(timeline.from)) to \(zone.iso(timeline.to))"))</title>")
        out.append("  <rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>")
        out.append("  <text x=\"12\" y=\"20\" font-size=\"14\" font-weight=\"bold\">\(escape("Relevance, \(zone.iso(timeline.from)) → \(zone.iso(timeline.to))"))</text>")
        out.append("  <text x=\"12\" y=\"38\" fill=\"#495057\">\(escape("\(zone.identifier) · top \(timeline.top) · look-ahead \(TimeText.durationText(schedule.lookAhead)) · \(timeline.changePoints.count) changes · bars: scheduled, default, informational windows; dark: top-ranked"))</text>")
        out += axis(height: height)
        // The band of the first card.
        out.append("  <g id=\"top-band\">")
        out.append("    <text x=\"12\" y=\"\(n(top - 12))\" font-weight=\"bold\">#1 in the stack</text>")
        for segment in timeline.segments {
            guard let candidate = segment.cards.first?.candidate else { continue }
            let entry = schedule.entries[candidate.entryIndex]
            out.append("    <rect x=\"\(n(x(segment.start)))\" y=\"\(n(top - 24))\" width=\"\(n(max(x(segment.end) - x(segment.start), 0.5)))\" height=\"16\" fill=\"\(color(of: candidate.entryIndex))\"><title>\(escape("#1 \(entry.id) (\(candidate.state.rawValue)) \(zone.iso(segment.start)) – \(zone.iso(segment.end))"))</title></rect>")
        }
        out.append("  </g>")
        for (lane, item) in lanes.enumerated() {
            let entry = schedule.entries[item.entry]
            let y = top + Double(lane) * laneHeight
            out.append("  <g class=\"lane\" data-entry=\"\(escape(entry.id))\">")
            if lane % 2 == 0 {
                out.append("    <rect x=\"0\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(laneHeight))\" fill=\"#f8f9fa\"/>")
            }
            out.append("    <rect x=\"12\" y=\"\(n(y + 7))\" width=\"10\" height=\"10\" fill=\"\(color(of: item.entry))\"/>")
            out.append("    <text x=\"28\" y=\"\(n(y + 16))\">\(escape(label(entry)))</text>")
            for window in item.windows {
                out.append("    <rect class=\"window\" x=\"\(n(x(window.start)))\" y=\"\(n(y + 5))\" width=\"\(n(max(x(window.end) - x(window.start), 1.5)))\" height=\"\(n(laneHeight - 10))\" fill=\"\(kindColor(entry.kind))\" fill-opacity=\"0.35\"><title>\(escape("\(entry.id) \(entry.kind.rawValue) \(zone.iso(window.start)) – \(zone.iso(window.end))"))</title></rect>")
            }
            out.append("  </g>")
        }
        // Top-ranked stretches over the lanes.
        out.append("  <g id=\"ranked\">")
        for segment in timeline.segments {
            for (place, card) in segment.cards.enumerated() {
                guard let candidate = card.candidate, let lane = laneOfEntry[candidate.entryIndex] else { continue }
                let y = top + Double(lane) * laneHeight
                let opacity = [0.95, 0.7, 0.5, 0.35][min(place, 3)]
                out.append("    <rect class=\"ranked\" x=\"\(n(x(segment.start)))\" y=\"\(n(y + 5))\" width=\"\(n(max(x(segment.end) - x(segment.start), 1)))\" height=\"\(n(laneHeight - 10))\" fill=\"\(kindColor(schedule.entries[candidate.entryIndex].kind))\" fill-opacity=\"\(n(opacity))\" stroke=\"#212529\" stroke-width=\"\(place == 0 ? "1" : "0.5")\"\(candidate.state == .upcoming ? " stroke-dasharray=\"3 2\"" : "")><title>\(escape("#\(place + 1) \(schedule.entries[candidate.entryIndex].id) (\(candidate.state.rawValue)) \(zone.iso(segment.start)) – \(zone.iso(segment.end))"))</title></rect>")
            }
        }
        out.append("  </g>")
        if windowsByEntry.count > lanes.count {
            out.append("  <text x=\"12\" y=\"\(n(height - 12))\" fill=\"#868e96\">\(windowsByEntry.count - lanes.count) more entries with windows in this range are not drawn</text>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Ticks and labels on the schedule's wall clock: hourly ticks for up to two days, then every 6 hours, then days; midnights carry the date.
    func axis(height: Double) -> [String] {
        let span = timeline.to - timeline.from
        let step: Int64 = span <= 2 * 86_400 ? 3600 : span <= 8 * 86_400 ? 6 * 3600 : 86_400
        let labelEvery: Int64 = span <= 36 * 3600 ? 3 * 3600 : span <= 3 * 86_400 ? 6 * 3600 : span <= 8 * 86_400 ? 86_400 : span <= 40 * 86_400 ? 7 * 86_400 : 30 * 86_400
        var out = ["  <g id=\"axis\" stroke=\"#dee2e6\">"]
        let firstLocal = zone.local(at: timeline.from)
        var local = CivilCalendar.floorDiv(firstLocal, step) * step
        let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        var guardCount = 0
        while guardCount < 2000 {
            guardCount += 1
            local += step
            guard let instant = zone.instants(showing: local, gap: .skip, fold: .first).earliest else { continue }
            if instant >= timeline.to { break }
            let px = n(x(instant))
            let midnight = local % 86_400 == 0
            out.append("    <line x1=\"\(px)\" y1=\"\(n(top - 28))\" x2=\"\(px)\" y2=\"\(n(height - 40))\" stroke-width=\"\(midnight ? "1" : "0.5")\"/>")
            if CivilCalendar.floorMod(Int(local), Int(labelEvery)) == 0 || (labelEvery == 86_400 && midnight) {
                let day = CivilCalendar.day(ofLocal: local)
                let clock = TimeText.clock(local - Int64(day) * 86_400, withSeconds: false)
                let text = midnight ? "\(weekdays[CivilCalendar.weekday(ofDay: day)]) \(TimeText.isoDate(day).dropFirst(5))" : clock
                out.append("    <text x=\"\(px)\" y=\"\(n(height - 24))\" text-anchor=\"middle\" fill=\"#495057\" stroke=\"none\">\(text)</text>")
            }
        }
        out.append("  </g>")
        return out
    }

    func label(_ entry: RelevanceEntry) -> String {
        let text = "\(entry.id) · \(entry.widgetKind)"
        return text.count > 44 ? String(text.prefix(43)) + "…" : text
    }

    func kindColor(_ kind: RelevantContext.DateKind) -> String {
        switch kind {
        case .scheduled: "#e8590c"
        case .default: "#1c7ed6"
        case .informational: "#868e96"
        }
    }

    /// A stable colour per entry for the legend squares and the top band.
    func color(of entry: Int) -> String {
        let palette = ["#1c7ed6", "#e8590c", "#2b8a3e", "#ae3ec9", "#f08c00", "#0c8599", "#c2255c", "#5c940d", "#3b5bdb", "#862e9c"]
        return palette[entry % palette.count]
    }

    func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
