@testable import AppShortcutsCheck
import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
import Testing

@Suite struct AppShortcutsExampleTests {
    @Test func theSoupChefPhrasesAreCleanInEveryLocale() throws {
        let root = packageRoot() + "/Examples/SoupChef"
        let metadata = try #require(MetadataLoader.load(contentsOf: root + "/metadata.json").document)
        let files = PhraseFiles.load([root])
        #expect(files.locales == ["ar", "de", "en", "ja"])
        #expect(files.phrases.count == 24)
        let diagnostics = AppShortcutsChecker(metadata: metadata, metadataPath: root + "/metadata.json").check(files)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }
}

@Suite struct AppShortcutsCodeRuleTests {
    private func document(shortcuts: [AppShortcutDefinition], parameters: [ParameterDefinition] = []) -> MetadataDocument {
        MetadataDocument(
            intents: [IntentDefinition(identifier: "OrderIntent", title: "Order", parameters: parameters)],
            entities: [EntityDefinition(identifier: "SoupEntity", typeDisplayRepresentation: "Soup")],
            shortcutsProviders: [ShortcutsProviderDefinition(identifier: "Shortcuts", shortcuts: shortcuts, location: .init(file: "Shortcuts.swift", line: 3, column: 8))]
        )
    }

    private func messages(_ metadata: MetadataDocument) -> [String] {
        AppShortcutsChecker(metadata: metadata).check(PhraseFiles()).map { "[\($0.id)] \($0.message)" }
    }

    @Test func anAppNameSpelledOutIsFoundAsAWholeWordInAnyCaseOutsideItsTokens() {
        let phrases = [
            "Order a soup with ${applicationName}", "Order SOUP in ${applicationName}", "Soupé at ${applicationName}",
            "Soups from ${applicationName}", "Order ${soup} with ${applicationName}", "Open ${applicationName} Soup}",
            "Order soup",
        ]
        var checker = AppShortcutsChecker(metadata: document(shortcuts: [AppShortcutDefinition(intent: "OrderIntent", phrases: phrases)]))
        checker.appName = "Soup"
        let spelled = checker.check(PhraseFiles()).filter { $0.id == AppShortcutsChecks.appNameSpelledOut.id }
        // Not in "Soupé" or "Soups" (letters follow), not in a token, not without ${applicationName}.
        #expect(spelled.map(\.message).sorted() == [
            "the phrase \"Order a soup with ${applicationName}\" says 'soup', the app's name, besides ${applicationName}: the phrase only matches when the name is said twice",
            "the phrase \"Order SOUP in ${applicationName}\" says 'SOUP', the app's name, besides ${applicationName}: the phrase only matches when the name is said twice",
            "the phrase \"Open ${applicationName} Soup}\" says 'Soup', the app's name, besides ${applicationName}: the phrase only matches when the name is said twice",
        ].sorted())
        #expect(AppShortcutsChecker.blankingPlaceholders(in: "a ${x} b ${y}${z} c ${open") == "a   b    c ${open")
    }

    @Test func anASCIINameIsFoundInASCIITextWhereICUsExpressionFindsIt() throws {
        // The oracle: the expression the checker makes for other names.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let names = ["Soup", "soup", "A", "Go Map", "R2-D2", "k", "Hey!", "ss", "7", "Ab1", "x.y", "(b)", "Mail+"]
        let pieces = [" ", "  ", "a", "B", "1", "-", "!", ".", "_", "é", "(", ")", "+", "s", "S", "k", "K"]
        var compared = 0, found = 0
        for name in names {
            let regex = try #require(AppNameExpressions.shared.expression(for: name))
            for _ in 0..<300 {
                var text = ""
                for _ in 0..<next(8) {
                    switch next(4) {
                    case 0: text += name
                    case 1: text += String(name.enumerated().map { $0.offset % 2 == 0 ? Character($0.element.uppercased()) : Character($0.element.lowercased()) })
                    default: text += pieces[next(pieces.count)]
                    }
                }
                let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)).flatMap { Range($0.range, in: text) }.map { String(text[$0]) }
                let ascii = AppShortcutsChecker.asciiWord(name, in: text)
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    compared += 1
                    if match != nil { found += 1 }
                    #expect(ascii == (match.map(AppShortcutsChecker.ASCIIWord.found) ?? .absent), "\(name) in \"\(text)\"")
                } else {
                    #expect(ascii == .notASCII, "\(name) in \"\(text)\"")
                }
            }
        }
        // Both outcomes were met often.
        #expect(compared > 1_500 && found > 300 && compared - found > 300, "\(compared) compared, \(found) found")
        #expect(AppShortcutsChecker.asciiWord("Café", in: "cafe") == .notASCII)
    }

    @Test func applesRulesWithApplesMessages() {
        let parameters = [
            ParameterDefinition(name: "soup", title: "Soup", type: .entity("SoupEntity")),
            ParameterDefinition(name: "note", title: "Note", type: .primitive(.string)),
        ]
        let shortcuts = [
            AppShortcutDefinition(intent: "OrderIntent", phrases: ["Order soup"]),
            AppShortcutDefinition(intent: "OrderIntent", phrases: ["Order ${note} with ${applicationName}"]),
            AppShortcutDefinition(intent: "OrderIntent", phrases: []),
        ]
        #expect(messages(document(shortcuts: shortcuts, parameters: parameters)) == [
            "[shortcuts.application-name] Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.",
            "[shortcuts.invalid-parameter-type] Invalid parameter type. AppEntity and AppEnum are the only allowed types for note",
            "[shortcuts.no-phrases] App Shortcuts should have at least one phrase",
        ])
    }

    @Test func atMostTenShortcuts() {
        let shortcuts = (0..<11).map { AppShortcutDefinition(intent: "OrderIntent", phrases: ["Order \($0) with ${applicationName}"]) }
        #expect(messages(document(shortcuts: shortcuts)) == ["[shortcuts.too-many-shortcuts] Found 11 App Shortcuts, but each app may have at most 10"])
    }

    @Test func beyondApple() {
        let parameters = [
            ParameterDefinition(name: "soup", title: "Soup", type: .entity("SoupEntity")),
            ParameterDefinition(name: "side", title: "Side", type: .entity("SoupEntity")),
        ]
        let shortcuts = [
            AppShortcutDefinition(intent: "OrderIntent", phrases: ["Order ${soup} and ${side} with ${applicationName}", "Order ${soop} with ${applicationName}", "  "]),
        ]
        // Errors first at one place: more than one parameter is Apple's advice (a warning), not a rule its tools enforce.
        #expect(messages(document(shortcuts: shortcuts, parameters: parameters)) == [
            "[shortcuts.empty-phrase] the phrase \"  \" is empty",
            "[shortcuts.unknown-parameter] the phrase \"Order ${soop} with ${applicationName}\" names '${soop}', but intent 'OrderIntent' has no parameter 'soop'; did you mean 'soup'?",
            "[shortcuts.too-many-parameters] the phrase \"Order ${soup} and ${side} with ${applicationName}\" uses 2 parameters (soup, side); a phrase may use at most one",
        ])
    }
}

@Suite struct AppShortcutsFileRuleTests {
    @Test func fileRulesWithPositions() throws {
        let marked = MarkedText("""
            "Order ${soup} with ${applicationName}" = 1️⃣"Bestelle ${soup}";
            "Order a soup with ${applicationName}" = 2️⃣"Bestelle ${suppe} mit ${applicationName}";
            "Show the ${applicationName} menu" = 3️⃣"Zeig das Menü von \\(.applicationName)";
            4️⃣"Show the ${applicationName} menus" = "Zeig die Menüs von ${applicationName}";
            "What soups does ${applicationName} have today" = 5️⃣"Zeig die Menüs von ${applicationName}!";
            """)
        let folder = NSTemporaryDirectory() + "intentkit-shortcuts-\(UUID().uuidString)/de.lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        try marked.text.write(toFile: folder + "/AppShortcuts.strings", atomically: true, encoding: .utf8)
        let metadata = MetadataLoader.load(contentsOf: packageRoot() + "/Examples/SoupChef/metadata.json").document
        let diagnostics = AppShortcutsChecker(metadata: metadata).check(PhraseFiles.load([(folder as NSString).deletingLastPathComponent]))
            .filter { $0.id != "shortcuts.missing-translation" }
        func at(_ marker: String) -> String { "\(marked.location(of: marker)!.line):\(marked.location(of: marker)!.column)" }
        let rendered = Set(diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) [\($0.id)] \($0.message)" })
        #expect(rendered == [
            "\(at("1️⃣")) [shortcuts.application-name] Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.",
            "\(at("1️⃣")) [shortcuts.placeholder-mismatch] the de phrase \"Bestelle ${soup}\" uses ${soup}, but its key uses ${applicationName}, ${soup}",
            "\(at("2️⃣")) [shortcuts.placeholder-mismatch] the de phrase \"Bestelle ${suppe} mit ${applicationName}\" uses ${applicationName}, ${suppe}, but its key uses ${applicationName}",
            "\(at("2️⃣")) [shortcuts.unknown-parameter] the de phrase \"Bestelle ${suppe} mit ${applicationName}\" names '${suppe}', but intent 'OrderSoupIntent' has no parameter 'suppe'",
            "\(at("3️⃣")) [shortcuts.swift-interpolation] the de phrase \"Zeig das Menü von (.applicationName)\" is written in Swift interpolation syntax, which phrase files do not understand",
            "\(at("4️⃣")) [shortcuts.unused-phrase] This phrase is not used in any App Shortcut or as a Negative Phrase.",
            "\(at("5️⃣")) [shortcuts.ambiguous-phrase] the de phrase \"Zeig die Menüs von ${applicationName}!\" cannot be told apart from \"Zeig die Menüs von ${applicationName}\" (key \"Show the ${applicationName} menus\")",
        ], "\(rendered)")
        let unused = try #require(diagnostics.first { $0.id == "shortcuts.unused-phrase" })
        #expect(unused.fixIt == "did you mean \"Show the ${applicationName} menu\"?")
        let interpolation = try #require(diagnostics.first { $0.id == "shortcuts.swift-interpolation" })
        #expect(interpolation.fixIt == "write \"Zeig das Menü von ${applicationName}\"")
    }

    @Test func missingTranslationsArePerLocale() throws {
        let metadata = MetadataLoader.load(contentsOf: packageRoot() + "/Examples/SoupChef/metadata.json").document
        var files = PhraseFiles()
        files.phrases = [PhraseFiles.Phrase(
            locale: "fr", key: "Show the ${applicationName} menu", text: "Montre le menu de ${applicationName}",
            keyLocation: .init(file: "fr.lproj/AppShortcuts.strings", line: 1, column: 1),
            location: .init(file: "fr.lproj/AppShortcuts.strings", line: 1, column: 40)
        )]
        let missing = AppShortcutsChecker(metadata: metadata).check(files).filter { $0.id == "shortcuts.missing-translation" }
        #expect(missing.count == 4)
        #expect(missing.first?.message == "the phrase \"${applicationName}, I'd like ${soup}\" has no fr translation, so Siri does not know it in fr")
    }
}

@Suite(.enabled(if: Corpus.shouldRun, Comment(rawValue: Corpus.skipReason))) struct AppShortcutsCorpusTests {
    /// Every phrase file of the corpus, checked without code: no crash, and the findings a maintainer would accept.
    @Test func checksEveryCorpusPhraseFile() throws {
        try #require(Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage))
        let files = PhraseFiles.load([Corpus.root])
        #expect(files.files.count >= 5)
        let diagnostics = AppShortcutsChecker(metadata: nil).check(files)
        // The known-bad version of hermex wrote Swift interpolation into its catalog; its maintainers fixed it.
        let interpolations = diagnostics.filter { $0.id == "shortcuts.swift-interpolation" }
        #expect(!interpolations.isEmpty)
        #expect(interpolations.allSatisfy { $0.location?.file.contains("negative-5922cf0") == true })
        // The fixed files and Home Assistant's have no errors.
        let errors = diagnostics.filter { $0.severity == .error && !($0.location?.file.contains("negative-5922cf0") ?? false) }
        #expect(errors.isEmpty, "\(errors.prefix(5).map(\.description))")
    }
}

@Suite struct InterpolationFixTests {
    @Test func eachSpellingOfASwiftInterpolationIsFixedAndOtherParenthesesAreNot() {
        #expect(AppShortcutsChecker.interpolationFix(#"Open \(.applicationName)"#) == #""Open ${applicationName}""#)
        #expect(AppShortcutsChecker.interpolationFix("Open (.applicationName)") == #""Open ${applicationName}""#)
        #expect(AppShortcutsChecker.interpolationFix(#"Order \(\.$soup) in (.applicationName)"#) == #""Order ${soup} in ${applicationName}""#)
        #expect(AppShortcutsChecker.interpolationFix(#"Order (\.$soup)"#) == #""Order ${soup}""#)
        // A parenthesis before a dot that starts no interpolation, and none at all.
        #expect(AppShortcutsChecker.interpolationFix("Weigh (.5 kg) in ${applicationName}") == nil)
        #expect(AppShortcutsChecker.interpolationFix("Order (soup) in ${applicationName}") == nil)
        #expect(AppShortcutsChecker.interpolationFix("") == nil)
    }

    @Test func theQuickTestFindsAParenthesisBeforeADotOrAnEscapedDot() {
        #expect(AppShortcutsChecker.hasParenthesizedDot("(.".utf8))
        #expect(AppShortcutsChecker.hasParenthesizedDot(#"a (\.b"#.utf8))
        #expect(AppShortcutsChecker.hasParenthesizedDot("ü(.".utf8))
        #expect(!AppShortcutsChecker.hasParenthesizedDot(#"( . \. (\ .)"#.utf8))
        #expect(!AppShortcutsChecker.hasParenthesizedDot("".utf8))
    }
}
