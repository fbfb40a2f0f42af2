import Foundation
import LocalizationLint

/// The locale × table grid of translation coverage, as the linter counted it.
public struct CoverageGrid: Sendable {
    /// One row: a table, and the files it is made of.
    public struct Row: Hashable, Sendable {
        /// The table's name.
        public var table: String
        /// Its files, sorted.
        public var files: [String]
    }

    /// The grid's rows, sorted by table name, then files.
    ///
    /// A table of one name shipped by two targets (an app's and a widget's `Localizable.xcstrings`) is two rows.
    public var rows: [Row]
    /// The locales translated into, sorted: the grid's columns.
    public var locales: [String]
    /// Each row's counts per locale; a table without a locale has no cell for it.
    public var cells: [Row: [String: LocaleCoverage]]

    /// The grid of `coverage`; a table counted twice with the same files (linted with two targets) counts once.
    public init(_ coverage: [TableCoverage]) {
        var cells: [Row: [String: LocaleCoverage]] = [:]
        for item in coverage {
            let row = Row(table: item.table, files: item.files)
            if cells[row]?[item.coverage.locale] == nil { cells[row, default: [:]][item.coverage.locale] = item.coverage }
        }
        self.cells = cells
        rows = cells.keys.sorted { ($0.table, $0.files.joined(separator: "\n")) < ($1.table, $1.files.joined(separator: "\n")) }
        locales = Set(cells.values.flatMap(\.keys)).sorted()
    }

    /// The table names that more than one row has.
    public var sharedNames: Set<String> {
        Set(Dictionary(grouping: rows, by: \.table).filter { $0.value.count > 1 }.keys)
    }

    /// How many cells the grid draws: one per row and locale, empty where the table lacks the locale.
    public var cellCount: Int { rows.count * locales.count }
}

extension HTMLReport {
    /// Translation coverage as a grid, each cell linking to its findings.
    static func coverage(_ input: ReportInput, context: ReportContext, _ html: inout HTMLWriter) {
        let grid = CoverageGrid(input.coverage)
        html.element("section", ["id": "coverage", "aria-labelledby": "coverage-title"]) { section in
            section.element("h2", ["id": "coverage-title"], text: "Localization coverage")
            guard !grid.rows.isEmpty, !grid.locales.isEmpty else {
                section.element("p", text: "No table is translated into a locale beside the development language.")
                return
            }
            section.element("p", text: "Each cell: the share of the table's keys translated into the locale, then the keys missing, waiting for review (new or needs_review), translated as empty text and marked stale. A cell with findings links to them.")
            let anchors = groupAnchors(input, context: context)
            section.element("div", ["class": "grid-scroll"]) { scroll in
                scroll.element("table", ["class": "coverage", "data-cells": "\(grid.cellCount)"]) { table in
                    table.element("caption", text: "\(count(grid.rows.count, "table")) × \(count(grid.locales.count, "locale"))")
                    table.element("thead") { $0.element("tr") { row in
                        row.element("th", ["scope": "col"], text: "Table")
                        for locale in grid.locales { row.element("th", ["scope": "col", "lang": locale], text: locale) }
                    } }
                    table.element("tbody") { body in
                        let shared = grid.sharedNames
                        for item in grid.rows {
                            body.newline()
                            body.element("tr") { row in
                                row.element("th", ["scope": "row"]) { heading in
                                    heading.text(item.table)
                                    // Two tables of one name: each named by its folder.
                                    if shared.contains(item.table), let first = item.files.first {
                                        heading.element("span", ["class": "table-folder"], text: " " + context.relative((first as NSString).deletingLastPathComponent))
                                    }
                                }
                                for locale in grid.locales {
                                    let anchor = shared.contains(item.table) ? anchors["\u{0}" + locale] : anchors[item.table + "\u{0}" + locale] ?? anchors["\u{0}" + locale]
                                    cell(grid.cells[item]?[locale], anchor: anchor, &row)
                                }
                            }
                        }
                    }
                }
            }
        }
        html.newline()
    }

    /// One cell: percent translated and the counts, coloured by the share, a link to its findings when there are some.
    private static func cell(_ coverage: LocaleCoverage?, anchor: String?, _ html: inout HTMLWriter) {
        guard let coverage else {
            html.element("td", ["class": "cell absent"], text: "—")
            return
        }
        let percent = Int(coverage.percent.rounded(.down))
        // A translation that is there but empty counts as neither translated nor missing.
        let empty = max(coverage.keys - coverage.translated - coverage.missing - coverage.needsReview, 0)
        let level = coverage.translated == coverage.keys ? "full" : percent >= 90 ? "high" : percent >= 50 ? "mid" : "low"
        let parts = [(coverage.missing, "missing"), (coverage.needsReview, "to review"), (empty, "empty"), (coverage.stale, "stale")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        let label = "\(coverage.translated) of \(coverage.keys) keys translated" + (parts.isEmpty ? "" : "; " + parts.joined(separator: ", "))
        html.element("td", ["class": "cell " + level, "title": label]) { td in
            let body: (inout HTMLWriter) -> Void = { content in
                content.element("span", ["class": "percent"], text: "\(percent)%")
                content.element("span", ["class": "counts"], text: parts.isEmpty ? "complete" : parts.joined(separator: ", "))
            }
            if let anchor, !parts.isEmpty {
                td.element("a", ["href": "#" + anchor], body)
            } else {
                body(&td)
            }
        }
    }

    /// The findings group each table and locale links to (`table\0locale`), a missing translation's first; a locale's
    /// group of missing translations under `\0locale`.
    private static func groupAnchors(_ input: ReportInput, context: ReportContext) -> [String: String] {
        var anchors: [String: String] = [:]
        let ordered = input.findings.filter { $0.group != nil && $0.id.hasPrefix("localization.") }
            .sorted { ($0.id == LintChecks.missingTranslation.id ? 0 : 1) < ($1.id == LintChecks.missingTranslation.id ? 0 : 1) }
        for finding in ordered {
            guard let group = finding.group, let locale = finding.context["locale"] else { continue }
            let anchor = "g-" + HTMLWriter.anchor(group)
            guard context.groupAnchors.contains(anchor) else { continue }
            if let table = finding.context["table"], anchors[table + "\u{0}" + locale] == nil { anchors[table + "\u{0}" + locale] = anchor }
            if finding.id == LintChecks.missingTranslation.id, anchors["\u{0}" + locale] == nil { anchors["\u{0}" + locale] = anchor }
        }
        return anchors
    }
}
