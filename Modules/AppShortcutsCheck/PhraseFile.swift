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

        /// Creates a phrase.
        public init(locale: String, key: String, text: String, keyLocation: SourceLocation, location: SourceLocation) {
            self.locale = locale
            self.key = key
            self.text = text
            self.keyLocation = keyLocation
            self.location = location
        }
    }

    /// Every phrase, in file order.
    public var phrases: [Phrase] = []
    /// The files read.
    public var files: [String] = []
    /// Problems the readers found (parse errors, encodings), plus Apple's message for a file it cannot read.
    public var diagnostics: [Diagnostic] = []

    /// Creates an empty set.
    public init() {}

    /// Finds `AppShortcuts.strings` (in `*.lproj`) and `AppShortcuts.xcstrings` under `paths` and reads them.
    public static func load(_ paths: [String]) -> PhraseFiles {
        var result = PhraseFiles()
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
    public mutating func read(_ path: String) {
        files.append(path)
        let bytes: [UInt8]
        switch FileIO.read(path) {
        case .success(let read): bytes = read
        case .failure(let error):
            diagnostics.append(error.diagnostic)
            return
        }
        if path.hasSuffix(".xcstrings") {
            let catalog = StringCatalogFile(parsing: bytes, path: path)
            noteMalformed(catalog.diagnostics, path: path)
            for key in catalog.table.keys {
                guard let entry = catalog.table[key] else { continue }
                for locale in entry.localizations.keys.sorted() {
                    let value = entry.localizations[locale]!
                    let keyLocation = entry.location ?? SourceLocation(file: path)
                    if let set = value.stringSet {
                        for text in set.values {
                            phrases.append(Phrase(locale: locale, key: key, text: text, keyLocation: keyLocation, location: set.location ?? keyLocation))
                        }
                    } else if let unit = value.unit {
                        phrases.append(Phrase(locale: locale, key: key, text: unit.value, keyLocation: keyLocation, location: unit.location ?? keyLocation))
                    }
                }
            }
        } else {
            let file = StringsFile(parsing: bytes, path: path)
            noteMalformed(file.diagnostics, path: path)
            let locale = URL(fileURLWithPath: path).deletingLastPathComponent().deletingPathExtension().lastPathComponent
            for entry in file.entries {
                phrases.append(Phrase(locale: locale, key: entry.key, text: entry.value, keyLocation: entry.keyLocation, location: entry.valueLocation))
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
