@testable import Diagnostics
@testable import StringExtraction
import Testing

/// A type reference kept in the cache reads back as it was written, every case and nesting, and a case number no
/// version wrote is refused.
@Suite struct TypeRefCodingTests {
    @Test func everyCaseReadsBack() throws {
        let types: [TypeRef] = [
            .int, .named("Range", [.int]), .optional(.array(.string)), .dictionary(.string, .optional(.named("Foo", [.bool, .double]))),
            .tuple([TypeRef.Element(label: "a", type: .int), TypeRef.Element(label: nil, type: .tuple([]))]), .array(.dictionary(.int, .array(.bool))),
        ]
        let bytes = try BinaryEncoder().encode(types)
        #expect(try BinaryDecoder().decode([TypeRef].self, from: bytes) == types)
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(TypeRef.self, from: BinaryEncoder().encode([7, 1])) }
    }
}
