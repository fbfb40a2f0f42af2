import AppShortcutsCheck
import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
import Testing

/// Missing and unused phrases: located in the Swift code and the phrase files, never for the source language,
/// and an unused key once, whatever number of locales repeat it.
@Suite struct PhraseCoverageTests {
    static var swift: MarkedText {
        MarkedText(#"""
        struct SoupShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                1️⃣AppShortcut(
                    intent: OrderIntent(),
                    phrases: [
                        2️⃣"Order \(\.$soup) with \(.applicationName)", // "Order soup" in a comment is not the phrase
                        3️⃣"Show the \(.applicationName) menu"
                    ],
                    shortTitle: "Order", systemImageName: "cup"
                )
                4️⃣AppShortcut(intent: MenuIntent(), phrases: [/* "Open \(.applicationName)" */ 5️⃣"Open \(.applicationName)"], shortTitle: "Menu", systemImageName: "list")
            }
        }
        """#)
    }

    /// A project folder with `Shortcuts.swift` and `files` (relative path → text), and the metadata the code declares.
    private func project(_ files: [String: String]) throws -> (root: String, metadata: MetadataDocument) {
        let root = NSTemporaryDirectory() + "intentkit-coverage-\(UUID().uuidString)"
        for (path, text) in files.merging(["Shortcuts.swift": Self.swift.text], uniquingKeysWith: { $1 }) {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        func at(_ marker: String) -> Diagnostics.SourceLocation {
            let position = Self.swift.location(of: marker)!
            return .init(file: root + "/Shortcuts.swift", line: position.line, column: position.column)
        }
        let metadata = MetadataDocument(
            intents: [
                IntentDefinition(identifier: "OrderIntent", title: "Order", parameters: [ParameterDefinition(name: "soup", title: "Soup", type: .entity("SoupEntity"))]),
                IntentDefinition(identifier: "MenuIntent", title: "Menu"),
            ],
            entities: [EntityDefinition(identifier: "SoupEntity", typeDisplayRepresentation: "Soup")],
            shortcutsProviders: [ShortcutsProviderDefinition(identifier: "SoupShortcuts", shortcuts: [
                AppShortcutDefinition(intent: "OrderIntent", phrases: ["Order ${soup} with ${applicationName}", "Show the ${applicationName} menu"], location: at("1️⃣")),
                AppShortcutDefinition(intent: "MenuIntent", phrases: ["Open ${applicationName}"], location: at("4️⃣")),
            ])]
        )
        return (root, metadata)
    }

    private func line(_ diagnostic: Diagnostic, root: String) -> String {
        let file = diagnostic.location.map { $0.file.hasPrefix(root + "/") ? String($0.file.dropFirst(root.count + 1)) : $0.file } ?? "-"
        return "\(file):\(diagnostic.location?.line ?? 0):\(diagnostic.location?.column ?? 0) \(diagnostic.context["locale"] ?? "-") \(diagnostic.id)"
    }

    private func marker(_ name: String) -> String {
        let position = Self.swift.location(of: name)!
        return "Shortcuts.swift:\(position.line):\(position.column)"
    }

    @Test func missingPhrasesPointAtTheCodeAndNeverAtTheSourceLanguage() throws {
        let (root, metadata) = try project([
            "en.lproj/AppShortcuts.strings": #""Open ${applicationName}" = "Open ${applicationName}";"#,
            "de.lproj/AppShortcuts.strings": """
                "Show the ${applicationName} menu" = "Zeig das Menü von ${applicationName}";
                "Old ${applicationName}" = "Alt ${applicationName}";
                """,
            "fr.lproj/AppShortcuts.strings": "\n\"Old ${applicationName}\" = \"Vieux ${applicationName}\";",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let diagnostics = AppShortcutsChecker(metadata: metadata).check(PhraseFiles.load([root]))
        #expect(Set(diagnostics.map { line($0, root: root) }) == [
            "\(marker("2️⃣")) de shortcuts.missing-translation",
            "\(marker("5️⃣")) de shortcuts.missing-translation",
            "\(marker("2️⃣")) fr shortcuts.missing-translation",
            "\(marker("3️⃣")) fr shortcuts.missing-translation",
            "\(marker("5️⃣")) fr shortcuts.missing-translation",
            // Once for both locales, at the first file's key (no source-language file has it).
            "de.lproj/AppShortcuts.strings:2:1 de shortcuts.unused-phrase",
        ])
        let unused = try #require(diagnostics.first { $0.id == "shortcuts.unused-phrase" })
        #expect(unused.notes.map(\.message) == [#"the key is "Old ${applicationName}", in de, fr"#])
        #expect(unused.group == "shortcuts.unused-phrase:AppShortcuts:")
        let missing = diagnostics.filter { $0.id == "shortcuts.missing-translation" }
        #expect(missing.allSatisfy { $0.group == "shortcuts.missing-translation:AppShortcuts:\($0.context["locale"]!)" })
        #expect(missing.first { $0.context["locale"] == "de" }?.message == #"the phrase "Order ${soup} with ${applicationName}" has no de translation, so Siri does not know it in de"#)
    }

    @Test func listsInAStringCatalogCoverTheirWholeShortcut() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Order ${soup} with ${applicationName}" : { "localizations" : {
                  "en" : { "stringSet" : { "state" : "new", "values" : ["Order ${soup} with ${applicationName}", "Show the ${applicationName} menu"] } },
                  "de" : { "stringSet" : { "state" : "translated", "values" : ["Bestelle ${soup} mit ${applicationName}"] } }
                } },
                "Open ${applicationName}" : { "localizations" : {
                  "en" : { "stringSet" : { "state" : "new", "values" : ["Open ${applicationName}"] } },
                  "ja" : { "stringSet" : { "state" : "translated", "values" : ["${applicationName}を開く"] } }
                } }
              },
              "version" : "1.0"
            }
            """
        let (root, metadata) = try project(["AppShortcuts.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let diagnostics = AppShortcutsChecker(metadata: metadata).check(PhraseFiles.load([root]))
        // de lists the order shortcut, not the menu one; ja the other way round; en is the source language.
        #expect(Set(diagnostics.map { line($0, root: root) }) == [
            "\(marker("5️⃣")) de shortcuts.missing-translation",
            "\(marker("2️⃣")) ja shortcuts.missing-translation",
        ])
        #expect(diagnostics.first { $0.context["locale"] == "ja" }?.message
            == #"the App Shortcut of the phrase "Order ${soup} with ${applicationName}" has no ja phrases, so Siri does not know it in ja"#)
    }

    @Test func aPhraseTheLocatorCannotFindStaysAtItsShortcut() throws {
        var (root, metadata) = try project(["de.lproj/AppShortcuts.strings": #""Open ${applicationName}" = "Öffne ${applicationName}";"#])
        defer { try? FileManager.default.removeItem(atPath: root) }
        metadata.shortcutsProviders[0].shortcuts[1].phrases = ["Open ${applicationName} now"]
        let diagnostics = AppShortcutsChecker(metadata: metadata).check(PhraseFiles.load([root])).filter { $0.id == "shortcuts.missing-translation" }
        #expect(diagnostics.map { line($0, root: root) }.contains("\(marker("4️⃣")) de shortcuts.missing-translation"))
    }
}

/// Every App Shortcuts check, each made to fire once, points at a line and a column.
@Suite struct ShortcutsCheckPositionTests {
    @Test func everyCheckPointsAtALineAndColumn() throws {
        let root = NSTemporaryDirectory() + "intentkit-positions-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let many = (0...1000).map { "\"Phrase \($0) in ${applicationName}\" = \"Phrase \($0) in ${applicationName}\";" }.joined(separator: "\n")
        let files = [
            "de.lproj/AppShortcuts.strings": """
                "Order ${soup} with ${applicationName}" = "Bestelle ${soup}";
                "Order a soup with ${applicationName}" = "Bestelle ${suppe} mit ${applicationName}";
                "Show the ${applicationName} menu" = "Zeig das Menü von \\(.applicationName)";
                "Show the ${applicationName} menus" = "Zeig die Menüs von ${applicationName}";
                "What soups does ${applicationName} have today" = "";
                "Open ${applicationName}" = "Zeig die Menüs von ${applicationName}!";
                """,
            "fr.lproj/AppShortcuts.strings": "\"Order ${soup} with ${applicationName}\" = \"Commande\"",
            "ja.lproj/AppShortcuts.strings": many,
        ]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let at = Diagnostics.SourceLocation(file: root + "/Shortcuts.swift", line: 4, column: 9)
        let parameters = [
            ParameterDefinition(name: "soup", title: "Soup", type: .entity("SoupEntity")),
            ParameterDefinition(name: "side", title: "Side", type: .entity("SoupEntity")),
            ParameterDefinition(name: "note", title: "Note", type: .primitive(.string)),
        ]
        var shortcuts = [
            AppShortcutDefinition(intent: "OrderIntent", phrases: ["Order ${soup} with ${applicationName}", "Order a soup with ${applicationName}"], location: at),
            AppShortcutDefinition(intent: "OrderIntent", phrases: ["Show the ${applicationName} menu", "What soups does ${applicationName} have today"], location: at),
            AppShortcutDefinition(intent: "OrderIntent", phrases: ["Open ${applicationName}", "Order ${soup} and ${side} with ${applicationName}", "Note ${note} in ${applicationName}", "Order soup", " "], location: at),
            AppShortcutDefinition(intent: "OrderIntent", phrases: [], location: at),
        ]
        shortcuts += (0..<7).map { AppShortcutDefinition(intent: "OrderIntent", phrases: ["Extra \($0) in ${applicationName}"], location: at) }
        let metadata = MetadataDocument(
            intents: [IntentDefinition(identifier: "OrderIntent", title: "Order", parameters: parameters)],
            entities: [EntityDefinition(identifier: "SoupEntity", typeDisplayRepresentation: "Soup")],
            shortcutsProviders: [ShortcutsProviderDefinition(identifier: "Shortcuts", shortcuts: shortcuts, location: at)]
        )
        // An app named "Soup": "Order a soup with ${applicationName}" says its name twice.
        var checker = AppShortcutsChecker(metadata: metadata)
        checker.appName = "Soup"
        let diagnostics = checker.check(PhraseFiles.load([root]))
        // The reader's own parse error comes with Apple's message for the malformed file.
        #expect(Set(diagnostics.map(\.id)) == Set(AppShortcutsChecks.all.map(\.id) + ["localization.parse-error"]))
        let unplaced = diagnostics.filter { $0.location?.line == nil || $0.location?.column == nil }
        #expect(unplaced.isEmpty, "\(unplaced.map(\.description))")
    }
}
