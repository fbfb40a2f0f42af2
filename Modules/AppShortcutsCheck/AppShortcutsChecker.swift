import Diagnostics
import Foundation
import IntentLocalization
import IntentMetadata

/// Checks App Shortcut phrases, in code and in every locale's phrase file, with Apple's rules and messages.
///
/// The phrases code declares come from the metadata document, the translations from ``PhraseFiles``. Besides
/// Apple's own rules, it reports problems Apple's validator lets through (``AppShortcutsChecks`` lists them all).
///
/// Without a metadata document only the rules that need no code run (application name, placeholders against
/// the key, Swift interpolation, empty and ambiguous phrases, too many parameters or phrases, malformed files).
public struct AppShortcutsChecker: Sendable {
    /// The app's metadata document, if known.
    public var metadata: MetadataDocument?
    /// Where the metadata document is, for locating code phrases that have no source location.
    public var metadataPath: String?
    /// The name Siri says for the app (from its project), when known: a phrase that spells it out is a remark.
    public var appName: String?

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

    /// The app's name as the phrase spells it outside its `${…}` tokens (whole words, any case), if it does.
    ///
    /// A name and phrase both in ASCII are searched byte by byte (``asciiWord(_:in:)``); others with ICU's expression,
    /// made once a process for each name (building its sets of letters and digits costs a millisecond).
    private func spelledAppName(in phrase: String) -> String? {
        guard let appName, !appName.trimmingCharacters(in: .whitespaces).isEmpty, phrase.contains("${applicationName}") else { return nil }
        let words = Self.blankingPlaceholders(in: phrase)
        switch Self.asciiWord(appName, in: words) {
        case .found(let spelled): return spelled
        case .absent: return nil
        case .notASCII: break
        }
        guard let expression = AppNameExpressions.shared.expression(for: appName),
              let match = expression.firstMatch(in: words, range: NSRange(words.startIndex..., in: words)),
              let range = Range(match.range, in: words) else { return nil }
        return String(words[range])
    }

    /// What ``asciiWord(_:in:)`` found.
    enum ASCIIWord: Equatable {
        /// The first whole-word match, as the text spells it.
        case found(String)
        /// No whole-word match.
        case absent
        /// The name or the text is not all ASCII: ICU's expression decides.
        case notASCII
    }

    /// The first occurrence of `name` in `text`, ASCII letters in any case, with no letter or digit just before or after
    /// it, when both are all ASCII: what `AppNameExpressions`' expression finds there (among ASCII characters the
    /// letters and digits are exactly `\p{L}` and `\p{N}`, and case-insensitive matching folds only A–Z).
    static func asciiWord(_ name: String, in text: String) -> ASCIIWord {
        let needle = Array(name.utf8), haystack = Array(text.utf8)
        guard needle.allSatisfy({ $0 < 0x80 }), haystack.allSatisfy({ $0 < 0x80 }), !needle.isEmpty else { return .notASCII }
        func folded(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        func isWordByte(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || (0x61...0x7A).contains(folded(byte)) }
        guard haystack.count >= needle.count else { return .absent }
        let lowered = needle.map(folded)
        for start in 0...(haystack.count - needle.count) {
            guard (0..<needle.count).allSatisfy({ folded(haystack[start + $0]) == lowered[$0] }) else { continue }
            if start > 0, isWordByte(haystack[start - 1]) { continue }
            if start + needle.count < haystack.count, isWordByte(haystack[start + needle.count]) { continue }
            return .found(String(decoding: haystack[start..<(start + needle.count)], as: UTF8.self))
        }
        return .absent
    }

    /// `phrase` with each `${…}` token (to the first `}` after it) replaced by a space.
    static func blankingPlaceholders(in phrase: String) -> String {
        var words = ""
        var rest = phrase[...]
        while let start = rest.range(of: "${") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            words += rest[..<start.lowerBound] + " "
            rest = rest[rest.index(after: end)...]
        }
        return words + rest
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
        if let spelled = spelledAppName(in: phrase) {
            diagnostics.append(AppShortcutsChecks.appNameSpelledOut.diagnostic(
                "\(context) says '\(spelled)', the app's name, besides ${applicationName}: the phrase only matches when the name is said twice",
                at: location, context: ["appName": appName ?? ""]
            ))
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
        for phrase in files.phrases {
            let start = diagnostics.count
            defer {
                for index in start..<diagnostics.count { Self.group(&diagnostics[index], locale: phrase.locale, key: phrase.key) }
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
            // A listed phrase is one of its shortcut's phrases, not a translation of the key: it may use any of
            // the intent's parameters (unknown-parameter checks them).
            let keyPlaceholders = Placeholders.names(in: phrase.key).sorted()
            let valuePlaceholders = Placeholders.names(in: phrase.text).sorted()
            if !phrase.isListed, keyPlaceholders != valuePlaceholders, !phrase.text.isEmpty {
                diagnostics.append(AppShortcutsChecks.placeholderMismatch.diagnostic(
                    "\(context) uses \(Self.list(valuePlaceholders)), but its key uses \(Self.list(keyPlaceholders))",
                    at: phrase.location
                ))
            }
        }
        if metadata != nil { diagnostics += checkUnused(files, codePhrases: codePhrases, negative: negative) }
        diagnostics += checkCoverage(files, codePhrases: codePhrases)
        diagnostics += checkAmbiguity(files, codePhrases: codePhrases)
        for locale in files.locales {
            let count = files.phrases.filter { $0.locale == locale }.count
            if count > Self.phraseLimit, let first = files.phrases.first(where: { $0.locale == locale }) {
                var diagnostic = AppShortcutsChecks.tooManyPhrases.diagnostic(
                    "\(locale) has \(count) phrases; the system stops at about \(Self.phraseLimit)",
                    at: first.keyLocation
                )
                Self.group(&diagnostic, locale: locale, key: first.key)
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    /// Phrase-file keys that match no code phrase and no negative phrase: once per key, at the key in the source
    /// language's file where it has one (else the first file), whatever number of locales repeat it.
    private func checkUnused(_ files: PhraseFiles, codePhrases: [String: (AppShortcutDefinition, IntentDefinition?)], negative: Set<String>) -> [Diagnostic] {
        var byKey: [String: [PhraseFiles.Phrase]] = [:]
        var order: [String] = []
        for phrase in files.phrases where codePhrases[phrase.key] == nil && !negative.contains(phrase.key) {
            if byKey[phrase.key] == nil { order.append(phrase.key) }
            byKey[phrase.key, default: []].append(phrase)
        }
        let known = codePhrases.keys.sorted() + negative.sorted()
        return order.map { key in
            let phrases = byKey[key]!
            let at = phrases.first(where: \.isSourceLanguage) ?? phrases[0]
            var locales: [String] = []
            for phrase in phrases where !locales.contains(phrase.locale) { locales.append(phrase.locale) }
            let shownLocales = locales.count > 6 ? locales.prefix(5).joined(separator: ", ") + " and \(locales.count - 5) more locales" : locales.joined(separator: ", ")
            var diagnostic = AppShortcutsChecks.unusedPhrase.diagnostic(
                AppShortcutsChecks.AppleMessage.unusedPhrase,
                at: at.keyLocation,
                notes: [.init("the key is \(Quoting.quoted(key)), in \(shownLocales)")],
                fixIt: Suggestions.closest(to: key, among: known).map { "did you mean \"\($0)\"?" }
            )
            // One group for all unused keys; the finding names the locale of the file it points into.
            Self.group(&diagnostic, locale: nil, key: key)
            diagnostic.context["locale"] = at.locale
            return diagnostic
        }
    }

    /// Code phrases with no translation in a locale that has phrase files, at the phrase in the Swift code. Never
    /// for the source language, where the phrase in code is the text. Where a locale lists each shortcut's phrases
    /// under its first phrase (Xcode's `AppShortcuts.xcstrings`), a shortcut is translated when its key is.
    private func checkCoverage(_ files: PhraseFiles, codePhrases: [String: (AppShortcutDefinition, IntentDefinition?)]) -> [Diagnostic] {
        guard let metadata else { return [] }
        let locator = PhraseLocator()
        var diagnostics: [Diagnostic] = []
        let sourceLocales = Set(files.phrases.filter(\.isSourceLanguage).map(\.locale))
        for locale in files.locales where !sourceLocales.contains(locale) {
            let phrases = files.phrases.filter { $0.locale == locale }
            let keys = Set(phrases.map(\.key))
            let listed = Set(phrases.filter(\.isListed).map(\.key))
            for provider in metadata.shortcutsProviders {
                for shortcut in provider.shortcuts {
                    if shortcut.phrases.contains(where: listed.contains) { continue }
                    let missing = listed.isEmpty ? shortcut.phrases.filter { !keys.contains($0) } : Array(shortcut.phrases.prefix(1))
                    for phrase in missing {
                        var diagnostic = AppShortcutsChecks.missingTranslation.diagnostic(
                            listed.isEmpty ? "the phrase \(Quoting.quoted(phrase)) has no \(locale) translation, so Siri does not know it in \(locale)"
                                : "the App Shortcut of the phrase \(Quoting.quoted(phrase)) has no \(locale) phrases, so Siri does not know it in \(locale)",
                            at: locator.location(of: phrase, from: location(shortcut, provider))
                        )
                        Self.group(&diagnostic, locale: locale, key: phrase)
                        diagnostics.append(diagnostic)
                    }
                }
            }
        }
        return diagnostics
    }

    /// Gives a phrase-file finding its locale and key, and the group it folds into: one check in one locale.
    static func group(_ diagnostic: inout Diagnostic, locale: String?, key: String) {
        diagnostic.context["table"] = "AppShortcuts"
        diagnostic.context["key"] = key
        if let locale { diagnostic.context["locale"] = locale }
        diagnostic.group = [diagnostic.id, "AppShortcuts", locale ?? ""].joined(separator: ":")
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
            var diagnostic = AppShortcutsChecks.ambiguousPhrase.diagnostic(
                "the \(phrase.locale) phrase \"\(phrase.text)\" cannot be told apart from \"\(earlier.text)\" (key \"\(earlier.key)\")",
                at: phrase.location,
                notes: [.init("the other phrase is here", at: earlier.location)]
            )
            Self.group(&diagnostic, locale: phrase.locale, key: phrase.key)
            diagnostics.append(diagnostic)
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
        // Every match starts with `(.` or `(\.`: text without either is not searched (the search makes its
        // expression again on each call, which cost more than the rest of a phrase's checks).
        guard hasParenthesizedDot(text.utf8) else { return nil }
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

    /// Whether `utf8` holds a `(` followed by `.` or by `\.`.
    static func hasParenthesizedDot(_ utf8: String.UTF8View) -> Bool {
        let (open, backslash, dot) = (UInt8(ascii: "("), UInt8(ascii: "\\"), UInt8(ascii: "."))
        var (beforeLast, last): (UInt8, UInt8) = (0, 0)
        for byte in utf8 {
            if byte == dot, last == open || last == backslash && beforeLast == open { return true }
            (beforeLast, last) = (last, byte)
        }
        return false
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "no placeholders" : names.map { "${\($0)}" }.joined(separator: ", ")
    }
}

/// The expression finding an app's name as a whole word, any case, made once per name for a run's phrases (a
/// regular expression made for each phrase cost more than the rest of its checks).
final class AppNameExpressions: @unchecked Sendable {
    // @unchecked: `expressions` is read and written under `lock`; an expression, once made, is only matched against.
    static let shared = AppNameExpressions()
    private let lock = NSLock()
    private var expressions: [String: NSRegularExpression?] = [:]

    /// The expression for `name`: not after or before a letter or digit, case-insensitive (what `String.range(of:)`
    /// with `.regularExpression` and `.caseInsensitive` searches for; it applies no other option to a pattern).
    func expression(for name: String) -> NSRegularExpression? {
        lock.withLock {
            if let known = expressions[name] { return known }
            let pattern = #"(?<![\p{L}\p{N}])"# + NSRegularExpression.escapedPattern(for: name) + #"(?![\p{L}\p{N}])"#
            let made = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            expressions[name] = .some(made)
            return made
        }
    }
}
