import Diagnostics
import Foundation
@testable import AppCheck
import IntentExtraction
import IntentKitTestSupport
import Testing

/// Files known by their stamps: a file that did not change since a run kept its facts is not read again, and one
/// that changed, or changed too close to the run to tell, is.
@Suite struct FileStampTests {
    /// A temporary app of three Swift files (one with an `#if`, one with a localized string), in a
    /// `CheckCacheTests.Place` (its cache folder in the app's `.build`, which the check's walk leaves out).
    final class App {
        let place: CheckCacheTests.Place
        var root: String { place.root }
        var cache: String { place.cache }

        init() throws {
            place = try CheckCacheTests.Place()
            // The cache's folder made first, as a first check would: the app's folder changes no more after its files.
            try FileManager.default.createDirectory(atPath: place.cache, withIntermediateDirectories: true)
            try write("Model.swift", "struct Model { let name: String }\n")
            try write("Screen.swift", "import SwiftUI\nfunc label() -> Text { Text(\"Hello\") }\n")
            try write("Platform.swift", "#if os(iOS)\nlet platform = \"iOS\"\n#else\nlet platform = \"other\"\n#endif\n")
        }

        func write(_ name: String, _ text: String) throws {
            try text.write(toFile: root + "/" + name, atomically: false, encoding: .utf8)
        }

        var swiftFiles: [String] { ["Model.swift", "Platform.swift", "Screen.swift"].map { root + "/" + $0 } }

        /// A check of the app with its cache, and which of its Swift files the check read (in ``swiftFiles``' order).
        func check() async throws -> (run: CheckRun, read: [Bool]) {
            let cache = try #require(CheckCache(folder: cache, root: root, version: "test"))
            let inputs = CheckInputs.read(root, cache: cache)
            let run = await CheckPipeline().run(inputs: inputs)
            cache.save()
            return (run, try swiftFiles.map { try #require(inputs.sources[$0]).isLoaded })
        }

        /// Waits until every file's stamp lies further back than a tick of the file system's clock.
        func settle() {
            let latest = swiftFiles.compactMap(FileStamp.init(path:))
            let now = FileStamp.now()
            while !latest.allSatisfy({ $0.settled(before: FileStamp.now()) }), FileStamp.now() - now < 5_000_000_000 { usleep(5_000) }
        }
    }

    @Test func aFileKnownByItsStampIsNotReadAgainAndFindsTheSame() async throws {
        let app = try App()
        app.settle()
        let (first, firstRead) = try await app.check()
        #expect(firstRead == [true, true, true])
        let (second, secondRead) = try await app.check()
        #expect(secondRead == [false, false, false], "a run after one that kept the files' stamps reads none of them")
        #expect(second.cacheStatistics?.misses == 0)
        let cold = await CheckPipeline().run(app.root)
        #expect(PipelineCacheTests.findings(second) == PipelineCacheTests.findings(cold) && second.stages == cold.stages)
        #expect(PipelineCacheTests.findings(first) == PipelineCacheTests.findings(cold))
    }

    @Test func aFileEditedToTheSameSizeIsReadAgain() async throws {
        let app = try App()
        app.settle()
        _ = try await app.check()
        // The same number of bytes, another string: the stamp's times differ, so the file is read and its strings too.
        try app.write("Screen.swift", "import SwiftUI\nfunc label() -> Text { Text(\"Hallo\") }\n")
        let (edited, read) = try await app.check()
        #expect(read == [false, false, true], "only the edited file is read")
        let cold = await CheckPipeline().run(app.root)
        #expect(PipelineCacheTests.findings(edited) == PipelineCacheTests.findings(cold) && edited.stages == cold.stages)
    }

    @Test func aStampTakenWithinATickOfTheRunIsNotKept() throws {
        let app = try App()
        let cache = try #require(CheckCache(folder: app.cache, root: app.root, version: "test"))
        let path = app.swiftFiles[0]
        let source = try SwiftSource.read(path).get()
        let facts = SourceFacts.of(source, cache: cache)
        // A run that began within a tick of the file's last change may not tell a change within that tick from none
        // (taken from the file's own times, not the clock: a loaded machine may take longer than a tick to get here).
        let now = Self.lastChange(of: path) + 5_000_000
        facts.storeByStamp(of: path, in: cache, started: now)
        #expect(SourceFacts.known(path, cache: cache, started: now + 1_000_000_000) == nil)
        // A run that began well after the file last changed keeps its stamp, and a later run finds the facts by it.
        facts.storeByStamp(of: path, in: cache, started: now + 1_000_000_000)
        let (known, lazy) = try #require(SourceFacts.known(path, cache: cache, started: now + 1_000_000_000))
        #expect(known.content == facts.content && known.extraction == facts.extraction && known.index == facts.index)
        #expect(!lazy.isLoaded && !lazy.hasConditions && lazy.refusal == nil)
        #expect(lazy.text == source.text && lazy.isLoaded)
        // Not for a run that began before it.
        #expect(SourceFacts.known(path, cache: cache, started: now - 1_000_000_000) == nil)
    }

    /// The later of the times of the last change of the file at `path` (of its content, of its state), in nanoseconds.
    static func lastChange(of path: String) -> Int64 {
        var info = stat()
        _ = stat(path, &info)
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        return max(Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec), Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
    }

    @Test func aFileThatChangesAfterItsStampWasTakenMakesTheRunKeepNothing() throws {
        let app = try App()
        let later = FileStamp.now() + 1_000_000_000
        let path = app.swiftFiles[1]
        let facts = SourceFacts.of(try SwiftSource.read(path).get(), cache: try #require(CheckCache(folder: app.cache, root: app.root, version: "test")))
        for changes in [false, true] {
            try? FileManager.default.removeItem(atPath: app.cache)
            let cache = try #require(CheckCache(folder: app.cache, root: app.root, version: "test"))
            facts.storeByStamp(of: path, in: cache, started: later)
            let (_, source) = try #require(SourceFacts.known(path, cache: cache, started: later))
            #expect(source.hasConditions, "the facts say the file has an #if, without reading it")
            if changes { try app.write("Platform.swift", "let platform = \"changed\"\n") }
            _ = source.text
            cache.save()
            let pack = app.cache + "/results.pack"
            #expect(FileManager.default.fileExists(atPath: pack) == !changes, changes ? "a run that read a changed file keeps nothing" : "a run keeps its results")
        }
    }

    @Test func aStampChangesWithTheContentAtTheSameSize() throws {
        let app = try App()
        let path = app.swiftFiles[0]
        let first = try #require(FileStamp(path: path))
        #expect(FileStamp(path: path) == first)
        usleep(20_000)
        try app.write("Model.swift", "struct Model { let nome: String }\n")
        let second = try #require(FileStamp(path: path))
        #expect(second != first)
        // Within a tick of its last change (its own time, not the clock's: a loaded machine may be slower than a tick).
        let changed = Self.lastChange(of: path)
        #expect(!second.settled(before: changed + 5_000_000) && second.settled(before: changed + 1_000_000_000))
        #expect(FileStamp(path: app.root + "/Missing.swift") == nil)
    }

    @Test func factsKeptUnderOneInputPolicyAreNotTakenUnderAnother() throws {
        let app = try App()
        let cache = try #require(CheckCache(folder: app.cache, root: app.root, version: "test"))
        let path = app.swiftFiles[0]
        let facts = SourceFacts.of(try SwiftSource.read(path).get(), cache: cache)
        let later = FileStamp.now() + 1_000_000_000
        facts.storeByStamp(of: path, in: cache, started: later, policy: Array("one policy".utf8))
        #expect(SourceFacts.known(path, cache: cache, started: later, policy: Array("one policy".utf8)) != nil)
        #expect(SourceFacts.known(path, cache: cache, started: later, policy: Array("another policy".utf8)) == nil)
    }
}
