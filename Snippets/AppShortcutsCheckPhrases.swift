// Check an app's App Shortcut phrases: the ones its code declares (from the metadata document) and every
// translation in its phrase files, with Apple's rules and messages.

// snippet.hide
import Foundation
// snippet.show
import AppShortcutsCheck
import Diagnostics
import IntentMetadata

// snippet.clean
// The phrases in code come from the app's metadata document; the translations from its phrase files
// (`AppShortcuts.strings` in each `*.lproj`, `AppShortcuts.xcstrings`).
let loaded = MetadataLoader.load(contentsOf: "Examples/SoupChef/metadata.json")
precondition(!loaded.hasErrors)
let checker = AppShortcutsChecker(metadata: loaded.document, metadataPath: "Examples/SoupChef/metadata.json")

let soupChef = PhraseFiles.load(["Examples/SoupChef"])
precondition(soupChef.locales == ["ar", "de", "en", "ja"])
precondition(checker.check(soupChef).isEmpty)
// snippet.end

// snippet.hide
let fixtures = FileManager.default.temporaryDirectory
    .appendingPathComponent("AppShortcutsCheckPhrases-\(ProcessInfo.processInfo.processIdentifier)").path
try FileManager.default.createDirectory(atPath: fixtures + "/fr.lproj", withIntermediateDirectories: true)
// snippet.show

// snippet.findings
// A French phrase file with mistakes: a phrase without ${applicationName}, Swift interpolation where the file
// needs ${…}, and a key no App Shortcut uses. Two phrases of the code have no French translation. (`fixtures` is a
// temporary folder the test writes its phrase files into.)
try #"""
"Order ${soup} with ${applicationName}" = "Commander ${soup}";
"Show the ${applicationName} menu" = "Montre le menu de \(.applicationName)";
"Order a soup with ${applicationName}" = "Commander une soupe avec ${applicationName}";
"Order soup with ${applicationName}" = "Commander de la soupe avec ${applicationName}";
"""#.write(toFile: fixtures + "/fr.lproj/AppShortcuts.strings", atomically: true, encoding: .utf8)

let french = PhraseFiles.load([fixtures])
let findings = checker.check(french)
precondition(findings.map(\.id) == [
    AppShortcutsChecks.applicationName.id,
    AppShortcutsChecks.placeholderMismatch.id,
    AppShortcutsChecks.swiftInterpolation.id,
    AppShortcutsChecks.unusedPhrase.id,
    AppShortcutsChecks.missingTranslation.id,
    AppShortcutsChecks.missingTranslation.id,
])

// Apple's message, word for word, at the phrase in the file, with its locale and key.
let applicationName = findings[0]
precondition(applicationName.severity == .error)
precondition(applicationName.message == "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.")
precondition(applicationName.location?.line == 1)
precondition(applicationName.context["locale"] == "fr" && applicationName.context["key"] == "Order ${soup} with ${applicationName}")

// Fix-its say what to write.
precondition(findings[2].fixIt == #"write "Montre le menu de ${applicationName}""#)
precondition(findings[3].fixIt == #"did you mean "Order a soup with ${applicationName}"?"#)
// snippet.end

// snippet.without-metadata
// Without a metadata document, only the rules that need no code run: no unused keys, no missing translations.
let filesOnly = AppShortcutsChecker(metadata: nil).check(french)
precondition(filesOnly.map(\.id) == [
    AppShortcutsChecks.applicationName.id, AppShortcutsChecks.placeholderMismatch.id, AppShortcutsChecks.swiftInterpolation.id,
])
// snippet.end

// snippet.apple-json
// The JSON Apple's `appshortcutstringsprocessor` prints, for CI scripts written against Apple's validator.
let json = AppleJSONRenderer().render(filesOnly, summary: DiagnosticSummary(counting: filesOnly))
precondition(json.contains(#""status" : "error""#) && json.contains(#""languageCode" : "fr""#))
let success = AppleJSONRenderer().render([], summary: DiagnosticSummary(counting: []))
precondition(success.contains(#""status" : "success""#))
// snippet.end

// snippet.hide
try FileManager.default.removeItem(atPath: fixtures)
