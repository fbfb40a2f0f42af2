@testable import Diagnostics
import Foundation
import Testing

/// A deferred value of the binary form is written as the value itself, decoded only when asked for, and a value whose
/// bytes are damaged fails when it is asked for (every time), not when its holder is decoded.
@Suite struct BinaryDeferredTests {
    struct Members: Codable, Equatable, Sendable {
        var names: [String]
        var count: Int
    }

    struct Plain: Codable, Equatable {
        var name: String
        var members: Members
        var after: Int
    }

    struct Holder: Codable {
        var name: String
        var members: BinaryDeferred<Members>
        var after: Int
    }

    static let members = Members(names: ["title", "perform", "parameter"], count: 3)

    @Test func aDeferredValueIsWrittenAsTheValueItself() throws {
        let plain = try BinaryEncoder().encode(Plain(name: "Intent", members: Self.members, after: 7))
        let deferred = try BinaryEncoder().encode(Holder(name: "Intent", members: BinaryDeferred(Self.members), after: 7))
        #expect(plain == deferred)
        // Bytes written with the value in place read back as a deferred value, and the other way round.
        let holder = try BinaryDecoder().decode(Holder.self, from: plain)
        #expect(try holder.members.value() == Self.members)
        #expect(try BinaryDecoder().decode(Plain.self, from: deferred) == Plain(name: "Intent", members: Self.members, after: 7))
    }

    @Test func aDeferredValueIsDecodedWhenFirstAskedForAndWrittenAgainAlike() throws {
        let bytes = try BinaryEncoder().encode(Holder(name: "Intent", members: BinaryDeferred(Self.members), after: 7))
        let holder = try BinaryDecoder().decode(Holder.self, from: bytes)
        #expect(holder.name == "Intent" && holder.after == 7)
        #expect(!holder.members.isDecoded)
        // Written again before it is read: the same bytes.
        #expect(try BinaryEncoder().encode(holder) == bytes)
        #expect(try holder.members.value() == Self.members)
        #expect(holder.members.isDecoded)
        #expect(try holder.members.value() == Self.members)
    }

    @Test func aDamagedDeferredValueFailsWhenAskedForNotWithItsHolder() throws {
        var bytes = try BinaryEncoder().encode(Holder(name: "Intent", members: BinaryDeferred(Self.members), after: 7))
        // The first member name's tag made one no value has: the holder's containers keep their lengths.
        let name = Array("title".utf8)
        let at = try #require((0...(bytes.count - name.count)).first { Array(bytes[$0..<$0 + name.count]) == name })
        // The string's tag is just before its length (one byte for a short string).
        bytes[at - 2] = 0xEE
        let holder = try BinaryDecoder().decode(Holder.self, from: bytes)
        #expect(holder.after == 7)
        #expect(throws: DecodingError.self) { try holder.members.value() }
        #expect(throws: DecodingError.self) { try holder.members.value() }
        #expect(!holder.members.isDecoded)
        // Decoded whole, the same bytes fail at once.
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Plain.self, from: bytes) }
    }

    @Test func aDeferredValueWhoseBytesRunPastItsHolderFailsWithTheHolder() throws {
        let bytes = try BinaryEncoder().encode(Holder(name: "Intent", members: BinaryDeferred(Self.members), after: 7))
        for end in stride(from: 1, to: bytes.count, by: 3) {
            #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Holder.self, from: Array(bytes[..<end])) }
        }
    }

    @Test func fromAnotherDecoderTheValueIsDecodedAtOnce() throws {
        let json = try JSONEncoder().encode(Holder(name: "Intent", members: BinaryDeferred(Self.members), after: 7))
        #expect(try JSONDecoder().decode(Plain.self, from: json) == Plain(name: "Intent", members: Self.members, after: 7))
        let holder = try JSONDecoder().decode(Holder.self, from: json)
        #expect(holder.members.isDecoded)
        #expect(try holder.members.value() == Self.members)
    }
}
