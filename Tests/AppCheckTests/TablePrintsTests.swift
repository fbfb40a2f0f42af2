import Diagnostics
import Foundation
@testable import AppCheck
import IntentLocalization
import Testing

/// String tables are keyed by their content: a table is read once to fingerprint it (its bytes then parsed, not read
/// again), and known by its stamp afterwards, so the same tables with other stamps take the results kept for them.
@Suite struct TablePrintsTests {
    /// A table of a `FileStampTests.App` in `en.lproj`, with the app's cache.
    struct Table {
        let app: FileStampTests.App
        let path: String
        let cache: CheckCache

        init(_ text: String = "\"greeting\" = \"Hello\";\n") throws {
            app = try FileStampTests.App()
            try FileManager.default.createDirectory(atPath: app.root + "/en.lproj", withIntermediateDirectories: true)
            path = app.root + "/en.lproj/Localizable.strings"
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            cache = try #require(CheckCache(folder: app.cache, root: app.root, version: "test"))
        }

        /// A store of the run's tables that fingerprints each file's bytes with the cache's key of them.
        func tables() -> TableFiles {
            TableFiles(fingerprint: { [cache] bytes in cache.key([Array("table bytes".utf8), bytes]) })
        }

        /// The table's fingerprints in a new run (fresh prints and tables) that began at `started`.
        func prints(started: Int64) -> (prints: [[UInt8]]?, tables: TableFiles, made: TablePrints) {
            let tables = tables()
            let made = TablePrints()
            return (made.prints([path], tables: tables, cache: cache, started: started, policy: Array("policy".utf8)), tables, made)
        }
    }

    @Test func aTableIsKeyedByItsContentReadOnceAndThenKnownByItsStamp() throws {
        let table = try Table()
        let missing = table.app.root + "/en.lproj/Missing.strings"
        // Changed within a tick of the run's start: keyed by its bytes all the same, but its stamp is not trusted.
        let tables = table.tables()
        let unsettled = TablePrints().prints([table.path, missing], tables: tables, cache: table.cache,
                                             started: FileStampTests.lastChange(of: table.path) + 5_000_000, policy: Array("policy".utf8))
        let print = try #require(tables.known(table.path))
        #expect(unsettled == [Array("\(table.path) \(print)".utf8), Array("missing \(missing)".utf8)])
        // Its bytes were read once, and its parse takes them: the store counts one read and parse.
        #expect(tables.reads == 0)
        _ = tables.strings(table.path)
        #expect(tables.reads == 1 && tables.known(table.path) == print)

        let later = FileStamp.now() + 1_000_000_000
        // No fingerprint was kept by the unsettled stamp: the next run reads the file, and keeps it by its stamp.
        let settled = table.prints(started: later)
        #expect(settled.prints == unsettled.map { [$0[0]] } && settled.tables.known(table.path) == print)
        // The run after takes it by the stamp, without reading the file.
        let known = table.prints(started: later)
        #expect(known.prints == settled.prints)
        #expect(known.tables.known(table.path) == nil, "a table known by its stamp is not read to key its results")
        #expect(known.made.hold(in: known.tables))
        // Not under another input policy.
        let other = TablePrints()
        let otherTables = table.tables()
        #expect(other.prints([table.path], tables: otherTables, cache: table.cache, started: later, policy: Array("another".utf8)) == settled.prints)
        #expect(otherTables.known(table.path) == print)
    }

    @Test func aTableTakenByItsStampThatChangedBeforeAStageReadItDoesNotHold() throws {
        let table = try Table()
        let later = FileStamp.now() + 1_000_000_000
        _ = table.prints(started: later)
        // Read by a stage with the bytes its stamp's fingerprint is of: it holds.
        let same = table.prints(started: later)
        _ = same.tables.strings(table.path)
        #expect(same.made.hold(in: same.tables))
        // Changed after its fingerprint was taken by its stamp, then read by a stage: it does not.
        let changed = table.prints(started: later)
        try "\"greeting\" = \"Hallo\";\n".write(toFile: table.path, atomically: false, encoding: .utf8)
        _ = changed.tables.strings(table.path)
        #expect(!changed.made.hold(in: changed.tables))
    }

    @Test func theSameTablesWithOtherStampsTakeTheLintFromTheCache() async throws {
        let table = try Table("\"greeting\" = \"Hello\";\n\"greeting\" = \"Hi\";\n")
        let app = table.app
        app.settle()
        func check() async throws -> (run: CheckRun, tables: TableFiles) {
            let cache = try #require(CheckCache(folder: app.cache, root: app.root, version: "test"))
            let inputs = CheckInputs.read(app.root, cache: cache)
            let run = await CheckPipeline().run(inputs: inputs)
            cache.save()
            return (run, inputs.tables)
        }
        let first = try await check()
        #expect(first.tables.reads == 1)
        // The same bytes written anew (another inode, other times): what a fresh checkout of the same commit gives.
        let text = try String(contentsOfFile: table.path, encoding: .utf8)
        try FileManager.default.removeItem(atPath: table.path)
        try text.write(toFile: table.path, atomically: true, encoding: .utf8)
        while !(FileStamp(path: table.path)?.settled(before: FileStamp.now()) ?? true) { usleep(5_000) }
        let second = try await check()
        #expect(second.tables.reads == 0, "the lint and the strings check are taken by the table's content")
        #expect(second.tables.known(table.path) == first.tables.known(table.path))
        let cold = await CheckPipeline().run(app.root)
        #expect(PipelineCacheTests.findings(second.run) == PipelineCacheTests.findings(cold))
        #expect(PipelineCacheTests.findings(first.run) == PipelineCacheTests.findings(cold))
        #expect(cold.diagnostics.contains { $0.id.hasPrefix("localization.") }, "the table has a finding to keep")
        // Changed: linted again, with the changed table's findings.
        try "\"greeting\" = \"Hello\";\n".write(toFile: table.path, atomically: true, encoding: .utf8)
        let third = try await check()
        #expect(third.tables.reads == 1)
        #expect(PipelineCacheTests.findings(third.run) == PipelineCacheTests.findings(await CheckPipeline().run(app.root)))
    }
}
