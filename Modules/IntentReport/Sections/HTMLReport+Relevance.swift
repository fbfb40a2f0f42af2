import Foundation
import IntentRelevance

extension HTMLReport {
    /// Each relevance schedule: its timeline over a week as an SVG chart, and the stack at an instant.
    ///
    /// The week starts on the day of the instant given, or of the schedule's first window, so the same schedule
    /// always draws the same week; the stack is ranked at that instant, or at the start of the first window.
    static func relevance(_ input: ReportInput, context: ReportContext, _ html: inout HTMLWriter) {
        guard !input.schedules.isEmpty else { return }
        html.element("section", ["id": "relevance", "aria-labelledby": "relevance-title"]) { section in
            section.element("h2", ["id": "relevance-title"], text: "Relevance")
            for (index, schedule) in input.schedules.enumerated() {
                section.newline()
                let name = schedule.path.map(context.relative) ?? "schedule \(index + 1)"
                section.element("h3", ["id": "relevance-\(index + 1)"], text: name)
                guard let instant = input.relevanceInstant ?? schedule.earliestWindowStart else {
                    section.element("p", text: "No entry of this schedule has a window.")
                    continue
                }
                let zone = schedule.timeZone
                let day = zone.instant(parsing: String(zone.iso(instant).prefix(10))) ?? instant
                let timeline = schedule.timeline(from: day, to: day + 7 * 86_400, top: 3)
                section.element("p", text: "\(count(schedule.entries.count, "entry", "entries")), \(count(schedule.widgets.count, "widget kind")); the week from \(zone.iso(day)) (\(zone.identifier)), \(count(timeline.segments.count, "segment")).")
                section.element("figure", ["class": "timeline"]) { figure in
                    // Inline SVG takes no XML declaration.
                    let svg = timeline.svg()
                    // The chart's group ids, made the schedule's own so two charts on one page do not share them.
                    let inline = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
                    figure.raw(inline.replacingOccurrences(of: " id=\"", with: " id=\"relevance-\(index + 1)-"))
                    figure.element("figcaption", text: "Timeline: one lane per entry with a window in the week; darker where the entry is among the top cards.")
                }
                let ranking = schedule.ranking(at: instant)
                section.element("h4", text: "The stack at \(zone.iso(instant))")
                section.element("pre", ["class": "ranking"], text: ranking.text())
            }
        }
        html.newline()
    }
}
