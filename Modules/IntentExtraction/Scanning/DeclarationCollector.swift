import Diagnostics
import SwiftSyntax

/// Collects every type, protocol, extension and file-level typealias of one file, nested ones included,
/// choosing `#if` clauses, and copies their members out of the syntax tree.
///
/// Only declarations are walked: function bodies and initializers are never entered, so collecting costs
/// little next to parsing.
struct DeclarationCollector {
    let file: SourceFile
    let branches: BranchSelector
    private(set) var declarations: [TypeDeclaration] = []
    /// Typealiases declared at file level (`typealias Percentage = Double`).
    private(set) var typeAliases: [TypeAliasMember] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Where in the tree's text the last declaration collected ends (UTF-8 offset; 0 with none): every range of the
    /// declarations and typealiases lies before it, so what follows it in the file is never located or quoted.
    private(set) var extent = 0

    init(file: SourceFile, branches: BranchSelector) {
        self.file = file
        self.branches = branches
    }

    /// Collects the file's declarations.
    mutating func collect(_ tree: SourceFileSyntax) {
        collect(tree.statements)
    }

    /// A converter for what has no `#if` inside (types, typealiases).
    private var converter: SyntaxConverter {
        SyntaxConverter(branches: branches) { _, _ in }
    }

    /// Where in `tree`'s text the last file-level item the collector may read ends (UTF-8 offset, before its trailing
    /// trivia; 0 with none): what follows is file-level code it never reads (functions, variables, imports, other
    /// statements), so a function added after a file's last type changes nothing extraction reads of it. At least
    /// ``extent`` under every build, as a file-level `#if` counts whole.
    static func readExtent(of tree: SourceFileSyntax) -> Int {
        tree.statements.reversed().first { reads($0.item) }?.endPositionBeforeTrailingTrivia.utf8Offset ?? 0
    }

    /// Whether ``collect(_:)`` may read a file-level item: a declaration other than a function, variable, import,
    /// operator or precedence group (an `#if` whatever it holds), or a macro expansion.
    static func reads(_ item: CodeBlockItemSyntax.Item) -> Bool {
        switch item {
        case .decl(let decl):
            switch decl.kind {
            case .functionDecl, .variableDecl, .importDecl, .operatorDecl, .precedenceGroupDecl: return false
            default: return true
            }
        case .expr(let expr): return expr.is(MacroExpansionExprSyntax.self)
        default: return false
        }
    }

    private mutating func collect(_ statements: CodeBlockItemListSyntax) {
        for item in statements where Self.reads(item.item) {
            switch item.item {
            case .decl(let decl):
                collect(decl)
            case .expr(let expr):
                // At file level, `#macro(…)` parses as an expression.
                if let expansion = expr.as(MacroExpansionExprSyntax.self) {
                    reportMacro(expansion.macroName.text, at: SyntaxConverter.range(of: expansion))
                }
            default:
                break
            }
        }
    }

    /// Collects one declaration; `enclosing` are the types it is written in, innermost first.
    private mutating func collect(_ decl: DeclSyntax, enclosing: [String] = []) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            let (clauses, problems) = branches.clauses(of: ifConfig)
            for (node, message) in problems { reportCondition(node, message) }
            for clause in clauses {
                switch clause.elements {
                case .statements(let statements): collect(statements)
                case .decls(let members): for member in members { collect(member.decl, enclosing: enclosing) }
                default: break
                }
            }
            return
        }
        if let expansion = decl.as(MacroExpansionDeclSyntax.self) {
            reportMacro(expansion.macroName.text, at: SyntaxConverter.range(of: expansion))
            return
        }
        if let alias = decl.as(TypeAliasDeclSyntax.self) {
            typeAliases.append(converter.typeAlias(alias))
            extent = max(extent, alias.endPositionBeforeTrailingTrivia.utf8Offset)
            return
        }
        typealias Found = (name: String, kind: TypeDeclaration.Kind, inheritance: InheritanceClauseSyntax?, block: MemberBlockSyntax,
                           keyword: TokenSyntax, attributes: AttributeListSyntax, extended: TypeSyntax?)
        let found: Found?
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let type):
            found = (type.name.identifierName, .struct, type.inheritanceClause, type.memberBlock, type.structKeyword, type.attributes, nil)
        case .enumDecl(let type):
            found = (type.name.identifierName, .enum, type.inheritanceClause, type.memberBlock, type.enumKeyword, type.attributes, nil)
        case .classDecl(let type):
            found = (type.name.identifierName, .class, type.inheritanceClause, type.memberBlock, type.classKeyword, type.attributes, nil)
        case .actorDecl(let type):
            found = (type.name.identifierName, .actor, type.inheritanceClause, type.memberBlock, type.actorKeyword, type.attributes, nil)
        case .protocolDecl(let type):
            found = (type.name.identifierName, .protocol, type.inheritanceClause, type.memberBlock, type.protocolKeyword, type.attributes, nil)
        case .extensionDecl(let type):
            if let name = converter.typeRef(type.extendedType).simpleName {
                found = (name, .extension, type.inheritanceClause, type.memberBlock, type.extensionKeyword, type.attributes, type.extendedType)
            } else {
                found = nil
            }
        default:
            found = nil
        }
        guard let found else { return }
        extent = max(extent, decl.endPositionBeforeTrailingTrivia.utf8Offset)
        var problems: [(Syntax, String)] = []
        let converter = SyntaxConverter(branches: branches) { problems.append(($0, $1)) }
        let attributes = converter.attributes(found.attributes)
        let (members, nestedTypes) = converter.members(found.block.members)
        let inheritedTypes = found.inheritance?.inheritedTypes.map { converter.typeRef($0.type) } ?? []
        for (node, message) in problems { reportCondition(node, message) }
        declarations.append(TypeDeclaration(
            name: found.name,
            kind: found.kind,
            inherited: inheritedTypes.flatMap(\.simpleNames) + attributes.compactMap { MacroConformance.protocolName(declaredBy: $0) },
            inheritedTypes: inheritedTypes,
            attributes: attributes,
            members: members,
            extendedType: found.extended.map(converter.typeRef),
            enclosingTypes: enclosing,
            file: file,
            location: file.location(of: SyntaxConverter.range(of: found.keyword))
        ))
        for nested in nestedTypes { collect(nested, enclosing: [found.name] + enclosing) }
    }

    private mutating func reportMacro(_ name: String, at range: SourceRange) {
        guard !KnownMacros.declareNoAppIntentsTypes.contains(name) else { return }
        diagnostics.append(ExtractionChecks.macroExpansion.diagnostic(
            "declarations generated by the macro '#\(name)' are not seen by static extraction",
            at: file.location(of: range),
            notes: [.init("Xcode fails the same way: \"Static extraction builder failure\" for intents a macro generates")]
        ))
    }

    private mutating func reportCondition(_ node: Syntax, _ message: String) {
        diagnostics.append(ExtractionChecks.unevaluatedCondition.diagnostic(
            "cannot evaluate this #if condition: \(message); its clause is treated as inactive",
            at: file.location(of: SyntaxConverter.range(of: node))
        ))
    }
}
