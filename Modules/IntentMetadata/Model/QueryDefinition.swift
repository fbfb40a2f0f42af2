import Diagnostics

/// An entity query or a `DynamicOptionsProvider`.
public struct QueryDefinition: MetadataDefinition {
    public static let kindName = "query"

    /// The type name, such as `SoupQuery`.
    public var identifier: String
    /// The query protocols it conforms to, in canonical order.
    public var kinds: [QueryKind]
    /// For entity queries, the entity it finds.
    public var entity: String?
    /// For options providers, the type of the options it returns.
    public var resultType: ValueType?
    /// The intent parameters it reads through `@IntentParameterDependency`.
    public var dependencies: [ParameterDependency]
    /// For property queries, the entity properties it can compare.
    public var properties: [String]
    /// For property queries, the entity properties it can sort by.
    public var sortingOptions: [String]
    /// Where the query is declared.
    public var location: SourceLocation?
    /// In a merged app document: the package that contributed the definition and how the app reaches it.
    public var provenance: DefinitionProvenance?

    /// Creates a query definition. `kinds` is stored sorted and without repeats.
    public init(
        identifier: String,
        kinds: [QueryKind],
        entity: String? = nil,
        resultType: ValueType? = nil,
        dependencies: [ParameterDependency] = [],
        properties: [String] = [],
        sortingOptions: [String] = [],
        location: SourceLocation? = nil
    ) {
        self.identifier = identifier
        self.kinds = Array(Set(kinds)).sorted()
        self.entity = entity
        self.resultType = resultType
        self.dependencies = dependencies
        self.properties = properties
        self.sortingOptions = sortingOptions
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, kinds, entity, resultType, dependencies, properties, sortingOptions, location, provenance
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try c.decode(String.self, forKey: .identifier),
            kinds: try c.decode([QueryKind].self, forKey: .kinds),
            entity: try c.decodeIfPresent(String.self, forKey: .entity),
            resultType: try c.decodeIfPresent(ValueType.self, forKey: .resultType),
            dependencies: try c.decodeIfPresent([ParameterDependency].self, forKey: .dependencies) ?? [],
            properties: try c.decodeIfPresent([String].self, forKey: .properties) ?? [],
            sortingOptions: try c.decodeIfPresent([String].self, forKey: .sortingOptions) ?? [],
            location: try c.decodeIfPresent(SourceLocation.self, forKey: .location)
        )
        provenance = try c.decodeIfPresent(DefinitionProvenance.self, forKey: .provenance)
    }
}

/// An `@IntentParameterDependency` of a query: which intent's parameter it reads.
public struct ParameterDependency: Hashable, Sendable, Codable {
    /// The intent, by identifier.
    public var intent: String
    /// The parameter's name.
    public var parameter: String

    /// Creates a dependency.
    public init(intent: String, parameter: String) {
        self.intent = intent
        self.parameter = parameter
    }
}
