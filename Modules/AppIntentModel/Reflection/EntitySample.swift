import IntentMetadata

/// An instance of an entity type to read its `@Property` declarations from.
///
/// Entities have no required initializer, so reflection needs one from somewhere: a
/// transient entity's `init()`, or the first entity its default query suggests or lists.
enum EntitySample {
    static func instance<Entity: AppEntity>(of type: Entity.Type) async throws -> Entity {
        if let transient = type as? any TransientAppEntity.Type, let entity = transient.init() as? Entity {
            return entity
        }
        if let first = try await Entity.defaultQuery.suggestedEntities()._allElements.first {
            return first
        }
        if let enumerable = Entity.defaultQuery as? any EnumerableEntityQuery, let first = try await allEntities(of: enumerable).first as? Entity {
            return first
        }
        throw IntentModelError("\(Entity.self) is not transient and \(Entity.DefaultQuery.self) suggests no entity, so its @Property declarations cannot be read")
    }

    private static func allEntities<Query: EnumerableEntityQuery>(of query: Query) async throws -> [Query.Entity] {
        try await query.allEntities()
    }

    /// The entity's properties, in declaration order, with their names bound.
    static func properties(of entity: Any) -> [(name: String, property: any AnyEntityProperty)] {
        ParameterMirror.wrappers(of: entity, as: (any AnyEntityProperty).self).map { name, property in
            property.bind(name: name)
            return (name, property)
        }
    }

    /// The name of the property `keyPath` leads to in `entity`.
    static func propertyName<Entity, Value>(of keyPath: KeyPath<Entity, EntityProperty<Value>>, in entity: Entity) -> String? {
        let target = entity[keyPath: keyPath]
        return properties(of: entity).first { $0.property === target }?.name
    }
}

/// An entity property seen without its value type.
protocol AnyEntityProperty: AnyObject {
    var title: LocalizedStringResource? { get }
    var indexingKey: String? { get }
    var customIndexingKey: String? { get }
    var kind: PropertyKind { get }
    var reflectedType: _ReflectedValueType { get }
    func bind(name: String)
    /// Adds the value in `entity` to `set` under the property's indexing key, if it has one and a value.
    func index(_ entity: Any, into set: CSSearchableItemAttributeSet)
}

extension EntityProperty: AnyEntityProperty {
    var reflectedType: _ReflectedValueType { Value._metadataType }

    func index(_ entity: Any, into set: CSSearchableItemAttributeSet) {
        guard kind != .deferred, let value = value(in: entity) else { return }
        let elements = value._elements
        let indexed: Any = value is any _ArrayParameterValue ? elements : (elements.first as Any? ?? value)
        if let indexingKey { set.setValue(indexed, forAttributeNamed: indexingKey) }
        if let customIndexingKey, let key = CSCustomAttributeKey(keyName: customIndexingKey) { set.setValue(indexed, forCustomKey: key) }
    }
}
