/// The members whose values extraction reads, so only they are copied out of a syntax tree.
///
/// Everything else in a type (its other static properties' values, instance initializers, function
/// bodies, other attributes' arguments) is never copied: in an app, App Intents are a small part of the
/// code. A reader that needs another member's value adds its name here (``DefinitionReader/staticProperty(_:of:)``
/// asserts that it is listed).
enum ReadMembers {
    /// Static properties whose values (initializer or getter) are read.
    static let staticProperties: Set<String> = [
        "title", "description", "openAppWhenRun", "isDiscoverable", "isAssistantOnly", "authenticationPolicy", "supportedModes",
        "intentClassName", "parameterSummary", "typeDisplayRepresentation", "caseDisplayRepresentations", "defaultQuery",
        "allCases", "supportedContentTypes", "properties", "sortingOptions", "appShortcuts", "shortcutTileColor",
        "negativePhrases", "includedPackages",
    ]

    /// Attributes whose arguments are read.
    static let attributeArguments: Set<String> = [
        "Parameter", "IntentParameter", "Property", "EntityProperty", "ComputedProperty", "DeferredProperty",
        "IntentParameterDependency", "ParameterDependency", "AppIntent", "AppEntity", "AppEnum", "AssistantIntent",
        "AssistantEntity", "AssistantEnum",
    ]

    /// Functions whose signatures are read: `perform()`'s result, the types queries and options providers return.
    static let functions: Set<String> = ["perform", "results", "entities", "allEntities", "suggestedEntities", "defaultResult"]
}
