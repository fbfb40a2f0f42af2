/// A stand-in for CoreSpotlight's `CSCustomAttributeKey`: an attribute the app names itself.
///
/// `@Property(customIndexingKey: CSCustomAttributeKey(keyName: "noteSummary")!)`. As with Apple's,
/// the initializer is failable; here it fails only for an empty name.
public struct CSCustomAttributeKey: Hashable, Sendable {
    /// The attribute's name.
    public let keyName: String
    /// Whether the attribute can be searched.
    public let isSearchable: Bool
    /// Whether searches look in it without being asked to.
    public let isSearchableByDefault: Bool
    /// Whether each value belongs to one item only.
    public let isUnique: Bool
    /// Whether the attribute holds several values.
    public let isMultiValued: Bool

    /// A searchable attribute with this name.
    public init?(keyName: String) {
        self.init(keyName: keyName, searchable: true, searchableByDefault: false, unique: false, multiValued: false)
    }

    /// An attribute with this name and these properties.
    public init?(keyName: String, searchable: Bool, searchableByDefault: Bool, unique: Bool, multiValued: Bool) {
        guard !keyName.isEmpty else { return nil }
        self.keyName = keyName
        self.isSearchable = searchable
        self.isSearchableByDefault = searchableByDefault
        self.isUnique = unique
        self.isMultiValued = multiValued
    }
}
