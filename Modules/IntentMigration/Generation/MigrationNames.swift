import IntentMetadata

/// The Swift names a conversion gives to the definition's intents, enums, types and parameters.
///
/// Intents keep their name (`OrderSoup`; the SiriKit class is `OrderSoupIntent`), enums become
/// `…AppEnum` and types `…AppEntity`, so the converted code can live beside the classes Xcode
/// still generates from the definition for older systems.
struct MigrationNames {
    private(set) var intents: [String: String] = [:]
    private(set) var enums: [String: String] = [:]
    private(set) var types: [String: String] = [:]
    /// The entity for parameters of a plain `INObject` (`Object` without a custom type).
    private(set) var plainObject = "IntentObjectAppEntity"
    private var taken: Set<String> = []

    init(_ definition: SiriIntentDefinition) {
        for enumeration in definition.enums { enums[enumeration.name] = claim(SwiftSource.typeName(enumeration.name, suffix: "") + "AppEnum") }
        for type in definition.types { types[type.name] = claim(SwiftSource.typeName(type.name, suffix: "") + "AppEntity") }
        plainObject = claim("IntentObjectAppEntity")
        for intent in definition.customIntents {
            var name = SwiftSource.typeName(intent.name, suffix: "AppIntent")
            if taken.contains(name) || name == intent.className { name += "AppIntent" }
            intents[intent.className] = claim(name)
        }
    }

    /// `name`, or `name2`, `name3`… when taken.
    private mutating func claim(_ name: String) -> String {
        var candidate = name
        var counter = 2
        while taken.contains(candidate) {
            candidate = name + String(counter)
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    func intent(_ intent: SiriIntent) -> String { intents[intent.className] ?? SwiftSource.typeName(intent.name, suffix: "AppIntent") }
    func enumeration(_ name: String) -> String { enums[name] ?? SwiftSource.typeName(name, suffix: "") + "AppEnum" }
    func type(_ name: String) -> String { types[name] ?? SwiftSource.typeName(name, suffix: "") + "AppEntity" }

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
