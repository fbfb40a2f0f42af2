import AppShortcutsCheck
import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
import Testing

@Suite struct StringCatalogPhraseTests {
    /// `.xcstrings` phrase catalogs: `stringSet` lists and `stringUnit` values, each finding with its locale and key.
    @Test func stringSetsAndUnitsAreCheckedWithLocaleAndKey() throws {
        let metadata = MetadataLoader.load(contentsOf: packageRoot() + "/Examples/SoupChef/metadata.json").document
        let files = PhraseFiles.load([fixturesDirectory() + "/AppShortcuts.xcstrings"])
        #expect(files.phrases.count == 5)
        let diagnostics = AppShortcutsChecker(metadata: metadata).check(files)
            .filter { !["shortcuts.missing-translation", "shortcuts.unused-phrase"].contains($0.id) }
        let rendered = Set(diagnostics.map { "\($0.context["locale"] ?? "-")|\($0.context["key"] ?? "-")|\($0.id)|\($0.message)" })
        let order = "Order ${soup} with ${applicationName}"
        // A list (stringSet) holds all of a shortcut's phrases in that language, each with any of the intent's
        // parameters, so its phrases are not held to the key's placeholders; unknown parameters still are errors.
        #expect(rendered == [
            "fr|\(order)|shortcuts.unknown-parameter|the fr phrase \"Commande ${soupe} avec ${applicationName}\" names '${soupe}', but intent 'OrderSoupIntent' has no parameter 'soupe'; did you mean 'soup'?",
            "fr|\(order)|shortcuts.application-name|Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.",
            "ja|Show the ${applicationName} menu|shortcuts.swift-interpolation|the ja phrase \"\\(.applicationName)のメニュー\" is written in Swift interpolation syntax, which phrase files do not understand",
        ], "\(rendered)")
        // Every finding points into the catalog, at a line.
        #expect(diagnostics.allSatisfy { $0.location?.file.hasSuffix("AppShortcuts.xcstrings") == true && $0.location?.line != nil })
    }
}

@Suite struct PhraseFileLimitTests {
    private func folder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "intentkit-phrases-\(UUID().uuidString)"
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func aMalformedFileGetsApplesMessageAtTheProblem() throws {
        let root = try folder(["de.lproj/AppShortcuts.strings": "\"Order ${soup} with ${applicationName}\" = \"Bestelle ${soup} mit ${applicationName}\"\n\"x\" = \"y\";\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let diagnostics = AppShortcutsChecker(metadata: nil).check(PhraseFiles.load([root]))
        let malformed = try #require(diagnostics.first { $0.id == "shortcuts.malformed-file" })
        #expect(malformed.message == "Couldn't parse property list because the input data was in an invalid format")
        #expect(malformed.location?.line == 1 && malformed.location?.column == 84)
        // IntentKit's own reader says what is wrong, at the same place.
        #expect(diagnostics.contains { $0.id == "localization.parse-error" && $0.message == "missing ';' after the value of \"Order ${soup} with ${applicationName}\"" })
    }

    @Test func moreThanAThousandPhrasesInOneLocale() throws {
        let text = (0...1000).map { "\"Phrase \($0) in ${applicationName}\" = \"Phrase \($0) in ${applicationName}\";" }.joined(separator: "\n")
        let root = try folder(["en.lproj/AppShortcuts.strings": text])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let diagnostics = AppShortcutsChecker(metadata: nil).check(PhraseFiles.load([root]))
        #expect(diagnostics.map(\.message) == ["en has 1001 phrases; the system stops at about 1000"])
        #expect(diagnostics.first?.id == "shortcuts.too-many-phrases")
    }

    @Test func onlyFilesNamedExactlyAppShortcutsAreRead() throws {
        let root = try folder([
            "en.lproj/AppShortcuts.strings": "\"A ${applicationName}\" = \"A ${applicationName}\";",
            "en.lproj/Localizable.strings": "\"B\" = \"no app name\";",
            "AppShortcuts.strings": "\"C\" = \"outside any lproj\";",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = PhraseFiles.load([root])
        #expect(files.files.map { ($0 as NSString).lastPathComponent } == ["AppShortcuts.strings"])
        #expect(files.phrases.map(\.key) == ["A ${applicationName}"])
    }
}
