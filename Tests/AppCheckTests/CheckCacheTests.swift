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
        // Read again by the next run.
        #expect(CheckCache(folder: place.cache, root: place.root, version: "test")?.value([String].self, for: key) == ["payload"])
        // One byte of the payload changed.
        var damaged = stored
        damaged[damaged.count - 2] ^= 1
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        #expect(CheckCache(folder: place.cache, root: place.root, version: "test")?.data(for: key) == nil)
        // Cut short.
        try Data(stored.prefix(stored.count - 3)).write(to: URL(fileURLWithPath: path))
        #expect(CheckCache(folder: place.cache, root: place.root, version: "test")?.data(for: key) == nil)
        try Data(stored.prefix(10)).write(to: URL(fileURLWithPath: path))
        #expect(CheckCache(folder: place.cache, root: place.root, version: "test")?.data(for: key) == nil)
        // Written by someone without the secret: a well-formed pack with another code.
        try Data(Array(stored.prefix(4)) + [UInt8](repeating: 7, count: 8) + stored.dropFirst(12)).write(to: URL(fileURLWithPath: path))
        let fresh = try #require(CheckCache(folder: place.cache, root: place.root, version: "test"))
        #expect(fresh.data(for: key) == nil)
        // The rightful result is found again once stored and saved again.
        fresh.store(["payload"], for: key)
        fresh.save()
        #expect(CheckCache(folder: place.cache, root: place.root, version: "test")?.value([String].self, for: key) == ["payload"])
        let statistics = fresh.statistics
        #expect(statistics.misses == 1 && statistics.hits == 0 && statistics.stores == 1)
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
