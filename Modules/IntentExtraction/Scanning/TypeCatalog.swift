import Diagnostics
import Foundation

/// Every declaration found, by name, with conformances resolved through extensions, refining protocols,
/// superclasses and the conformances attached macros declare; and every typealias.
struct TypeCatalog: Sendable {
    /// Types (not extensions or protocols), by name; the first declaration of a name wins.
    private(set) var types: [String: TypeDeclaration] = [:]
    /// Types declared again under the same name (in another `#if` branch, or another scope).
    private(set) var redeclarations: [TypeDeclaration] = []
    /// Extensions, by the name of the type they extend, in source order.
    private(set) var extensions: [String: [TypeDeclaration]] = [:]
    /// Protocols declared in the sources, by name.
    private(set) var protocols: [String: TypeDeclaration] = [:]
    /// File-level typealiases, by name; the first declaration of a name wins.
    private(set) var typeAliases: [String: TypeAliasMember] = [:]
    /// Names declared only in reference sources: known, but not extracted.
    private(set) var referenceOnly: Set<String> = []
    /// Each type's conformances, resolved the first time they are asked for: a target's catalog holds every type of
    /// the files it references, and is asked about few of them.
    private let resolved = ResolvedConformances()

    init(declarations: [TypeDeclaration], typeAliases: [TypeAliasMember] = [], references: [TypeDeclaration] = [], referenceAliases: [TypeAliasMember] = []) {
        for declaration in declarations { add(declaration) }
        let extracted = Set(types.keys)
        for declaration in references { add(declaration) }
        referenceOnly = Set(types.keys).subtracting(extracted)
        for alias in typeAliases + referenceAliases where self.typeAliases[alias.name] == nil { self.typeAliases[alias.name] = alias }
    }

    private mutating func add(_ declaration: TypeDeclaration) {
        switch declaration.kind {
        case .extension:
            extensions[declaration.name, default: []].append(declaration)
        case .protocol:
            if protocols[declaration.name] == nil { protocols[declaration.name] = declaration }
        case .struct, .enum, .class, .actor:
            if types[declaration.name] == nil {
                types[declaration.name] = declaration
            } else {
                redeclarations.append(declaration)
            }
        }
    }

    /// Every protocol `name` conforms to, directly or not, by simple name.
    func conformances(of name: String) -> Set<String> {
        // Only a type's (one declared, or extended): a protocol's own parents are not its conformances.
        guard types[name] != nil || extensions[name] != nil else { return [] }
        return resolved.lock.withLock {
            if let known = resolved.byType[name] { return known }
            var visiting: [String] = []
            let found = resolve(name, visiting: &visiting, resolved: &resolved.closures).conformances
            resolved.byType[name] = found
            return found
        }
    }

    /// The types (declared, or extended) that conform, directly or not, to one of `protocols`: those whose
    /// ``conformances(of:)`` meet them, found in one walk back from `protocols` along every declared inheritance
    /// (a type's, its extensions', a protocol's, Apple's refinements) instead of resolving every type's conformances.
    func conformingTypes(toAnyOf protocols: Set<String>) -> Set<String> {
        var heirs: [String: [String]] = [:]
        func inherit(_ name: String, from parents: [String]) {
            for parent in parents where parent != name { heirs[parent, default: []].append(name) }
        }
        for (name, declaration) in types { inherit(name, from: declaration.inherited) }
        for (name, parts) in extensions { for part in parts { inherit(name, from: part.inherited) } }
        for (name, declaration) in self.protocols { inherit(name, from: declaration.inherited) }
        for (name, parents) in AppIntentsProtocol.refinements { inherit(name, from: parents) }
        var reached = Set<String>()
        var pending = Array(protocols)
        while let name = pending.popLast() {
            for heir in heirs[name] ?? [] where reached.insert(heir).inserted { pending.append(heir) }
        }
        return reached.filter { types[$0] != nil || extensions[$0] != nil }
    }

    /// Whether the type named `name` conforms to `proto`.
    func conforms(_ name: String, to proto: AppIntentsProtocol) -> Bool {
        conformances(of: name).contains(proto.rawValue)
    }

    /// The declaration and extensions of a type, in source order: where its members are.
    func parts(of name: String) -> [TypeDeclaration] {
        (types[name].map { [$0] } ?? []) + (extensions[name] ?? [])
    }

    /// The first attribute named one of `names` on the type's declaration or extensions.
    func attribute(_ names: Set<String>, of name: String) -> Attribute? {
        for part in parts(of: name) {
            if let attribute = part.attribute(names) { return attribute }
        }
        return nil
    }

    /// Every protocol `name` conforms to, reached without passing a name in `visiting` (the names being resolved,
    /// outermost first), and whether none was cut off that way.
    ///
    /// `resolved` keeps each name's conformances found without a cut: they are its whole closure, taken again when
    /// none of them is being resolved (then no cut would have happened), so a shared parent is resolved once.
    private func resolve(_ name: String, visiting: inout [String], resolved: inout [String: Set<String>]) -> (conformances: Set<String>, whole: Bool) {
        guard !visiting.contains(name) else { return ([], false) }
        if let known = resolved[name], !visiting.contains(where: known.contains) { return (known, true) }
        var direct: [String] = types[name]?.inherited ?? []
        for part in extensions[name] ?? [] { direct += part.inherited }
        if let declared = protocols[name] { direct += declared.inherited }
        direct += AppIntentsProtocol.refinements[name] ?? []
        var result = Set<String>()
        var whole = true
        visiting.append(name)
        for parent in direct where parent != name {
            result.insert(parent)
            let inherited = resolve(parent, visiting: &visiting, resolved: &resolved)
            result.formUnion(inherited.conformances)
            whole = whole && inherited.whole
        }
        visiting.removeLast()
        if whole { resolved[name] = result }
        return (result, whole)
    }
}

/// The conformances a catalog has resolved so far, shared by its copies.
private final class ResolvedConformances: @unchecked Sendable {
    // @unchecked: both dictionaries are read and written under `lock`.
    let lock = NSLock()
    /// Each type's conformances, by its name, once asked for.
    var byType: [String: Set<String>] = [:]
    /// The names whose conformances were found without a cycle cutting them off (see `TypeCatalog.resolve`).
    var closures: [String: Set<String>] = [:]
}
