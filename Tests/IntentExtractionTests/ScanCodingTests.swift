@testable import Diagnostics
@testable import IntentExtraction
import Testing

/// The compact forms a kept scan's ranges and types are written in read back as they were written: every form of a
/// type and every nesting, a range too wide for its one number, and a form number no version wrote is refused.
@Suite struct ScanCodingTests {
    @Test func everyTypeFormReadsBack() throws {
        let soup = TypeRef.named([TypeName.Component(name: "Soup", arguments: [])])
        let types: [TypeRef] = [
            soup,
            .named([TypeName.Component(name: "Swift", arguments: []), TypeName.Component(name: "Dictionary", arguments: [soup, .optional(soup)])]),
            .named([]),
            .optional(.array(soup)),
            .dictionary(.other("(Int, String)"), .composition([soup, .opaque(soup)])),
            .composition([]),
            .other(""),
        ]
        let bytes = try BinaryEncoder().encode(types)
        #expect(try BinaryDecoder().decode([TypeRef].self, from: bytes) == types)
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(TypeRef.self, from: BinaryEncoder().encode([7])) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(TypeRef.self, from: BinaryEncoder().encode([0, 1])) }
    }

    @Test func rangesReadBackNarrowAndWide() throws {
        let ranges = [SourceRange(start: 0, end: 0), SourceRange(start: 17, end: 4_242), SourceRange(start: 1 << 33, end: (1 << 33) + 5),
                      SourceRange(start: 3, end: 3 + (1 << 32))]
        let bytes = try BinaryEncoder().encode(ranges)
        #expect(try BinaryDecoder().decode([SourceRange].self, from: bytes) == ranges)
        // A narrow range is one number, not a container.
        #expect(try BinaryEncoder().encode(SourceRange(start: 1, end: 2)).count < 10)
    }
}
