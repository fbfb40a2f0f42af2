import Diagnostics
import Foundation
import IntentExtraction
@testable import StringExtraction
import Testing

/// A run with a memo keeps its merged uses by the keys of every file's strings, and by what each file gave: a run whose
/// files' strings have the last run's keys reads them back by those, without reading any file's strings; one whose
/// files gave the last run's strings (an edit inside a function body among them) reads them back by what they gave;
/// one whose strings changed merges them anew.
@Suite struct MergedUsesTests {
    /// A cache in memory that says which keys a run found and which it stored.
    final class LoggingCache: ResultCache, @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String: Data] = [:]
        private var found: [String] = []
        private var added: [String] = []

        /// The parts themselves, each with its length: exact, and readable in a test.
        func key(_ parts: [[UInt8]]) -> String {
            parts.map { "\($0.count):" + String(decoding: $0, as: UTF8.self) }.joined(separator: "|")
        }

        func data(for key: String) -> Data? {
            lock.withLock {
                let data = stored[key]
                if data != nil { found.append(key) }
                return data
            }
        }

        func store(_ data: Data, for key: String) { lock.withLock { stored[key] = data; added.append(key) } }

        /// The keys found and stored since the last call, and forgets them.
        func run() -> (found: [String], stored: [String]) {
            lock.withLock {
                defer { found = []; added = [] }
                return (found, added)
            }
        }

        /// Replaces what is stored under every key that `matching` accepts with `data`.
        func replace(_ data: Data, where matching: (String) -> Bool) -> Int {
            lock.withLock {
                let keys = stored.keys.filter(matching)
                for key in keys { stored[key] = data }
                return keys.count
            }
        }
    }

    static let screen = """
        import SwiftUI
        struct Screen: View {
            var body: some View { Text("Hello") }
            func total(_ values: [Int]) -> Int {
                let sum = values.reduce(0, +)
                return sum
            }
        }
        """
    static let settings = """
        import SwiftUI
        #if DEBUG
        let debugTitle = String(localized: "Debug only")
        #endif
        func greeting() -> String { String(localized: "Hello") + String(localized: "Settings") }
        """

    /// Two builds (every branch, and one with `DEBUG`) of the files, with a memo over `cache`.
    static func extract(_ files: [String: String], cache: LoggingCache) -> StringExtraction {
        let sources = files.keys.sorted().map { SwiftSource(path: $0, text: files[$0]!) }
        let memo = StringsMemo(cache: cache, indexInputs: files, contents: files.mapValues { "bytes " + $0 }, describe: { "\($0.conditions.map { $0.sorted() } ?? [])" })
        return StringExtractor().extract(builds: [(ExtractionOptions(), sources), (ExtractionOptions(conditions: ["DEBUG"]), sources)], memo: memo)
    }

    static func isMerged(_ key: String) -> Bool { isMergedByWhatFilesGave(key) || isMergedByKeys(key) }
    static func isMergedByWhatFilesGave(_ key: String) -> Bool { key.contains("|11:merged uses|") }
    static func isMergedByKeys(_ key: String) -> Bool { key.contains("|23:merged uses by contents|") }
    static func isRunBase(_ key: String) -> Bool { key.contains("|8:run base|") }

    @Test func aRunWhoseFilesGaveTheSameStringsReadsTheirMergedUses() throws {
        let cache = LoggingCache()
        var files = ["Screen.swift": Self.screen, "Settings.swift": Self.settings]
        let fresh = StringExtractor().extract(builds: [(ExtractionOptions(), files.keys.sorted().map { SwiftSource(path: $0, text: files[$0]!) }),
                                                       (ExtractionOptions(conditions: ["DEBUG"]), files.keys.sorted().map { SwiftSource(path: $0, text: files[$0]!) })])
        #expect(fresh.uses.map(\.key) == ["Hello", "Debug only", "Hello", "Settings"])

        let first = Self.extract(files, cache: cache)
        #expect(first.uses == fresh.uses)
        let firstRun = cache.run()
        #expect(firstRun.stored.filter(Self.isMerged).count == 2)
        #expect(firstRun.stored.filter(Self.isRunBase).count == 1, "every build's index is whole: the run is a run base")

        // Nothing changed: the merged uses are read back by the files' keys, the files' own strings are not read.
        let again = Self.extract(files, cache: cache)
        #expect(again.uses == fresh.uses)
        let againRun = cache.run()
        #expect(againRun.found.contains(where: Self.isMergedByKeys) && !againRun.found.contains { !Self.isMerged($0) && $0.contains("|4:uses|") }, "\(againRun)")

        // An edit inside a function body: the file's strings are collected again; the other file's are its part of the
        // run base's uses, not read on their own.
        files["Screen.swift"] = Self.screen.replacingOccurrences(of: "let sum", with: "_ = 0; let sum")
        let edited = Self.extract(files, cache: cache)
        #expect(edited.uses == fresh.uses)
        let editRun = cache.run()
        #expect(editRun.found.contains(where: Self.isRunBase), "\(editRun)")
        #expect(!editRun.found.contains { !Self.isMerged($0) && $0.contains("|4:uses|") }, "no file's kept strings were read")
        #expect(editRun.stored.contains(where: Self.isMergedByKeys))
        // A file's index input is its text here: the edit changed the indexes, layered over the base's, which stays.
        #expect(!editRun.stored.contains(where: Self.isRunBase))
        #expect(editRun.stored.contains { $0.contains("|4:uses|") }, "the edited file's strings are stored under its new bytes")

        // Without a run base (one that does not read back): each file's strings are taken by their keys, and the merged
        // uses by what the files gave, which an edit inside a body did not change.
        #expect(cache.replace(Data([0xFF])) { Self.isRunBase($0) } == 1)
        files["Screen.swift"] = Self.screen.replacingOccurrences(of: "let sum", with: "_ = 1; let sum")
        let withoutBase = Self.extract(files, cache: cache)
        #expect(withoutBase.uses == fresh.uses)
        let plainRun = cache.run()
        #expect(plainRun.found.contains(where: Self.isMergedByWhatFilesGave), "\(plainRun)")
        #expect(!plainRun.stored.contains(where: Self.isMergedByWhatFilesGave) && plainRun.stored.contains(where: Self.isMergedByKeys))

        // A string added: the uses are merged anew, with it.
        files["Screen.swift"] = Self.screen.replacingOccurrences(of: "let sum", with: "_ = Text(\"Added\"); let sum")
        let added = Self.extract(files, cache: cache)
        #expect(added.uses.map(\.key) == ["Hello", "Added", "Debug only", "Hello", "Settings"])
        #expect(added.uses == StringExtractor().extract(builds: [(ExtractionOptions(), files.keys.sorted().map { SwiftSource(path: $0, text: files[$0]!) }),
                                                                  (ExtractionOptions(conditions: ["DEBUG"]), files.keys.sorted().map { SwiftSource(path: $0, text: files[$0]!) })]).uses)
        let addRun = cache.run()
        #expect(!addRun.found.contains(where: Self.isMerged))
        #expect(addRun.stored.filter(Self.isMerged).count == 2)
    }

    /// Kept strings are read only when the merged uses are not kept: a file's strings that do not read back then (bytes
    /// another packing wrote) make the run read every file's kept strings, collecting and keeping anew those that do not
    /// read back, never giving a wrong or partial list.
    @Test func keptStringsThatDoNotReadBackAreCollectedAgain() throws {
        let cache = LoggingCache()
        let files = ["Screen.swift": Self.screen, "Settings.swift": Self.settings]
        let first = Self.extract(files, cache: cache)
        _ = cache.run()
        #expect(cache.replace(Data([0xFF, 0x00, 0x07])) { !Self.isMerged($0) && $0.contains("|4:uses|") } > 0)
        // The merged uses are kept: the damaged files' strings are not read.
        #expect(Self.extract(files, cache: cache).uses == first.uses)
        // Without them and the run base, the damaged strings are found out, and every file's strings are collected again.
        #expect(cache.replace(Data([0xFF])) { Self.isMerged($0) } == 2)
        #expect(cache.replace(Data([0xFF])) { Self.isRunBase($0) } == 1)
        let again = Self.extract(files, cache: cache)
        #expect(again.uses == first.uses)
        #expect(again.uses.map(\.key) == ["Hello", "Debug only", "Hello", "Settings"])
        // The damaged strings and the merged uses are kept anew: the next run reads the merged uses back.
        let healing = cache.run()
        #expect(healing.stored.contains { $0.contains("|4:uses|") }, "\(healing)")
        #expect(healing.stored.filter(Self.isMerged).count == 2)
        #expect(Self.extract(files, cache: cache).uses == first.uses)
        #expect(cache.run().found.contains(where: Self.isMerged))
    }
}
