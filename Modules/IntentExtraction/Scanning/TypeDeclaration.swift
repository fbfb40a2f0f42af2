import Diagnostics

/// A type, protocol or extension found in the sources, with the members extraction reads.
///
/// A class, so the catalog and the readers share one copy of each declaration.
final class TypeDeclaration: Sendable {
    enum Kind: String, Sendable, Codable {
        case `struct`, `enum`, `class`, actor, `protocol`, `extension`
    }

    /// The declared name; for an extension, the last component of the extended type (`A.B` → `B`).
    let name: String
    let kind: Kind
    /// The names of the inherited types and protocols, without module qualification or generic arguments,
    /// and the conformances attached macros declare (`@AppEntity(schema:)` declares `AppEntity`).
    let inherited: [String]
    /// The inheritance clause as written.
    let inheritedTypes: [TypeRef]
    /// The attributes on the declaration (`@AppIntent(schema: …)`, `@UnionValue`, `@available(…)`).
    var attributes: [Attribute] {
        noteDetailsRead()
        return scannedAttributes
    }
    /// The members, with `#if` clauses already chosen.
    var members: Members {
        noteDetailsRead()
        return memberSource.members
    }
    /// The members as made, or as a kept scan holds them (decoded when first read).
    private let memberSource: MemberSource
    /// For an extension, the extended type as written (`Container.State`).
    let extendedType: TypeRef?
    /// The types the declaration is written in, innermost first (an extension counts as the type it extends):
    /// `["Outer"]` for `enum Inner` inside `struct Outer` or inside `extension Outer`; empty at file level, which is
    /// where every extension is, so `extension Outer.Inner` has none.
    let enclosingTypes: [String]
    /// The file it is in.
    var file: SourceFile {
        noteDetailsRead()
        return scannedFile
    }
    /// Where the declaration's keyword is: `struct`, `enum`, `extension`…
    var location: Diagnostics.SourceLocation {
        noteDetailsRead()
        return scannedLocation
    }

    // What a declaration's details are read from: only through the properties above, each of which records the read
    // (``noteDetailsRead()``), and by ``stored`` and ``wereDetailsRead``, which keep the scan and ask about reads.
    private let scannedAttributes: [Attribute]
    private let scannedFile: SourceFile
    private let scannedLocation: Diagnostics.SourceLocation

    /// Records that the declaration was read beyond its shape (its name, kind, inheritance, extended type and enclosing
    /// types): its attributes, members, file or location. An extraction whose assembly read no declaration of a file
    /// beyond its shape is the same whatever those details are (`Extractor.AssemblyReads`).
    private func noteDetailsRead() { scannedFile.noteDetailsRead() }

    /// Whether a declaration of the declaration's file (in this run, in any copy of the file) was read beyond its shape.
    var wereDetailsRead: Bool { scannedFile.wereDetailsRead }

    /// The declaration as a cache keeps it, read without recording a read.
    var stored: Extractor.ScannedFile.StoredDeclaration {
        Extractor.ScannedFile.StoredDeclaration(
            name: name, kind: kind, inherited: inherited, inheritedTypes: inheritedTypes, attributes: scannedAttributes,
            members: BinaryDeferred(memberSource.members), extendedType: extendedType, enclosingTypes: enclosingTypes, location: scannedLocation)
    }

    /// Whether the tree the declaration was read from was parsed from its file's reduction (read without recording a read).
    var isFromReduction: Bool { scannedFile.reduced != nil }

    convenience init(
        name: String,
        kind: Kind,
        inherited: [String],
        inheritedTypes: [TypeRef],
        attributes: [Attribute],
        members: Members,
        extendedType: TypeRef?,
        enclosingTypes: [String],
        file: SourceFile,
        location: Diagnostics.SourceLocation
    ) {
        self.init(name: name, kind: kind, inherited: inherited, inheritedTypes: inheritedTypes, attributes: attributes, memberSource: .made(members),
                  extendedType: extendedType, enclosingTypes: enclosingTypes, file: file, location: location)
    }

    /// A declaration of a kept scan, whose members are decoded from its bytes the first time they are read (most
    /// types of an app are never read for their members); `recovered` gives them when those bytes do not decode.
    convenience init(
        name: String, kind: Kind, inherited: [String], inheritedTypes: [TypeRef], attributes: [Attribute],
        keptMembers: BinaryDeferred<Members>, recovered: @escaping @Sendable () -> Members,
        extendedType: TypeRef?, enclosingTypes: [String], file: SourceFile, location: Diagnostics.SourceLocation
    ) {
        self.init(name: name, kind: kind, inherited: inherited, inheritedTypes: inheritedTypes, attributes: attributes,
                  memberSource: .kept(keptMembers, recovered: recovered),
                  extendedType: extendedType, enclosingTypes: enclosingTypes, file: file, location: location)
    }

    private init(
        name: String, kind: Kind, inherited: [String], inheritedTypes: [TypeRef], attributes: [Attribute], memberSource: MemberSource,
        extendedType: TypeRef?, enclosingTypes: [String], file: SourceFile, location: Diagnostics.SourceLocation
    ) {
        self.name = name
        self.kind = kind
        self.inherited = inherited
        self.inheritedTypes = inheritedTypes
        self.scannedAttributes = attributes
        self.memberSource = memberSource
        self.extendedType = extendedType
        self.enclosingTypes = enclosingTypes
        self.scannedFile = file
        self.scannedLocation = location
    }

    /// Where a declaration's members come from: made with it, or kept and decoded on first read.
    private enum MemberSource: Sendable {
        case made(Members)
        case kept(BinaryDeferred<Members>, recovered: @Sendable () -> Members)

        var members: Members {
            switch self {
            case .made(let members): members
            case .kept(let kept, let recovered): (try? kept.value()) ?? recovered()
            }
        }

        var isRead: Bool {
            switch self {
            case .made: true
            case .kept(let kept, _): kept.isDecoded
            }
        }
    }

    /// Whether the members are at hand without decoding: made with the declaration, or decoded since (for tests: what
    /// extraction reads must not depend on it, see ``noteDetailsRead()``).
    var hasReadMembers: Bool { memberSource.isRead }

    /// The raw type of an enum: the first inherited name when it is a standard raw-value type.
    var rawType: String? {
        guard kind == .enum || kind == .extension, let first = inherited.first else { return nil }
        return Self.rawValueTypes.contains(first) ? first : nil
    }

    static let rawValueTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Character", "Double", "Float",
    ]

    /// The first attribute named one of `names`.
    func attribute(_ names: Set<String>) -> Attribute? {
        attributes.first { names.contains($0.name) }
    }

    /// The variables among the members.
    var variables: [VariableMember] { members.variables }

    /// The functions among the members (those extraction reads).
    var functions: [FunctionMember] { members.functions }

    /// The enum cases among the members.
    var enumCases: [EnumCaseMember] { members.enumCases }

    /// The typealiases among the members.
    var typeAliases: [TypeAliasMember] { members.typeAliases }
}
