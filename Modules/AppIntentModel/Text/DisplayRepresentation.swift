import Foundation
import IntentMetadata

/// How an entity or an enum case is shown: a title, an optional subtitle, image and synonyms.
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// An image beside the title: an SF Symbol, an image in the app's assets, image data or an image at a URL.
    public struct Image: Hashable, Sendable {
        /// Whether an image is drawn as it is or cropped to a circle (iOS 17).
        public enum DisplayStyle: Hashable, Sendable {
            /// Drawn as it is.
            case `default`
            /// Cropped to a circle.
            case circular
        }

        /// The SF Symbol name, if the image is a symbol.
        public var systemName: String?
        /// The asset name, if the image is from the app's assets.
        public var named: String?
        /// The image data, if the image is given as data.
        public var data: Data?
        /// The image's URL, if it is loaded from one.
        public var url: URL?
        /// The width to draw an image from a URL at, in points.
        public var width: Double?
        /// The height to draw an image from a URL at, in points.
        public var height: Double?
        /// Whether the image is drawn as a template, tinted by the system.
        public var isTemplate: Bool?
        /// How the image is drawn.
        public var displayStyle: DisplayStyle

        private init(isTemplate: Bool?, displayStyle: DisplayStyle) {
            self.isTemplate = isTemplate
            self.displayStyle = displayStyle
        }

        /// An SF Symbol.
        public init(systemName: String, isTemplate: Bool? = nil) {
            self.init(systemName: systemName, isTemplate: isTemplate, displayStyle: .default)
        }

        /// An SF Symbol, drawn in a style (iOS 17).
        public init(systemName: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(isTemplate: isTemplate, displayStyle: displayStyle)
            self.systemName = systemName
        }

        /// An image from the app's asset catalog.
        public init(named: String, isTemplate: Bool? = nil) {
            self.init(named: named, isTemplate: isTemplate, displayStyle: .default)
        }

        /// An image from the app's asset catalog, drawn in a style (iOS 17).
        public init(named: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(isTemplate: isTemplate, displayStyle: displayStyle)
            self.named = named
        }

        /// An image from data, such as a PNG.
        public init(data: Data, isTemplate: Bool? = nil) {
            self.init(data: data, isTemplate: isTemplate, displayStyle: .default)
        }

        /// An image from data, drawn in a style (iOS 17).
        public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(isTemplate: isTemplate, displayStyle: displayStyle)
            self.data = data
        }

        /// An image loaded from a URL.
        public init(url: URL, isTemplate: Bool? = nil) {
            self.init(url: url, isTemplate: isTemplate, displayStyle: .default)
        }

        /// An image loaded from a URL, drawn in a style (iOS 17).
        public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(isTemplate: isTemplate, displayStyle: displayStyle)
            self.url = url
        }

        /// An image loaded from a URL and drawn at a size.
        public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) {
            self.init(url: url, width: width, height: height, isTemplate: isTemplate, displayStyle: .default)
        }

        /// An image loaded from a URL, drawn at a size and in a style (iOS 17).
        public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(isTemplate: isTemplate, displayStyle: displayStyle)
            self.url = url
            self.width = width
            self.height = height
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

    /// Creates a display representation (iOS 16; `synonyms:` iOS 17).
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
///
/// `TypeDisplayRepresentation(name: "Book", numericFormat: "\(placeholder: .int) books", synonyms: ["Title"])`.
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The type's name.
    public var name: LocalizedStringResource
    /// The name for a number of values, with a `%lld` placeholder (`"\(placeholder: .int) books"`).
    public var numericFormat: LocalizedStringResource?
    /// Other names for the type (iOS 17).
    public var synonyms: [LocalizedStringResource]
    /// Whether the type declared this representation, rather than getting a default.
    var isDeclared = true

    /// Creates a type display representation.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.init(name: name, numericFormat: numericFormat, synonyms: [])
    }

    /// Creates a type display representation with synonyms (iOS 17).
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil, synonyms: [LocalizedStringResource]) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }

    /// The name a type gets when it declares no representation.
    init(undeclaredName name: String) {
        self.init(name: LocalizedStringResource(name))
        self.isDeclared = false
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.numericFormat == rhs.numericFormat && lhs.synonyms == rhs.synonyms
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(numericFormat)
        hasher.combine(synonyms)
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
