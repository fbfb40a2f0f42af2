import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ComputedProperty(…) var summary: String { … }`: declares `_summary`, an `EntityProperty` that reads
/// the computed value through a key path, and `$summary`, its projection for queries.
public struct ComputedPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let property = try PropertyExpansion.property(declaration, attribute: node, in: context)
        let arguments = PropertyExpansion.arguments(of: node)
        let keyPath = "\\Self.\(property.name)"
        return PropertyExpansion.peers(
            name: property.name,
            type: property.type,
            initializer: "._computed(\(keyPath)\(arguments.isEmpty ? "" : ", " + arguments))"
        )
    }
}

/// `@DeferredProperty(…) var reviews: [String] { get async throws { … } }`: declares `_reviews`, an
/// `EntityProperty` with no value of its own (the value is fetched only when needed), and `$reviews`.
public struct DeferredPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let property = try PropertyExpansion.property(declaration, attribute: node, in: context)
        return PropertyExpansion.peers(
            name: property.name,
            type: property.type,
            initializer: "._deferred(\(PropertyExpansion.arguments(of: node)))"
        )
    }
}

/// What the property macros share.
enum PropertyExpansion {
    /// The property's name and type, and the name of the type that declares it (which must be a type, not an extension).
    static func property(
        _ declaration: some DeclSyntaxProtocol,
        attribute: AttributeSyntax,
        in context: some MacroExpansionContext
    ) throws -> (name: String, type: String, owner: String) {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type
        else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: attribute, message: AppIntentMacroMessage.propertyNeedsNameAndType)])
        }
        guard let owner = context.lexicalContext.first.flatMap(ownerName) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: attribute, message: AppIntentMacroMessage.propertyOutsideType)])
        }
        return (name, type.trimmedDescription, owner)
    }

    /// The name of a struct, class or actor declaration; `nil` for an extension, whose stored peers Swift forbids.
    private static func ownerName(_ syntax: Syntax) -> String? {
        if let structDecl = syntax.as(StructDeclSyntax.self) { return structDecl.name.text }
        if let classDecl = syntax.as(ClassDeclSyntax.self) { return classDecl.name.text }
        if let actorDecl = syntax.as(ActorDeclSyntax.self) { return actorDecl.name.text }
        return nil
    }

    /// The attribute's arguments as written, to pass on.
    static func arguments(of node: AttributeSyntax) -> String {
        node.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
    }

    static func peers(name: String, type: String, initializer: String) -> [DeclSyntax] {
        [
            "let _\(raw: name): AppIntentModel.EntityProperty<\(raw: type)> = \(raw: initializer)",
            "var $\(raw: name): AppIntentModel.EntityProperty<\(raw: type)> { _\(raw: name) }",
        ]
    }
}
