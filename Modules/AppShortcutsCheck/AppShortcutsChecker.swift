import Diagnostics
import Foundation
import IntentMetadata

/// Checks App Shortcut phrases: the ones code declares (from the metadata document) and every translation in
/// the phrase files, with Apple's rules and messages and the problems Apple's validator lets through.
///
/// Without a metadata document only the rules that need no code run (application name, placeholders against
/// the key, Swift interpolation, empty and ambiguous phrases, malformed files).
public struct AppShortcutsChecker: Sendable {
    /// The app's metadata document, if known.
    public var metadata: MetadataDocument?
    /// Where the metadata document is, for locating code phrases that have no source location.
    public var metadataPath: String?

    /// The most phrases one locale may have, counted as written (the system counts after expanding parameters).
    public static let phraseLimit = 1_000
    /// The most App Shortcuts an app may have.
    public static let shortcutLimit = 10

    /// Creates a checker.
    public init(metadata: MetadataDocument?, metadataPath: String? = nil) {
        self.metadata = metadata
        self.metadataPath = metadataPath
    }

    /// Every problem in the code's phrases and in `files`.
    public func check(_ files: PhraseFiles) -> [Diagnostic] {
        var diagnostics = files.diagnostics
        if let metadata { diagnostics += checkCode(metadata) }
        diagnostics += checkFiles(files)
        return diagnostics.sortedForOutput()
    }

    // MARK: Code phrases

    private func location(_ shortcut: AppShortcutDefinition, _ provider: ShortcutsProviderDefinition) -> SourceLocation? {
        shortcut.location ?? provider.location ?? metadataPath.map { SourceLocation(file: $0) }
    }

    private func checkCode(_ metadata: MetadataDocument) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let all = metadata.allShortcuts
        if all.count > Self.shortcutLimit {
            let provider = metadata.shortcutsProviders.first
            diagnostics.append(AppShortcutsChecks.tooManyShortcuts.diagnostic(
                AppShortcutsChecks.AppleMessage.tooManyShortcuts(all.count),
                at: provider?.location ?? metadataPath.map { SourceLocation(file: $0) }
            ))
        }
        for provider in metadata.shortcutsProviders {
            for shortcut in provider.shortcuts {
                let at = location(shortcut, provider)
                if shortcut.phrases.isEmpty {
                    diagnostics.append(AppShortcutsChecks.noPhrases.diagnostic(AppShortcutsChecks.AppleMessage.noPhrases, at: at))
                }
                let intent = metadata.intent(shortcut.intent)
                for phrase in shortcut.phrases {
                    diagnostics += checkPhrase(phrase, intent: intent, metadata: metadata, at: at, context: "the phrase \"\(phrase)\"")
                }
            }
        }
        return diagnostics
    }

    /// The rules every phrase obeys, in code or in a file.
    private func checkPhrase(_ phrase: String, intent: IntentDefinition?, metadata: MetadataDocument?, at location: SourceLocation?, context: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if phrase.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return [AppShortcutsChecks.emptyPhrase.diagnostic("\(context) is empty", at: location)]
        }
        let names = Placeholders.names(in: phrase)
        if names.filter({ $0 == "applicationName" }).count != 1 {
            diagnostics.append(AppShortcutsChecks.applicationName.diagnostic(AppShortcutsChecks.AppleMessage.applicationName, at: location, notes: [.init("in \(context)")]))
        }
        let parameters = names.filter { $0 != "applicationName" }
        if Set(parameters).count > 1 {
            diagnostics.append(AppShortcutsChecks.tooManyParameters.diagnostic(
                "\(context) uses \(Set(parameters).count) parameters (\(parameters.joined(separator: ", "))); a phrase may use at most one",
                at: location
            ))
        }
        guard let intent, let metadata else { return diagnostics }
        for name in Set(parameters).sorted() {
            guard let parameter = intent.parameter(named: name) else {
                diagnostics.append(AppShortcutsChecks.unknownParameter.diagnostic(
                    "\(context) names '${\(name)}', but intent '\(intent.identifier)' has no parameter '\(name)'"
                        + Suggestions.didYouMean(name, among: intent.parameters.map(\.name)),
                    at: location
                ))
                continue
            }
            switch parameter.type.elementType {
            case .entity, .enumeration:
                _ = metadata
            default:
                diagnostics.append(AppShortcutsChecks.invalidParameterType.diagnostic(
                    AppShortcutsChecks.AppleMessage.invalidParameterType(name),
                    at: location,
                    notes: [.init("'\(name)' of intent '\(intent.identifier)' is \(parameter.type)")],
                    fixIt: "drop the parameter from the phrase and ask for it with requestValueDialog"
                ))
            }
        }
        return diagnostics
    }

    // MARK: Phrase files

    private func checkFiles(_ files: PhraseFiles) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var codePhrases: [String: (AppShortcutDefinition, IntentDefinition?)] = [:]
        var negative = Set<String>()
        if let metadata {
            for provider in metadata.shortcutsProviders {
                negative.formUnion(provider.negativePhrases)
                for shortcut in provider.shortcuts {
                    for phrase in shortcut.phrases { codePhrases[phrase] = (shortcut, metadata.intent(shortcut.intent)) }
                }
            }
        }
        var seenKeys = Set<String>()
        for phrase in files.phrases {
            let start = diagnostics.count
            defer {
                for index in start..<diagnostics.count { diagnostics[index].context = ["locale": phrase.locale, "key": phrase.key] }
            }
            let context = "the \(phrase.locale) phrase \"\(phrase.text)\""
            if let fix = Self.interpolationFix(phrase.text) ?? Self.interpolationFix(phrase.key) {
                diagnostics.append(AppShortcutsChecks.swiftInterpolation.diagnostic(
                    "\(context) is written in Swift interpolation syntax, which phrase files do not understand",
                    at: phrase.location,
                    fixIt: "write \(fix)"
                ))
                continue
            }
            let intent = codePhrases[phrase.key]?.1
            diagnostics += checkPhrase(phrase.text, intent: intent, metadata: metadata, at: phrase.location, context: context)
            let keyPlaceholders = Placeholders.names(in: phrase.key).sorted()
            let valuePlaceholders = Placeholders.names(in: phrase.text).sorted()
            if keyPlaceholders != valuePlaceholders, !phrase.text.isEmpty {
                diagnostics.append(AppShortcutsChecks.placeholderMismatch.diagnostic(
                    "\(context) uses \(Self.list(valuePlaceholders)), but its key uses \(Self.list(keyPlaceholders))",
                    at: phrase.location
                ))
            }
            if metadata != nil, codePhrases[phrase.key] == nil, !negative.contains(phrase.key), seenKeys.insert("\(phrase.locale)\u{0}\(phrase.key)").inserted {
                let suggestion = Suggestions.closest(to: phrase.key, among: codePhrases.keys.sorted() + negative.sorted())
                diagnostics.append(AppShortcutsChecks.unusedPhrase.diagnostic(
                    AppShortcutsChecks.AppleMessage.unusedPhrase,
                    at: phrase.keyLocation,
                    notes: [.init("the key is \"\(phrase.key)\" (\(phrase.locale))")],
                    fixIt: suggestion.map { "did you mean \"\($0)\"?" }
                ))
            }
        }
        diagnostics += checkCoverage(files, codePhrases: codePhrases)
        diagnostics += checkAmbiguity(files, codePhrases: codePhrases)
        for locale in files.locales {
            let count = files.phrases.filter { $0.locale == locale }.count
            if count > Self.phraseLimit, let first = files.phrases.first(where: { $0.locale == locale }) {
                diagnostics.append(AppShortcutsChecks.tooManyPhrases.diagnostic(
                    "\(locale) has \(count) phrases; the system stops at about \(Self.phraseLimit)",
                    at: first.keyLocation
                ))
            }
        }
        return diagnostics
    }

    /// Code phrases with no translation in a locale that has a phrase file.
    private func checkCoverage(_ files: PhraseFiles, codePhrases: [String: (AppShortcutDefinition, IntentDefinition?)]) -> [Diagnostic] {
        guard metadata != nil else { return [] }
        var diagnostics: [Diagnostic] = []
        for locale in files.locales {
            let keys = Set(files.phrases.filter { $0.locale == locale }.map(\.key))
            let firstFile = files.phrases.first { $0.locale == locale }.map { SourceLocation(file: $0.location.file) }
            for phrase in codePhrases.keys.sorted() where !keys.contains(phrase) {
                diagnostics.append(AppShortcutsChecks.missingTranslation.diagnostic(
                    "the phrase \"\(phrase)\" has no \(locale) translation, so Siri does not know it in \(locale)",
                    at: firstFile,
                    context: ["locale": locale, "key": phrase]
                ))
            }
        }
        return diagnostics
    }

    /// Phrases of one locale, from different keys, that are the same after folding.
    private func checkAmbiguity(_ files: PhraseFiles, codePhrases: [String: (AppShortcutDefinition, IntentDefinition?)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var first: [String: PhraseFiles.Phrase] = [:]
        for phrase in files.phrases {
            let folded = phrase.locale + "\u{0}" + Self.fold(phrase.text)
            guard let earlier = first[folded] else {
                first[folded] = phrase
                continue
            }
            guard earlier.key != phrase.key else { continue }
            // Two keys of the same shortcut may share a phrase harmlessly; across shortcuts Siri cannot choose.
            if let a = codePhrases[earlier.key]?.0, let b = codePhrases[phrase.key]?.0, a == b { continue }
            diagnostics.append(AppShortcutsChecks.ambiguousPhrase.diagnostic(
                "the \(phrase.locale) phrase \"\(phrase.text)\" cannot be told apart from \"\(earlier.text)\" (key \"\(earlier.key)\")",
                at: phrase.location,
                notes: [.init("the other phrase is here", at: earlier.location)],
                context: ["locale": phrase.locale, "key": phrase.key]
            ))
        }
        return diagnostics
    }

    /// The phrase folded for comparison: lower case, without punctuation, white space collapsed.
    static func fold(_ text: String) -> String {
        let kept = text.lowercased().unicodeScalars.map { scalar -> Character in
            CharacterSet.punctuationCharacters.contains(scalar) || CharacterSet.symbols.contains(scalar) ? " " : Character(scalar)
        }
        return String(kept).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The `${…}` spelling of Swift interpolations in `text`, if it has any.
    ///
    /// Both forms are found: `\(.applicationName)` as an `.xcstrings` value holds it, and
    /// `(.applicationName)` as a `.strings` file reads it (`\(` is an escape there, so the backslash is lost).
    static func interpolationFix(_ text: String) -> String? {
        let pattern = #"\\?\((\.applicationName|\\?\.\$([A-Za-z_][A-Za-z0-9_]*))\)"#
        guard text.range(of: pattern, options: .regularExpression) != nil else { return nil }
        var fixed = text
        while let range = fixed.range(of: pattern, options: .regularExpression) {
            let token = String(fixed[range])
            if token.contains(".applicationName") {
                fixed.replaceSubrange(range, with: "${applicationName}")
            } else {
                let name = token.split(separator: "$").last.map { String($0.dropLast()) } ?? ""
                fixed.replaceSubrange(range, with: "${\(name)}")
            }
        }
        return "\"\(fixed)\""
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "no placeholders" : names.map { "${\($0)}" }.joined(separator: ", ")
    }
}
