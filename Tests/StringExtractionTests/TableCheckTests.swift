import Diagnostics
import Foundation
import StringExtraction
import Testing

/// The checks that compare a target's tables with its code, on a fixture app whose every finding is known from
/// reading it: `Fixtures/TableChecks/App` ships `Localizable` (en, de) and `Intents` (en only).
@Suite("String tables against the code")
struct TableCheckTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/TableChecks/App").path

    static func findings() -> [Diagnostic] {
        let extraction = StringExtractor().extract([app])
        let scope = StringScope(name: "App", swiftFiles: [app + "/Views.swift", app + "/Intents.swift"],
                                tableFiles: [app + "/Localizable.xcstrings", app + "/Intents.xcstrings"], developmentLanguage: "en")
        return extraction.checkTables([scope])
    }

    static func listed(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let file = (diagnostic.location?.file ?? "-") as NSString
            return "\(diagnostic.id) \(diagnostic.severity) \(file.lastPathComponent):\(diagnostic.location?.line ?? 0):\(diagnostic.location?.column ?? 0)"
        }
    }

    @Test("each check fires where the fixture's code and tables disagree, and nowhere else")
    func everyCheck() {
        #expect(Self.listed(Self.findings()) == [
            // `LocalizedStringResource("Open Inbox", table: "Intents")`: Intents.xcstrings has no de, the app ships de.
            "strings.intent-strings-untranslated warning Intents.swift:4:48",
            // Keys Xcode extracted that no code uses: the code's are "%lf files" and "%lld folders", and nothing says "Old key".
            "strings.unused-key warning Localizable.xcstrings:4:5",
            "strings.unused-key warning Localizable.xcstrings:14:5",
            "strings.unused-key warning Localizable.xcstrings:34:5",
            // `Text("settings.title")`: an identifier, no default value.
            "strings.raw-key-shown error Views.swift:9:18",
            // `Text("Welcome back")`: readable text, untranslated into de.
            "strings.missing-key warning Views.swift:11:18",
            // `Text("\(ratio) files")` is "%lf files"; the table has "%lld files".
            "strings.specifier-mismatch warning Views.swift:12:18",
            // `Text("\(count) folders")` is "%lld folders"; the table has "%@ folders".
            "strings.specifier-mismatch warning Views.swift:13:18",
            // `Text("Sign in", tableName: "Account")`: no Account table in the target.
            "strings.table-without-catalog warning Views.swift:14:18",
            // `String(localized: "greeting.title", defaultValue: "Hello")`: an identifier, but the code gives the text.
            "strings.missing-key warning Views.swift:15:36",
        ])
    }

    @Test("messages name the keys, the tables and the locales")
    func messages() throws {
        let findings = Self.findings()
        func message(_ id: String, line: Int) throws -> String {
            try #require(findings.first { $0.id == id && $0.location?.line == line }).message
        }
        #expect(try message("strings.raw-key-shown", line: 9) == "\"settings.title\" is not in Localizable.xcstrings and the code gives no default value, so users see the key itself")
        #expect(try message("strings.specifier-mismatch", line: 12).contains("\"%lf files\" is not in Localizable.xcstrings, which has \"%lld files\""))
        #expect(try message("strings.table-without-catalog", line: 14).contains("the table 'Account' (1 key), but App has no Account.xcstrings or Account.strings, so it is never translated into de"))
        #expect(try message("strings.intent-strings-untranslated", line: 4).hasPrefix("Intents.xcstrings has no 'de' localization"))
        #expect(try message("strings.missing-key", line: 11).contains("no translation into de"))
    }

    @Test("a key the code gives as %@ where the table has a typed specifier is not a mismatch")
    func untypedSpecifier() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("table-check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"let s = String(localized: "\(value) files")"#.write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: Self.app + "/Localizable.xcstrings", toPath: folder + "/Localizable.xcstrings")
        let scope = StringScope(name: "A", swiftFiles: [folder + "/A.swift"], tableFiles: [folder + "/Localizable.xcstrings"])
        let extraction = StringExtractor().extract([folder])
        #expect(extraction.keys.map(\.key) == ["%@ files"])
        let findings = extraction.checkTables([scope])
        #expect(!findings.contains { $0.id == "strings.specifier-mismatch" || $0.id == "strings.missing-key" }, "\(Self.listed(findings))")
    }
}
