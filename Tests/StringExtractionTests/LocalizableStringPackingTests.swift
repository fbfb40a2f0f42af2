import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import StringExtraction
import Testing

/// The packed form of a file's strings, as the cache keeps them: read back as the same uses, and bytes that are not
/// one refused.
@Suite struct LocalizableStringPackingTests {
    /// Uses with every field given and left out, every bundle and origin, and texts shared between fields.
    static let uses: [LocalizableString] = {
        var uses = [
            LocalizableString(key: "Hello", origin: .swiftUI, location: SourceLocation(file: "A.swift", line: 3, column: 10)),
            LocalizableString(key: "%lld items", table: "Counts", defaultValue: "Items", comment: "A count", bundle: .module,
                              origin: .stringLocalized, location: SourceLocation(file: "A.swift", line: 40, column: 1)),
            LocalizableString(key: "Open ${applicationName}", table: "AppShortcuts", bundle: .other("Bundle(for: Self.self)"),
                              origin: .appShortcutPhrase, location: SourceLocation(file: "Shortcuts.swift", line: 1_000_000)),
            LocalizableString(key: "", origin: .resource, location: SourceLocation(file: "B.swift")),
            LocalizableString(key: "A.swift", defaultValue: "é – 🙂", origin: .nsLocalizedString, location: SourceLocation(file: "B.swift", line: 2, column: 2)),
            LocalizableString(key: "Row", comment: "", origin: .declared, location: SourceLocation(file: "C.swift", line: 0, column: -4)),
        ]
        var columnOnly = LocalizableString(key: "Column only", origin: .swiftUI, location: SourceLocation(file: "D.swift"))
        columnOnly.location.column = 7
        uses.append(columnOnly)
        return uses
    }()

    @Test func packedUsesReadBackAsTheSameUses() throws {
        let packed = LocalizableString.packed(Self.uses)
        #expect(LocalizableString.unpacked(packed) == Self.uses)
        #expect(LocalizableString.unpacked(Data(packed)) == Self.uses)
        #expect(LocalizableString.unpacked(LocalizableString.packed([])) == [])
        // Each use differs from the others, and each reads back in its place.
        for use in Self.uses {
            #expect(LocalizableString.unpacked(LocalizableString.packed([use])) == [use])
        }
        // A text given in several fields and uses is written once.
        let repeated = LocalizableString.packed(Array(repeating: Self.uses[1], count: 100))
        let key = Array("%lld items".utf8)
        #expect((0...(repeated.count - key.count)).filter { Array(repeated[$0..<$0 + key.count]) == key }.count == 1)
        #expect(repeated.count < 100 * 10)
    }

    @Test func bytesThatAreNotPackedUsesAreRefused() {
        let packed = LocalizableString.packed(Self.uses)
        for length in 0..<packed.count {
            #expect(LocalizableString.unpacked(Array(packed.prefix(length))) == nil, "cut at \(length)")
        }
        #expect(LocalizableString.unpacked(packed + [0]) == nil)
        // A use with an unknown flag, an unknown origin or a text number past the table: refused.
        let one = LocalizableString.packed([LocalizableString(key: "K", origin: .swiftUI, location: SourceLocation(file: "F"))])
        #expect(one == [2, 1, 0x4B, 1, 0x46, 1, 0, 0, 0, 1])
        #expect(LocalizableString.unpacked([2, 1, 0x4B, 1, 0x46, 1, 0x80, 0, 0, 1]) == nil)
        #expect(LocalizableString.unpacked([2, 1, 0x4B, 1, 0x46, 1, 0x60, 0, 0, 1]) == nil)
        #expect(LocalizableString.unpacked([2, 1, 0x4B, 1, 0x46, 1, 0, 6, 0, 1]) == nil)
        #expect(LocalizableString.unpacked([2, 1, 0x4B, 1, 0x46, 1, 0, 0, 2, 1]) == nil)
        // Changed bytes are read as other uses or refused; none traps.
        var generator = SeededGenerator(seed: 57)
        for _ in 0..<2000 {
            var damaged = packed
            damaged[Int(generator.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: generator.next())
            _ = LocalizableString.unpacked(damaged)
        }
    }
}
