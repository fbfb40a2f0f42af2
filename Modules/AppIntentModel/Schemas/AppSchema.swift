import IntentMetadata

/// An intent schema of an assistant domain, such as `.books.openBook` (iOS 18): the argument of `@AppIntent(schema:)`.
public struct AppSchemaIntent: Hashable, Sendable, CustomStringConvertible {
    /// The domain, such as `books`.
    public let domain: String
    /// The schema within the domain, such as `openBook`.
    public let member: String

    init(domain: String, member: String) {
        self.domain = domain
        self.member = member
    }

    /// `books.openBook`, as the metadata document writes it.
    public var description: String { "\(domain).\(member)" }
}

/// An entity schema of an assistant domain, such as `.mail.draft` (iOS 18): the argument of `@AppEntity(schema:)`.
public struct AppSchemaEntity: Hashable, Sendable, CustomStringConvertible {
    /// The domain, such as `mail`.
    public let domain: String
    /// The schema within the domain, such as `draft`.
    public let member: String

    init(domain: String, member: String) {
        self.domain = domain
        self.member = member
    }

    /// `mail.draft`, as the metadata document writes it.
    public var description: String { "\(domain).\(member)" }
}

/// An enum schema of an assistant domain, such as `.books.theme` (iOS 18): the argument of `@AppEnum(schema:)`.
public struct AppSchemaEnum: Hashable, Sendable, CustomStringConvertible {
    /// The domain, such as `books`.
    public let domain: String
    /// The schema within the domain, such as `theme`.
    public let member: String

    init(domain: String, member: String) {
        self.domain = domain
        self.member = member
    }

    /// `books.theme`, as the metadata document writes it.
    public var description: String { "\(domain).\(member)" }
}

/// The iOS 18 names of the schema types, which `@AssistantIntent(schema:)` and its siblings take.
public enum AssistantSchemas {
    /// An intent schema.
    public typealias Intent = AppSchemaIntent
    /// An entity schema.
    public typealias Entity = AppSchemaEntity
    /// An enum schema.
    public typealias Enum = AppSchemaEnum
}

/// An intent that adopts an assistant schema; `@AppIntent(schema:)` (or `@AssistantIntent(schema:)`) declares it.
///
/// Its `title` defaults to the schema's name in words (`.books.openBook` → "Open Book").
public protocol AssistantSchemaIntent: AppIntent {
    /// The schema, as the macro recorded it.
    static var __appSchemaIntent: AppSchemaIntent { get }
    /// Whether the intent is hidden from Shortcuts, so only Siri and Apple Intelligence see it (iOS 18).
    static var isAssistantOnly: Bool { get }
}

extension AssistantSchemaIntent {
    public static var isAssistantOnly: Bool { false }

    /// The schema's name in words: `.books.openBook` → "Open Book".
    public static var title: LocalizedStringResource {
        LocalizedStringResource(ParameterDefinition.inferredTitle(fromName: __appSchemaIntent.member))
    }
}

/// An entity that adopts an assistant schema; `@AppEntity(schema:)` (or `@AssistantEntity(schema:)`) declares it.
///
/// Its `typeDisplayRepresentation` defaults to the schema's name in words (`.mail.draft` → "Draft").
public protocol AssistantSchemaEntity: AppEntity {
    /// The schema, as the macro recorded it.
    static var __appSchemaEntity: AppSchemaEntity { get }
    /// Whether the entity is hidden from Shortcuts (iOS 18).
    static var isAssistantOnly: Bool { get }
}

extension AssistantSchemaEntity {
    public static var isAssistantOnly: Bool { false }

    /// The schema's name in words: `.mail.draft` → "Draft".
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource(ParameterDefinition.inferredTitle(fromName: __appSchemaEntity.member)))
    }
}

/// An enum that adopts an assistant schema; `@AppEnum(schema:)` (or `@AssistantEnum(schema:)`) declares it.
///
/// Its `typeDisplayRepresentation` defaults to the schema's name in words (`.books.theme` → "Theme").
public protocol AssistantSchemaEnum: AppEnum {
    /// The schema, as the macro recorded it.
    static var __appSchemaEnum: AppSchemaEnum { get }
    /// Whether the enum is hidden from Shortcuts (iOS 18).
    static var isAssistantOnly: Bool { get }
}

extension AssistantSchemaEnum {
    public static var isAssistantOnly: Bool { false }

    /// The schema's name in words: `.books.theme` → "Theme".
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource(ParameterDefinition.inferredTitle(fromName: __appSchemaEnum.member)))
    }
}
