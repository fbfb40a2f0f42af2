import Diagnostics
import Foundation
import IntentKitCLI
import IntentKitTestSupport
import Testing

/// `intentkit check` on a folder with an Xcode project: each target on its own.
///
/// `Fixtures/MultiTarget` is an iOS app `Shelf` (its own App Shortcuts provider), an App Intents extension
/// `ShelfIntents` (another provider, and a third one under `#if os(macOS)` that no build of the iOS-only target
/// compiles) and a framework `ShelfKit` both link (the `Genre` enum the app's intent takes). Each target ships its
/// own `Localizable.xcstrings` (en, de); the two executables ship their own `AppShortcuts.xcstrings`. The project
/// lists `fr` in `knownRegions`, which no table has, and `Old/de.lproj/Localizable.strings` is in no target.
@Suite("intentkit check with an Xcode project")
struct CheckProjectTests {
    static let fixture = fixturesDirectory() + "/MultiTarget"

    @Test("one App Shortcuts provider per target is no error; a macOS-only branch of an iOS target is not read")
    func oneProviderPerTarget() async throws {
        let found = try await CheckFindings.check([Self.fixture])
        #expect(found.diagnostics.filter { $0.severity == .error }.isEmpty, "\(found.text())")
        #expect(found.stages.first?.contains("3 files in 3 targets") == true, "\(found.stages)")
        // Two providers, one per target; the Mac-only third is not read.
        #expect(found.stages.first?.contains("2 App Shortcuts") == true, "\(found.stages)")
    }

    @Test("the same folder without its project is one app, whose three providers are an error")
    func withoutTheProjectItIsOneApp() async throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-multitarget-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: copy)
        try FileManager.default.removeItem(atPath: copy + "/Shelf.xcodeproj")
        let found = try await CheckFindings.check([copy])
        let providers = found.diagnostics.filter { $0.id == "extraction.multiple-shortcuts-providers" }
        #expect(providers.count == 2, "\(found.text())")
        #expect(providers.allSatisfy { $0.message.hasPrefix("Found 3 AppShortcutsProvider types") })
    }

    @Test("keys are matched to their own target's catalog, phrase files to their own target's shortcuts")
    func perTargetStringsAndPhrases() async throws {
        let found = try await CheckFindings.check([Self.fixture])
        let ids = Set(found.diagnostics.map(\.id))
        // "Count Books" is only in ShelfIntents' catalog and "Open Shelf" only in Shelf's: matched across
        // targets, either would be missing from the other's table, or an unused key in it.
        #expect(!ids.contains("strings.missing-key"), "\(found.text())")
        #expect(!ids.contains("strings.unused-key"), "\(found.text())")
        // Each AppShortcuts.xcstrings holds only its own target's phrase: checked against the other target's
        // shortcuts, its phrase would not be in the code.
        let phrases = found.diagnostics.filter { $0.id.hasPrefix("shortcuts.") }
        #expect(phrases.map(\.id) == ["shortcuts.app-name-spelled-out"], "\(found.text())")
        #expect(found.stages.contains("App Shortcuts: 2 phrase files"), "\(found.stages)")
    }

    @Test("the app's name comes from the project: an extension's phrase that spells it out is a remark")
    func appNameFromTheProject() async throws {
        let found = try await CheckFindings.check([Self.fixture])
        // ShelfIntents' German phrase is "Bücher im Shelf mit ${applicationName} zählen"; the app target Shelf
        // sets INFOPLIST_KEY_CFBundleDisplayName = "Shelf", and the extension takes the name of its project's app.
        let spelled = try #require(found.diagnostics.first { $0.id == "shortcuts.app-name-spelled-out" }, "\(found.text())")
        #expect(spelled.severity == .remark)
        #expect(spelled.location?.file.hasSuffix("ShelfIntents/AppShortcuts.xcstrings") == true)
        #expect(spelled.message.contains("'Shelf'"), "\(spelled.message)")
        #expect(spelled.context["appName"] == "Shelf")
    }

    @Test("a region the project lists without a table, and a table no target ships, are warnings at their place")
    func regionsAndUnshippedTables() async throws {
        let found = try await CheckFindings.check([Self.fixture])
        let region = try #require(found.diagnostics.first { $0.id == "strings.region-not-localized" }, "\(found.text())")
        #expect(region.severity == .warning)
        #expect(region.message.contains("'fr'") && !region.message.contains("'de'"), "\(region.message)")
        #expect(region.location?.file.hasSuffix("Shelf.xcodeproj/project.pbxproj") == true)
        // knownRegions = ( … ) is written on line 143 of the fixture's project file.
        #expect(region.location?.line == 143)

        let unshipped = found.diagnostics.filter { $0.id == "strings.table-not-shipped" }
        #expect(unshipped.map { $0.location?.file.hasSuffix("/Old/de.lproj/Localizable.strings") == true } == [true], "\(found.text())")
        #expect(unshipped.allSatisfy { $0.severity == .warning && $0.location?.line == 1 })
    }

    @Test("an .xcodeproj path checks the folder holding it, per target")
    func projectPath() async throws {
        let found = try await CheckFindings.check([Self.fixture + "/Shelf.xcodeproj"])
        #expect(found.stages.first?.contains("in 3 targets") == true, "\(found.stages)")
        #expect(found.diagnostics.filter { $0.severity == .error }.isEmpty, "\(found.text())")
    }

    @Test("-D sets the conditions of every target: with it, the iOS targets still skip the macOS branch")
    func givenConditions() async throws {
        let found = try await CheckFindings.check([Self.fixture, "-D", "DEBUG"])
        #expect(found.diagnostics.filter { $0.id == "extraction.multiple-shortcuts-providers" }.isEmpty, "\(found.text())")
    }
}
