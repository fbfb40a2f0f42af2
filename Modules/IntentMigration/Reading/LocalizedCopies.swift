import Diagnostics
import Foundation

/// Localized full copies of a definition (`en.lproj/Intents.intentdefinition` beside `Base.lproj/Intents.intentdefinition`):
/// what older Xcode versions made when a definition was localized without string tables.
///
/// The definition given is the one converted. A copy's texts that differ from it are that locale's translations (a
/// string table of the locale wins where both have a text); any other difference (an intent, parameter, enum case
/// or type one has and the other lacks, a parameter of another type) is a warning at its place in the copy, since
/// the people using that locale ran the copy, and the conversion follows the base.
enum LocalizedCopies {
    /// The copies beside the definition at `path`: `<locale>.lproj/<Name>.intentdefinition` in the localization root, but
    /// not `Base.lproj` and not the file itself, by locale.
    static func paths(besides path: String, name: String) -> [(locale: String, path: String)] {
        let root = DefinitionTranslations.localizationRoot(of: path)
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root.isEmpty ? "." : root)) ?? [])
            .filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }
            .sorted()
        let own = URL(fileURLWithPath: path).standardizedFileURL.path
        return folders.compactMap { folder in
            let copy = ((root as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent(name + ".intentdefinition")
            guard FileManager.default.fileExists(atPath: copy), URL(fileURLWithPath: copy).standardizedFileURL.path != own else { return nil }
            return (String(folder.dropLast(".lproj".count)), copy)
        }
    }

    /// Reads the copies: the translations their texts give (by localization key, per locale), and their differences.
    static func load(for definition: SiriIntentDefinition) -> (translations: [String: [String: String]], diagnostics: [Diagnostic]) {
        var translations: [String: [String: String]] = [:]
        var diagnostics: [Diagnostic] = []
        for (locale, path) in paths(besides: definition.path, name: definition.name) {
            let read = IntentDefinitionReader.read(contentsOf: path, translations: false)
            guard let copy = read.definition else {
                diagnostics.append(MigrationChecks.localizedCopyDiffers.diagnostic(
                    "\(locale).lproj/\(definition.name).intentdefinition is a localized copy that cannot be read, so none of its texts are carried over: \(read.diagnostics.first?.message ?? "")",
                    at: read.diagnostics.first?.location ?? SourceLocation(file: path, line: 1, column: 1)
                ))
                continue
            }
            var comparison = Comparison(base: definition, copy: copy, copyName: "\(locale).lproj/\(definition.name).intentdefinition")
            comparison.compare()
            diagnostics += comparison.differences
            guard !comparison.translations.isEmpty, let first = comparison.firstTranslated else { continue }
            translations[locale] = comparison.translations
            diagnostics.append(MigrationChecks.localizedCopy.diagnostic(
                "\(comparison.copyName) is a localized copy: \(comparison.translations.count) of its texts differ from the definition and are carried over as \(locale) translations",
                at: first
            ))
        }
        return (translations, diagnostics)
    }

    /// The comparison of one copy with the definition.
    private struct Comparison {
        let base: SiriIntentDefinition
        let copy: SiriIntentDefinition
        let copyName: String
        private(set) var translations: [String: String] = [:]
        private(set) var firstTranslated: SourceLocation?
        private(set) var differences: [Diagnostic] = []

        init(base: SiriIntentDefinition, copy: SiriIntentDefinition, copyName: String) {
            self.base = base
            self.copy = copy
            self.copyName = copyName
        }

        private var fileStart: SourceLocation { SourceLocation(file: copy.path, line: 1, column: 1) }

        private mutating func differ(_ message: String, at location: SourceLocation?) {
            differences.append(MigrationChecks.localizedCopyDiffers.diagnostic("\(copyName) \(message); the definition is what is converted", at: location ?? fileStart))
        }

        /// A text of the copy: a translation of the base's text when they differ and the base's has a key.
        private mutating func text(_ base: DefinitionText?, _ copy: DefinitionText?, at location: SourceLocation) {
            guard let base, let copy, let key = base.localizationKey, base.value != copy.value, translations[key] == nil else { return }
            translations[key] = copy.value
            if firstTranslated == nil { firstTranslated = location }
        }

        mutating func compare() {
            let baseIntents = Dictionary(base.customIntents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let copyIntents = Dictionary(copy.customIntents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for intent in copy.customIntents {
                guard let original = baseIntents[intent.name] else {
                    differ("has the intent '\(intent.name)', which the definition does not", at: intent.location)
                    continue
                }
                compare(original, intent)
            }
            for intent in base.customIntents where copyIntents[intent.name] == nil {
                differ("lacks the intent '\(intent.name)'", at: nil)
            }
            let copyEnums = Dictionary(copy.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for enumeration in base.enums {
                guard let other = copyEnums[enumeration.name] else {
                    differ("lacks the enum '\(enumeration.name)'", at: nil)
                    continue
                }
                text(enumeration.displayName, other.displayName, at: other.location)
                let cases = Dictionary(other.values.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                for value in enumeration.values {
                    guard let counterpart = cases[value.name] else {
                        differ("lacks the case '\(value.name)' of the enum '\(enumeration.name)'", at: other.location)
                        continue
                    }
                    text(value.displayName, counterpart.displayName, at: other.location)
                    for (synonym, translated) in zip(value.synonyms, counterpart.synonyms) { text(synonym, translated, at: other.location) }
                }
                for value in other.values where !enumeration.values.contains(where: { $0.name == value.name }) {
                    differ("has the case '\(value.name)' of the enum '\(enumeration.name)', which the definition does not", at: other.location)
                }
            }
            for enumeration in copy.enums where base.enumeration(named: enumeration.name) == nil {
                differ("has the enum '\(enumeration.name)', which the definition does not", at: enumeration.location)
            }
            let copyTypes = Dictionary(copy.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for type in base.types {
                guard let other = copyTypes[type.name] else {
                    differ("lacks the type '\(type.name)'", at: nil)
                    continue
                }
                text(type.displayName, other.displayName, at: other.location)
                for property in type.customProperties {
                    guard let counterpart = other.customProperties.first(where: { $0.name == property.name }) else {
                        differ("lacks the property '\(property.name)' of the type '\(type.name)'", at: other.location)
                        continue
                    }
                    if counterpart.type != property.type || counterpart.isArray != property.isArray {
                        differ("has the property '\(property.name)' of the type '\(type.name)' as \(counterpart.type), not \(property.type)", at: counterpart.location)
                    }
                    text(property.displayName, counterpart.displayName, at: counterpart.location ?? other.location)
                }
            }
            for type in copy.types where base.type(named: type.name) == nil {
                differ("has the type '\(type.name)', which the definition does not", at: type.location)
            }
        }

        private mutating func compare(_ original: SiriIntent, _ intent: SiriIntent) {
            text(original.title, intent.title, at: intent.location)
            text(original.description, intent.description, at: intent.location)
            let byName = Dictionary(intent.parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for parameter in original.parameters {
                guard let other = byName[parameter.name] else {
                    differ("lacks the parameter '\(parameter.name)' of the intent '\(original.name)'", at: intent.location)
                    continue
                }
                if other.type != parameter.type || other.isArray != parameter.isArray {
                    let describe = { (p: SiriParameter) in p.isArray ? "[\(p.type)]" : "\(p.type)" }
                    differ("has the parameter '\(parameter.name)' of the intent '\(original.name)' as \(describe(other)), not \(describe(parameter))", at: other.location)
                }
                if other.relationship != parameter.relationship {
                    differ("shows the parameter '\(parameter.name)' of the intent '\(original.name)' under another condition", at: other.location)
                }
                text(parameter.displayName, other.displayName, at: other.location)
                text(parameter.description, other.description, at: other.location)
                for (kind, prompt) in parameter.prompts { text(prompt, other.prompts[kind], at: other.location) }
                for (setting, value) in parameter.metadataTexts { text(value, other.metadataTexts[setting], at: other.location) }
            }
            for parameter in intent.parameters where original.parameter(named: parameter.name) == nil {
                differ("has the parameter '\(parameter.name)' of the intent '\(original.name)', which the definition does not", at: parameter.location)
            }
            for combination in original.combinations {
                guard let other = intent.combinations.first(where: { $0.parameters == combination.parameters }) else { continue }
                text(combination.title, other.title, at: other.location)
                text(combination.subtitle, other.subtitle, at: other.location)
            }
            for code in original.response?.codes ?? [] {
                guard let other = intent.response?.codes.first(where: { $0.name == code.name }) else { continue }
                text(code.formatString, other.formatString, at: intent.location)
                text(code.conciseFormatString, other.conciseFormatString, at: intent.location)
            }
        }
    }
}
