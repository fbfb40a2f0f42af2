import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
@testable import StringExtraction
import SwiftParser
import Testing

/// The packed form of a file's answered strings, as the cache keeps them: read back as the same strings, questions
/// and answers, and bytes that are not such refused.
@Suite struct AnsweredStringsPackingTests {
    /// Every kind of question, and every kind of answer with and without its value.
    static let answered = AnsweredStrings(
        strings: LocalizableStringPackingTests.uses,
        questions: [
            .typeAlias("Count"), .functionType("title"), .enumCase("Kind", "open"), .casePayload("open"), .memberType("Model", "name"),
            .memberPath("Design", "limit"), .hasMembers("Model"), .typesEnding(".Limits"), .signature("Label", ["_", "comment"]),
            .hasSignature("Label"), .hasStringOverload("Text"), .takesString("init", "Text", ["verbatim"]), .signature("f", []),
        ],
        answers: [
            .none, .type(nil), .type(.optional(.named("Swift.Int", []))), .elements(nil),
            .elements([TypeRef.Element(label: "count", type: .array(.named("Int", []))), TypeRef.Element(label: nil, type: .dictionary(.named("String", []), .tuple([])))]),
            .path(nil), .path(["Design", "Limits", "maxLength"]), .flag(false), .flag(true), .names([]), .names(["A.Limits", "B.Limits"]),
            .signature(["_", "comment"], [0, 3], "Label"), .signature([], [], ""),
        ]
    )

    @Test func packedAnswersReadBackAsTheSame() {
        let packed = Self.answered.packed()
        #expect(AnsweredStrings(packed: packed) == Self.answered)
        #expect(AnsweredStrings(packed: Data(packed)) == Self.answered)
        let empty = AnsweredStrings(strings: [], questions: [], answers: [])
        #expect(AnsweredStrings(packed: empty.packed()) == empty)
        // Each question and each answer reads back as itself, not as another of its kind.
        for (question, answer) in zip(Self.answered.questions, Self.answered.answers) {
            let one = AnsweredStrings(strings: [], questions: [question], answers: [answer])
            #expect(AnsweredStrings(packed: one.packed()) == one)
        }
    }

    @Test func bytesThatAreNotPackedAnswersAreRefused() {
        let packed = Self.answered.packed()
        for length in 0..<packed.count {
            #expect(AnsweredStrings(packed: Array(packed.prefix(length))) == nil, "cut at \(length)")
        }
        #expect(AnsweredStrings(packed: packed + [0]) == nil)
        // No strings (an empty list packed is one byte, 0), one question of an unknown tag, or questions without as
        // many answers: refused.
        let strings = LocalizableString.packed([])
        let head = [UInt8(strings.count)] + strings
        #expect(AnsweredStrings(packed: head + [0, 0]) == AnsweredStrings(strings: [], questions: [], answers: []))
        #expect(AnsweredStrings(packed: head + [1, 12, 1, 0x41, 1, 0]) == nil)
        #expect(AnsweredStrings(packed: head + [1, 0, 1, 0x41, 1, 8]) == nil)
        #expect(AnsweredStrings(packed: head + [1, 0, 1, 0x41, 1, 1, 2]) == nil)
        #expect(AnsweredStrings(packed: head + [1, 0, 1, 0x41, 0]) == nil)
        #expect(AnsweredStrings(packed: head + [1, 0, 1, 0x41, 1, 1, 0]) == AnsweredStrings(strings: [], questions: [.typeAlias("A")], answers: [.type(nil)]))
        // Changed bytes are read as other answers or refused; none traps.
        var generator = SeededGenerator(seed: 58)
        for _ in 0..<2000 {
            var damaged = packed
            damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            _ = AnsweredStrings(packed: damaged)
        }
    }

    /// Read without their strings (``PackedAnswers``), as a run after a declaration changed reads every other file's:
    /// the same questions and answers, the strings' packed bytes as they were written, a slice of a larger buffer
    /// read alike, and what the whole form refuses refused too.
    @Test func answersReadWithoutTheirStringsAreTheSame() throws {
        let packed = Self.answered.packed()
        let kept = try #require(PackedAnswers(packed: Data(packed)))
        #expect(kept.questions == Self.answered.questions && kept.answers == Self.answered.answers)
        #expect(Array(kept.strings) == LocalizableString.packed(Self.answered.strings))
        #expect(LocalizableString.unpacked(kept.strings) == Self.answered.strings)
        #expect(kept.bytes == Data(packed))
        // A record that is a slice of a pack (its indices do not start at 0).
        let pack = Data([9, 9, 9] + packed + [7])
        let slice = try #require(PackedAnswers(packed: pack[3..<(3 + packed.count)]))
        #expect(Array(slice.strings) == Array(kept.strings) && slice.questions == kept.questions)
        for length in 0..<packed.count {
            #expect(PackedAnswers(packed: Data(packed.prefix(length))) == nil, "cut at \(length)")
        }
        #expect(PackedAnswers(packed: Data(packed + [0])) == nil)
    }

    /// Answers hold, read packed or whole, for the same indexes: one that declares what was asked otherwise does not.
    @Test func packedAnswersHoldWhereTheWholeOnesDo() throws {
        let asked = AnsweredStrings(strings: [], questions: [.hasSignature("Label"), .typeAlias("Count")], answers: [.flag(false), .type(nil)])
        let kept = try #require(PackedAnswers(packed: Data(asked.packed())))
        let empty = DeclarationIndex()
        #expect(asked.hold(in: empty) && kept.hold(in: empty))
        let declaring = try #require(Self.index(declaring: "typealias Count = Int\n"))
        #expect(!asked.hold(in: declaring) && !kept.hold(in: declaring))
    }

    static func index(declaring text: String) -> DeclarationIndex? {
        let tree = Parser.parse(source: text)
        return DeclarationIndex.collect(tree, branches: BranchSelector(options: ExtractionOptions()))
    }
}
