@testable import IntentExtraction
import SwiftParser
import SwiftSyntax
import Testing

/// A type's text as written, read without a trimmed copy of its node, is its `trimmedDescription`.
@Suite struct TrimmedTextTests {
    @Test func aTypesTextIsItsTrimmedDescription() {
        let types = ["() -> Void", "(Int, String) async throws -> [String: Int]", "inout Int", "Int.Type", "some View & Sendable",
                     "(/* a */ Int) -> /* b */ Void", "[Int]?", "@Sendable (é) -> ü", "borrowing Foo", "repeat each T", "Foo<Bar,\n  Baz>"]
        var compared = 0
        for type in types {
            let tree = Parser.parse(source: "let value:  \(type)  // trailing\nfunc f(_ a:  \(type) ) {}\n")
            for node in tree.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(TypeAnnotationSyntax.self)?.type }) {
                #expect(SyntaxConverter.trimmedText(of: node) == node.trimmedDescription, "\(type)")
                compared += 1
            }
            for parameter in tree.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(FunctionParameterSyntax.self) }) {
                #expect(SyntaxConverter.trimmedText(of: parameter.type) == parameter.type.trimmedDescription, "\(type)")
                compared += 1
            }
        }
        #expect(compared >= types.count * 2)
    }
}
