import AppleMetadata
import Diagnostics
import Foundation
@testable import IntentKitCLI
import IntentKitTestSupport
import Testing

/// The checks `check` and `report` run on a built product (`ProductFindings`).
@Suite("Checks on built products")
struct ProductFindingsTests {
    /// The shared built app ships its SiriKit definition (seven widget configuration intents, SelectSmallWidget… with classes SelectSmallWidgetIntent…, read in the file) in the
    /// app and in its extension, and no App Intent of either adopts CustomIntentMigratedAppIntent: each definition
    /// is "not migrated yet", a remark. It has no App Shortcuts and no tables, and its metadata is clean.
    @Test("the shared built app: its real findings", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func sharedBuiltApp() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let path = RealWorld.root + "/actionsdata/ertmuirm__widget"
        let found = ProductFindings.check(ProductReader.read(path))
        #expect(found.diagnostics.map(\.id) == ["compat.not-migrated-yet", "compat.not-migrated-yet"], "\(found.diagnostics)")
        #expect(found.diagnostics.allSatisfy { $0.severity == .remark })
        #expect(found.diagnostics.allSatisfy { $0.message.hasPrefix("Intents.intentdefinition: not migrated yet: 7 intents (SelectSmallWidgetIntent, SelectMediumWidgetIntent, SelectLargeWidgetIntent, …)") }, "\(found.diagnostics)")
        #expect(Set(found.diagnostics.compactMap(\.location?.file)) == [path + "/Intents.intentdefinition", path + "/PlugIns/IOSMirror.broadcast.appex/Intents.intentdefinition"])
        #expect(found.stages == [
            "product: 2 bundles, 28 intents, 6 entities, 0 App Shortcuts", "App Shortcuts: 0 compiled phrases",
            "localization: 0 locales shipped, 0 untranslated titles", "migration: 2 intent definitions",
        ])
        #expect(!found.couldNotRun)
    }

    /// The fixture `.ipa`: an unused phrase in the compiled `AppShortcuts.strings` (the metadata declares no App
    /// Shortcuts), the titles `de.lproj/Localizable.strings` does not translate, and the archive's link out of it.
    @Test("an .ipa: phrases, untranslated titles in its shipped locales, its unsafe entry")
    func ipa() throws {
        let found = ProductFindings.check(ProductReader.read(packageRoot() + "/Tests/AppleMetadataTests/Fixtures/WidgetSmith.ipa"))
        let byID = Dictionary(grouping: found.diagnostics, by: \.id)
        #expect(byID["apple-metadata.unsafe-product"]?.count == 1)
        #expect(byID["shortcuts.unused-phrase"]?.count == 1, "\(found.diagnostics.map(\.id))")
        let untranslated = try #require(byID["apple-metadata.untranslated-title"])
        #expect(untranslated.allSatisfy { $0.context["locale"] == "de" })
        // "Launch App" is translated; the other titles of the app's metadata are not.
        #expect(!untranslated.contains { $0.context["key"] == "Launch App" })
        #expect(untranslated.contains { $0.context["key"] == "Widget Configuration" && $0.location?.file.hasSuffix("Payload/WidgetSmith.app/Metadata.appintents/extract.actionsdata") == true })
        #expect(untranslated.allSatisfy { $0.location?.line == 1 && ($0.location?.column ?? 0) > 1 })
    }

    /// `intentkit check` and `report` take a built product where they take an app's folder.
    @Test("check and report on an .ipa")
    func commandsOnAProduct() throws {
        let ipa = "Tests/AppleMetadataTests/Fixtures/WidgetSmith.ipa"
        let check = try intentkit("check", ipa, "--format", "json")
        #expect(check.status == 1, "\(check.standardError)")
        let ids = (try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        #expect(Set(ids.compactMap { $0["id"] as? String }) == ["apple-metadata.untranslated-title", "apple-metadata.unsafe-product", "shortcuts.unused-phrase"], "\(check.standardOutput.prefix(400))")
        let text = try intentkit("check", ipa)
        #expect(text.standardError.contains("checked \(ipa): product: 2 bundles, 28 intents"), "\(text.standardError)")

        let output = NSTemporaryDirectory() + "product-report-\(UUID().uuidString).html"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let report = try intentkit("report", ipa, "-o", output)
        #expect(report.status == 1 && report.standardError.contains("1 error, 42 warnings"), "\(report.standardError)")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.contains("Target WidgetSmith.app") && page.contains("Target Widgets.appex"))
        // The compiled German table is in the page: "Launch App" is translated there.
        #expect(page.contains("App öffnen"), "the de table of the product")
    }
}

