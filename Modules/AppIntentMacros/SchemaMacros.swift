import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@AppIntent(schema:)` and `@AssistantIntent(schema:)`: the conformances, the schema, and `@Parameter` on plain stored `var`s.
public struct SchemaIntentMacro: ExtensionMacro, MemberAttributeMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try SchemaExpansion.extensions(of: node, declaration: declaration, type: type, protocols: protocols, member: "__appSchemaIntent", schemaType: "AppSchemaIntent")
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        SchemaExpansion.isPlainStoredVariable(member, except: []) ? ["@AppIntentModel.IntentParameter"] : []
    }
}

/// `@AppEntity(schema:)` and `@AssistantEntity(schema:)`: the conformances, the schema, and `@Property` on plain stored `var`s but `id`.
public struct SchemaEntityMacro: ExtensionMacro, MemberAttributeMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try SchemaExpansion.extensions(of: node, declaration: declaration, type: type, protocols: protocols, member: "__appSchemaEntity", schemaType: "AppSchemaEntity")
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        SchemaExpansion.isPlainStoredVariable(member, except: ["id"]) ? ["@AppIntentModel.EntityProperty"] : []
    }
}

/// `@AppEnum(schema:)` and `@AssistantEnum(schema:)`: the conformances and the schema.
public struct SchemaEnumMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(EnumDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: AppIntentMacroMessage.schemaEnumNotEnum)])
        }
        return try SchemaExpansion.extensions(of: node, declaration: declaration, type: type, protocols: protocols, member: "__appSchemaEnum", schemaType: "AppSchemaEnum")
    }
}

/// What the three schema macros share.
enum SchemaExpansion {
    /// One extension: the conformances the type does not already declare, and the schema as a static member.
    static func extensions(
        of node: AttributeSyntax,
        declaration: some DeclGroupSyntax,
        type: some TypeSyntaxProtocol,
        protocols: [TypeSyntax],
        member: String,
        schemaType: String
    ) throws -> [ExtensionDeclSyntax] {
        guard let schema = node.arguments?.as(LabeledExprListSyntax.self)?.first(where: { $0.label?.text == "schema" })?.expression else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: AppIntentMacroMessage.missingSchema)])
        }
        let inheritance = protocols.isEmpty ? "" : ": " + protocols.map(\.trimmedDescription).joined(separator: ", ")
        let extensionSyntax: DeclSyntax = """
            extension \(raw: type.trimmedDescription)\(raw: inheritance) {
                \(raw: accessModifier(of: declaration))static var \(raw: member): AppIntentModel.\(raw: schemaType) { \(schema.trimmed) }
            }
            """
        guard let extensionDecl = extensionSyntax.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    /// `public ` for a public or open type (whose protocol witnesses must be public), `package ` for a package one, else nothing.
    static func accessModifier(of declaration: some DeclGroupSyntax) -> String {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }

    /// Whether `member` is a single stored instance `var` with no attribute (and not one of `names`):
    /// the members a schema macro makes parameters or properties.
    static func isPlainStoredVariable(_ member: some DeclSyntaxProtocol, except names: Set<String>) -> Bool {
        guard let variable = member.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.attributes.isEmpty,
              !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind) }),
              variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              !names.contains(name)
        else { return false }
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        // Only observers (`willSet`/`didSet`) keep a property stored.
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
}
