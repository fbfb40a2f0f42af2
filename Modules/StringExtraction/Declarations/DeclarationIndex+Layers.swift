import Diagnostics
import Foundation

/// The names a few files' declaration indexes changed between two versions of them: each table's keys whose entry
/// in one of those files differs between the versions (present in one, absent in the other, or another value); for
/// the tables of types' members, each type and member whose entry differs, and each type that has members in one
/// version and none in the other.
///
/// A build's index is every file's merged in a fixed order, so the answer to a question that names none of these is
/// the same from the index of either version: every file's entry for each name it reads is the same in both.
struct IndexChanges: Sendable, Equatable {
    /// A member of a type (a case of an enum), as the tables of members key it.
    struct Member: Hashable, Sendable {
        var owner: String
        var name: String
    }

    var signatures: Set<String> = []
    var stringOverloads: Set<String> = []
    var stringOverloadNames: Set<String> = []
    /// The types that have members in one version of a file and none in the other.
    var memberOwners: Set<String> = []
    var memberTypes: Set<Member> = []
    var memberPaths: Set<Member> = []
    var functionTypes: Set<String> = []
    var casePayloads: Set<String> = []
    var enumCases: Set<Member> = []
    var typeAliases: Set<String> = []

    /// The changes from `old` to `new`, two versions of each of some files' own indexes.
    init(_ pairs: [(old: DeclarationIndex, new: DeclarationIndex)]) {
        func differing<Value: Equatable>(_ old: [String: Value], _ new: [String: Value]) -> Set<String> {
            var keys: Set<String> = []
            for (key, value) in old where new[key] != value { keys.insert(key) }
            for key in new.keys where old[key] == nil { keys.insert(key) }
            return keys
        }
        func differingMembers<Value: Equatable>(_ old: [String: [String: Value]], _ new: [String: [String: Value]]) -> Set<Member> {
            var members: Set<Member> = []
            for owner in differing(old, new) {
                let (was, now) = (old[owner] ?? [:], new[owner] ?? [:])
                for name in differing(was, now) { members.insert(Member(owner: owner, name: name)) }
            }
            return members
        }
        for (old, new) in pairs {
            // Read from their tables: an index kept packed, or in layers, holds none.
            precondition(old.kept == nil && new.kept == nil && old.layers == nil && new.layers == nil, "the changes of a file's own indexes, read whole")
            signatures.formUnion(differing(old.signatures, new.signatures))
            stringOverloads.formUnion(differing(old.stringOverloads, new.stringOverloads))
            stringOverloadNames.formUnion(old.stringOverloadNames.symmetricDifference(new.stringOverloadNames))
            memberOwners.formUnion(Set(old.memberTypes.keys).symmetricDifference(new.memberTypes.keys))
            memberTypes.formUnion(differingMembers(old.memberTypes, new.memberTypes))
            memberPaths.formUnion(differingMembers(old.memberPaths, new.memberPaths))
            functionTypes.formUnion(differing(old.functionTypes, new.functionTypes))
            casePayloads.formUnion(differing(old.casePayloads, new.casePayloads))
            enumCases.formUnion(differingMembers(old.enumCases, new.enumCases))
            typeAliases.formUnion(differing(old.typeAliases, new.typeAliases))
        }
    }

    /// Whether answering `lookup` reads an entry of a changed name.
    ///
    /// A member's type, path or case is the entry of the first file that has one for that type and member; whether a
    /// type has members, and which types' names end with a suffix, depend on which types have members in any file.
    func touches(_ lookup: DeclarationIndex.Lookup) -> Bool {
        switch lookup {
        case .typeAlias(let name): typeAliases.contains(name)
        case .functionType(let name): functionTypes.contains(name)
        case .enumCase(let type, let name): enumCases.contains(Member(owner: type, name: name))
        case .casePayload(let name): casePayloads.contains(name)
        case .memberType(let owner, let name): memberTypes.contains(Member(owner: owner, name: name))
        case .hasMembers(let owner): memberOwners.contains(owner)
        case .memberPath(let owner, let name): memberPaths.contains(Member(owner: owner, name: name))
        case .typesEnding(let suffix): memberOwners.contains { Self.mayEnd($0, with: suffix) }
        case .signature(let name, _):
            // The signature found is checked against the plain-`String` overloads of its owner's callable of that name.
            signatures.contains(name) || stringOverloads.contains { Self.mayEnd($0, with: "." + name) }
        case .hasSignature(let name): signatures.contains(name)
        case .hasStringOverload(let name): stringOverloadNames.contains(name)
        case .takesString(let name, let owner, _): stringOverloads.contains(owner + "." + name)
        }
    }

    /// Whether `name` may end with `suffix` as either form of the index compares them (as strings, or as the bytes of
    /// their composed form): also when either is not printable ASCII, where the two may differ.
    private static func mayEnd(_ name: String, with suffix: String) -> Bool {
        !KeptTable.isPlain(name) || !KeptTable.isPlain(suffix) || name.hasSuffix(suffix)
    }
}

/// A build's index as an earlier version of it (kept, asked where it is) and the names a few files changed since: a
/// question that names none of them is answered by the earlier index, any other by the build's whole index, merged
/// from every file's the first time one is asked.
///
/// A declaration added to one file (a function, a member) changes a build's index, and with it the key of every
/// file's strings; merging every file's index again and packing it cost a re-check more than collecting the file's
/// strings. With layers, only a file whose strings asked about a changed name needs the whole index.
final class LayeredIndex: Sendable {
    /// The earlier version of the build's index.
    let base: DeclarationIndex
    let changes: IndexChanges
    private let whole: MadeOnce<DeclarationIndex>

    /// Layers over `base`, with `merge` making the build's whole index when a question needs it.
    init(base: DeclarationIndex, changes: IndexChanges, merge: @escaping @Sendable () -> DeclarationIndex) {
        self.base = base
        self.changes = changes
        whole = MadeOnce(merge)
    }

    /// The index that answers `lookup`: the earlier one, unless the lookup names a changed name.
    func index(for lookup: DeclarationIndex.Lookup) -> DeclarationIndex {
        changes.touches(lookup) ? merged : base
    }

    /// The build's whole index, merged the first time it is asked for.
    var merged: DeclarationIndex { whole.value }

    /// Whether the whole index was merged (a question named a changed name).
    var isMerged: Bool { whole.isMade }
}

extension LayeredIndex: Equatable {
    /// Layers are equal when they are the same layers: what they answer is made when asked.
    static func == (lhs: LayeredIndex, rhs: LayeredIndex) -> Bool { lhs === rhs }
}
