import SwiftSyntax

/// Copies what extraction reads out of a syntax tree: expressions, types, attributes and members.
///
/// Only declarations and the values extraction needs are copied (static properties' values and getters,
/// attribute arguments, enum raw values, signatures); function bodies and instance getters never are.
struct SyntaxConverter {
    /// Chooses the `#if` clauses of member blocks and attribute lists.
    let branches: BranchSelector
    /// Reports a condition that could not be evaluated.
    var reportCondition: (Syntax, String) -> Void

    // MARK: Ranges

    static func range(of node: some SyntaxProtocol) -> SourceRange {
        SourceRange(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    // MARK: Expressions

    func expr(_ syntax: ExprSyntax) -> Expr {
        Expr(kind: kind(of: syntax), range: Self.range(of: syntax))
    }

    private func kind(of syntax: ExprSyntax) -> Expr.Kind {
        switch syntax.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            return stringLiteral(literal).map(Expr.Kind.string) ?? .other
        case .integerLiteralExpr(let literal):
            return literal.representedLiteralValue.map(Expr.Kind.integer) ?? .other
        case .floatLiteralExpr(let literal):
            return literal.representedLiteralValue.map(Expr.Kind.float) ?? .other
        case .booleanLiteralExpr(let literal):
            return .boolean(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .nilLiteral
        case .declReferenceExpr(let reference):
            if reference.baseName.tokenKind == .keyword(.self) { return .selfKeyword }
            return .reference(reference.baseName.identifierName)
        case .memberAccessExpr(let member):
            return .member(base: member.base.map(expr), name: member.declName.baseName.identifierName)
        case .functionCallExpr(let call):
            return .call(Call(
                callee: expr(call.calledExpression),
                arguments: arguments(call.arguments),
                trailingClosure: call.trailingClosure.map(closure),
                additionalTrailingClosures: call.additionalTrailingClosures.map { Call.LabeledClosure(label: $0.label.text, closure: closure($0.closure)) }
            ))
        case .arrayExpr(let array):
            return .array(array.elements.map { expr($0.expression) })
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            return .dictionary(elements.map { Expr.DictionaryElement(key: expr($0.key), value: expr($0.value)) })
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return kind(of: only.expression)  // parentheses
            }
            return .tuple(arguments(tuple.elements))
        case .keyPathExpr(let keyPath):
            var components: [String] = []
            for component in keyPath.components {
                guard let property = component.component.as(KeyPathPropertyComponentSyntax.self) else { return .other }
                components.append(property.declName.baseName.identifierName)
            }
            return .keyPath(root: keyPath.root.map(typeRef), components: components)
        case .closureExpr(let closureSyntax):
            return .closure(closure(closureSyntax))
        case .forceUnwrapExpr(let unwrap):
            return .forceUnwrap(expr(unwrap.expression))
        case .genericSpecializationExpr(let specialization):
            return .specialization(expr(specialization.expression), specialization.genericArgumentClause.arguments.compactMap(genericArgument))
        case .prefixOperatorExpr(let prefix) where prefix.operator.text == "-":
            switch kind(of: prefix.expression) {
            case .integer(let value): return .integer(-value)
            case .float(let value): return .float(-value)
            default: return .other
            }
        default:
            return .other
        }
    }

    func arguments(_ list: LabeledExprListSyntax) -> [Argument] {
        list.map { Argument(label: $0.label?.text, value: expr($0.expression)) }
    }

    func closure(_ syntax: ClosureExprSyntax) -> Closure {
        Closure(statements: statements(syntax.statements), range: Self.range(of: syntax))
    }

    func statements(_ list: CodeBlockItemListSyntax) -> [Statement] {
        list.map { item in
            switch item.item {
            case .expr(let value):
                return .expression(expr(value))
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    return .returnStatement(returned.expression.map(expr), Self.range(of: returned))
                }
                if let expression = statement.as(ExpressionStmtSyntax.self) {
                    return .expression(expr(expression.expression))
                }
                return .other(Self.range(of: statement))
            default:
                return .other(Self.range(of: item))
            }
        }
    }

    /// A string literal's pieces, escapes resolved; `nil` if a segment cannot be unescaped.
    private func stringLiteral(_ literal: StringLiteralExprSyntax) -> StringLiteral? {
        var pieces: [StringLiteral.Piece] = []
        let isPlainQuote = literal.openingQuote.tokenKind == .stringQuote
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let raw = text.content.text
                let value: String
                if isPlainQuote, !raw.utf8.contains(UInt8(ascii: "\\")), !raw.utf8.contains(UInt8(ascii: "\r")) {
                    value = raw  // Nothing to unescape.
                } else {
                    let alone = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
                    guard let unescaped = alone.representedLiteralValue else { return nil }
                    value = unescaped
                }
                if case .text(let previous) = pieces.last {
                    pieces[pieces.count - 1] = .text(previous + value)
                } else {
                    pieces.append(.text(value))
                }
            case .expressionSegment(let interpolation):
                pieces.append(.interpolation(arguments(interpolation.expressions), Self.range(of: interpolation)))
            }
        }
        return StringLiteral(pieces: pieces)
    }

    // MARK: Types

    func typeRef(_ syntax: TypeSyntax) -> TypeRef {
        switch syntax.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            return .named([component(identifier.name, identifier.genericArgumentClause)])
        case .memberType(let member):
            var base = typeRef(member.baseType)
            let last = component(member.name, member.genericArgumentClause)
            if case .named(let components) = base { return .named(components + [last]) }
            base = .named([last])
            return base
        case .optionalType(let optional):
            return .optional(typeRef(optional.wrappedType))
        case .implicitlyUnwrappedOptionalType(let optional):
            return .optional(typeRef(optional.wrappedType))
        case .arrayType(let array):
            return .array(typeRef(array.element))
        case .dictionaryType(let dictionary):
            return .dictionary(typeRef(dictionary.key), typeRef(dictionary.value))
        case .compositionType(let composition):
            return .composition(composition.elements.map { typeRef($0.type) })
        case .someOrAnyType(let opaque):
            return .opaque(typeRef(opaque.constraint))
        case .attributedType(let attributed):
            return typeRef(attributed.baseType)
        case .tupleType(let tuple) where tuple.elements.count == 1 && tuple.elements.first?.firstName == nil:
            return typeRef(tuple.elements.first!.type)
        default:
            return .other(Self.trimmedText(of: syntax))
        }
    }

    /// `node.trimmedDescription` without the trimmed copy of the node it makes: the node's text between its first
    /// token's leading trivia and its last token's trailing trivia.
    static func trimmedText(of node: some SyntaxProtocol) -> String {
        let text = node.description
        let start = node.leadingTriviaLength.utf8Length
        let end = node.totalLength.utf8Length - node.trailingTriviaLength.utf8Length
        guard start <= end, end <= text.utf8.count else { return node.trimmedDescription }
        let utf8 = text.utf8
        return String(text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
    }

    private func component(_ name: TokenSyntax, _ generics: GenericArgumentClauseSyntax?) -> TypeName.Component {
        TypeName.Component(name: name.identifierName, arguments: generics?.arguments.compactMap(genericArgument) ?? [])
    }

    private func genericArgument(_ argument: GenericArgumentSyntax) -> TypeRef? {
        if case .type(let type) = argument.argument { return typeRef(type) }
        return nil
    }

    // MARK: Attributes

    /// The attributes of a declaration, those inside `#if` clauses chosen as for members.
    func attributes(_ list: AttributeListSyntax) -> [Attribute] {
        var result: [Attribute] = []
        for element in list {
            switch element {
            case .attribute(let attribute):
                result.append(self.attribute(attribute))
            case .ifConfigDecl(let ifConfig):
                let (clauses, problems) = branches.clauses(of: ifConfig)
                for (node, message) in problems { reportCondition(node, message) }
                for clause in clauses {
                    if case .attributes(let nested) = clause.elements { result += attributes(nested) }
                }
            }
        }
        return result
    }

    func attribute(_ syntax: AttributeSyntax) -> Attribute {
        let name = typeRef(syntax.attributeName)
        let simpleName = name.simpleName ?? syntax.attributeName.trimmedDescription
        var arguments: [Argument]?
        if case .argumentList(let list) = syntax.arguments {
            arguments = ReadMembers.attributeArguments.contains(simpleName) ? self.arguments(list) : []
        }
        return Attribute(name: simpleName, genericArguments: name.genericArguments,
                         arguments: arguments, range: Self.range(of: syntax))
    }

    // MARK: Members

    /// The members of a declaration list (a member block, or a clause of an `#if` in one).
    func members(_ list: MemberBlockItemListSyntax) -> (members: Members, nestedTypes: [DeclSyntax]) {
        var members = Members()
        var nested: [DeclSyntax] = []
        for item in list {
            let decl = item.decl
            switch decl.as(DeclSyntaxEnum.self) {
            case .ifConfigDecl(let ifConfig):
                let (clauses, problems) = branches.clauses(of: ifConfig)
                for (node, message) in problems { reportCondition(node, message) }
                for clause in clauses {
                    guard case .decls(let inner) = clause.elements else { continue }
                    let (innerMembers, innerTypes) = self.members(inner)
                    members += innerMembers
                    nested += innerTypes
                }
            case .variableDecl(let variable):
                members.variables += self.variables(variable)
            case .functionDecl(let function):
                let name = function.name.identifierName
                guard ReadMembers.functions.contains(name) else { continue }
                members.functions.append(FunctionMember(
                    name: name,
                    parameterCount: function.signature.parameterClause.parameters.count,
                    isStatic: Self.isStatic(function.modifiers),
                    returnType: function.signature.returnClause.map { typeRef($0.type) },
                    returnTypeRange: function.signature.returnClause.map { Self.range(of: $0.type) },
                    range: Self.range(of: function.name)
                ))
            case .enumCaseDecl(let caseDecl):
                for element in caseDecl.elements {
                    members.enumCases.append(EnumCaseMember(
                        name: element.name.identifierName,
                        rawValue: element.rawValue.map { expr($0.value) },
                        associatedValues: element.parameterClause.map { $0.parameters.map { typeRef($0.type) } },
                        range: Self.range(of: element)
                    ))
                }
            case .typeAliasDecl(let alias):
                members.typeAliases.append(typeAlias(alias))
            case .macroExpansionDecl(let expansion):
                members.macros.append(MacroUse(name: expansion.macroName.text, range: Self.range(of: expansion)))
            case .structDecl, .enumDecl, .classDecl, .actorDecl, .extensionDecl, .protocolDecl:
                nested.append(decl)
            default:
                break
            }
        }
        return (members, nested)
    }

    func typeAlias(_ alias: TypeAliasDeclSyntax) -> TypeAliasMember {
        TypeAliasMember(
            name: alias.name.identifierName,
            genericParameters: alias.genericParameterClause?.parameters.map { $0.name.identifierName } ?? [],
            target: typeRef(alias.initializer.value),
            range: Self.range(of: alias.name)
        )
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// One member per binding of a `var` / `let`.
    private func variables(_ variable: VariableDeclSyntax) -> [VariableMember] {
        let isStatic = Self.isStatic(variable.modifiers)
        let attributes = self.attributes(variable.attributes)
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else { return nil }
            let isRead = isStatic && ReadMembers.staticProperties.contains(name)
            var getter: [Statement]?
            var isComputed = false
            switch binding.accessorBlock?.accessors {
            case .getter(let body):
                isComputed = true
                if isRead { getter = statements(body) }
            case .accessors(let accessors):
                if let get = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
                    isComputed = true
                    if isRead, let body = get.body { getter = statements(body.statements) }
                }
            case nil:
                break
            }
            return VariableMember(
                name: name,
                isStatic: isStatic,
                isLet: isLet,
                attributes: attributes,
                type: binding.typeAnnotation.map { typeRef($0.type) },
                typeRange: binding.typeAnnotation.map { Self.range(of: $0.type) },
                initializer: isRead ? binding.initializer.map { expr($0.value) } : nil,
                getter: getter,
                isComputed: isComputed,
                range: Self.range(of: binding),
                declarationRange: Self.range(of: variable)
            )
        }
    }
}

extension TokenSyntax {
    /// The identifier as the program means it: without the backticks of an escaped keyword (`` `self` `` → `self`).
    var identifierName: String {
        let text = self.text
        let utf8 = text.utf8
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "`"), utf8.last == UInt8(ascii: "`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
