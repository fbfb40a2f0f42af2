import Foundation

/// A URL representation template: text, and the values filled in per instance.
struct URLTemplate<Subject>: @unchecked Sendable {
    enum Segment {
        case text(String)
        case identifier
        case value(AnyKeyPath)
    }

    var segments: [Segment] = []

    /// The template with `{id}` and `{key path}` for the values filled in.
    var text: String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .identifier: "{id}"
            case .value(let keyPath): "{\(keyPath)}"
            }
        }.joined()
    }

    /// The URL for one instance, or `nil` if the filled-in text is not a URL.
    func url(for subject: Subject, identifier: String) -> URL? {
        let text = segments.map { segment -> String in
            switch segment {
            case .text(let text): text
            case .identifier: percentEncoded(identifier)
            case .value(let keyPath):
                percentEncoded(((subject[keyPath: keyPath] as? any _IntentValue)?._displayText) ?? "\(subject[keyPath: keyPath] ?? "")")
            }
        }.joined()
        return URL(string: text)
    }

    private func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text
    }
}

/// Where an identifier goes in a URL representation: `"https://example.com/notes/\(.id)"`.
public enum URLRepresentationIdentifier: Sendable {
    /// The entity's identifier, or the enum case's raw value.
    case id
}

/// The universal link of an entity (iOS 18): `"https://notes.example/n/\(.id)"`, with properties as `\(\.$title)`.
public struct EntityURLRepresentation<Entity: AppEntity>: ExpressibleByStringInterpolation, Sendable {
    let template: URLTemplate<Entity>

    public init(stringLiteral value: String) {
        template = URLTemplate(segments: [.text(value)])
    }

    public init(stringInterpolation: StringInterpolation) {
        template = stringInterpolation.template
    }

    /// Collects the template's text, identifier and properties.
    public struct StringInterpolation: StringInterpolationProtocol {
        var template = URLTemplate<Entity>()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            template.segments.append(.text(literal))
        }

        /// `\(.id)`: the entity's identifier.
        public mutating func appendInterpolation(_ identifier: URLRepresentationIdentifier) {
            template.segments.append(.identifier)
        }

        /// `\(\.$title)`: a property's value.
        public mutating func appendInterpolation<Value>(_ property: KeyPath<Entity, EntityProperty<Value>>) {
            let wrapped: KeyPath<Entity, Value> = property.appending(path: \.wrappedValue)
            template.segments.append(.value(wrapped))
        }
    }
}

/// The universal link of an intent (iOS 18), with parameters as `\(\.$note)`.
public struct IntentURLRepresentation<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    let template: URLTemplate<Intent>

    public init(stringLiteral value: String) {
        template = URLTemplate(segments: [.text(value)])
    }

    public init(stringInterpolation: StringInterpolation) {
        template = stringInterpolation.template
    }

    /// Collects the template's text and parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var template = URLTemplate<Intent>()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            template.segments.append(.text(literal))
        }

        /// `\(\.$note)`: a parameter's value.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            let wrapped: KeyPath<Intent, Value> = parameter.appending(path: \.wrappedValue)
            template.segments.append(.value(wrapped))
        }
    }
}

/// The universal link of an enum's cases (iOS 18): `"https://example.com/themes/\(.id)"` with the raw value.
public struct EnumURLRepresentation<Enumeration: AppEnum>: ExpressibleByStringInterpolation, Sendable {
    let template: URLTemplate<Enumeration>

    public init(stringLiteral value: String) {
        template = URLTemplate(segments: [.text(value)])
    }

    public init(stringInterpolation: StringInterpolation) {
        template = stringInterpolation.template
    }

    /// Collects the template's text and the case's raw value.
    public struct StringInterpolation: StringInterpolationProtocol {
        var template = URLTemplate<Enumeration>()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            template.segments.append(.text(literal))
        }

        /// `\(.id)`: the case's raw value.
        public mutating func appendInterpolation(_ identifier: URLRepresentationIdentifier) {
            template.segments.append(.identifier)
        }
    }
}

/// An entity with a universal link, which Siri and other apps can open (iOS 18).
///
///     extension NoteEntity: URLRepresentableEntity {
///         static var urlRepresentation: URLRepresentation { "https://notes.example/n/\(.id)" }
///     }
public protocol URLRepresentableEntity: AppEntity {
    /// The link template: a universal link, not a custom scheme.
    static var urlRepresentation: EntityURLRepresentation<Self> { get }
}

extension URLRepresentableEntity {
    /// The type of `urlRepresentation`.
    public typealias URLRepresentation = EntityURLRepresentation<Self>

    /// This entity's link.
    public var urlRepresentation: URL? {
        Self.urlRepresentation.template.url(for: self, identifier: id.entityIdentifierString)
    }
}

/// An intent with a universal link that runs it (iOS 18).
public protocol URLRepresentableIntent: AppIntent {
    /// The link template.
    static var urlRepresentation: IntentURLRepresentation<Self> { get }
}

extension URLRepresentableIntent {
    /// The type of `urlRepresentation`.
    public typealias URLRepresentation = IntentURLRepresentation<Self>

    /// This intent's link, with its current parameter values.
    public var urlRepresentation: URL? {
        Self.urlRepresentation.template.url(for: self, identifier: "")
    }
}

/// An enum whose cases have universal links (iOS 18).
public protocol URLRepresentableEnum: AppEnum {
    /// The link template.
    static var urlRepresentation: EnumURLRepresentation<Self> { get }
}

extension URLRepresentableEnum {
    /// The type of `urlRepresentation`.
    public typealias URLRepresentation = EnumURLRepresentation<Self>

    /// This case's link.
    public var urlRepresentation: URL? {
        Self.urlRepresentation.template.url(for: self, identifier: String(describing: rawValue))
    }
}
