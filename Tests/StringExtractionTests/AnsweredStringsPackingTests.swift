import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import StringExtraction
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
}
