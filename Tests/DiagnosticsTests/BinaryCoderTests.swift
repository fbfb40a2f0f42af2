@testable import Diagnostics
import Foundation
import IntentKitTestSupport
import Testing

/// The cache's binary Codable form gives back what it was given, refuses what it cannot write faithfully, and throws
/// (never traps or reads past the end) on bytes it did not write.
@Suite struct BinaryCoderTests {
    indirect enum Shape: Codable, Equatable {
        case empty
        case leaf(String)
        case pair(Shape, label: Int?)
        case list([Shape])
    }

    struct Record: Codable, Equatable {
        var name: String
        var count: Int
        var small: Int8
        var large: UInt64
        var negative: Int64
        var ratio: Double
        var half: Float
        var flag: Bool
        var optional: String?
        var absent: Int?
        var optionals: [String?]
        var table: [String: [Int]]
        var byNumber: [Int: String]
        var nested: [[Bool]]
        var shape: Shape
        var raw: Kind
        var data: Data
        var bytes: [UInt8]
        var byteLists: [[UInt8]]
        var maybeBytes: [UInt8]?

        enum Kind: String, Codable { case first, second }
    }

    /// A type whose own coding writes its keys in one order and reads them in another, and keeps one key out when empty.
    struct Reordered: Codable, Equatable {
        var a: Int
        var b: [String]
        var c: String

        enum CodingKeys: String, CodingKey { case a, b, c }

        init(a: Int, b: [String], c: String) {
            self.a = a
            self.b = b
            self.c = c
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            c = try container.decode(String.self, forKey: .c)
            b = try container.decodeIfPresent([String].self, forKey: .b) ?? []
            a = try container.decode(Int.self, forKey: .a)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(a, forKey: .a)
            if !b.isEmpty { try container.encode(b, forKey: .b) }
            try container.encode(c, forKey: .c)
        }
    }

    static func record(_ random: inout SeededGenerator) -> Record {
        let words = ["", "a", "é", "😀", "with\nline break", "key \"quoted\"", String(repeating: "long ", count: 100)]
        func word() -> String { words[Int(random.next() % UInt64(words.count))] }
        func shape(_ depth: Int) -> Shape {
            switch depth == 0 ? random.next() % 2 : random.next() % 4 {
            case 0: return .empty
            case 1: return .leaf(word())
            case 2: return .pair(shape(depth - 1), label: random.next() % 2 == 0 ? nil : Int(bitPattern: UInt(random.next())))
            default: return .list((0..<Int(random.next() % 4)).map { _ in shape(depth - 1) })
            }
        }
        func bytes(_ most: UInt64) -> [UInt8] { (0..<Int(random.next() % most)).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
        var table: [String: [Int]] = [:]
        for _ in 0..<Int(random.next() % 4) { table[word()] = (0..<Int(random.next() % 5)).map { _ in Int(bitPattern: UInt(random.next())) } }
        return Record(
            name: word(), count: Int(bitPattern: UInt(random.next())), small: Int8(truncatingIfNeeded: random.next()), large: random.next(),
            negative: -Int64(random.next() >> 1), ratio: Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF), half: Float(random.next() % 1000) / 7,
            flag: random.next() % 2 == 0, optional: random.next() % 2 == 0 ? nil : word(), absent: nil,
            optionals: (0..<Int(random.next() % 4)).map { _ in random.next() % 2 == 0 ? nil : word() }, table: table,
            byNumber: [Int(random.next() % 100): word()], nested: [[true, false], [], [random.next() % 2 == 0]], shape: shape(5),
            raw: random.next() % 2 == 0 ? .first : .second, data: Data(bytes(40)), bytes: bytes(300),
            byteLists: (0..<Int(random.next() % 4)).map { _ in bytes(20) }, maybeBytes: random.next() % 2 == 0 ? nil : bytes(10)
        )
    }

    @Test func whatIsWrittenIsReadBack() throws {
        var generator = SeededGenerator(seed: 47)
        for _ in 0..<300 {
            let record = Self.record(&generator)
            let bytes = try BinaryEncoder().encode(record)
            #expect(try BinaryDecoder().decode(Record.self, from: bytes) == record)
        }
        let values: [Record] = (0..<50).map { _ in Self.record(&generator) }
        #expect(try BinaryDecoder().decode([Record].self, from: BinaryEncoder().encode(values)) == values)
    }

    @Test func scalarsAtTheTopAndTheirLimits() throws {
        #expect(try BinaryDecoder().decode(Int.self, from: BinaryEncoder().encode(Int.min)) == Int.min)
        #expect(try BinaryDecoder().decode(UInt64.self, from: BinaryEncoder().encode(UInt64.max)) == UInt64.max)
        #expect(try BinaryDecoder().decode(String.self, from: BinaryEncoder().encode("")) == "")
        #expect(try BinaryDecoder().decode(String?.self, from: BinaryEncoder().encode(String?.none)) == nil)
        #expect(try BinaryDecoder().decode(Double.self, from: BinaryEncoder().encode(Double.infinity)) == .infinity)
        // A number that does not fit the type asked for is refused, not truncated.
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Int8.self, from: BinaryEncoder().encode(300)) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(UInt.self, from: BinaryEncoder().encode(-1)) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(String.self, from: BinaryEncoder().encode(1)) }
    }

    @Test func keysAreFoundInAnyOrder() throws {
        for value in [Reordered(a: 7, b: ["x", "y"], c: "z"), Reordered(a: -1, b: [], c: "")] {
            #expect(try BinaryDecoder().decode(Reordered.self, from: BinaryEncoder().encode(value)) == value)
        }
        struct Plain: Codable, Equatable {
            var c: String
            var b: [String]?
            var a: Int
        }
        struct Written: Encodable {
            var a: Int
            var c: String
        }
        let plain = try BinaryDecoder().decode(Plain.self, from: BinaryEncoder().encode(Written(a: 3, c: "q")))
        #expect(plain == Plain(c: "q", b: nil, a: 3))
    }

    @Test func aContainerWrittenAfterALaterOneOpenedIsRefused() {
        struct Interleaved: Encodable {
            func encode(to encoder: any Encoder) throws {
                var outer = encoder.unkeyedContainer()
                var first = outer.nestedUnkeyedContainer()
                var second = outer.nestedUnkeyedContainer()
                try second.encode(1)
                try first.encode(2)
            }
        }
        #expect(throws: EncodingError.self) { try BinaryEncoder().encode(Interleaved()) }
        struct TwoContainers: Encodable {
            func encode(to encoder: any Encoder) throws {
                var one = encoder.unkeyedContainer()
                try one.encode(1)
                var two = encoder.unkeyedContainer()
                try two.encode(2)
            }
        }
        #expect(throws: EncodingError.self) { try BinaryEncoder().encode(TwoContainers()) }
    }

    /// Every truncation and many single-byte changes of real encodings throw or decode; none traps.
    @Test func damagedBytesThrowAndNeverTrap() throws {
        var generator = SeededGenerator(seed: 4747)
        for _ in 0..<20 {
            let bytes = try BinaryEncoder().encode(Self.record(&generator))
            for length in 0..<bytes.count {
                #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Record.self, from: Array(bytes.prefix(length))) }
            }
            for _ in 0..<200 {
                var damaged = bytes
                damaged[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
                _ = try? BinaryDecoder().decode(Record.self, from: damaged)
            }
        }
        // Containers nested deeper than any type of ours are refused before the stack is.
        var deep: [UInt8] = []
        for level in 0..<2_000 {
            let inner = 9 * (1_999 - level)
            deep += [BinaryTag.unkeyed.rawValue, 1, 0, 0, 0] + withUnsafeBytes(of: UInt32(inner).littleEndian, Array.init)
        }
        deep[deep.count - 9 + 1] = 0
        struct Nest: Decodable {
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                if !container.isAtEnd { _ = try container.decode(Nest.self) }
            }
        }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Nest.self, from: deep) }
        #expect(throws: Never.self) { try BinaryDecoder().decode(Nest.self, from: Array(deep.suffix(9 * 300))) }
        let nested = try BinaryEncoder().encode([[[[[["deep"]]]]]])
        #expect(try BinaryDecoder().decode([[[[[[String]]]]]].self, from: nested) == [[[[[["deep"]]]]]])
    }

    /// An array of bytes inside a value is written whole (a length and the bytes), not as a value per byte; at the top,
    /// as Codable writes it; either way it is read back.
    @Test func anArrayOfBytesIsWrittenWhole() throws {
        struct Holder: Codable, Equatable {
            var bytes: [UInt8]
            var lists: [[UInt8]]
        }
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let holder = Holder(bytes: bytes, lists: [[], [0xFF], bytes])
        let encoded = try BinaryEncoder().encode(holder)
        #expect(encoded.count < 2 * bytes.count + 100, "\(encoded.count) bytes")
        #expect(try BinaryDecoder().decode(Holder.self, from: encoded) == holder)
        #expect(try BinaryDecoder().decode([UInt8].self, from: BinaryEncoder().encode(bytes)) == bytes)
        // An array of bytes where another value was written is refused, and the other way round.
        struct Text: Codable { var bytes: String }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Holder.self, from: BinaryEncoder().encode(Text(bytes: "x"))) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Text.self, from: encoded) }
    }

    @Test func smallerThanJSON() throws {
        var generator = SeededGenerator(seed: 1)
        let values = (0..<100).map { _ in Self.record(&generator) }
        #expect(try BinaryEncoder().encode(values).count < JSONEncoder().encode(values).count)
    }
}
