import Diagnostics
import Foundation
import IntentLocalization

/// The phrases of an app's `AppShortcuts.strings` files (one per `.lproj`) and `AppShortcuts.xcstrings`.
public struct PhraseFiles: Sendable {
    /// One phrase of one locale.
    public struct Phrase: Sendable, Hashable {
        /// The locale.
        public var locale: String
        /// The key: the development-language phrase, as in code.
        public var key: String
        /// The localized phrase.
        public var text: String
        /// Where the key is.
        public var keyLocation: SourceLocation
        /// Where the localized phrase is.
        public var location: SourceLocation
        /// Whether the phrase is one of a list (`stringSet`) rather than a translation of its key.
        ///
        /// In Xcode's `AppShortcuts.xcstrings` the key is an App Shortcut's first phrase and each locale lists all of
        /// that shortcut's phrases, with any of its parameters.
        public var isListed: Bool
        /// Whether the phrase is in the source language, where the phrase in code is the text.
        ///
        /// The source language is a String Catalog's `sourceLanguage`, or for a `.strings` file the development
        /// language's folder (and `Base.lproj`).
        public var isSourceLanguage: Bool

        /// Creates a phrase.
        public init(
            locale: String, key: String, text: String, keyLocation: SourceLocation, location: SourceLocation,
            isListed: Bool = false, isSourceLanguage: Bool = false
        ) {
            self.locale = locale
            self.key = key
            self.text = text
            self.keyLocation = keyLocation
            self.location = location
            self.isListed = isListed
            self.isSourceLanguage = isSourceLanguage
        }
    }

    /// Every phrase, in file order.
    public var phrases: [Phrase] = []
    /// The files read.
    public var files: [String] = []
    /// Problems the readers found (parse errors, encodings), plus Apple's message for a file it cannot read.
    public var diagnostics: [Diagnostic] = []
    /// The language of the phrases in code: a `.strings` file in its folder (or in `Base.lproj`) is in the source language.
    public var developmentLanguage = "en"

    /// Creates an empty set.
    public init() {}

    /// Finds `AppShortcuts.strings` (in `*.lproj`) and `AppShortcuts.xcstrings` under `paths` and reads them.
    ///
    /// Only files named exactly so are read, as Apple's build does; a path that does not exist is a diagnostic.
    ///
    /// - Parameters:
    ///   - paths: Folders to search, or phrase files.
    ///   - developmentLanguage: The language of the phrases in code: a `.strings` file in its `.lproj` folder is
    ///     in the source language.
    public static func load(_ paths: [String], developmentLanguage: String = "en") -> PhraseFiles {
        var result = PhraseFiles()
        result.developmentLanguage = developmentLanguage
        let (found, missing) = FileIO.expand(paths) { relative in
            let name = (relative as NSString).lastPathComponent
            return name == "AppShortcuts.xcstrings"
                || (name == "AppShortcuts.strings" && (relative as NSString).deletingLastPathComponent.hasSuffix(".lproj"))
        }
        result.diagnostics = missing
        for file in found.sorted() { result.read(file) }
        return result
    }

    /// Reads one phrase file into the set.
    ///
    /// The reader's diagnostics join ``diagnostics``, with ``AppShortcutsChecks/malformedFile`` (Apple's message)
    /// where one of them is an error, as Apple's reader then rejects the file; a file that cannot be read is a
    /// diagnostic too.
    ///
    /// - Parameters:
    ///   - path: An `AppShortcuts.strings` or `AppShortcuts.xcstrings` file.
    ///   - store: The run's parsed table files, so a file the linter read is not read again (`nil`: read the file).
    public mutating func read(_ path: String, from store: TableFiles? = nil) {
        files.append(path)
        let store = store ?? TableFiles()
        if path.hasSuffix(".xcstrings") {
            let catalog: StringCatalogFile
            switch store.stringCatalog(path) {
            case .success(let read): catalog = read
            case .failure(let error):
                diagnostics.append(error.diagnostic)
                return
            }
            noteMalformed(catalog.diagnostics, path: path)
            let source = catalog.table.sourceLanguage ?? developmentLanguage
            for key in catalog.table.keys {
                guard let entry = catalog.table[key] else { continue }
                for locale in entry.localizations.keys.sorted() {
                    let value = entry.localizations[locale]!
                    let keyLocation = entry.location ?? SourceLocation(file: path)
                    if let set = value.stringSet {
                        for text in set.values {
                            phrases.append(Phrase(
                                locale: locale, key: key, text: text, keyLocation: keyLocation, location: set.location ?? keyLocation,
                                isListed: true, isSourceLanguage: locale == source
                            ))
                        }
                    } else if let unit = value.unit {
                        phrases.append(Phrase(
                            locale: locale, key: key, text: unit.value, keyLocation: keyLocation, location: unit.location ?? keyLocation,
                            isSourceLanguage: locale == source
                        ))
                    }
                }
            }
        } else {
            let file: StringsFile
            switch store.strings(path) {
            case .success(let read): file = read
            case .failure(let error):
                diagnostics.append(error.diagnostic)
                return
            }
            noteMalformed(file.diagnostics, path: path)
            let locale = URL(fileURLWithPath: path).deletingLastPathComponent().deletingPathExtension().lastPathComponent
            let isSource = locale == developmentLanguage || locale == "Base"
            for entry in file.entries {
                phrases.append(Phrase(
                    locale: locale, key: entry.key, text: entry.value, keyLocation: entry.keyLocation, location: entry.valueLocation,
                    isSourceLanguage: isSource
                ))
            }
        }
    }

    /// Keeps the reader's own diagnostics and adds Apple's message where Apple would reject the file.
    private mutating func noteMalformed(_ readerDiagnostics: [Diagnostic], path: String) {
        diagnostics += readerDiagnostics
        if let first = readerDiagnostics.first(where: { $0.severity == .error }) {
            diagnostics.append(AppShortcutsChecks.malformedFile.diagnostic(AppShortcutsChecks.AppleMessage.malformedFile, at: first.location))
        }
    }

    /// The locales that have phrases, sorted.
    public var locales: [String] { Array(Set(phrases.map(\.locale))).sorted() }
}
