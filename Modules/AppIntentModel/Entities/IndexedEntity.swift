/// An entity Spotlight indexes (iOS 18): donate it with `CSSearchableIndex.default().indexAppEntities(_:)`.
///
/// The attribute set starts from the display representation (title and subtitle); properties
/// declared with `@Property(indexingKey:)` add their values under their keys. Override
/// `attributeSet` to index more:
///
///     var attributeSet: CSSearchableItemAttributeSet {
///         let set = defaultAttributeSet
///         set.keywords = tags
///         return set
///     }
public protocol IndexedEntity: AppEntity {
    /// What Spotlight indexes for this entity.
    var attributeSet: CSSearchableItemAttributeSet { get }
    /// Whether the entity is kept out of Spotlight's results (iOS 18.4).
    var hideInSpotlight: Bool { get }
}

extension IndexedEntity {
    /// The attribute set built from the display representation and the indexed properties.
    public var defaultAttributeSet: CSSearchableItemAttributeSet {
        let set = CSSearchableItemAttributeSet(contentType: .item)
        let representation = displayRepresentation
        set.title = representation.title.fallbackText
        set.displayName = representation.title.fallbackText
        set.contentDescription = representation.subtitle?.fallbackText
        for (_, property) in EntitySample.properties(of: self) {
            property.index(self, into: set)
        }
        return set
    }

    public var attributeSet: CSSearchableItemAttributeSet { defaultAttributeSet }
    public var hideInSpotlight: Bool { false }
}
