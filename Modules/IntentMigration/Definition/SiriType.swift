import Diagnostics

/// A custom type of a `.intentdefinition` (`INTypes[]`): an `INObject` subclass with properties.
public struct SiriType: Sendable {
    /// One property of the type (`INTypeProperties[]`), which a converted entity declares as a `@Property`.
    public struct Property: Sendable {
        /// `INTypePropertyName`.
        public var name: String
        /// The display name, if any (the four default properties have none).
        public var displayName: DefinitionText?
        /// The property's value type, as the definition names it.
        public var type: SiriParameterType
        /// Whether the property holds several values.
        public var isArray: Bool
        /// Whether this is one of the four properties every `INObject` has.
        public var isDefault: Bool
        /// Where the property's dictionary starts.
        public var location: SourceLocation?
    }

    /// `INTypeName`.
    public var name: String
    /// The type's display name, which a converted entity shows as its type display representation.
    public var displayName: DefinitionText
    /// The properties, the default ones included.
    public var properties: [Property]
    /// Where the type's dictionary starts.
    public var location: SourceLocation

    /// The properties beyond `identifier`, `displayString`, `pronunciationHint` and `alternativeSpeakableMatches`.
    public var customProperties: [Property] { properties.filter { !$0.isDefault } }
}
