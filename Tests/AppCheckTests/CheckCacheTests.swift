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

    @Test func aKeySpellsItsBitsInThirtyTwoLowercaseDigits() {
        func spelled(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        var generator = SeededGenerator(seed: 47)
        let values: [UInt64] = [0, 1, 0x0F, 0xA0, .max, 1 << 63] + (0..<200).map { _ in generator.next() >> UInt64.random(in: 0..<64, using: &generator) }
        for (first, second) in zip(values, values.reversed()) {
            #expect(CheckCache.hex(first, second) == spelled(first) + spelled(second))
        }
    }

    @Test func wideSipHashGivesTheReferenceVectors() {
        // The reference implementation's 128-bit vectors (SipHash's vectors.h, vectors_sip128): key 00…0f, message
        // 00…(n-1) for n from 0 to 63, each tag as its 16 bytes in order.
        for (length, expected) in Self.wideVectors.enumerated() {
            var hasher = SipHash(key: (0x0706_0504_0302_0100, 0x0F0E_0D0C_0B0A_0908), wide: true)
            // Fed in two pieces, split where the vector's length says, so words are finished across calls.
            let message = (0..<length).map { UInt8($0) }
            hasher.combine(Array(message.prefix(length / 3)))
            hasher.combine(Array(message.dropFirst(length / 3)))
            let (first, second) = hasher.finalizeWide()
            let tag = [first, second].flatMap { word in (0..<8).map { String(format: "%02x", UInt8(truncatingIfNeeded: word >> (8 * UInt64($0)))) } }.joined()
            #expect(tag == expected, "\(length) bytes")
        }
        #expect(Self.wideVectors.count == 64)
    }

    static let wideVectors = [
        "a3817f04ba25a8e66df67214c7550293",
        "da87c1d86b99af44347659119b22fc45",
        "8177228da4a45dc7fca38bdef60affe4",
        "9c70b60c5267a94e5f33b6b02985ed51",
        "f88164c12d9c8faf7d0f6e7c7bcd5579",
        "1368875980776f8854527a07690e9627",
        "14eeca338b208613485ea0308fd7a15e",
        "a1f1ebbed8dbc153c0b84aa61ff08239",
        "3b62a9ba6258f5610f83e264f31497b4",
        "264499060ad9baabc47f8b02bb6d71ed",
        "00110dc378146956c95447d3f3d0fbba",
        "0151c568386b6677a2b4dc6f81e5dc18",
        "d626b266905ef35882634df68532c125",
        "9869e247e9c08b10d029934fc4b952f7",
        "31fcefac66d7de9c7ec7485fe4494902",
        "5493e99933b0a8117e08ec0f97cfc3d9",
        "6ee2a4ca67b054bbfd3315bf85230577",
        "473d06e8738db89854c066c47ae47740",
        "a426e5e423bf4885294da481feaef723",
        "78017731cf65fab074d5208952512eb1",
        "9e25fc833f2290733e9344a5e83839eb",
        "568e495abe525a218a2214cd3e071d12",
        "4a29b54552d16b9a469c10528eff0aae",
        "c9d184ddd5a9f5e0cf8ce29a9abf691c",
        "2db479ae78bd50d8882a8a178a6132ad",
        "8ece5f042d5e447b5051b9eacb8d8f6f",
        "9c0b53b4b3c307e87eaee08678141f66",
        "abf248af69a6eae4bfd3eb2f129eeb94",
        "0664da1668574b88b935f3027358aef4",
        "aa4b9dc4bf337de90cd4fd3c467c6ab7",
        "ea5c7f471faf6bde2b1ad7d4686d2287",
        "2939b0183223fafc1723de4f52c43d35",
        "7c3956ca5eeafc3e363e9d556546eb68",
        "77c6077146f01c32b6b69d5f4ea9ffcf",
        "37a6986cb8847edf0925f0f1309b54de",
        "a705f0e69da9a8f907241a2e923c8cc8",
        "3dc47d1f29c448461e9e76ed904f6711",
        "0d62bf01e6fc0e1a0d3c4751c5d3692b",
        "8c03468bca7c669ee4fd5e084bbee7b5",
        "528a5bb93baf2c9c4473cce5d0d22bd9",
        "df6a301e95c95dad97ae0cc8c6913bd8",
        "801189902c857f39e73591285e70b6db",
        "e617346ac9c231bb3650ae34ccca0c5b",
        "27d93437efb721aa401821dcec5adf89",
        "89237d9ded9c5e78d8b1c9b166cc7342",
        "4a6d8091bf5e7d651189fa94a250b14c",
        "0e33f96055e7ae893ffc0e3dcf492902",
        "e61c432b720b19d18ec8d84bdc63151b",
        "f7e5aef549f782cf379055a608269b16",
        "438d030fd0b7a54fa837f2ad201a6403",
        "a590d3ee4fbf04e3247e0d27f286423f",
        "5fe2c1a172fe93c4b15cd37caef9f538",
        "2c97325cbd06b36eb2133dd08b3a017c",
        "92c814227a6bca949ff0659f002ad39e",
        "dce850110bd8328cfbd50841d6911d87",
        "67f14984c7da791248e32bb5922583da",
        "1938f2cf72d54ee97e94166fa91d2a36",
        "74481e9646ed49fe0f6224301604698e",
        "57fca5de98a9d6d8006438d0583d8a1d",
        "9fecde1cefdc1cbed4763674d9575359",
        "e3040c00eb28f15366ca73cbd872e740",
        "7697009a6a831dfecca91c5993670f7a",
        "5853542321f567a005d547a4f04759bd",
        "5150d1772f50834a503e069a973fbd7c"
    ]

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

    @Test func sourceFactsReadBackOnlyAsFiveKeysAndTheirFlags() throws {
        let facts = SourceFacts(extraction: "0123456789abcdef0123456789abcdef", placeFree: "0000111122223333444455556666777f",
                                index: "fedcba9876543210fedcba9876543210", content: "c", strings: "00112233445566778899aabbccddeeff",
                                stringsPlaceFree: "ffeeddccbbaa99887766554433221100", hasConditions: true, readable: false)
        let read = try #require(SourceFacts(stored: facts.stored, content: "c"))
        let keys: (SourceFacts) -> [String] = { [$0.extraction, $0.placeFree, $0.index, $0.strings, $0.stringsPlaceFree] }
        #expect(keys(read) == keys(facts) && read.content == "c")
        #expect(read.hasConditions && !read.readable)
        for stored in ["", "a", "a\n", "\nb", "\n", "a\nb", "a\nb\n", "a\n\nb", "a\nb\nc", "a\nb\n-r", "a\np\nb\ns\n-r", "a\np\nb\ns\nt\nrc",
                       "a\np\nb\ns\nt\n-r\n", "a\np\nb\ns\nt\n-r\nd", "a\np\nb\ns\n\n-r"] {
            #expect(SourceFacts(stored: Data(stored.utf8), content: "c") == nil, "\(stored.debugDescription)")
        }
        let plain = try #require(SourceFacts(stored: Data("a\np\nb\ns\nt\n-r".utf8), content: "c"))
        #expect(keys(plain) == ["a", "p", "b", "s", "t"] && !plain.hasConditions && plain.readable)
        // By a file's stamp, the content key comes first.
        let byStamp = try #require(SourceFacts(storedByStamp: facts.storedByStamp))
        #expect(byStamp.content == "c" && keys(byStamp) == keys(facts) && byStamp.hasConditions && !byStamp.readable)
        #expect(SourceFacts(storedByStamp: facts.stored) == nil)
        #expect(SourceFacts(stored: facts.storedByStamp, content: "c") == nil)
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

    @Test func aPackKeepsWhatEachSlotHoldsLastNotEveryRunsResults() throws {
        let place = try Place()
        func open() throws -> CheckCache { try #require(CheckCache(folder: place.cache, root: place.root, version: "test")) }
        func size() throws -> Int { try #require(FileManager.default.attributesOfItem(atPath: place.cache + "/results.pack")[.size] as? Int) }
        func payload(_ run: Int, _ slot: Int) -> Data { Data(repeating: UInt8(truncatingIfNeeded: run &* 31 &+ slot), count: 300_000) }
        // Eight slots of 300 kB (a file's strings, a build's index), every run replacing each with a result of a new key.
        let first = try open()
        first.store(Data("unslotted".utf8), for: first.key("unslotted"))
        for slot in 0..<8 { first.store(payload(0, slot), for: first.key("0 \(slot)"), slot: "slot \(slot)") }
        first.save()
        let oneRun = try size()
        for run in 1...6 {
            let cache = try open()
            // Run 3 asks for a result run 2 stored: though replaced, it is kept by the run that asked for it (run 4
            // finds it), then dropped once no run asks for it.
            if run == 3 || run == 4 { #expect(cache.data(for: cache.key("2 0")) == payload(2, 0), "in run \(run)") }
            for slot in 0..<8 { cache.store(payload(run, slot), for: cache.key("\(run) \(slot)"), slot: "slot \(slot)") }
            cache.save()
            // Never more than one run's results and a half: replaced results are dropped when the pack is written anew.
            #expect(try size() <= oneRun * 3 / 2 + 64, "after run \(run)")
        }
        let last = try open()
        #expect(last.data(for: last.key("6 7")) == payload(6, 7))
        #expect(last.data(for: last.key("1 0")) == nil)
        #expect(last.data(for: last.key("2 0")) == nil)
        #expect(last.data(for: last.key("5 3")) == nil)
        #expect(last.data(for: last.key("unslotted")) == Data("unslotted".utf8))
        // A run that replaces one slot's result adds to the pack: what it replaced is less than a third of the pack.
        let inode = try #require(FileManager.default.attributesOfItem(atPath: last.packPath)[.systemFileNumber] as? Int)
        let before = try size()
        last.store(payload(7, 1), for: last.key("7 1"), slot: "slot 1")
        last.save()
        #expect(try size() > before)
        #expect(try FileManager.default.attributesOfItem(atPath: last.packPath)[.systemFileNumber] as? Int == inode)
        let after = try open()
        #expect(after.data(for: after.key("7 1")) == payload(7, 1))
        #expect(after.data(for: after.key("6 2")) == payload(6, 2))
    }

    @Test func aResultAskedForHoldsItsSlotAgainAndTheLastIsWrittenLast() throws {
        let place = try Place()
        func open() throws -> CheckCache { try #require(CheckCache(folder: place.cache, root: place.root, version: "test")) }
        func payload(_ name: String) -> Data { Data(repeating: UInt8(truncatingIfNeeded: name.hashValue), count: 300_000) + Data(name.utf8) }
        // Eight filler slots a run fills anew to make the pack be written whole; slot "s" holds a, b, c in turn.
        @discardableResult
        func run(_ number: Int, asking asked: [String] = [], storing stored: [String] = [], filling: Bool = true, replacingPack: Bool = false) throws -> [String: Data?] {
            let cache = try open()
            var found: [String: Data?] = [:]
            for name in asked { found[name] = cache.data(for: cache.key(name)) }
            for name in stored { cache.store(payload(name), for: cache.key(name), slot: "s") }
            for filler in 0..<8 where filling { cache.store(payload("\(number) \(filler)"), for: cache.key("\(number) \(filler)"), slot: "filler \(filler)") }
            if replacingPack {
                // Another file in the pack's place (as a concurrent run's whole pack): this run cannot append to it.
                let copy = cache.packPath + ".copy"
                try FileManager.default.copyItem(atPath: cache.packPath, toPath: copy)
                _ = rename(copy, cache.packPath)
            }
            cache.save()
            return found
        }
        try run(1, storing: ["a"])
        // Asked for while b replaces it: both kept, b written after a, so b is what the slot holds for the next run.
        #expect(try run(2, asking: ["a"], storing: ["b"])["a"] == payload("a"))
        try run(3)
        #expect(try run(4, asking: ["a", "b"]) == ["a": nil, "b": payload("b")])
        // c replaces b (in a run that adds to the pack); then b is asked for again (an edit undone) and holds the slot
        // again, c is dropped.
        try run(5, storing: ["c"], filling: false)
        #expect(try run(6, asking: ["b"])["b"] == payload("b"))
        try run(7)
        #expect(try run(8, asking: ["b", "c"]) == ["b": payload("b"), "c": nil])
        // A pack that cannot be appended to is written whole as any other: what was replaced is dropped there too.
        try run(9, storing: ["d"], replacingPack: true)
        #expect(try run(10, asking: ["b", "d"]) == ["b": nil, "d": payload("d")])
    }

    /// A pack written whole starts with an index of its records: a run finds each indexed result through it, and those
    /// runs appended after it one by one; a result appended for a key the index has replaces it; an index that is not
    /// authentic leaves the pack read as empty, written anew by the next save; a pack appended to past as many records
    /// as it indexes (and some thousands) is written anew, all of them indexed.
    @Test func aPackWrittenWholeIsIndexedAndAppendsFollowIt() throws {
        let place = try Place()
        func open() throws -> CheckCache { try #require(CheckCache(folder: place.cache, root: place.root, version: "test")) }
        func inode(_ cache: CheckCache) throws -> Int { try #require(FileManager.default.attributesOfItem(atPath: cache.packPath)[.systemFileNumber] as? Int) }
        let first = try open()
        for number in 0..<300 { first.store(Data("indexed \(number)".utf8), for: first.key("\(number)"), slot: "slot \(number % 10)") }
        first.save()
        let path = first.packPath
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        // After the 12 bytes of the header, the index's record: its key is all ones.
        #expect(written[12..<28].allSatisfy { $0 == 0xFF })

        let second = try open()
        #expect(second.data(for: second.key("7")) == Data("indexed 7".utf8))
        #expect(second.data(for: second.key("299")) == Data("indexed 299".utf8))
        #expect(second.data(for: second.key("300")) == nil)
        second.store(Data("appended".utf8), for: second.key("appended"))
        second.store(Data("replaced 5".utf8), for: second.key("5"))
        let before = try inode(second)
        second.save()
        #expect(try inode(second) == before)
        let third = try open()
        #expect(third.data(for: third.key("appended")) == Data("appended".utf8))
        #expect(third.data(for: third.key("5")) == Data("replaced 5".utf8))
        #expect(third.data(for: third.key("6")) == Data("indexed 6".utf8))

        // One byte of the index changed: its code fails, no result is taken, and the next save writes the pack anew.
        var damaged = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        damaged[12 + 36 + 12 + 3] ^= 1
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        let fourth = try open()
        #expect(fourth.data(for: fourth.key("6")) == nil && fourth.data(for: fourth.key("appended")) == nil)
        fourth.store(Data("again".utf8), for: fourth.key("again"))
        fourth.save()
        let fifth = try open()
        #expect(fifth.data(for: fifth.key("again")) == Data("again".utf8))
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))[12..<28].allSatisfy { $0 == 0xFF })

        // Appends beyond what it indexes: the pack is added to while there are at most 4,096 records after the index,
        // then written whole, with each result found as before.
        var inodes: [Int] = []
        for run in 0..<3 {
            let cache = try open()
            for number in 0..<1_500 { cache.store(Data("run \(run) \(number)".utf8), for: cache.key("run \(run) \(number)")) }
            inodes.append(try inode(cache))
            cache.save()
        }
        let last = try open()
        let rewritten = try inode(last)
        #expect(inodes[1] == inodes[0] && inodes[2] == inodes[1] && rewritten != inodes[2])
        #expect(last.data(for: last.key("run 0 17")) == Data("run 0 17".utf8) && last.data(for: last.key("run 2 1499")) == Data("run 2 1499".utf8))
        #expect(last.data(for: last.key("again")) == Data("again".utf8))
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
