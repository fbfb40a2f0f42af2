/// What string collection asks of a build's declaration index, each question written down when a log is kept.
///
/// A file without `#if` reads the same in every build; only the index its questions are answered from may differ.
/// When every question a file asked in one build gets the same answer from another build's index, the file's strings
/// are the same in both, and are not collected again (``DeclarationIndex/Lookup``).
struct IndexView {
    let index: DeclarationIndex
    /// Where the questions are written down; `nil`: they are not.
    let log: LookupLog?

    init(_ index: DeclarationIndex, log: LookupLog? = nil) {
        self.index = index
        self.log = log
    }

    private func note(_ lookup: DeclarationIndex.Lookup) {
        log?.lookups.insert(lookup)
    }

    func typeAlias(_ name: String) -> TypeRef? {
        note(.typeAlias(name))
        return index.typeAliases[name]
    }

    func functionType(_ name: String) -> TypeRef? {
        note(.functionType(name))
        return index.functionTypes[name]
    }

    func enumCase(_ name: String, of type: String) -> [TypeRef.Element]? {
        note(.enumCase(type, name))
        return index.enumCases[type]?[name]
    }

    func casePayload(_ name: String) -> [TypeRef.Element]? {
        note(.casePayload(name))
        return index.casePayloads[name]
    }

    func memberType(_ name: String, of owner: String) -> TypeRef? {
        note(.memberType(owner, name))
        return index.memberTypes[owner]?[name]
    }

    func memberPath(_ name: String, of owner: String) -> [String]? {
        note(.memberPath(owner, name))
        return index.memberPaths[owner]?[name]
    }

    func hasMembers(_ owner: String) -> Bool {
        note(.hasMembers(owner))
        return index.memberTypes[owner] != nil
    }

    /// The types with members whose qualified names end with `suffix`.
    func typesWithMembers(endingWith suffix: String) -> Set<String> {
        note(.typesEnding(suffix))
        return DeclarationIndex.Lookup.typesEnding(suffix).typesEnding(in: index)
    }

    func signature(callee name: String, labels: [String]) -> DeclarationIndex.Signature? {
        note(.signature(name, labels))
        return index.signature(callee: name, labels: labels)
    }

    func hasSignature(named name: String) -> Bool {
        note(.hasSignature(name))
        return index.hasSignature(named: name)
    }

    func hasStringOverload(named name: String) -> Bool {
        note(.hasStringOverload(name))
        return index.hasStringOverload(named: name)
    }

    func takesString(_ name: String, owner: String, labels: [String]) -> Bool {
        note(.takesString(name, owner, labels))
        return index.takesString(name, owner: owner, labels: labels)
    }
}

/// The questions one file's string collection asked of an index.
final class LookupLog: @unchecked Sendable {
    // @unchecked: one collection, on one task, writes it; it is read only after that task has ended.
    var lookups: Set<DeclarationIndex.Lookup> = []
}

extension DeclarationIndex {
    /// One question string collection asks of an index.
    enum Lookup: Hashable {
        case typeAlias(String)
        case functionType(String)
        case enumCase(String, String)
        case casePayload(String)
        case memberType(String, String)
        case memberPath(String, String)
        case hasMembers(String)
        case typesEnding(String)
        case signature(String, [String])
        case hasSignature(String)
        case hasStringOverload(String)
        case takesString(String, String, [String])

        /// Whether `a` and `b` answer this question the same.
        func isAnsweredAlike(by a: DeclarationIndex, _ b: DeclarationIndex) -> Bool {
            switch self {
            case .typeAlias(let name): a.typeAliases[name] == b.typeAliases[name]
            case .functionType(let name): a.functionTypes[name] == b.functionTypes[name]
            case .enumCase(let type, let name): a.enumCases[type]?[name] == b.enumCases[type]?[name]
            case .casePayload(let name): a.casePayloads[name] == b.casePayloads[name]
            case .memberType(let owner, let name): a.memberTypes[owner]?[name] == b.memberTypes[owner]?[name]
            case .memberPath(let owner, let name): a.memberPaths[owner]?[name] == b.memberPaths[owner]?[name]
            case .hasMembers(let owner): (a.memberTypes[owner] != nil) == (b.memberTypes[owner] != nil)
            case .typesEnding: typesEnding(in: a) == typesEnding(in: b)
            case .signature(let name, let labels): a.signature(callee: name, labels: labels) == b.signature(callee: name, labels: labels)
            case .hasSignature(let name): a.hasSignature(named: name) == b.hasSignature(named: name)
            case .hasStringOverload(let name): a.hasStringOverload(named: name) == b.hasStringOverload(named: name)
            case .takesString(let name, let owner, let labels):
                a.takesString(name, owner: owner, labels: labels) == b.takesString(name, owner: owner, labels: labels)
            }
        }

        /// For ``typesEnding(_:)``: the types of `index` with members whose names end with the suffix.
        func typesEnding(in index: DeclarationIndex) -> Set<String> {
            guard case .typesEnding(let suffix) = self else { return [] }
            return Set(index.memberTypes.keys.filter { $0.hasSuffix(suffix) })
        }
    }
}
