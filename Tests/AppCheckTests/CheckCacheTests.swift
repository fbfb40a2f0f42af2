import Diagnostics
import Foundation
@testable import AppCheck
import IntentKitTestSupport
import Testing

/// The check cache: what it hands back is only what it stored for that key, with this machine's secret.
@Suite struct CheckCacheTests {
    /// A temporary app folder with a cache folder of its own, and a secret in a home of its own.
    final class Place {
        let base: String
        let root: String
        let cache: String

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-cache-\(UUID().uuidString)").path
            root = base + "/app"
            cache = root + "/.build/intentkit-cache"
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: base) }
    }

    @Test func sipHashGivesTheReferenceVector() {
        // The test vector of the SipHash paper: key 00…0f, message 00…0e.
        var hasher = SipHash(key: (0x0706_0504_0302_0100, 0x0F0E_0D0C_0B0A_0908))
        hasher.combine(Array(0..<15))
        #expect(hasher.finalize() == 0xA129_CA61_49BE_45E5)
        // Fed in pieces, the same.
        var pieces = SipHash(key: (0x0706_0504_0302_0100, 0x0F0E_0D0C_0B0A_0908))
        pieces.combine([0, 1, 2])
        pieces.combine(Array(3..<11))
        pieces.combine(Array(11..<15))
        #expect(pieces.finalize() == 0xA129_CA61_49BE_45E5)
    }

    @Test func whatIsStoredIsFoundAndNothingElse() throws {
        let place = try Place()
        let cache = try #require(CheckCache(folder: place.cache, root: place.root, version: "test"))
        let key = cache.key("a", "b")
        #expect(key == cache.key("a", "b") && key != cache.key("ab") && key != cache.key("a", "c"))
        #expect(cache.value([String].self, for: key) == nil)
        cache.store(["x", "y"], for: key)
        #expect(cache.value([String].self, for: key) == ["x", "y"])
        // Another version of IntentKit keys and authenticates with another secret: it finds nothing.
        let other = try #require(CheckCache(folder: place.cache, root: place.root, version: "other"))
        #expect(other.key("a", "b") != key)
        #expect(other.data(for: key) == nil)
    }

    @Test func aDamagedTruncatedOrForeignPackIsIgnored() throws {
        let place = try Place()
        let cache = try #require(CheckCache(folder: place.cache, root: place.root, version: "test"))
        let key = cache.key("entry")
        cache.store(["payload"], for: key)
        cache.save()
        let path = cache.packPath
        let stored = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        func reread() -> CheckCache? { CheckCache(folder: place.cache, root: place.root, version: "test") }
        // Read again by the next run.
        #expect(reread()?.value([String].self, for: key) == ["payload"])
        // One byte of the payload changed (the record's last 8 bytes are its code).
        var damaged = stored
        damaged[damaged.count - 10] ^= 1
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        #expect(reread()?.data(for: key) == nil)
        // The record's code changed.
        try Data(stored.dropLast(8) + [UInt8](repeating: 7, count: 8)).write(to: URL(fileURLWithPath: path))
        #expect(reread()?.data(for: key) == nil)
        // Cut short.
        try Data(stored.prefix(stored.count - 3)).write(to: URL(fileURLWithPath: path))
        #expect(reread()?.data(for: key) == nil)
        try Data(stored.prefix(10)).write(to: URL(fileURLWithPath: path))
        #expect(reread()?.data(for: key) == nil)
        // Written by someone without the secret: a well-formed pack with another header code.
        try Data(Array(stored.prefix(4)) + [UInt8](repeating: 7, count: 8) + stored.dropFirst(12)).write(to: URL(fileURLWithPath: path))
        let fresh = try #require(reread())
        #expect(fresh.data(for: key) == nil)
        // The rightful result is found again once stored and saved again.
        fresh.store(["payload"], for: key)
        fresh.save()
        #expect(reread()?.value([String].self, for: key) == ["payload"])
        let statistics = fresh.statistics
        #expect(statistics.misses == 1 && statistics.hits == 0 && statistics.stores == 1)
    }

    @Test func aRunAddsItsResultsToThePackAndAnUnsoundPackIsWrittenAnew() throws {
        let place = try Place()
        func open() throws -> CheckCache { try #require(CheckCache(folder: place.cache, root: place.root, version: "test")) }
        let first = try open()
        let (a, b, c) = (first.key("a"), first.key("b"), first.key("c"))
        first.store(["A"], for: a)
        first.save()
        let path = first.packPath
        let one = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int

        // A second run finds the first's result, stores another: the pack is added to, not written anew.
        let second = try open()
        #expect(second.value([String].self, for: a) == ["A"])
        second.store(["B"], for: b)
        second.save()
        let two = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(two.count > one.count && two.starts(with: one))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
        // A run that stores nothing leaves the pack as it is.
        let idle = try open()
        #expect(idle.value([String].self, for: a) == ["A"] && idle.value([String].self, for: b) == ["B"])
        idle.save()
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == two)

        // A record cut short at the end (a run that stopped while writing): the records before it are used, and the
        // next save writes the pack anew without it.
        let junk: [UInt8] = [9, 0, 0, 0, 1, 2, 3]
        try Data(two + junk).write(to: URL(fileURLWithPath: path))
        let third = try open()
        #expect(third.value([String].self, for: a) == ["A"] && third.value([String].self, for: b) == ["B"])
        third.store(["C"], for: c)
        third.save()
        let four = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(!four.starts(with: two + junk))
        let fourth = try open()
        #expect(fourth.value([String].self, for: a) == ["A"] && fourth.value([String].self, for: b) == ["B"] && fourth.value([String].self, for: c) == ["C"])

        // A record that is not authentic makes the pack unsound too: rewritten whole, the forged record dropped
        // or kept as it was (never with a code of ours). The last record is the one a run appended.
        let e = fourth.key("e")
        fourth.store(["E"], for: e)
        fourth.save()
        var forged = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(forged.starts(with: four))
        forged[forged.count - 1] ^= 0xFF
        try Data(forged).write(to: URL(fileURLWithPath: path))
        let fifth = try open()
        #expect(fifth.value([String].self, for: e) == nil && fifth.value([String].self, for: a) == ["A"])
        fifth.store(["D"], for: fifth.key("d"))
        fifth.save()
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))).starts(with: forged) == false)
        let sixth = try open()
        #expect(sixth.value([String].self, for: e) == nil && sixth.value([String].self, for: sixth.key("d")) == ["D"])
        #expect(sixth.value([String].self, for: c) == ["C"])
    }

    @Test func aLinkInPlaceOfThePackIsNotWrittenThrough() throws {
        let place = try Place()
        let cache = try #require(CheckCache(folder: place.cache, root: place.root, version: "test"))
        cache.store(["A"], for: cache.key("a"))
        cache.save()
        // The pack moved outside the app, a link to it in its place (as a checkout could bring).
        let outside = place.base + "/outside.pack"
        try FileManager.default.moveItem(atPath: cache.packPath, toPath: outside)
        try FileManager.default.createSymbolicLink(atPath: cache.packPath, withDestinationPath: outside)
        let before = try Data(contentsOf: URL(fileURLWithPath: outside))
        let next = try #require(CheckCache(folder: place.cache, root: place.root, version: "test"))
        next.store(["B"], for: next.key("b"))
        next.save()
        #expect(try Data(contentsOf: URL(fileURLWithPath: outside)) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: next.packPath)[.type] as? FileAttributeType == .typeRegular)
        #expect(CheckCache(folder: place.cache, root: place.root, version: "test")?.value([String].self, for: next.key("b")) == ["B"])
    }

    @Test func runsSavingAtTheSameTimeLeaveOnlyRightResults() async throws {
        let place = try Place()
        let base = try #require(CheckCache(folder: place.cache, root: place.root, version: "test"))
        base.store(["base"], for: base.key("base"))
        base.save()
        let runs = (0..<8).compactMap { _ in CheckCache(folder: place.cache, root: place.root, version: "test") }
        #expect(runs.count == 8)
        await withTaskGroup(of: Void.self) { group in
            for (number, run) in runs.enumerated() {
                group.addTask {
                    _ = run.data(for: run.key("base"))
                    run.store([String(repeating: "\(number)", count: 1000 * (number + 1))], for: run.key("run \(number)"))
                    run.save()
                }
            }
        }
        let after = try #require(CheckCache(folder: place.cache, root: place.root, version: "test"))
        #expect(after.value([String].self, for: after.key("base")) == ["base"])
        for number in 0..<8 {
            let found = after.value([String].self, for: after.key("run \(number)"))
            #expect(found == nil || found == [String(repeating: "\(number)", count: 1000 * (number + 1))])
        }
    }

    @Test func aCacheFolderThatIsALinkOutOfTheAppIsNotUsed() throws {
        let place = try Place()
        let elsewhere = place.base + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: place.root + "/.build", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: place.cache, withDestinationPath: elsewhere)
        #expect(CheckCache(folder: place.cache, root: place.root, version: "test") == nil)
        #expect((try FileManager.default.contentsOfDirectory(atPath: elsewhere)).isEmpty)
    }
}
