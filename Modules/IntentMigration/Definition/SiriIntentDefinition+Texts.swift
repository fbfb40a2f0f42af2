extension SiriIntentDefinition {
    /// Every user-visible text of the custom intents, enums and types, in file order.
    public var texts: [DefinitionText] {
        var texts: [DefinitionText] = []
        for intent in customIntents {
            texts.append(intent.title)
            texts += [intent.description].compactMap { $0 }
            for parameter in intent.parameters + (intent.response?.parameters ?? []) {
                texts.append(parameter.displayName)
                texts += [parameter.description].compactMap { $0 }
                texts += parameter.prompts.sorted { $0.key < $1.key }.map(\.value)
                texts += parameter.metadataTexts.sorted { $0.key < $1.key }.map(\.value)
            }
            for combination in intent.combinations {
                texts += [combination.title, combination.subtitle].compactMap { $0 }
            }
            for code in intent.response?.codes ?? [] {
                texts += [code.formatString, code.conciseFormatString].compactMap { $0 }
            }
        }
        for enumeration in enums {
            texts.append(enumeration.displayName)
            texts += enumeration.values.map(\.displayName)
        }
        for type in types {
            texts.append(type.displayName)
            texts += type.properties.compactMap(\.displayName)
        }
        return texts
    }

    /// The translation of `text` into `locale`, if the locale's table has one.
    public func translation(of text: DefinitionText, into locale: String) -> String? {
        text.localizationKey.flatMap { translations[locale]?[$0] }
    }
}
