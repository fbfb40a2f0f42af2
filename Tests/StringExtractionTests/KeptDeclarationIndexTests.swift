import Foundation
import IntentExtraction
import SwiftParser
@testable import StringExtraction
import Testing

/// A declaration index asked in its packed form (``KeptDeclarationIndex``): every question gets the answer the index
/// it was packed from gives; bytes that are not an index are refused when it is opened, never trapped on.
@Suite struct KeptDeclarationIndexTests {
    static let other = """
        struct Outer {
            struct Inner { var label: LocalizedStringKey; static let maxLength = 4 }
            let limit = Design.Text.maxLength
            func row(_ title: LocalizedStringKey, detail: String = "") -> some View { Text(title) }
        }
        enum Design { enum Text { static let maxLength: Int = 10 } }
        extension Outer.Inner { func badge(_ text: String) -> Text { Text(verbatim: text) } }
        func caption(_ key: String) -> String { key }
        typealias Title = LocalizedStringKey
        """

    /// Two files' indexes merged, as a build's index is.
    static func merged() -> DeclarationIndex {
        var merged = DeclarationIndex()
        merged.merge(DeclarationIndexPackingTests.index(DeclarationIndexPackingTests.source))
        merged.merge(DeclarationIndexPackingTests.index(other))
        return merged
    }

    /// Every question string collection could ask of `index` about what it holds, and about names it does not hold.
    static func lookups(of index: DeclarationIndex) -> [DeclarationIndex.Lookup] {
        let absent = ["", "Nope", "label.", "Outer.Inner.x", "zzz", "A"]
        var lookups: [DeclarationIndex.Lookup] = []
        for name in Array(index.typeAliases.keys) + absent { lookups.append(.typeAlias(name)) }
        for name in Array(index.functionTypes.keys) + absent { lookups.append(.functionType(name)) }
        for name in Array(index.casePayloads.keys) + absent { lookups.append(.casePayload(name)) }
        for (type, cases) in index.enumCases {
            for name in Array(cases.keys) + absent { lookups.append(.enumCase(type, name)) }
        }
        for type in absent { lookups.append(.enumCase(type, "home")) }
        for (owner, members) in index.memberTypes {
            lookups.append(.hasMembers(owner))
            for name in Array(members.keys) + absent { lookups.append(.memberType(owner, name)) }
        }
        // Every ending of some owners' names, as a path's last parts are asked (each question reads every owner).
        for owner in index.memberTypes.keys.sorted().prefix(60) {
            let parts = owner.split(separator: ".")
            for start in parts.indices { lookups.append(.typesEnding("." + parts[start...].joined(separator: "."))) }
        }
        for (owner, members) in index.memberPaths {
            for name in Array(members.keys) + absent { lookups.append(.memberPath(owner, name)) }
        }
        for owner in absent {
            lookups += [.hasMembers(owner), .memberType(owner, "title"), .memberPath(owner, "limit"), .typesEnding(owner)]
        }
        for (name, signatures) in index.signatures {
            lookups.append(.hasSignature(name))
            for signature in signatures {
                lookups.append(.signature(name, signature.labels))
                lookups.append(.signature(name, Array(signature.labels.prefix(1))))
                lookups.append(.takesString(name, signature.owner, signature.labels))
            }
        }
        for (key, labelLists) in index.stringOverloads {
            let parts = key.split(separator: ".", omittingEmptySubsequences: false)
            let (owner, name) = (parts.dropLast().joined(separator: "."), String(parts.last ?? ""))
            for labels in labelLists { lookups += [.takesString(name, owner, labels), .signature(name, labels)] }
        }
        for name in Array(index.stringOverloadNames) + absent { lookups += [.hasStringOverload(name), .hasSignature(name)] }
        return lookups
    }

    @Test func aKeptIndexAnswersEveryQuestionAsTheIndexItWasPackedFrom() throws {
        let index = Self.merged()
        let kept = try #require(DeclarationIndex(keptBytes: index.packedForLookup()))
        #expect(kept.kept != nil)
        let lookups = Self.lookups(of: index)
        #expect(lookups.count > 100)
        // The questions reach every table: some answers are found, and differ from one another.
        let answers = lookups.map { $0.answer(in: index) }
        #expect(Set(answers).count > 20)
        #expect(answers.contains { if case .signature = $0 { true } else { false } })
        #expect(answers.contains(.flag(true)) && answers.contains(.flag(false)))
        for (lookup, answer) in zip(lookups, answers) {
            #expect(lookup.answer(in: kept) == answer, "\(lookup)")
        }
        // Packed for lookup again, it is the same bytes; packed whole and read back, the same index.
        #expect(kept.packedForLookup() == index.packedForLookup())
        #expect(DeclarationIndex(packed: kept.packed()) == index)
        // The whole form is not the lookup form: neither opens as the other.
        #expect(DeclarationIndex(keptBytes: index.packed()) == nil && DeclarationIndex(packed: index.packedForLookup()) == nil)
        let empty = try #require(DeclarationIndex(keptBytes: DeclarationIndex().packedForLookup()))
        #expect(lookups.allSatisfy { $0.answer(in: empty) == $0.answer(in: DeclarationIndex()) })
    }

    /// Names are compared as Swift compares strings: a name spelled with a combining mark, or with a compatibility
    /// character that decomposes to a letter, is the name spelled precomposed (the dictionaries of an index read whole
    /// take it so); a kept index with such keys finds them by their bytes first, then as strings.
    @Test func aNameSpelledInAnotherCanonicalFormIsFoundAsTheIndexFindsIt() throws {
        let index = DeclarationIndexPackingTests.index("""
            struct Caf\u{E9} { var title: LocalizedStringKey }
            typealias \u{212B}ngstrom = Int
            enum Gr\u{FC}\u{DF}e { case hall\u{F6}(String) }
            func \u{212A}elvin(_ key: LocalizedStringKey) {}
            """)
        let kept = try #require(DeclarationIndex(keptBytes: index.packedForLookup()))
        let respelled: [DeclarationIndex.Lookup] = [
            .hasMembers("Cafe\u{301}"), .memberType("Cafe\u{301}", "title"), .typesEnding("e\u{301}"), .typesEnding("af\u{E9}"),
            .typeAlias("A\u{30A}ngstrom"), .typeAlias("\u{C5}ngstrom"), .enumCase("Gru\u{308}\u{DF}e", "hallo\u{308}"),
            .casePayload("hallo\u{308}"), .hasSignature("Kelvin"), .signature("Kelvin", ["_"]),
        ]
        let answers = respelled.map { $0.answer(in: index) }
        // The index read whole finds every one of them.
        #expect(!answers.contains(.flag(false)) && !answers.contains(.none) && !answers.contains(.type(nil)) && !answers.contains(.elements(nil)))
        #expect(!answers.contains(.names([])))
        for (lookup, answer) in zip(respelled + Self.lookups(of: index), answers + Self.lookups(of: index).map { $0.answer(in: index) }) {
            #expect(lookup.answer(in: kept) == answer, "\(lookup)")
        }
    }

    @Test func aFilesRawValuesAreReadWhenTheIndexIsOpened() throws {
        let index = DeclarationIndexPackingTests.index(DeclarationIndexPackingTests.source)
        #expect(!index.rawValueKeys.isEmpty)
        #expect(try #require(DeclarationIndex(keptBytes: index.packedForLookup())).rawValueKeys == index.rawValueKeys)
    }

    @Test func bytesThatAreNotAnIndexAreRefusedWhenOpened() {
        let index = Self.merged()
        let packed = index.packedForLookup()
        for length in 0..<packed.count {
            #expect(DeclarationIndex(keptBytes: Array(packed.prefix(length))) == nil, "cut at \(length)")
        }
        #expect(DeclarationIndex(keptBytes: packed + [0]) == nil)
        // A directory that points elsewhere than its entry, and keys out of order: refused.
        var moved = DeclarationIndex()
        moved.merge(DeclarationIndexPackingTests.index("func a(_ k: LocalizedStringKey) {}\nfunc b(_ k: LocalizedStringKey) {}"))
        var bytes = moved.packedForLookup()
        #expect(bytes[0] == 2 && DeclarationIndex(keptBytes: bytes) != nil)
        bytes[1] &+= 1
        #expect(DeclarationIndex(keptBytes: bytes) == nil)
        bytes = moved.packedForLookup()
        let first = bytes.firstIndex(of: UInt8(ascii: "a"))!, second = bytes.firstIndex(of: UInt8(ascii: "b"))!
        bytes.swapAt(first, second)
        #expect(DeclarationIndex(keptBytes: bytes) == nil)
        // Changed bytes are refused or opened as another index, whose every answer is read without trapping.
        var generator = SystemRandomNumberGenerator()
        let lookups = Self.lookups(of: index)
        for _ in 0..<1500 {
            var damaged = packed
            damaged[Int(generator.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: generator.next())
            if let opened = DeclarationIndex(keptBytes: damaged) {
                for lookup in lookups { _ = lookup.answer(in: opened) }
            }
        }
    }
}
