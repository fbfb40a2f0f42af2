import Diagnostics

/// An `AppEntity` (or `TransientAppEntity`) type.
public struct EntityDefinition: MetadataDefinition {
    public static let kindName = "entity"

    /// Everything but the provenance, in one shared box: copying a definition (as merging packages
    /// does for every definition) costs one reference count, and a change copies the box first.
    private var storage: Storage
    /// In a merged app document: the package that contributed the definition and how the app reaches it.
    public var provenance: DefinitionProvenance?

    /// The type name, such as `SoupEntity`.
    public var identifier: String {
        get { storage.fields.identifier }
        _modify {
            makeUnique()
            yield &storage.fields.identifier
        }
    }
    /// How the type is named in the interface (`static var typeDisplayRepresentation`).
    public var typeDisplayRepresentation: TypeDisplayRepresentationDefinition {
        get { storage.fields.typeDisplayRepresentation }
        _modify {
            makeUnique()
            yield &storage.fields.typeDisplayRepresentation
        }
    }
    /// The `@Property` declarations, in order.
    public var properties: [PropertyDefinition] {
        get { storage.fields.properties }
        _modify {
            makeUnique()
            yield &storage.fields.properties
        }
    }
    /// The query that finds entities of this type (`static var defaultQuery`), by identifier.
    public var defaultQuery: String? {
        get { storage.fields.defaultQuery }
        _modify {
            makeUnique()
            yield &storage.fields.defaultQuery
        }
    }
    /// Whether the entity is a `TransientAppEntity`, which is never queried.
    public var isTransient: Bool {
        get { storage.fields.isTransient }
        _modify {
            makeUnique()
            yield &storage.fields.isTransient
        }
    }
    /// The assistant schema the entity adopts (`@AppEntity(schema: .mail.message)` → `mail.message`; version 1.1).
    public var schema: String? {
        get { storage.fields.schema }
        _modify {
            makeUnique()
            yield &storage.fields.schema
        }
    }
    /// The system protocols the entity adopts, sorted (version 1.1).
    public var systemProtocols: [EntitySystemProtocol] {
        get { storage.fields.systemProtocols }
        _modify {
            makeUnique()
            yield &storage.fields.systemProtocols
        }
    }
    /// For a `FileEntity`, the uniform type identifiers it holds (`supportedContentTypes`; version 1.1).
    public var supportedContentTypes: [String]? {
        get { storage.fields.supportedContentTypes }
        _modify {
            makeUnique()
            yield &storage.fields.supportedContentTypes
        }
    }
    /// Where the entity is declared.
    public var location: SourceLocation? {
        get { storage.fields.location }
        _modify {
            makeUnique()
            yield &storage.fields.location
        }
    }

    /// Creates an entity definition.
    public init(
        identifier: String,
        typeDisplayRepresentation: TypeDisplayRepresentationDefinition,
        properties: [PropertyDefinition] = [],
        defaultQuery: String? = nil,
        isTransient: Bool = false,
        schema: String? = nil,
        systemProtocols: [EntitySystemProtocol] = [],
        supportedContentTypes: [String]? = nil,
        location: SourceLocation? = nil
    ) {
        storage = Storage(Fields(identifier: identifier, typeDisplayRepresentation: typeDisplayRepresentation, properties: properties, defaultQuery: defaultQuery, isTransient: isTransient, schema: schema, systemProtocols: Array(Set(systemProtocols)).sorted(), supportedContentTypes: supportedContentTypes, location: location))
    }

    /// Whether the entity adopts `proto`.
    public func adopts(_ proto: EntitySystemProtocol) -> Bool {
        systemProtocols.contains(proto)
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, typeDisplayRepresentation, properties, defaultQuery, isTransient
        case schema, systemProtocols, supportedContentTypes, location, provenance
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try c.decode(String.self, forKey: .identifier),
            typeDisplayRepresentation: try c.decode(TypeDisplayRepresentationDefinition.self, forKey: .typeDisplayRepresentation),
            properties: try c.decodeIfPresent([PropertyDefinition].self, forKey: .properties) ?? [],
            defaultQuery: try c.decodeIfPresent(String.self, forKey: .defaultQuery),
            isTransient: try c.decodeIfPresent(Bool.self, forKey: .isTransient) ?? false,
            schema: try c.decodeIfPresent(String.self, forKey: .schema),
            systemProtocols: try c.decodeIfPresent([EntitySystemProtocol].self, forKey: .systemProtocols) ?? [],
            supportedContentTypes: try c.decodeIfPresent([String].self, forKey: .supportedContentTypes),
            location: try c.decodeIfPresent(SourceLocation.self, forKey: .location)
        )
        provenance = try c.decodeIfPresent(DefinitionProvenance.self, forKey: .provenance)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(identifier, forKey: .identifier)
        try c.encode(typeDisplayRepresentation, forKey: .typeDisplayRepresentation)
        try c.encode(properties, forKey: .properties)
        try c.encodeIfPresent(defaultQuery, forKey: .defaultQuery)
        try c.encode(isTransient, forKey: .isTransient)
        try c.encodeIfPresent(schema, forKey: .schema)
        if !systemProtocols.isEmpty { try c.encode(systemProtocols, forKey: .systemProtocols) }
        try c.encodeIfPresent(supportedContentTypes, forKey: .supportedContentTypes)
        try c.encodeIfPresent(location, forKey: .location)
        try c.encodeIfPresent(provenance, forKey: .provenance)
    }

    /// The definition's fields but its provenance.
    fileprivate struct Fields: Hashable, Sendable {
        var identifier: String
        var typeDisplayRepresentation: TypeDisplayRepresentationDefinition
        var properties: [PropertyDefinition]
        var defaultQuery: String?
        var isTransient: Bool
        var schema: String?
        var systemProtocols: [EntitySystemProtocol]
        var supportedContentTypes: [String]?
        var location: SourceLocation?
    }

    /// The shared box of ``Fields``; changed only when this definition holds the only reference.
    fileprivate final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Copies the box when another definition shares it, so a change stays in this one.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields) && lhs.provenance == rhs.provenance
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
        hasher.combine(provenance)
    }
}

/// One `@Property` of an entity.
public struct PropertyDefinition: Hashable, Sendable, Codable {
    /// The property name.
    public var name: String
    /// The title shown in Shortcuts.
    public var title: LocalizedStringResource
    /// The value type.
    public var type: ValueType
    /// Whether the property may have no value.
    public var isOptional: Bool
    /// How the property gets its value: `@Property`, `@ComputedProperty` or `@DeferredProperty` (version 1.1).
    public var kind: PropertyKind
    /// The Spotlight attribute the property is indexed under (version 1.1).
    ///
    /// `indexingKey: \.contentDescription` is `contentDescription`.
    public var indexingKey: String?
    /// The custom Spotlight attribute the property is indexed under (`CSCustomAttributeKey(keyName:)`; version 1.1).
    public var customIndexingKey: String?
    /// Where the property is declared (version 1.1).
    public var location: SourceLocation?

    /// Creates a property definition.
    public init(
        name: String,
        title: LocalizedStringResource,
        type: ValueType,
        isOptional: Bool = false,
        kind: PropertyKind = .stored,
        indexingKey: String? = nil,
        customIndexingKey: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.title = title
        self.type = type
        self.isOptional = isOptional
        self.kind = kind
        self.indexingKey = indexingKey
        self.customIndexingKey = customIndexingKey
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case name, title, type, isOptional, kind, indexingKey, customIndexingKey, location
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name),
            title: try c.decode(LocalizedStringResource.self, forKey: .title),
            type: try c.decode(ValueType.self, forKey: .type),
            isOptional: try c.decodeIfPresent(Bool.self, forKey: .isOptional) ?? false,
            kind: try c.decodeIfPresent(PropertyKind.self, forKey: .kind) ?? .stored,
            indexingKey: try c.decodeIfPresent(String.self, forKey: .indexingKey),
            customIndexingKey: try c.decodeIfPresent(String.self, forKey: .customIndexingKey),
            location: try c.decodeIfPresent(SourceLocation.self, forKey: .location)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(title, forKey: .title)
        try c.encode(type, forKey: .type)
        try c.encode(isOptional, forKey: .isOptional)
        if kind != .stored { try c.encode(kind, forKey: .kind) }
        try c.encodeIfPresent(indexingKey, forKey: .indexingKey)
        try c.encodeIfPresent(customIndexingKey, forKey: .customIndexingKey)
        try c.encodeIfPresent(location, forKey: .location)
    }
}

/// How a type is named in the interface (Apple's `TypeDisplayRepresentation`).
///
/// JSON: a plain string is the name alone.
public struct TypeDisplayRepresentationDefinition: Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    /// The type's name, such as `Soup`.
    public var name: LocalizedStringResource
    /// The name with a count, such as `%lld soups`, if given.
    public var numericFormat: LocalizedStringResource?

    /// Creates a type display representation.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral name: String) {
        self.init(name: LocalizedStringResource(name))
    }

    private enum CodingKeys: String, CodingKey {
        case name, numericFormat
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            self.init(name: LocalizedStringResource(name))
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(LocalizedStringResource.self, forKey: .name),
            numericFormat: try c.decodeIfPresent(LocalizedStringResource.self, forKey: .numericFormat)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        if numericFormat == nil, name.defaultValue == nil, name.table == nil, name.comment == nil {
            var single = encoder.singleValueContainer()
            try single.encode(name.key)
            return
        }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(numericFormat, forKey: .numericFormat)
    }
}
