import AppShortcutsCheck
import Diagnostics
import IntentMetadata

/// App Shortcut phrase templates, in code and in phrase files: the checker never traps and points inside what it was given.
///
/// Input: lines. `C:phrase` is an App Shortcut's phrase in code (`|` separates one shortcut's phrases);
/// `locale:key=text` is a phrase of `locale`'s phrase file.
enum FuzzPhrases {
    static let phrasePath = "Resources/AppShortcuts.xcstrings"
    static let codePath = "Shortcuts.swift"

    static func run(_ bytes: [UInt8]) {
        let text = FuzzCheck.text(bytes)
        var shortcuts: [AppShortcutDefinition] = []
        var files = PhraseFiles()
        files.files = [phrasePath]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().prefix(64) {
            if line.hasPrefix("C:") {
                let phrases = line.dropFirst(2).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                shortcuts.append(AppShortcutDefinition(intent: number % 2 == 0 ? "OrderIntent" : "ShowIntent", phrases: phrases))
            } else if let colon = line.firstIndex(of: ":"), let equals = line[colon...].firstIndex(of: "=") {
                let locale = String(line[..<colon])
                let key = String(line[line.index(after: colon)..<equals])
                let location = SourceLocation(file: phrasePath, line: number + 1, column: 1)
                files.phrases.append(PhraseFiles.Phrase(
                    locale: locale, key: key, text: String(line[line.index(after: equals)...]),
                    keyLocation: location, location: location, isListed: number % 3 == 0, isSourceLanguage: locale == "en"
                ))
            }
        }
        let parameters = [
            ParameterDefinition(name: "soup", title: "Soup", type: .entity("SoupEntity")),
            ParameterDefinition(name: "size", title: "Size", type: .enumeration("SizeEnum")),
            ParameterDefinition(name: "note", title: "Note", type: .primitive(.string)),
        ]
        let document = MetadataDocument(
            intents: [
                IntentDefinition(identifier: "OrderIntent", title: "Order", parameters: parameters),
                IntentDefinition(identifier: "ShowIntent", title: "Show"),
            ],
            entities: [EntityDefinition(identifier: "SoupEntity", typeDisplayRepresentation: "Soup")],
            shortcutsProviders: [ShortcutsProviderDefinition(identifier: "Shortcuts", shortcuts: shortcuts, location: SourceLocation(file: codePath, line: 1, column: 1))]
        )
        let diagnostics = AppShortcutsChecker(metadata: document, metadataPath: "metadata.json").check(files)
        let lines = FuzzCheck.lineBound(of: bytes)
        for diagnostic in diagnostics {
            FuzzCheck.expect(!diagnostic.message.isEmpty, "a diagnostic with no message: [\(diagnostic.id)]")
            if let location = diagnostic.location {
                FuzzCheck.checkLocation(location, path: phrasePath, lines: lines, bytes: bytes.count, needsLine: true, what: diagnostic.description)
            }
        }
    }
}
