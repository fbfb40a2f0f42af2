import Foundation
import IntentKitTestSupport
import Testing

@Suite("intentkit localization extract")
struct LocalizationExtractCommandTests {
    let package = "Tests/IntentKitCLITests/Fixtures/StringsPackage"

    func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "intentkit-strings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("a package's strings go to one catalog per table, in its default localization, as Xcode creates them")
    func catalogs() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try intentkit("localization", "extract", package, "-o", folder + "/out")
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput == """
            4 uses of 4 keys in 1 file, development language de:
              \(folder)/out/Aktionen.xcstrings: 1 key
              \(folder)/out/Localizable.xcstrings: 3 keys

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out").sorted() == ["Aktionen.xcstrings", "Localizable.xcstrings"])
        for table in ["Aktionen", "Localizable"] {
            #expect(try contents(folder + "/out/\(table).xcstrings") == contents(package + "/expected/\(table).xcstrings"), "\(table)")
        }
        // Deterministic: a second run writes the same bytes.
        _ = try intentkit("localization", "extract", package, "-o", folder + "/again")
        #expect(try contents(folder + "/again/Localizable.xcstrings") == contents(folder + "/out/Localizable.xcstrings"))
    }

    @Test("--strings writes .strings files as genstrings does; --development-language overrides the manifest")
    func stringsFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try intentkit("localization", "extract", package, "-o", folder, "--strings")
        #expect(run.status == 0)
        #expect(try contents(folder + "/Localizable.strings") == contents(package + "/expected/Localizable.strings"))
        let english = try intentkit("localization", "extract", package, "-o", folder + "/en", "--development-language", "en")
        #expect(english.standardOutput.hasPrefix("4 uses of 4 keys in 1 file, development language en:"))
        #expect(try contents(folder + "/en/Aktionen.xcstrings").contains("\"sourceLanguage\" : \"en\""))
    }

    @Test("App Shortcut phrases go to AppShortcuts.xcstrings; a missing path exits 2 and writes nothing")
    func phrasesAndErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try intentkit("localization", "extract", "Tests/StringExtractionTests/Fixtures/Forms/AppIntents.swift", "-o", folder)
        #expect(run.status == 0)
        let phrases = try contents(folder + "/AppShortcuts.xcstrings")
        #expect(phrases.contains("\"Show ${note} in ${applicationName}\" : {\n      \"extractionState\" : \"extracted_with_value\""))
        let missing = try intentkit("localization", "extract", "Tests/Nowhere", "-o", folder + "/missing")
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Tests/Nowhere: error: no such file or folder [io.unreadable-file]"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/missing"))
    }
}
