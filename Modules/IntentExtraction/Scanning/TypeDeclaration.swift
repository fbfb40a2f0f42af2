import Diagnostics
import SwiftSyntax

/// A type, protocol or extension found in the sources, with the members the extractor reads.
struct TypeDeclaration: @unchecked Sendable {
    // @unchecked: syntax nodes are immutable.
    enum Kind: String, Sendable {
        case `struct`, `enum`, `class`, actor, `protocol`, `extension`
    }

    /// The declared name; for an extension, the last component of the extended type (`A.B` → `B`).
    let name: String
    let kind: Kind
    /// The names of the inherited types and protocols, without module qualification or generic arguments.
    let inherited: [String]
    /// The members, with `#if` clauses already chosen.
    let members: [DeclSyntax]
    /// The declaration itself.
    let node: DeclSyntax
    /// The file it is in.
    let file: SourceFile
    /// Where the declaration's keyword is: `struct`, `enum`, `extension`…
    let location: Diagnostics.SourceLocation

    /// The raw type of an enum: the first inherited name when it is a standard raw-value type.
    var rawType: String? {
        guard kind == .enum || kind == .extension, let first = inherited.first else { return nil }
        return ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "Character"].contains(first) ? first : nil
    }
}

extension TypeDeclaration {
    /// The simple names an inheritance clause lists (`AppIntents.AppIntent` → `AppIntent`, `A & B` → both).
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.flatMap { TypeName.simpleNames($0.type) }
    }
}

/// Simple names of types as written.
enum TypeName {
    /// `Foo`, `A.Foo`, `Foo<T>` → `Foo`; `A & B` → `A`, `B`; `@unchecked Sendable` → `Sendable`.
    static func simpleNames(_ type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { simpleNames($0.type) }
        }
        return simpleName(type).map { [$0] } ?? []
    }

    /// The last name component of a type, without generic arguments.
    static func simpleName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.name }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.name }
        if let attributed = type.as(AttributedTypeSyntax.self) { return simpleName(attributed.baseType) }
        return nil
    }
}
