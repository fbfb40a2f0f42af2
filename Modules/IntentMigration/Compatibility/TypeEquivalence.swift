import IntentMetadata

/// Whether an App Intents parameter type receives the values of a SiriKit parameter type, per Apple's migration table.
enum TypeEquivalence {
    /// The App Intents types a SiriKit type migrates to (element types; arrays are compared separately).
    static func accepts(_ old: SiriParameterType, _ new: ValueType) -> Bool {
        switch (old, new) {
        case (.string, .primitive(.string)), (.speakableString, .primitive(.string)),
             (.integer, .primitive(.integer)),
             (.decimal, .primitive(.double)), (.decimal, .primitive(.decimal)),
             (.boolean, .primitive(.boolean)),
             (.url, .primitive(.url)),
             (.date, .primitive(.date)), (.date, .primitive(.dateComponents)),
             (.dateComponents, .primitive(.dateComponents)), (.dateComponents, .primitive(.date)),
             (.file, .primitive(.file)),
             (.person, .primitive(.person)),
             (.placemark, .primitive(.placemark)), (.location, .primitive(.placemark)),
             (.currencyAmount, .primitive(.currencyAmount)),
             (.paymentMethod, .primitive(.paymentMethod)),
             (.enumeration, .enumeration),
             (.object, .entity), (.plainObject, .entity):
            true
        case (.measurement(let old), .measurement(let new)):
            old == new
        default:
            false
        }
    }

    /// How the old type reads in a message: `Integer (enum TaskType)`, `[String]`.
    static func describe(_ type: SiriParameterType, isArray: Bool) -> String {
        isArray ? "[\(type)]" : "\(type)"
    }
}
