import Diagnostics

/// An `AppEnum` type and its cases.
public struct EnumDefinition: MetadataDefinition {
    public static let kindName = "enum"

    /// The type name, such as `OrderType`.
    public var identifier: String
    /// How the type is named in the interface.
    public var typeDisplayRepresentation: TypeDisplayRepresentationDefinition
    /// The cases, in `allCases` order.
    public var cases: [EnumCaseDefinition]
    /// The assistant schema the enum adopts (`@AppEnum(schema: .books.theme)` → `books.theme`; version 1.1).
    public var schema: String?
    /// The system protocols the enum adopts, sorted (version 1.1).
    public var systemProtocols: [EnumSystemProtocol]
    /// Where the enum is declared.
    public var location: SourceLocation?
    /// In a merged app document: the package that contributed the definition and how the app reaches it.
    public var provenance: DefinitionProvenance?

    /// Creates an enum definition.
    public init(
        identifier: String,
        typeDisplayRepresentation: TypeDisplayRepresentationDefinition,
        cases: [EnumCaseDefinition],
        schema: String? = nil,
        systemProtocols: [EnumSystemProtocol] = [],
        location: SourceLocation? = nil
    ) {
        self.identifier = identifier
        self.typeDisplayRepresentation = typeDisplayRepresentation
        self.cases = cases
        self.schema = schema
        self.systemProtocols = Array(Set(systemProtocols)).sorted()
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, typeDisplayRepresentation, cases, schema, systemProtocols, location, provenance
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try c.decode(String.self, forKey: .identifier),
            typeDisplayRepresentation: try c.decode(TypeDisplayRepresentationDefinition.self, forKey: .typeDisplayRepresentation),
            cases: try c.decode([EnumCaseDefinition].self, forKey: .cases),
            schema: try c.decodeIfPresent(String.self, forKey: .schema),
            systemProtocols: try c.decodeIfPresent([EnumSystemProtocol].self, forKey: .systemProtocols) ?? [],
            location: try c.decodeIfPresent(SourceLocation.self, forKey: .location)
        )
        provenance = try c.decodeIfPresent(DefinitionProvenance.self, forKey: .provenance)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(identifier, forKey: .identifier)
        try c.encode(typeDisplayRepresentation, forKey: .typeDisplayRepresentation)
        try c.encode(cases, forKey: .cases)
        try c.encodeIfPresent(schema, forKey: .schema)
        if !systemProtocols.isEmpty { try c.encode(systemProtocols, forKey: .systemProtocols) }
        try c.encodeIfPresent(location, forKey: .location)
        try c.encodeIfPresent(provenance, forKey: .provenance)
    }

    /// The case whose raw value is `value`.
    public func enumCase(_ value: MetadataValue) -> EnumCaseDefinition? {
        cases.first { $0.value == value }
    }
}

/// One case of an `AppEnum`, with its entry in `caseDisplayRepresentations`.
public struct EnumCaseDefinition: Hashable, Sendable, Codable {
    /// The raw value, such as `"pickup"`.
    public var value: MetadataValue
    /// How the case is shown.
    public var displayRepresentation: DisplayRepresentationDefinition

    /// Creates a case.
    public init(value: MetadataValue, displayRepresentation: DisplayRepresentationDefinition) {
        self.value = value
        self.displayRepresentation = displayRepresentation
    }
}

/// How a value is shown (Apple's `DisplayRepresentation`).
///
/// JSON: a plain string is the title alone.
public struct DisplayRepresentationDefinition: Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle, if any.
    public var subtitle: LocalizedStringResource?
    /// Other words people use for the value.
    public var synonyms: [LocalizedStringResource]
    /// The SF Symbol name of the image, if any.
    public var systemImageName: String?
    /// The asset catalog name of the image, if any.
    public var imageName: String?

    /// Creates a display representation.
    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        synonyms: [LocalizedStringResource] = [],
        systemImageName: String? = nil,
        imageName: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
        self.systemImageName = systemImageName
        self.imageName = imageName
    }

    public init(stringLiteral title: String) {
        self.init(title: LocalizedStringResource(title))
    }

    private enum CodingKeys: String, CodingKey {
        case title, subtitle, synonyms, systemImageName, imageName
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let title = try? single.decode(String.self) {
            self.init(title: LocalizedStringResource(title))
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try c.decode(LocalizedStringResource.self, forKey: .title),
            subtitle: try c.decodeIfPresent(LocalizedStringResource.self, forKey: .subtitle),
            synonyms: try c.decodeIfPresent([LocalizedStringResource].self, forKey: .synonyms) ?? [],
            systemImageName: try c.decodeIfPresent(String.self, forKey: .systemImageName),
            imageName: try c.decodeIfPresent(String.self, forKey: .imageName)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        if subtitle == nil, synonyms.isEmpty, systemImageName == nil, imageName == nil,
           title.defaultValue == nil, title.table == nil, title.comment == nil {
            var single = encoder.singleValueContainer()
            try single.encode(title.key)
            return
        }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(subtitle, forKey: .subtitle)
        if !synonyms.isEmpty { try c.encode(synonyms, forKey: .synonyms) }
        try c.encodeIfPresent(systemImageName, forKey: .systemImageName)
        try c.encodeIfPresent(imageName, forKey: .imageName)
    }
}
