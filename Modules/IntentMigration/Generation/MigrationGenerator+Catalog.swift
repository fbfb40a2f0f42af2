import Foundation

extension MigrationGenerator {
    /// The string catalog of the converted code: every title, prompt, summary and dialog under the key
    /// App Intents looks it up by, with the translations of the definition's per-locale tables.
    func catalogSource(choices: [ParentChoice]) -> String {
        var entries: [String: [String: String]] = [:]
        func add(_ key: String, _ text: DefinitionText?) {
            guard !key.isEmpty else { return }
            var localizations = entries[key] ?? [:]
            if let text {
                for locale in definition.translations.keys {
                    // The development language's table matters where it says something else than the definition.
                    if localizations[locale] == nil, let value = definition.translation(of: text, into: locale),
                       locale != options.sourceLanguage || value != key {
                        localizations[locale] = value
                    }
                }
            }
            entries[key] = localizations
        }
        func add(_ text: DefinitionText?) {
            guard let text else { return }
            add(text.value, text)
        }
        for intent in definition.customIntents {
            add(intent.title)
            add(intent.description)
            for parameter in intent.parameters where isSupported(parameter) {
                add(parameter.displayName)
                add(parameter.description)
                // The prompts the declaration uses: the value prompt, and the disambiguation one where the initializer takes it.
                var prompts = [parameter.prompts["Primary"] ?? parameter.prompts["Configuration"]]
                switch parameter.type {
                case .object, .plainObject, .enumeration: prompts.append(parameter.prompts["DisambiguationIntroduction"])
                default: if parameter.isArray || parameter.hasDynamicOptions { prompts.append(parameter.prompts["DisambiguationIntroduction"]) }
                }
                for case let prompt? in prompts where FormatToken.parameterNames(FormatToken.parse(prompt.value)).isEmpty { add(prompt) }
                add(parameter.metadataTexts["TrueDisplayName"])
                add(parameter.metadataTexts["FalseDisplayName"])
            }
            for combination in intent.combinations {
                guard let title = combination.title else { continue }
                let tokens = FormatToken.parameterNames(FormatToken.parse(title.value))
                if tokens.allSatisfy({ isSupported(intent.parameter(named: $0)) }) { add(title) }
            }
            for code in intent.response?.codes ?? [] {
                for text in [code.formatString, code.conciseFormatString].compactMap({ $0 }) {
                    addDialog(text, intent: intent, into: &entries)
                }
            }
        }
        for enumeration in definition.enums {
            add(enumeration.displayName)
            for value in enumeration.migratedValues {
                add(value.displayName)
                for synonym in value.synonyms { add(synonym) }
            }
        }
        for type in definition.types {
            add(type.displayName)
            for property in type.customProperties { add(property.displayName) }
        }
        for choice in choices {
            for kind in choice.kinds { add(kind.child?.displayName ?? kind.value.displayName) }
        }
        return StringCatalogWriter(sourceLanguage: options.sourceLanguage, entries: entries).json
    }

    /// A dialog's key: `${name}` tokens become the format specifiers Swift interpolation gives them; translations use positions.
    private func addDialog(_ text: DefinitionText, intent: SiriIntent, into entries: inout [String: [String: String]]) {
        let tokens = FormatToken.parse(text.value)
        let arguments = FormatToken.parameterNames(tokens)
        func specifier(_ name: String) -> String {
            guard let value = definition.dialogValue(named: name, in: intent), !value.isArray else { return "@" }
            switch value.type {
            case .integer: return "lld"
            case .decimal: return "lf"
            default: return "@"
            }
        }
        let key = tokens.map { token -> String in
            switch token {
            case .text(let text): text.replacingOccurrences(of: "%", with: "%%")
            case .parameter(let name): "%" + specifier(name)
            }
        }.joined()
        var localizations = entries[key] ?? [:]
        for locale in definition.translations.keys {
            guard localizations[locale] == nil, let translated = definition.translation(of: text, into: locale),
                  locale != options.sourceLanguage || translated != text.value
            else { continue }
            localizations[locale] = FormatToken.parse(translated).map { token -> String in
                switch token {
                case .text(let text): return text.replacingOccurrences(of: "%", with: "%%")
                case .parameter(let name):
                    guard let index = arguments.firstIndex(of: name) else { return "${\(name)}" }
                    return arguments.count > 1 ? "%\(index + 1)$" + specifier(name) : "%" + specifier(name)
                }
            }.joined()
        }
        entries[key] = localizations
    }
}

/// Writes a `.xcstrings` String Catalog the way Xcode formats it: keys sorted, two-space indentation, `" : "`.
struct StringCatalogWriter {
    var sourceLanguage: String
    /// Key → locale → translated value.
    var entries: [String: [String: String]]

    var json: String {
        var out = "{\n  \"sourceLanguage\" : \(quoted(sourceLanguage)),\n  \"strings\" : {"
        let keys = entries.keys.sorted()
        for (index, key) in keys.enumerated() {
            out += "\n    \(quoted(key)) : {\n      \"extractionState\" : \"manual\""
            let localizations = entries[key] ?? [:]
            if !localizations.isEmpty {
                out += ",\n      \"localizations\" : {"
                for (offset, locale) in localizations.keys.sorted().enumerated() {
                    out += "\n        \(quoted(locale)) : {\n          \"stringUnit\" : {\n"
                    out += "            \"state\" : \"translated\",\n            \"value\" : \(quoted(localizations[locale] ?? ""))\n"
                    out += "          }\n        }" + (offset == localizations.count - 1 ? "" : ",")
                }
                out += "\n      }"
            }
            out += "\n    }" + (index == keys.count - 1 ? "" : ",")
        }
        out += keys.isEmpty ? "\n\n  },\n" : "\n  },\n"
        out += "  \"version\" : \"1.0\"\n}\n"
        return out
    }

    private func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
