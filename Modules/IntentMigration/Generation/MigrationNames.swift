import IntentMetadata

/// Every Swift name a conversion generates, each chosen by ``NameScope``'s one rule in its scope, so no two collide
/// and none shadows what the generated code uses.
///
/// - Types, one scope for the module, names compared ignoring case (each names a file): intents keep their name
///   (`OrderSoup`; the SiriKit class is `OrderSoupIntent`), or get `AppIntent`; enums become `…AppEnum` and types
///   `…AppEntity` (with `…Query`), so the converted code can live beside the classes Xcode still generates from the
///   definition, whose names are reserved; then options providers, widget configurations and choice entities. The
///   names the generated code refers to (`String`, `AppEntity`, `IntentParameter`, `Summary`, `UnitLength`…) are
///   reserved too.
/// - An intent's members: its parameters (`Parameter`); an entity's: its properties (`Property`), beside the `id`,
///   `displayString` and `displayRepresentation` it declares; an enum's: its cases (`Case`), beside
///   `typeDisplayRepresentation`, `caseDisplayRepresentations` and `allCases`. A wrapped member takes its `_name`
///   storage too, and no member takes a name the type's code calls (`URL(string:)`, `Summary(…)`, its query).
/// - The dialog functions of the definition's `IntentDialog` extensions (`Dialog`), and each one's arguments (`Argument`).
///
/// A keyword stays the name, in backquotes (``SwiftSource/memberName(_:)``). Where a definition's name meets a
/// generated one, the name stored configurations refer to stays: a parameter keeps its SiriKit name (the system
/// matches stored values by name), an entity's `id` stays the SiriKit identifier and a renamed case keeps its
/// SiriKit name as its raw value.
struct MigrationNames {
    private(set) var intents: [String: String] = [:]
    private(set) var enums: [String: String] = [:]
    private(set) var types: [String: String] = [:]
    /// The entity for parameters of a plain `INObject` (`Object` without a custom type).
    private(set) var plainObject = "IntentObjectAppEntity"
    /// The module's type names so far; choice entities are claimed in it last (``claimChoice(_:)``).
    private var typeScope: NameScope
    /// Parameter member names, by intent class name, then SiriKit name.
    private var parameters: [String: [String: String]] = [:]
    /// Options provider type names, by intent class name, then parameter name.
    private var providers: [String: [String: String]] = [:]
    /// Property member names, by type name, then SiriKit name.
    private var properties: [String: [String: String]] = [:]
    /// Case names, by enum name, then SiriKit case name.
    private var cases: [String: [String: String]] = [:]
    /// Dialog function names, by intent class name, then response code name.
    private var dialogFunctions: [String: [String: String]] = [:]

    /// Names a type declares or refers to in its members besides those of the definition: a member of the same
    /// name would be a redeclaration, or would shadow the type or function the generated code calls.
    static let entityMembers: Set<String> = ["id", "displayString", "displayRepresentation"]
    static let enumMembers: Set<String> = ["typeDisplayRepresentation", "caseDisplayRepresentations", "allCases"]

    init(_ definition: SiriIntentDefinition) {
        typeScope = NameScope(reserving: SwiftSource.reservedTypeNames, and: Self.siriKitClassNames(definition), ignoringCase: true)
        for enumeration in definition.enums {
            enums[enumeration.name] = typeScope.claim(SwiftSource.typeName(enumeration.name, suffix: "") + "AppEnum", suffix: "")
        }
        for type in definition.types {
            types[type.name] = typeScope.claim(SwiftSource.typeName(type.name, suffix: "") + "AppEntity", suffix: "") { [$0 + "Query"] }
        }
        plainObject = typeScope.claim("IntentObjectAppEntity", suffix: "") { [$0 + "Query"] }
        for intent in definition.customIntents {
            intents[intent.className] = typeScope.claim(SwiftSource.identifier(intent.name, upperFirst: true), suffix: "AppIntent") {
                [$0 + "WidgetConfiguration"]
            }
        }
        for intent in definition.customIntents {
            let typeName = intents[intent.className]!
            for parameter in intent.parameters where Self.needsOptionsProvider(parameter) {
                providers[intent.className, default: [:]][parameter.name] = typeScope.claim(
                    typeName + SwiftSource.identifier(parameter.name, upperFirst: true) + "OptionsProvider", suffix: ""
                )
            }
        }
        for intent in definition.customIntents {
            var scope = NameScope(reserving: SwiftSource.namesGeneratedCodeUses, and: Set(providers[intent.className]?.values.map { $0 } ?? []))
            for name in Self.keptFirst(intent.parameters.map(\.name)) where parameters[intent.className]?[name] == nil {
                parameters[intent.className, default: [:]][name] = scope.claim(
                    SwiftSource.identifier(name, upperFirst: false), suffix: "Parameter", companions: Self.wrapperStorage
                )
            }
        }
        for type in definition.types {
            var scope = NameScope(reserving: SwiftSource.namesGeneratedCodeUses, and: Self.entityMembers.union([types[type.name]! + "Query"]))
            for name in Self.keptFirst(type.customProperties.map(\.name)) where properties[type.name]?[name] == nil {
                properties[type.name, default: [:]][name] = scope.claim(
                    SwiftSource.identifier(name, upperFirst: false), suffix: "Property", companions: Self.wrapperStorage
                )
            }
        }
        for enumeration in definition.enums {
            var scope = NameScope(reserving: SwiftSource.namesGeneratedCodeUses, and: Self.enumMembers)
            for name in Self.keptFirst(enumeration.values.map(\.name)) where cases[enumeration.name]?[name] == nil {
                cases[enumeration.name, default: [:]][name] = scope.claim(SwiftSource.identifier(name, upperFirst: false), suffix: "Case")
            }
        }
        var functions = NameScope(reserving: [])
        for intent in definition.customIntents {
            let typeName = intents[intent.className]!
            let stem = typeName.prefix(1).lowercased() + typeName.dropFirst()
            for code in intent.response?.codes ?? [] where code.formatString != nil && dialogFunctions[intent.className]?[code.name] == nil {
                dialogFunctions[intent.className, default: [:]][code.name] = functions.claim(
                    stem + SwiftSource.identifier(code.name, upperFirst: true), suffix: "Dialog"
                )
            }
        }
    }

    /// The names a definition spells as Swift declares them first, then the others, each group in file order: a name
    /// that must change (`order-type`) never takes the place of one that can stay (`orderType`).
    private static func keptFirst(_ names: [String]) -> [String] {
        let kept = names.filter { SwiftSource.identifier($0, upperFirst: false) == $0 }
        return kept + names.filter { SwiftSource.identifier($0, upperFirst: false) != $0 }
    }

    /// Why `raw` was not kept as a name, for messages.
    static func renameReason(_ raw: String) -> String {
        SwiftSource.identifier(raw, upperFirst: false) == raw
            ? "because the generated code declares or uses '\(raw)' there too"
            : "to be a Swift identifier"
    }

    /// A wrapped property's storage, which the property wrapper declares beside it.
    private static func wrapperStorage(_ name: String) -> [String] {
        ["_" + name]
    }

    /// The classes (and their companions) Xcode generates from the definition, which the converted code lives beside.
    static func siriKitClassNames(_ definition: SiriIntentDefinition) -> Set<String> {
        var names: Set<String> = []
        for intent in definition.intents {
            names.formUnion([intent.className, intent.className + "Response", intent.className + "ResponseCode", intent.className + "Handling"])
        }
        for name in definition.enums.map(\.name) + definition.types.map(\.name) {
            names.formUnion([name, name + "ResolutionResult"])
        }
        return names
    }

    /// Whether a parameter's options come from an options provider of the intent's own (dynamic options of a plain type;
    /// an entity's query or an enum's cases provide the others).
    static func needsOptionsProvider(_ parameter: SiriParameter) -> Bool {
        switch parameter.type {
        case .object, .plainObject, .enumeration: false
        default: parameter.hasDynamicOptions
        }
    }

    /// A choice entity's name (with its `…Query`), claimed after every other type: `TaskTypeChoiceAppEntity`.
    mutating func claimChoice(_ preferred: String) -> String {
        typeScope.claim(preferred, suffix: "") { [$0 + "Query"] }
    }

    func intent(_ intent: SiriIntent) -> String { intents[intent.className] ?? SwiftSource.typeName(intent.name, suffix: "AppIntent") }
    func enumeration(_ name: String) -> String { enums[name] ?? SwiftSource.typeName(name, suffix: "") + "AppEnum" }
    func type(_ name: String) -> String { types[name] ?? SwiftSource.typeName(name, suffix: "") + "AppEntity" }

    /// The member a parameter of `intent` becomes, without backquotes (`perform`, `orderType`, `_2nd`).
    func parameter(_ name: String, of intent: SiriIntent) -> String {
        parameters[intent.className]?[name] ?? SwiftSource.identifier(name, upperFirst: false)
    }

    /// The options provider of a parameter of `intent`.
    func optionsProvider(_ name: String, of intent: SiriIntent) -> String {
        providers[intent.className]?[name] ?? self.intent(intent) + SwiftSource.identifier(name, upperFirst: true) + "OptionsProvider"
    }

    /// The member a property of the custom type `type` becomes, without backquotes.
    func property(_ name: String, of type: String) -> String {
        properties[type]?[name] ?? SwiftSource.identifier(name, upperFirst: false)
    }

    /// The case a value of the enum `enumeration` becomes, without backquotes; its raw value stays `name`.
    func enumCase(_ name: String, of enumeration: String) -> String {
        cases[enumeration]?[name] ?? SwiftSource.identifier(name, upperFirst: false)
    }

    /// The `IntentDialog` function of a response code of `intent`.
    func dialogFunction(_ code: String, of intent: SiriIntent) -> String {
        dialogFunctions[intent.className]?[code] ?? {
            let typeName = self.intent(intent)
            return typeName.prefix(1).lowercased() + typeName.dropFirst() + SwiftSource.identifier(code, upperFirst: true)
        }()
    }

    /// The arguments of a dialog function, one per `${token}` in order, each a distinct name without backquotes
    /// (the function's body makes an `IntentDialog`, so no argument takes that name).
    static func dialogArguments(_ tokens: [String]) -> [String] {
        var scope = NameScope(reserving: ["IntentDialog"])
        var names: [String: String] = [:]
        for token in keptFirst(tokens) where names[token] == nil {
            names[token] = scope.claim(SwiftSource.identifier(token, upperFirst: false), suffix: "Argument")
        }
        return tokens.map { names[$0]! }
    }

    /// The Swift type of a value of `type`, or `nil` when App Intents has no counterpart.
    func swiftType(_ type: SiriParameterType) -> String? {
        switch type {
        case .string, .speakableString: "String"
        case .integer: "Int"
        case .decimal: "Double"
        case .boolean: "Bool"
        case .url: "URL"
        case .date: "Date"
        case .dateComponents: "DateComponents"
        case .measurement(let unit): unit.swiftName
        case .file: "IntentFile"
        case .person: "IntentPerson"
        case .placemark, .location: "CLPlacemark"
        case .currencyAmount: "IntentCurrencyAmount"
        case .paymentMethod: "IntentPaymentMethod"
        case .enumeration(let name): enumeration(name)
        case .object(let name): self.type(name)
        case .plainObject: plainObject
        case .unknown: nil
        }
    }
}
