// The App Intents macros, implemented in the AppIntentMacros compiler plugin.

/// Makes a type an intent of an assistant schema (iOS 18): `@AppIntent(schema: .journal.createEntry) struct NewEntry { … }`.
///
/// Adds the conformances to `AppIntent` and `AssistantSchemaIntent` (the type need not write
/// `: AppIntent`), records the schema, and makes every stored `var` without an attribute a
/// `@Parameter` titled after its name. `title` defaults to the schema's name in words.
@attached(memberAttribute)
@attached(extension, conformances: AppIntent, AssistantSchemaIntent, names: named(__appSchemaIntent))
public macro AppIntent(schema: AppSchemaIntent) = #externalMacro(module: "AppIntentMacros", type: "SchemaIntentMacro")

/// Makes a type an entity of an assistant schema (iOS 18): `@AppEntity(schema: .mail.draft) struct Draft { … }`.
///
/// Adds the conformances to `AppEntity` and `AssistantSchemaEntity`, records the schema, and makes
/// every stored `var` without an attribute, except `id`, a `@Property`. `typeDisplayRepresentation`
/// defaults to the schema's name in words.
@attached(memberAttribute)
@attached(extension, conformances: AppEntity, AssistantSchemaEntity, names: named(__appSchemaEntity))
public macro AppEntity(schema: AppSchemaEntity) = #externalMacro(module: "AppIntentMacros", type: "SchemaEntityMacro")

/// Makes an enum an enum of an assistant schema (iOS 18): `@AppEnum(schema: .books.theme) enum Theme: String { … }`.
///
/// Adds the conformances to `AppEnum` and `AssistantSchemaEnum` and records the schema;
/// `typeDisplayRepresentation` defaults to the schema's name in words.
@attached(extension, conformances: AppEnum, AssistantSchemaEnum, names: named(__appSchemaEnum))
public macro AppEnum(schema: AppSchemaEnum) = #externalMacro(module: "AppIntentMacros", type: "SchemaEnumMacro")

/// The iOS 18 name of `@AppIntent(schema:)`.
@attached(memberAttribute)
@attached(extension, conformances: AppIntent, AssistantSchemaIntent, names: named(__appSchemaIntent))
public macro AssistantIntent(schema: AssistantSchemas.Intent) = #externalMacro(module: "AppIntentMacros", type: "SchemaIntentMacro")

/// The iOS 18 name of `@AppEntity(schema:)`.
@attached(memberAttribute)
@attached(extension, conformances: AppEntity, AssistantSchemaEntity, names: named(__appSchemaEntity))
public macro AssistantEntity(schema: AssistantSchemas.Entity) = #externalMacro(module: "AppIntentMacros", type: "SchemaEntityMacro")

/// The iOS 18 name of `@AppEnum(schema:)`.
@attached(extension, conformances: AppEnum, AssistantSchemaEnum, names: named(__appSchemaEnum))
public macro AssistantEnum(schema: AssistantSchemas.Enum) = #externalMacro(module: "AppIntentMacros", type: "SchemaEnumMacro")

/// Declares an entity property whose value the entity computes (iOS 26): `@ComputedProperty(indexingKey: \.contentDescription) var summary: String { … }`.
///
/// Declares the property's `_summary` and `$summary` beside it, so reflection, queries and
/// Spotlight indexing see it; the getter is read when the value is needed. Declare it in the
/// entity's body, not in an extension.
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro ComputedProperty(
    title: LocalizedStringResource? = nil,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil
) = #externalMacro(module: "AppIntentMacros", type: "ComputedPropertyMacro")

/// Declares an entity property whose value the entity computes, indexed under an attribute the app names (iOS 26).
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro ComputedProperty(
    title: LocalizedStringResource? = nil,
    customIndexingKey: CSCustomAttributeKey
) = #externalMacro(module: "AppIntentMacros", type: "ComputedPropertyMacro")

/// Declares an entity property fetched asynchronously, only when needed (iOS 26): `@DeferredProperty(title: "Reviews") var reviews: [String] { get async throws { … } }`.
///
/// Its value is not sent to Siri or Shortcuts on its own and is not indexed. Declare it in the
/// entity's body, not in an extension.
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro DeferredProperty(
    title: LocalizedStringResource? = nil,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil
) = #externalMacro(module: "AppIntentMacros", type: "DeferredPropertyMacro")

/// Makes an enum whose cases each carry one value a union value (iOS 18): a parameter that takes one of several types.
///
///     @UnionValue enum Recipient { case person(IntentPerson); case group(GroupEntity) }
///
/// Adds the conformance to `AppUnionValue` and a `Cases` enum of the case names.
@attached(extension, conformances: AppUnionValue, names: arbitrary)
public macro UnionValue() = #externalMacro(module: "AppIntentMacros", type: "UnionValueMacro")
