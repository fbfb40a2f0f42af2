import Diagnostics
import Foundation
import IntentKitCLI
import IntentKitTestSupport
import Testing

/// `intentkit check` over every folder of the real-world corpus (`../shared/realworld`: 45 shipping apps and the
/// intent-definition folders), compared with a ledger reviewed by reading the files
/// (`Fixtures/RealWorld/ledger.tsv`): per folder, check and severity, the count, and for every error why it is real.
///
/// A new error, a count that changes or a finding that goes away fails the test until the ledger is updated on
/// purpose: `INTENTKIT_RECORD_LEDGER=1 swift test --filter RealWorldLedgerTests` rewrites the counts, keeps
/// every reason, and fails while an error row has none. The same run holds every default text report to a
/// screenful budget.
@Suite("intentkit check over the real-world corpus", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
struct RealWorldLedgerTests {
    /// The most lines a folder's default text report may take.
    static let lineBudget = 300
    /// How many folders are checked at a time (each check already uses every core while it lints).
    static let width = 4

    static let ledgerPath = fixturesDirectory() + "/RealWorld/ledger.tsv"

    /// One ledger row's identity.
    struct Key: Hashable, Comparable {
        var folder: String
        var check: String
        var severity: String

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.folder, lhs.check, lhs.severity) < (rhs.folder, rhs.check, rhs.severity)
        }
    }

    /// One folder's findings and the length of its text report.
    struct Checked: Sendable {
        var folder: String
        var counts: [String: Int]
        var lines: Int
    }

    /// The folders checked: every app of `apps/` and every folder of `definitions/`, as `apps/<name>`.
    static func folders() -> [String] {
        func subfolders(_ path: String) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: RealWorld.root + "/" + path)) ?? []
            return names.filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: RealWorld.root + "/\(path)/\(name)", isDirectory: &isFolder) && isFolder.boolValue
            }.sorted().map { path + "/" + $0 }
        }
        return subfolders("apps") + subfolders("definitions")
    }

    @Test("the findings on every folder are the reviewed ledger's, and every report fits the line budget")
    func findingsMatchTheLedger() async throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let folders = Self.folders()
        #expect(folders.filter { $0.hasPrefix("apps/") }.count == 45)
        let start = ContinuousClock.now
        let checked = try await Self.check(folders)
        let elapsed = ContinuousClock.now - start

        var actual: [Key: Int] = [:]
        for folder in checked {
            for (check, count) in folder.counts {
                let parts = check.split(separator: " ")
                actual[Key(folder: folder.folder, check: String(parts[0]), severity: String(parts[1]))] = count
            }
        }
        var ledger = try Ledger.load(Self.ledgerPath)
        if ProcessInfo.processInfo.environment["INTENTKIT_RECORD_LEDGER"] == "1" {
            ledger = Ledger(rows: actual.mapValues { ($0, nil) }, keepingReasonsOf: ledger)
            try ledger.write(to: Self.ledgerPath)
            Issue.record("Recorded \(Self.ledgerPath); review the diff, give every error a reason, and run again without INTENTKIT_RECORD_LEDGER.")
        } else {
            var differences: [String] = []
            for key in Set(actual.keys).union(ledger.rows.keys).sorted() where actual[key] != ledger.rows[key]?.count {
                differences.append("\(key.folder)\t\(key.check)\t\(key.severity): ledger \(ledger.rows[key]?.count ?? 0), found \(actual[key] ?? 0)")
            }
            #expect(differences.isEmpty, "findings differ from the ledger; if on purpose, run with INTENTKIT_RECORD_LEDGER=1:\n\(differences.joined(separator: "\n"))")
        }
        let unexplained = ledger.rows.filter { $0.key.severity == "error" && ($0.value.reason ?? "").isEmpty }.keys.sorted()
        #expect(unexplained.isEmpty, "every error needs a reason read from the files: \(unexplained.map { "\($0.folder) \($0.check)" })")

        let longest = checked.max { $0.lines < $1.lines }
        let over = checked.filter { $0.lines > Self.lineBudget }.map { "\($0.folder): \($0.lines) lines" }
        #expect(over.isEmpty, "default text reports over \(Self.lineBudget) lines: \(over)")
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("checked \(checked.count) folders in \(String(format: "%.1f", seconds)) s; "
            + "longest default report: \(longest?.folder ?? "-"), \(longest?.lines ?? 0) lines")
    }

    /// Runs `intentkit check` on each folder in this process, `width` folders at a time.
    static func check(_ folders: [String]) async throws -> [Checked] {
        try await withThrowingTaskGroup(of: Checked.self) { group in
            var results: [Checked] = []
            var next = folders.makeIterator()
            func add(_ folder: String) {
                group.addTask {
                    let found = try await CheckFindings.check([RealWorld.root + "/" + folder])
                    var counts: [String: Int] = [:]
                    for diagnostic in found.diagnostics { counts["\(diagnostic.id) \(diagnostic.severity.rawValue)", default: 0] += 1 }
                    return Checked(folder: folder, counts: counts, lines: found.text().split(separator: "\n", omittingEmptySubsequences: false).count - 1)
                }
            }
            for _ in 0..<width { if let folder = next.next() { add(folder) } }
            while let result = try await group.next() {
                results.append(result)
                if let folder = next.next() { add(folder) }
            }
            return results.sorted { $0.folder < $1.folder }
        }
    }
}

/// The reviewed ledger: a tab-separated table with a commented header.
struct Ledger {
    /// Count and reason by folder, check and severity.
    var rows: [RealWorldLedgerTests.Key: (count: Int, reason: String?)]

    static let header = """
        # intentkit check over ../shared/realworld (every folder of apps/ and definitions/): one row per folder, check and
        # severity, with its count. Every error row says why, in one line written by reading the files (not copied from
        # the tool): why the error is real, or, for a false one another branch owns, what it is and whose it is.
        # Update on purpose: INTENTKIT_RECORD_LEDGER=1 swift test --filter RealWorldLedgerTests rewrites the rows and counts,
        # keeps every reason, and fails while an error row has none; review the diff before committing it.
        folder\tcheck\tseverity\tcount\treason
        """

    init(rows: [RealWorldLedgerTests.Key: (count: Int, reason: String?)]) {
        self.rows = rows
    }

    /// `rows` with the reasons `old` gives for the same folder, check and severity.
    init(rows: [RealWorldLedgerTests.Key: (count: Int, reason: String?)], keepingReasonsOf old: Ledger) {
        self.rows = Dictionary(uniqueKeysWithValues: rows.map { key, value in (key, (value.count, old.rows[key]?.reason ?? value.reason)) })
    }

    static func load(_ path: String) throws -> Ledger {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return Ledger(rows: [:]) }
        var rows: [RealWorldLedgerTests.Key: (count: Int, reason: String?)] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("folder\t") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 4, let count = Int(columns[3]) else {
                Issue.record("malformed ledger row: \(line)")
                continue
            }
            let reason = columns.count > 4 ? columns[4...].joined(separator: "\t") : nil
            rows[RealWorldLedgerTests.Key(folder: columns[0], check: columns[1], severity: columns[2])] = (count, reason)
        }
        return Ledger(rows: rows)
    }

    func write(to path: String) throws {
        let lines = rows.keys.sorted().map { key in
            let row = rows[key]!
            return "\(key.folder)\t\(key.check)\t\(key.severity)\t\(row.count)\t\(row.reason ?? "")"
        }
        try ([Self.header] + lines).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}
