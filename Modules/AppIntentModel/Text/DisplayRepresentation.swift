import IntentMetadata

/// How an entity or an enum case is shown: a title, an optional subtitle, image and synonyms.
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// An image beside the title: an SF Symbol or an image in the app's assets.
    public struct Image: Hashable, Sendable {
        /// The SF Symbol name, if the image is a symbol.
        public var systemName: String?
        /// The asset name, if the image is from the app's assets.
        public var named: String?

        /// An SF Symbol.
        public init(systemName: String) {
            self.systemName = systemName
        }

        /// An image from the app's asset catalog.
        public init(named: String) {
            self.named = named
        }
    }

    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle.
    public var subtitle: LocalizedStringResource?
    /// The image.
    public var image: Image?
    /// Other words that mean this value, for Siri and search.
    public var synonyms: [LocalizedStringResource]

    /// Creates a display representation.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil, synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The metadata document's form.
    var definition: DisplayRepresentationDefinition {
        DisplayRepresentationDefinition(
            title: title,
            subtitle: subtitle,
            synonyms: synonyms,
            systemImageName: image?.systemName,
            imageName: image?.named
        )
    }
}

/// How a type is named in the Shortcuts editor: "Soup", and "3 soups" for several.
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The type's name.
    public var name: LocalizedStringResource
    /// The name for a number of values, with a `%lld` placeholder.
    public var numericFormat: LocalizedStringResource?

    /// Creates a type display representation.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }

    var definition: TypeDisplayRepresentationDefinition {
        TypeDisplayRepresentationDefinition(name: name, numericFormat: numericFormat)
    }
}

/// A value that shows itself with a `DisplayRepresentation`.
public protocol DisplayRepresentable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// A type whose cases each have a fixed display representation.
public protocol CaseDisplayRepresentable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}
