import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@UnionValue enum Recipient { case person(IntentPerson); case group(GroupEntity) }`: the conformance to
/// `AppUnionValue`, a `Cases` enum of the case names, and the cases' value types for reflection.
public struct UnionValueMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: AppIntentMacroMessage.unionNotEnum)])
        }
        var cases: [(name: String, type: String)] = []
        var problems: [Diagnostic] = []
        for member in enumDecl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                guard let parameters = element.parameterClause?.parameters, parameters.count == 1, let parameter = parameters.first else {
                    problems.append(Diagnostic(node: element, message: AppIntentMacroMessage.unionCaseNeedsOneValue(element.name.text)))
                    continue
                }
                cases.append((element.name.text, parameter.type.trimmedDescription))
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(diagnostics: problems) }
        if cases.isEmpty { throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: AppIntentMacroMessage.unionWithoutCases)]) }

        let access = SchemaExpansion.accessModifier(of: enumDecl)
        let conformance = protocols.isEmpty ? "" : ": " + protocols.map(\.trimmedDescription).joined(separator: ", ")
        let caseNames = cases.map { "`\($0.name)`" }.joined(separator: ", ")
        let caseTypes = cases.map { "(\"\($0.name)\", (\($0.type)).self)" }.joined(separator: ", ")
        let switchCases = cases.map { "case .`\($0.name)`(let value): (\"\($0.name)\", value)" }.joined(separator: "\n        ")
        let declaration: DeclSyntax = """
            extension \(raw: type.trimmedDescription)\(raw: conformance) {
                \(raw: access)enum Cases: String, CaseIterable, Hashable, Sendable {
                    case \(raw: caseNames)
                }

                \(raw: access)static var __unionCases: [(name: String, type: any AppIntentModel._IntentValue.Type)] {
                    [\(raw: caseTypes)]
                }

                \(raw: access)var __unionCase: (name: String, value: any AppIntentModel._IntentValue) {
                    switch self {
                    \(raw: switchCases)
                    }
                }
            }
            """
        guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }
}
