/// The metadata document: everything an app's (or framework's) App Intents declare, as data.
///
/// It plays the part of Xcode's `Metadata.appintents/extract.actionsdata`, documented and
/// versioned (see `docs/metadata-document.md`). Encoding is deterministic: keys are
/// sorted and definitions are written sorted by identifier, so documents diff cleanly.
/// Load documents from disk with ``MetadataLoader`` to get every problem as a diagnostic
/// with its line and column.
public struct MetadataDocument: Hashable, Sendable, Codable {
    /// The newest format version this library reads and writes.
    public static let currentVersion = MetadataVersion.current

    /// The Swift module the definitions come from, if known.
    public var module: String?
    /// The app intents.
    public var intents: [IntentDefinition]
    /// The app entities.
    public var entities: [EntityDefinition]
    /// The app enums.
    public var enums: [EnumDefinition]
    /// The entity queries and options providers.
    public var queries: [QueryDefinition]
    /// The App Shortcuts providers (an app may have at most one once merged).
    public var shortcutsProviders: [ShortcutsProviderDefinition]
    /// The App Intents packages.
    public var packages: [PackageDefinition]
    /// The `@UnionValue` enums (version 1.1).
    public var unions: [UnionDefinition]

    /// Creates a document.
    public init(
        module: String? = nil,
        intents: [IntentDefinition] = [],
        entities: [EntityDefinition] = [],
        enums: [EnumDefinition] = [],
        queries: [QueryDefinition] = [],
        shortcutsProviders: [ShortcutsProviderDefinition] = [],
        packages: [PackageDefinition] = [],
        unions: [UnionDefinition] = []
    ) {
        self.module = module
        self.intents = intents
        self.entities = entities
        self.enums = enums
        self.queries = queries
        self.shortcutsProviders = shortcutsProviders
        self.packages = packages
        self.unions = unions
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, module, intents, entities, enums, queries, shortcutsProviders, packages, unions
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decode(MetadataVersion.self, forKey: .version)
        guard MetadataVersion.supported.contains(version) else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: c, debugDescription: "unsupported metadata document version \(version)")
        }
        self.init(
            module: try c.decodeIfPresent(String.self, forKey: .module),
            intents: try c.decodeIfPresent([IntentDefinition].self, forKey: .intents) ?? [],
            entities: try c.decodeIfPresent([EntityDefinition].self, forKey: .entities) ?? [],
            enums: try c.decodeIfPresent([EnumDefinition].self, forKey: .enums) ?? [],
            queries: try c.decodeIfPresent([QueryDefinition].self, forKey: .queries) ?? [],
            shortcutsProviders: try c.decodeIfPresent([ShortcutsProviderDefinition].self, forKey: .shortcutsProviders) ?? [],
            packages: try c.decodeIfPresent([PackageDefinition].self, forKey: .packages) ?? [],
            unions: try c.decodeIfPresent([UnionDefinition].self, forKey: .unions) ?? []
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encodeIfPresent(module, forKey: .module)
        try c.encode(intents.sortedByIdentifier(), forKey: .intents)
        try c.encode(entities.sortedByIdentifier(), forKey: .entities)
        try c.encode(enums.sortedByIdentifier(), forKey: .enums)
        try c.encode(queries.sortedByIdentifier(), forKey: .queries)
        try c.encode(shortcutsProviders.sortedByIdentifier(), forKey: .shortcutsProviders)
        try c.encode(packages.sortedByIdentifier(), forKey: .packages)
        if !unions.isEmpty { try c.encode(unions.sortedByIdentifier(), forKey: .unions) }
    }

    /// Looks up definitions by identifier.
    public func intent(_ identifier: String) -> IntentDefinition? { intents.first { $0.identifier == identifier } }
    /// The entity with `identifier`.
    public func entity(_ identifier: String) -> EntityDefinition? { entities.first { $0.identifier == identifier } }
    /// The enum with `identifier`.
    public func enumeration(_ identifier: String) -> EnumDefinition? { enums.first { $0.identifier == identifier } }
    /// The query with `identifier`.
    public func query(_ identifier: String) -> QueryDefinition? { queries.first { $0.identifier == identifier } }
    /// The union with `identifier`.
    public func union(_ identifier: String) -> UnionDefinition? { unions.first { $0.identifier == identifier } }

    /// The App Shortcuts of every provider, in order.
    public var allShortcuts: [AppShortcutDefinition] { shortcutsProviders.flatMap(\.shortcuts) }
}

extension Array where Element: MetadataDefinition {
    /// The definitions sorted by identifier (stable for equal identifiers).
    func sortedByIdentifier() -> [Element] {
        enumerated().sorted { lhs, rhs in
            lhs.element.identifier != rhs.element.identifier
                ? lhs.element.identifier < rhs.element.identifier
                : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
