import Diagnostics

/// A SiriKit `.intentdefinition` file: its custom intents, enums and custom types, and its translations.
///
/// Read one with ``IntentDefinitionReader``; convert it with ``MigrationGenerator``.
public struct SiriIntentDefinition: Sendable {
    /// The path the definition was read from.
    public var path: String
    /// The file's base name (`Intents` for `Intents.intentdefinition`), also the name of its string tables.
    public var name: String
    /// The intents, in file order, system intents included.
    public var intents: [SiriIntent]
    /// The enums (`INEnums`).
    public var enums: [SiriEnum]
    /// The custom types (`INTypes`).
    public var types: [SiriType]
    /// The per-locale string tables, by locale identifier (`de`, `pt-BR`), each mapping `…ID` keys to text.
    public var translations: [String: [String: String]]
    /// Every `…ID` key anywhere in the file, system intents and untranslated parts included: what a table may hold.
    public var localizationKeys: Set<String> = []

    /// A definition with these parts; ``localizationKeys`` starts empty.
    public init(
        path: String,
        name: String,
        intents: [SiriIntent] = [],
        enums: [SiriEnum] = [],
        types: [SiriType] = [],
        translations: [String: [String: String]] = [:]
    ) {
        self.path = path
        self.name = name
        self.intents = intents
        self.enums = enums
        self.types = types
        self.translations = translations
    }

    /// The custom intents: the ones a migration converts (system intents have no App Intents counterpart to generate).
    public var customIntents: [SiriIntent] { intents.filter { !$0.isSystem } }

    /// The enum named `name`.
    public func enumeration(named name: String) -> SiriEnum? { enums.first { $0.name == name } }

    /// The custom type named `name`.
    public func type(named name: String) -> SiriType? { types.first { $0.name == name } }

    /// The intent whose SiriKit class is `className`.
    public func intent(className: String) -> SiriIntent? { intents.first { $0.className == className } }
}
