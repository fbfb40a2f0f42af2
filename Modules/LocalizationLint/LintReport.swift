import Foundation
import Diagnostics

/// What a lint found: the problems, and how complete each locale's translation is.
public struct LintReport: Sendable, Codable {
    /// Every problem, in output order, with the configuration applied.
    public var diagnostics: [Diagnostic]
    /// Translation coverage per locale, sorted by locale.
    public var coverage: [LocaleCoverage]
    /// Translation coverage per table and locale, sorted by table, then locale: what `coverage` adds up.
    public var tableCoverage: [TableCoverage] = []
    /// Every catalog file read.
    public var files: [String]
}

/// How much of the development language one locale translates, across all tables.
public struct LocaleCoverage: Hashable, Sendable, Codable {
    /// The locale.
    public var locale: String
    /// Keys to translate (entries in the development language that should be translated).
    public var keys: Int = 0
    /// Keys with a non-empty translation that is not waiting for review.
    public var translated: Int = 0
    /// Keys with no translation.
    public var missing: Int = 0
    /// Keys whose translation is new or needs review.
    public var needsReview: Int = 0
    /// Keys to translate that the catalog marks stale (Xcode no longer finds them in the code).
    public var stale: Int = 0
    /// Translated keys (counted in ``translated``) whose translation a machine made (`machine_translated`).
    public var machineTranslated: Int = 0

    /// Creates an empty coverage record.
    public init(locale: String) {
        self.locale = locale
    }

    /// The translated share, 0…100.
    public var percent: Double { keys == 0 ? 100 : Double(translated) * 100 / Double(keys) }

    mutating func add(_ other: LocaleCoverage) {
        keys += other.keys
        translated += other.translated
        missing += other.missing
        needsReview += other.needsReview
        stale += other.stale
        machineTranslated += other.machineTranslated
    }
}

/// How much of one table's development language one locale translates.
public struct TableCoverage: Hashable, Sendable, Codable {
    /// The table's name (`Localizable`).
    public var table: String
    /// The locale's counts in that table.
    public var coverage: LocaleCoverage
    /// The table's files, every locale's, sorted: two targets' tables of one name are told apart by them.
    public var files: [String]

    /// Creates a table's row of coverage.
    public init(table: String, coverage: LocaleCoverage, files: [String] = []) {
        self.table = table
        self.coverage = coverage
        self.files = files
    }
}

extension LintReport {
    /// Each locale's coverage in words, such as `fr: 57 of 1,204 keys untranslated (95% translated)`.
    ///
    /// Keyed by the group the locale's missing translations fold into in a text report
    /// (``LintChecks/group(_:table:locale:)``); locales with nothing missing have no headline.
    public var coverageHeadlines: [String: String] {
        var headlines: [String: String] = [:]
        for row in coverage where row.missing > 0 {
            let group = LintChecks.group(LintChecks.missingTranslation.id, table: nil, locale: row.locale)
            // Rounded down, so a locale with anything missing never reads as 100%.
            let percent = Int(row.percent.rounded(.down))
            headlines[group] = "\(row.locale): \(Self.number(row.missing)) of \(Self.number(row.keys)) keys untranslated (\(percent)% translated)"
        }
        return headlines
    }

    /// A count with thousands separated by commas: `1,204`.
    static func number(_ value: Int) -> String {
        let digits = String(value)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0, digit.isNumber, grouped.last?.isNumber == true { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }

    /// The coverage table, as `--coverage` prints it.
    public var coverageTable: String {
        let header = ["locale", "keys", "translated", "missing", "needs review", "coverage"]
        let rows = coverage.map { row in
            [row.locale, "\(row.keys)", "\(row.translated)", "\(row.missing)", "\(row.needsReview)", String(format: "%.1f%%", row.percent)]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
