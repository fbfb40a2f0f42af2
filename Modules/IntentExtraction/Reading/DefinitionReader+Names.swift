/// Where an expression is written, for Swift's name lookup: the types whose members a bare name sees, and what
/// `self` is there.
///
/// Extraction reads single expressions (an initial value, a getter's one expression, an attribute's argument), so
/// no local or closure parameter is in scope: a bare name is looked up in the types around it, then at module scope.
struct LookupScope: Sendable {
    enum Context: Sendable {
        /// A static property's initial value: `self` is not bound there, so a bare `self` is a name like any other
        /// (it finds a case named `` `self` ``).
        case staticInitializer
        /// A static property's getter: `self` is the type (`self.a` is `Self.a`; a bare `self` is no case).
        case staticGetter
        /// An instance property's initial value or its attributes' arguments (`@Parameter(default: …)`): `self` is
        /// not bound yet; static members and cases are visible, instance members are not.
        case instanceInitializer
    }

    /// The types whose members a bare name sees, innermost first: the type the declaration is in (an extension's
    /// extended type), then the types it is written in. `extension Outer.Inner` sees Inner's members, not Outer's.
    var types: [String]
    var context: Context

    /// The scope of a member of `part`.
    init(in part: TypeDeclaration, context: Context) {
        types = [part.name] + part.enclosingTypes
        self.context = context
    }
}

extension DefinitionReader {
    /// What a bare name finds: a member of one of the scope's types.
    private struct Found {
        /// The type whose member it is.
        let owner: String
        /// Whether it is an instance property, which no context extraction reads may use.
        let isInstanceMember: Bool
    }

    /// The member of `type` that `expr` names where it is written, as Swift resolves it.
    ///
    /// - `.name`: a member of the contextual type, `type`.
    /// - `Type.name`, `Module.Type.name`, `Outer.Type.name`, `Alias.name`, `Self.name` (and `self.name` in a static
    ///   getter): a member of `type` when the base names it. A base naming another type the sources declare is another
    ///   type's member; a base the sources do not declare (a module, a framework's type) is taken to name `type`.
    /// - A bare or backquoted `name`: unqualified lookup, innermost first through the scope's types; the first type
    ///   with a member of that name decides (an instance member there is an error, not a reason to look further out),
    ///   and a name no type has is a global; a type the sources only extend is taken to have it when it is `type`. In a
    ///   static getter a bare `self` is the type, not a case.
    ///
    /// Returns `nil` when the expression names no member of `type`.
    func member(of type: String, _ expr: Expr, in scope: LookupScope) -> String? {
        switch expr.kind {
        case .member(.none, let name):
            return name
        case .member(.some(let base), let name):
            return names(type, base, in: scope) == false ? nil : name
        case .reference(let name):
            return unqualified(name, in: scope, expecting: type).flatMap { $0.owner == type && !$0.isInstanceMember ? name : nil }
        case .selfKeyword:
            guard scope.context != .staticGetter else { return nil }
            return unqualified("self", in: scope, expecting: type).flatMap { $0.owner == type && !$0.isInstanceMember ? "self" : nil }
        default:
            return nil
        }
    }

    /// The member a value of one of Apple's types names (`.pdf`, `UTType.pdf`, `.foreground(.dynamic)`'s `.dynamic`).
    ///
    /// No app type is nested in Apple's, so unqualified lookup never reaches such a member: only `.name` and
    /// `Type.name` do, with a base that is not a type the sources declare.
    func appleMember(_ expr: Expr) -> String? {
        guard case .member(let base, let name) = expr.kind else { return nil }
        guard let base else { return name }
        switch base.kind {
        case .reference, .member:
            guard let baseName = base.typeName, catalog.types[baseName] == nil else { return nil }
            return name
        default:
            return nil
        }
    }

    /// Whether `base` names `type` where it is written; `nil` when it cannot tell (a name the sources do not declare).
    private func names(_ type: String, _ base: Expr, in scope: LookupScope) -> Bool? {
        let name: String
        switch base.kind {
        case .reference("Self"):
            return scope.types.first == type
        case .selfKeyword:
            return scope.context == .staticGetter && scope.types.first == type
        case .reference(let reference):
            name = reference
        case .member(_, let member):
            name = member
        case .specialization(let inner, _):
            return names(type, inner, in: scope)
        default:
            return false
        }
        if name == type { return true }
        for owner in scope.types {
            if let alias = memberTypeAlias(name, of: owner) { return alias.target.simpleName == type }
        }
        if let alias = catalog.typeAliases[name] { return alias.target.simpleName == type }
        if catalog.types[name] != nil || catalog.extensions[name] != nil || catalog.protocols[name] != nil { return false }
        return nil
    }

    /// The first of the scope's types, innermost first, with a case or property named `name`.
    ///
    /// A type the sources only extend (declared in a framework) has members they do not show: a name that reaches it
    /// unresolved is taken to be its member when it is the `expected` type, as a base the sources do not declare is.
    private func unqualified(_ name: String, in scope: LookupScope, expecting expected: String) -> Found? {
        for owner in scope.types {
            for part in catalog.parts(of: owner) {
                if part.enumCases.contains(where: { $0.name == name }) { return Found(owner: owner, isInstanceMember: false) }
                if let variable = part.variables.first(where: { $0.name == name }) {
                    return Found(owner: owner, isInstanceMember: !variable.isStatic)
                }
            }
            if owner == expected, catalog.types[owner] == nil { return Found(owner: owner, isInstanceMember: false) }
        }
        return nil
    }
}
