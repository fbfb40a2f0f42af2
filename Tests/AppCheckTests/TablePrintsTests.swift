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
            TableFiles(fingerprint: TablePrints.fingerprint(in: cache))
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

    @Test func aTableChangedOrGoneAfterItWasKeyedDoesNotHold() throws {
        let later = FileStamp.now() + 1_000_000_000
        // Read to fingerprint it, its bytes kept for its parse: a stage that finds it gone (a catalog's load asks the
        // folder first) or changed would make results the fingerprint does not describe.
        let gone = try Table()
        let read = gone.prints(started: later)
        #expect(read.tables.known(gone.path) != nil && read.made.hold(in: read.tables))
        try FileManager.default.removeItem(atPath: gone.path)
        #expect(!read.made.hold(in: read.tables))
        // Taken by its stamp, and replaced by the same bytes (another inode): still not the table that was keyed.
        let replaced = try Table()
        _ = replaced.prints(started: later)
        let known = replaced.prints(started: later)
        #expect(known.tables.known(replaced.path) == nil && known.made.hold(in: known.tables))
        let text = try String(contentsOfFile: replaced.path, encoding: .utf8)
        usleep(20_000)  // past a tick of the file system's clock: the new file's times are others
        try FileManager.default.removeItem(atPath: replaced.path)
        try text.write(toFile: replaced.path, atomically: false, encoding: .utf8)
        #expect(!known.made.hold(in: known.tables))
        // Missing when keyed and still missing: it holds; made meanwhile: it does not.
        let missing = try Table()
        let absent = missing.app.root + "/en.lproj/Other.strings"
        let made = TablePrints()
        #expect(made.prints([absent], tables: missing.tables(), cache: missing.cache, started: later, policy: []) == [Array("missing \(absent)".utf8)])
        #expect(made.hold(in: missing.tables()))
        try "\"a\" = \"b\";\n".write(toFile: absent, atomically: false, encoding: .utf8)
        #expect(!made.hold(in: missing.tables()))
    }

    @Test func aTableThatCannotBeReadIsKeyedByItsSettledStamp() throws {
        let table = try Table()
        // A folder where a table is named: it has a stamp, and no bytes.
        let folder = table.app.root + "/en.lproj/Folder.strings"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stamp = try #require(FileStamp(path: folder))
        let settled = TablePrints().prints([folder], tables: table.tables(), cache: table.cache, started: FileStamp.now() + 1_000_000_000, policy: [])
        #expect(settled == [Array("unreadable \(folder) ".utf8) + stamp.bytes])
        // Within a tick of the run's start its stamp is not trusted: nothing read from it is kept.
        #expect(TablePrints().prints([folder], tables: table.tables(), cache: table.cache,
                                     started: FileStampTests.lastChange(of: folder) + 5_000_000, policy: []) == nil)
    }

    @Test func aStoreThatDoesNotFingerprintIsKeyedAlike() throws {
        let table = try Table()
        let later = FileStamp.now() + 1_000_000_000
        let plain = TableFiles()
        #expect(!plain.fingerprints && table.tables().fingerprints)
        let prints = TablePrints().prints([table.path], tables: plain, cache: table.cache, started: later, policy: [])
        // The same key as a fingerprinting store gives, the file read for it (and read again for a parse).
        #expect(prints == table.prints(started: later).prints && plain.known(table.path) == nil && plain.reads == 0)
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
