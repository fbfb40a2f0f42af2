import IntentExtraction
import SwiftSyntax

/// What the sources declare that decides which literals are localizable and how interpolations are written:
/// functions and initializers with localizable parameters, types' memberwise initializers, and the declared
/// types of properties and functions (for the format specifier of an interpolated value).
struct DeclarationIndex: Sendable, Equatable {
    /// A callable's localizable parameters: by the callable's base name (a type name for initializers), the
    /// labels of its arguments in order (`_` for none), and which of those positions take a localizable string.
    struct Signature: Hashable, Sendable, Codable {
        var labels: [String]
        var localizable: Set<Int>
        /// The type that declares it (`""` for free functions and enum cases).
        var owner: String = ""
    }

    /// Callables with localizable parameters, by base name.
    private(set) var signatures: [String: [Signature]] = [:]
    /// Callables taking a plain `String` where a literal may go, not `@_disfavoredOverload`, by declaring type and
    /// base name (`Owner.name`): the labels of each. A bare literal picks such an overload over a
    /// `LocalizedStringKey` one of the same type with the same labels (`String` is the default literal type), so it
    /// is not localized.
    private(set) var stringOverloads: [String: Set<[String]>] = [:]
    /// The base names of ``stringOverloads``.
    private(set) var stringOverloadNames: Set<String> = []
    /// The declared types of properties and functions' results, by type name then member name; globals under `""`.
    /// A nested type's members are also under its qualified name (`Outer.Inner`), which tells apart two nested
    /// types of the same name for the code inside them and for static members named by their path
    /// (`Design.Limits.maxLength`).
    private(set) var memberTypes: [String: [String: TypeRef]] = [:]
    /// Properties without a written type whose initial value is another type's static member
    /// (`let limit = Design.Text.maxLength`), by type name then member name: the path as written.
    private(set) var memberPaths: [String: [String: [String]]] = [:]
    /// The declared result types of free functions and of methods of any type, by name (the first declared).
    private(set) var functionTypes: [String: TypeRef] = [:]
    /// Enum cases' associated values, by case name (the first declared).
    private(set) var casePayloads: [String: [TypeRef.Element]] = [:]
    /// Enum cases' associated values by the enum's name (simple, and qualified when nested) then the case's.
    private(set) var enumCases: [String: [String: [TypeRef.Element]]] = [:]
    /// The types the sources' typealiases name, by alias (the first declared): `typealias Count = Int`.
    private(set) var typeAliases: [String: TypeRef] = [:]
    /// The raw values of this file's enums whose raw type is localizable (`enum Kind: LocalizedStringKey { case a = "key", b }`):
    /// each a key, the case name when the raw value is implicit. Not merged: they are one file's strings.
    private(set) var rawValueKeys: [RawValueKey] = []

    /// One enum case's raw value that is a localizable key.
    struct RawValueKey: Sendable, Codable, Equatable {
        var key: String
        /// Where it is written: the literal's, or the case name's, offset in the file.
        var offset: Int
        /// The raw type's name (`LocalizedStringKey`, `LocalizedStringResource`, `LocalizationValue`).
        var rawType: String
    }

    /// The index as it was kept, asked where it is (`nil`: the tables above hold it). Only a build's index read back
    /// from the cache is (``init(keptBytes:)``): it is asked, never merged into.
    private(set) var kept: KeptDeclarationIndex?
    /// The index as an earlier version and the names changed since (nil: the tables above, or ``kept``, hold it).
    /// Only a build's index made in a run whose files changed a few declarations is (``init(layers:)``).
    private(set) var layers: LayeredIndex?

    init() {}

    /// A build's index as layers: asked, never merged into or packed.
    init(layers: LayeredIndex) {
        self.layers = layers
    }

    /// An index kept in its packed form (``packedForLookup()``), asked without being read whole; `nil` when the bytes
    /// are not one.
    init?(keptBytes bytes: [UInt8]) {
        guard let kept = KeptDeclarationIndex(bytes: bytes) else { return nil }
        self.kept = kept
        rawValueKeys = kept.rawValueKeys
    }

    /// Sets every table at once: what ``init(packed:)`` read.
    mutating func restore(
        signatures: [String: [Signature]], stringOverloads: [String: Set<[String]>], stringOverloadNames: Set<String>,
        memberTypes: [String: [String: TypeRef]], memberPaths: [String: [String: [String]]], functionTypes: [String: TypeRef],
        casePayloads: [String: [TypeRef.Element]], enumCases: [String: [String: [TypeRef.Element]]], typeAliases: [String: TypeRef],
        rawValueKeys: [RawValueKey]
    ) {
        (self.signatures, self.stringOverloads, self.stringOverloadNames) = (signatures, stringOverloads, stringOverloadNames)
        (self.memberTypes, self.memberPaths, self.functionTypes) = (memberTypes, memberPaths, functionTypes)
        (self.casePayloads, self.enumCases, self.typeAliases, self.rawValueKeys) = (casePayloads, enumCases, typeAliases, rawValueKeys)
    }

    /// Adds another file's declarations.
    mutating func merge(_ other: DeclarationIndex) {
        precondition(kept == nil && other.kept == nil && layers == nil && other.layers == nil, "an index kept in its packed form, or in layers, is asked, not merged")
        for (name, list) in other.signatures { signatures[name, default: []] += list }
        for (name, labels) in other.stringOverloads { stringOverloads[name, default: []].formUnion(labels) }
        stringOverloadNames.formUnion(other.stringOverloadNames)
        Self.merge(other.memberTypes, into: &memberTypes)
        Self.merge(other.memberPaths, into: &memberPaths)
        functionTypes.merge(other.functionTypes) { first, _ in first }
        casePayloads.merge(other.casePayloads) { first, _ in first }
        Self.merge(other.enumCases, into: &enumCases)
        typeAliases.merge(other.typeAliases) { first, _ in first }
    }

    /// Merges each type's members of `other` into `index`'s, the first of a name kept: a type met for the first time
    /// takes the other's dictionary as it is (most types are declared in one file), instead of one insertion a member.
    private static func merge<Member>(_ other: [String: [String: Member]], into index: inout [String: [String: Member]]) {
        for (type, members) in other {
            if index[type] == nil {
                index[type] = members
            } else {
                index[type]!.merge(members) { first, _ in first }
            }
        }
    }

    /// Moves the offsets of the raw values (collected from a reduced file, `ReducedSource`) to the file's own.
    mutating func mapOffsets(_ original: (Int) -> Int) {
        precondition(kept == nil, "an index kept in its packed form is a build's, of no one file")
        for position in rawValueKeys.indices { rawValueKeys[position].offset = original(rawValueKeys[position].offset) }
    }

    /// The declaration a call of `name` with these argument labels calls, if one has localizable parameters.
    func signature(callee name: String, labels: [String]) -> Signature? {
        if let layers { return layers.index(for: .signature(name, labels)).signature(callee: name, labels: labels) }
        guard let signature = signatures(named: name)?.first(where: { Self.matches($0.labels, labels) }) else { return nil }
        if overloads(signature.owner + "." + name)?.contains(signature.labels) == true { return nil }
        return signature
    }

    /// Whether the sources declare a callable named `name` (a type's, for initializers) with localizable parameters.
    func hasSignature(named name: String) -> Bool {
        if let layers { return layers.index(for: .hasSignature(name)).hasSignature(named: name) }
        return signatures(named: name) != nil
    }

    /// Whether the sources declare a callable named `name` taking a plain `String` (see ``stringOverloads``).
    func hasStringOverload(named name: String) -> Bool {
        if let layers { return layers.index(for: .hasStringOverload(name)).hasStringOverload(named: name) }
        if let kept { return kept.hasStringOverload(named: name) }
        return stringOverloadNames.contains(name)
    }

    /// Whether the type `owner` (`""`: the module's scope) declares a callable named `name` that takes a plain
    /// `String` and fits these argument labels.
    func takesString(_ name: String, owner: String, labels: [String]) -> Bool {
        if let layers { return layers.index(for: .takesString(name, owner, labels)).takesString(name, owner: owner, labels: labels) }
        return overloads(owner + "." + name)?.contains { Self.matches($0, labels) } ?? false
    }

    // The tables, asked one key at a time: of the index kept, or of the tables above.

    private func signatures(named name: String) -> [Signature]? {
        if let kept { return kept.signatures(named: name) }
        return signatures[name]
    }

    private func overloads(_ key: String) -> Set<[String]>? {
        if let kept { return kept.stringOverloads(key) }
        return stringOverloads[key]
    }

    func typeAlias(_ name: String) -> TypeRef? {
        if let layers { return layers.index(for: .typeAlias(name)).typeAlias(name) }
        if let kept { return kept.typeAlias(name) }
        return typeAliases[name]
    }

    func functionType(_ name: String) -> TypeRef? {
        if let layers { return layers.index(for: .functionType(name)).functionType(name) }
        if let kept { return kept.functionType(name) }
        return functionTypes[name]
    }

    func enumCase(_ name: String, of type: String) -> [TypeRef.Element]? {
        if let layers { return layers.index(for: .enumCase(type, name)).enumCase(name, of: type) }
        if let kept { return kept.enumCase(name, of: type) }
        return enumCases[type]?[name]
    }

    func casePayload(_ name: String) -> [TypeRef.Element]? {
        if let layers { return layers.index(for: .casePayload(name)).casePayload(name) }
        if let kept { return kept.casePayload(name) }
        return casePayloads[name]
    }

    func memberType(_ name: String, of owner: String) -> TypeRef? {
        if let layers { return layers.index(for: .memberType(owner, name)).memberType(name, of: owner) }
        if let kept { return kept.memberType(name, of: owner) }
        return memberTypes[owner]?[name]
    }

    func memberPath(_ name: String, of owner: String) -> [String]? {
        if let layers { return layers.index(for: .memberPath(owner, name)).memberPath(name, of: owner) }
        if let kept { return kept.memberPath(name, of: owner) }
        return memberPaths[owner]?[name]
    }

    func hasMembers(_ owner: String) -> Bool {
        if let layers { return layers.index(for: .hasMembers(owner)).hasMembers(owner) }
        if let kept { return kept.hasMembers(owner) }
        return memberTypes[owner] != nil
    }

    /// The types with members whose qualified names end with `suffix`.
    func typesWithMembers(endingWith suffix: String) -> Set<String> {
        if let layers { return layers.index(for: .typesEnding(suffix)).typesWithMembers(endingWith: suffix) }
        if let kept { return kept.typesWithMembers(endingWith: suffix) }
        return Set(memberTypes.keys.filter { $0.hasSuffix(suffix) })
    }

    /// Whether a call's labels fit a declaration's (arguments with defaults may be left out).
    private static func matches(_ declared: [String], _ given: [String]) -> Bool {
        var index = 0
        for label in given {
            while index < declared.count, declared[index] != label { index += 1 }
            guard index < declared.count else { return false }
            index += 1
        }
        return true
    }

    // MARK: Collecting

    /// Collects one file's declarations.
    static func collect(_ tree: SourceFileSyntax, branches: BranchSelector) -> DeclarationIndex {
        let visitor = Collector(branches: branches)
        visitor.walk(tree)
        return visitor.index
    }

    /// Whether the index of a file reads `block`: it does not look inside the declarations whose children
    /// ``Collector`` skips (functions, initializers, subscripts, type aliases, enum cases, properties), so a block in
    /// a body or a getter does not change the index, whichever clause a build reads.
    static func reads(_ block: IfConfigDeclSyntax) -> Bool {
        var node = block.parent
        while let current = node {
            switch current.kind {
            case .functionDecl, .initializerDecl, .subscriptDecl, .typeAliasDecl, .enumCaseDecl, .variableDecl: return false
            default: node = current.parent
            }
        }
        return true
    }

    // Keep `reads(_:)` in step with the kinds whose children the collector skips.
    private final class Collector: SyntaxVisitor {
        var index = DeclarationIndex()
        /// The names of the types being walked, innermost last.
        var typeStack: [String] = []
        /// Their qualified names (`Outer.Inner`; an extension's as it writes the extended type).
        var pathStack: [String] = []
        let branches: BranchSelector

        init(branches: BranchSelector) {
            self.branches = branches
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            for clause in branches.clauses(of: node).clauses { walk(clause) }
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text)
            recordMemberwise(node.name.text, members: node.memberBlock)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { leaveType() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text); return .visitChildren }
        override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
        /// The localizable raw type of each enum being walked (`nil` for others), innermost last.
        var rawTypes: [String?] = []

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text)
            let raw = node.inheritanceClause?.inheritedTypes.first.flatMap { TypeText.simpleName($0.type) }
            rawTypes.append(raw.flatMap { ["LocalizedStringKey", "LocalizedStringResource", "LocalizationValue"].contains($0) ? $0 : nil })
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) {
            leaveType()
            rawTypes.removeLast()
        }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text); return .visitChildren }
        override func visitPost(_ node: ActorDeclSyntax) { leaveType() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = TypeText.simpleName(node.extendedType) ?? ""
            typeStack.append(name)
            pathStack.append(TypeText.qualifiedName(node.extendedType) ?? name)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text); return .visitChildren }
        override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

        private func enterType(_ name: String) {
            typeStack.append(name)
            pathStack.append(pathStack.last.map { $0 + "." + name } ?? name)
        }

        private func leaveType() {
            typeStack.removeLast()
            pathStack.removeLast()
        }

        /// The names a member of the type being walked is recorded under: its type's (`""` at file scope), and the
        /// qualified one when the type is nested.
        private var memberOwners: [String] {
            let owner = typeStack.last ?? ""
            guard let path = pathStack.last, path != owner else { return [owner] }
            return [owner, path]
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, parameters: node.signature.parameterClause.parameters, attributes: node.attributes)
            if let result = node.signature.returnClause.flatMap({ TypeRef($0.type) }) {
                for owner in memberOwners { index.memberTypes[owner, default: [:]][node.name.text] = result }
                if index.functionTypes[node.name.text] == nil { index.functionTypes[node.name.text] = result }
            }
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if let owner = typeStack.last { record(owner, parameters: node.signature.parameterClause.parameters, attributes: node.attributes) }
            return .skipChildren
        }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            if index.typeAliases[node.name.text] == nil, let type = TypeRef(node.initializer.value) { index.typeAliases[node.name.text] = type }
            return .skipChildren
        }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            if let rawType = rawTypes.last ?? nil {
                for element in node.elements {
                    if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue {
                        index.rawValueKeys.append(RawValueKey(key: text, offset: literal.positionAfterSkippingLeadingTrivia.utf8Offset, rawType: rawType))
                    } else if element.rawValue == nil {
                        index.rawValueKeys.append(RawValueKey(key: element.name.text, offset: element.name.positionAfterSkippingLeadingTrivia.utf8Offset, rawType: rawType))
                    }
                }
            }
            for element in node.elements {
                guard let parameters = element.parameterClause?.parameters else { continue }
                var labels: [String] = []
                var localizable = Set<Int>()
                var payload: [TypeRef.Element] = []
                for (position, parameter) in parameters.enumerated() {
                    labels.append(parameter.firstName?.text ?? "_")
                    if TypeText.isLocalizable(parameter.type) { localizable.insert(position) }
                    payload.append(TypeRef.Element(label: parameter.firstName?.text, type: TypeRef(parameter.type) ?? .named("?", [])))
                }
                if index.casePayloads[element.name.text] == nil { index.casePayloads[element.name.text] = payload }
                for owner in memberOwners where index.enumCases[owner]?[element.name.text] == nil {
                    index.enumCases[owner, default: [:]][element.name.text] = payload
                }
                if !localizable.isEmpty {
                    index.signatures[element.name.text, default: []].append(Signature(labels: labels, localizable: localizable))
                }
            }
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let owners = memberOwners
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let type = binding.typeAnnotation.flatMap({ TypeRef($0.type) })
                    ?? binding.initializer.flatMap({ TypeText.valueType($0.value) })
                    ?? TypeText.environmentType(node.attributes) {
                    for owner in owners { index.memberTypes[owner, default: [:]][name] = type }
                } else if binding.typeAnnotation == nil, let value = binding.initializer?.value, var path = TypeText.staticMemberPath(value) {
                    // `Self.maxLength`: the type being walked.
                    if path.first == "Self", let qualified = pathStack.last { path = qualified.split(separator: ".").map(String.init) + path.dropFirst() }
                    for owner in owners { index.memberPaths[owner, default: [:]][name] = path }
                }
            }
            return .skipChildren
        }

        /// Records a callable whose parameters include localizable ones, or a plain `String` one that would win over them.
        private func record(_ name: String, parameters: FunctionParameterListSyntax, attributes: AttributeListSyntax) {
            var labels: [String] = []
            var localizable = Set<Int>()
            var takesString = false
            for (position, parameter) in parameters.enumerated() {
                labels.append(parameter.firstName.text)
                if TypeText.isLocalizable(parameter.type) { localizable.insert(position) }
                if parameter.type.as(IdentifierTypeSyntax.self)?.name.text == "String" { takesString = true }
            }
            let owner = typeStack.last ?? ""
            if takesString, localizable.isEmpty, !Self.isDisfavored(attributes) {
                index.stringOverloads[owner + "." + name, default: []].insert(labels)
                index.stringOverloadNames.insert(name)
            }
            guard !localizable.isEmpty else { return }
            index.signatures[name, default: []].append(Signature(labels: labels, localizable: localizable, owner: owner))
        }

        /// A struct's memberwise initializer: its stored properties in order, the localizable ones marked.
        private func recordMemberwise(_ name: String, members: MemberBlockSyntax) {
            var labels: [String] = []
            var localizable = Set<Int>()
            for item in members.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
                else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil || Self.hasOnlyObservers(binding) {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    // `let x = value` is not a memberwise parameter; `var x = value` is, with a default.
                    if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil { continue }
                    if let type = binding.typeAnnotation?.type, TypeText.isLocalizable(type) { localizable.insert(labels.count) }
                    labels.append(name)
                }
            }
            guard !localizable.isEmpty else { return }
            index.signatures[name, default: []].append(Signature(labels: labels, localizable: localizable))
        }

        private static func isDisfavored(_ attributes: AttributeListSyntax) -> Bool {
            attributes.contains { element in
                if case .attribute(let attribute) = element { TypeText.simpleName(attribute.attributeName) == "_disfavoredOverload" } else { false }
            }
        }

        private static func hasOnlyObservers(_ binding: PatternBindingSyntax) -> Bool {
            guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return false }
            return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }
}

/// Reading type names as written.
enum TypeText {
    /// `Foo`, `A.Foo`, `Foo<T>`, `Foo?`, `Foo!` → `Foo`.
    static func simpleName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return simpleName(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return simpleName(optional.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return simpleName(attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return simpleName(some.constraint) }
        return nil
    }

    /// A type's name with the types it is nested in, as written, generic arguments left out: `A.Foo<T>` → `A.Foo`.
    static func qualifiedName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return qualifiedName(member.baseType).map { $0 + "." + member.name.text } }
        return nil
    }

    /// `Design.Text.maxLength`: a static member of a type named by its path, as `["Design", "Text", "maxLength"]`
    /// (every name but the last a type's, capitalized).
    static func staticMemberPath(_ expr: ExprSyntax) -> [String]? {
        var names: [String] = []
        var current = expr
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.append(member.declName.baseName.text)
            current = base
        }
        guard let root = current.as(DeclReferenceExprSyntax.self)?.baseName.text, names.count >= 1 else { return nil }
        names.append(root)
        names.reverse()
        guard names.dropLast().allSatisfy(\.startsUppercase), !names[names.count - 1].startsUppercase else { return nil }
        return names
    }

    /// Whether a parameter or property of this type takes a localizable literal.
    static func isLocalizable(_ type: TypeSyntax) -> Bool {
        simpleName(type).map { LocalizingAPIs.localizableTypes.contains($0) } ?? false
    }

    /// The type an initial value gives a property without a written type: literals (`0` is `Int`, `0.5`
    /// `Double`, `""` `String`, `[1, 2]` `[Int]`) and initializer calls (`Foo()`, `[Foo]()`).
    static func valueType(_ expr: ExprSyntax) -> TypeRef? {
        if expr.is(IntegerLiteralExprSyntax.self) { return .int }
        if expr.is(FloatLiteralExprSyntax.self) { return .double }
        if expr.is(StringLiteralExprSyntax.self) { return .string }
        if expr.is(BooleanLiteralExprSyntax.self) { return .bool }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return valueType(prefix.expression) }
        if let array = expr.as(ArrayExprSyntax.self), let first = array.elements.first, let element = valueType(first.expression) {
            return .array(element)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.startsUppercase {
                return .named(name, [])
            }
            if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
               let name = array.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return .array(.named(name, []))
            }
        }
        return nil
    }

    /// `@Environment(Model.self) var model`: `Model`.
    static func environmentType(_ attributes: AttributeListSyntax) -> TypeRef? {
        for case .attribute(let attribute) in attributes where simpleName(attribute.attributeName) == "Environment" {
            guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  first.declName.baseName.text == "self", let base = first.base?.as(DeclReferenceExprSyntax.self) else { continue }
            return .named(base.baseName.text, [])
        }
        return nil
    }
}
