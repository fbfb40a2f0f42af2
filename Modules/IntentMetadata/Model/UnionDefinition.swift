import Diagnostics

/// A `@UnionValue` enum: a parameter that takes one of several value types (iOS 18; version 1.1).
///
/// Each case carries exactly one associated value, whose type is the case's type:
/// `@UnionValue enum Recipient { case person(IntentPerson); case group(GroupEntity) }`.
public struct UnionDefinition: MetadataDefinition {
    public static let kindName = "union"

    /// The type name, such as `Recipient`.
    public var identifier: String
    /// How the type is named in the interface (`typeDisplayRepresentation`, iOS 27), if declared.
    public var typeDisplayRepresentation: TypeDisplayRepresentationDefinition?
    /// The cases, in declaration order.
    public var cases: [UnionCaseDefinition]
    /// Where the union is declared.
    public var location: SourceLocation?
    /// In a merged app document: the package that contributed the definition and how the app reaches it.
    public var provenance: DefinitionProvenance?

    /// Creates a union definition.
    public init(
        identifier: String,
        typeDisplayRepresentation: TypeDisplayRepresentationDefinition? = nil,
        cases: [UnionCaseDefinition],
        location: SourceLocation? = nil
    ) {
        self.identifier = identifier
        self.typeDisplayRepresentation = typeDisplayRepresentation
        self.cases = cases
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, typeDisplayRepresentation, cases, location, provenance
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try c.decode(String.self, forKey: .identifier),
            typeDisplayRepresentation: try c.decodeIfPresent(TypeDisplayRepresentationDefinition.self, forKey: .typeDisplayRepresentation),
            cases: try c.decode([UnionCaseDefinition].self, forKey: .cases),
            location: try c.decodeIfPresent(SourceLocation.self, forKey: .location)
        )
        provenance = try c.decodeIfPresent(DefinitionProvenance.self, forKey: .provenance)
    }
}

/// One case of a `@UnionValue` enum: its name and the type of its associated value.
public struct UnionCaseDefinition: Hashable, Sendable, Codable {
    /// The case name, such as `person`.
    public var name: String
    /// The type of the associated value.
    public var type: ValueType
    /// How the case is shown (`caseDisplayRepresentations`, iOS 27), if declared.
    public var displayRepresentation: DisplayRepresentationDefinition?

    /// Creates a union case.
    public init(name: String, type: ValueType, displayRepresentation: DisplayRepresentationDefinition? = nil) {
        self.name = name
        self.type = type
        self.displayRepresentation = displayRepresentation
    }
}
