@testable import AppleMetadata
import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
import Testing

@Suite("Built products")
struct ProductReaderTests {
    static let fixtures = fixturesDirectory()

    /// A fresh folder under the temporary directory.
    static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "intentkit-products-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An app folder holding the metadata IntentKit writes from the fixture app, in the iOS or macOS layout.
    static func makeApp(at path: String, macOS: Bool = false) throws {
        let resources = macOS ? path + "/Contents/Resources" : path
        let product = ProductReader.read(fixtures + "/WidgetSmith.ipa")
        let bundle = try #require(product.bundles.first)
        try FileManager.default.createDirectory(atPath: resources + "/Metadata.appintents", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: resources + "/fr.lproj", withIntermediateDirectories: true)
        try Data(try #require(bundle.metadata?.bytes)).write(to: URL(fileURLWithPath: resources + "/Metadata.appintents/extract.actionsdata"))
        try Data(VersionFile.bytes(toolsVersion: "17C528")).write(to: URL(fileURLWithPath: resources + "/Metadata.appintents/version.json"))
        try Data("\"Launch App\" = \"Ouvrir l'app\";\n".utf8).write(to: URL(fileURLWithPath: resources + "/fr.lproj/Localizable.strings"))
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><string>com.example.app</string><key>CFBundleExecutable</key><string>WidgetSmith</string></dict></plist>\n"
        try Data(plist.utf8).write(to: URL(fileURLWithPath: (macOS ? path + "/Contents" : path) + "/Info.plist"))
    }

    @Test("an .ipa is read in place: its app and extension, their tables by locale, their phrases")
    func ipa() throws {
        let product = ProductReader.read(Self.fixtures + "/WidgetSmith.ipa")
        #expect(product.kind == .ipa)
        #expect(product.bundles.map(\.relativePath) == ["Payload/WidgetSmith.app", "Payload/WidgetSmith.app/PlugIns/Widgets.appex"])
        let app = product.bundles[0]
        #expect(app.info.bundleIdentifier == "com.example.widgetsmith")
        #expect(app.info.executable == "WidgetSmith")
        #expect(app.info.minimumOSVersion == "16.0")
        #expect(app.metadata?.diagnostics.isEmpty == true)
        #expect(app.version?.toolsVersion == "17C528")
        #expect(app.localizationTables.map { "\($0.locale ?? "")/\($0.table)" }.sorted() == ["de/Localizable", "en/Localizable"])
        #expect(app.phraseTables.map(\.table) == ["AppShortcuts"])
        #expect(app.conversion()?.document.intents.count == 14)
        #expect(product.bundles[1].conversion()?.document.module == "WidgetsExtension")
        #expect(app.path.hasSuffix("WidgetSmith.ipa/Payload/WidgetSmith.app"))
        // The archive's one link leads out of it: reported, not followed.
        let refused = product.diagnostics.filter { $0.id == AppleMetadataChecks.unsafeProduct.id }
        #expect(refused.count == 1)
        #expect(refused.first?.message.contains("'Payload/WidgetSmith.app/escape' leads out of the archive") == true)
    }

    @Test("a zip bomb is refused, by its declared size or as it inflates past it, without being inflated")
    func zipBomb() throws {
        let product = ProductReader.read(Self.fixtures + "/bomb.ipa")
        let findings = product.allDiagnostics.filter { $0.id == AppleMetadataChecks.unsafeProduct.id }
        // 4 KB declared, 10 MB inside: refused while inflating. 100 MB declared: refused before reading.
        #expect(findings.count == 2, "\(product.allDiagnostics)")
        #expect(findings.allSatisfy { $0.message.contains("inflates to more than") })
        #expect(product.bundles.isEmpty)
    }

    @Test("a file that is not a zip archive, or is cut off, is refused with a reason")
    func brokenArchives() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let whole = try #require(FileManager.default.contents(atPath: Self.fixtures + "/WidgetSmith.ipa"))
        for (name, bytes) in [("empty.ipa", Data()), ("text.ipa", Data("not a zip".utf8)), ("cut.ipa", whole.prefix(whole.count / 2)), ("tail.ipa", whole.suffix(100))] {
            try bytes.write(to: URL(fileURLWithPath: folder + "/" + name))
            let product = ProductReader.read(folder + "/" + name)
            #expect(product.bundles.isEmpty, "\(name)")
            #expect(product.diagnostics.contains { $0.id == AppleMetadataChecks.unreadableProduct.id }, "\(name): \(product.diagnostics)")
        }
        // Every truncation of the archive is read or refused, never a crash.
        for length in stride(from: 0, to: whole.count, by: 97) {
            try whole.prefix(length).write(to: URL(fileURLWithPath: folder + "/prefix.ipa"))
            _ = ProductReader.read(folder + "/prefix.ipa")
        }
    }

    @Test("app folders in the iOS and macOS layouts, an .xcarchive, a Metadata.appintents folder and a bare file")
    func folders() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.makeApp(at: folder + "/iOS/WidgetSmith.app")
        try Self.makeApp(at: folder + "/Mac/WidgetSmith.app", macOS: true)
        try Self.makeApp(at: folder + "/App.xcarchive/Products/Applications/WidgetSmith.app")
        for path in [folder + "/iOS/WidgetSmith.app", folder + "/Mac/WidgetSmith.app", folder + "/App.xcarchive"] {
            let product = ProductReader.read(path)
            #expect(product.allDiagnostics.isEmpty, "\(path): \(product.allDiagnostics)")
            let bundle = try #require(product.bundles.first, "\(path)")
            #expect(bundle.info.bundleIdentifier == "com.example.app", "\(path)")
            #expect(bundle.conversion()?.document.intents.count == 14, "\(path)")
            #expect(bundle.localizationTables.map(\.locale) == ["fr"], "\(path)")
        }
        #expect(ProductReader.read(folder + "/App.xcarchive").kind == .archive)
        let metadata = ProductReader.read(folder + "/iOS/WidgetSmith.app/Metadata.appintents")
        #expect(metadata.kind == .metadataFolder)
        #expect(metadata.bundles.first?.conversion()?.document.entities.count == 3)
        let file = ProductReader.read(folder + "/iOS/WidgetSmith.app/Metadata.appintents/extract.actionsdata")
        #expect(file.kind == .actionsDataFile)
        #expect(file.bundles.first?.version?.version == "3.0")
        #expect(ProductReader.isProduct(folder + "/iOS/WidgetSmith.app"))
        #expect(!ProductReader.isProduct(folder + "/iOS"))
    }

    @Test("links that lead out of a bundle are reported and not followed; files are not read through them")
    func linksOut() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = folder + "/Linked.app"
        try Self.makeApp(at: app)
        let outside = folder + "/outside"
        try FileManager.default.createDirectory(atPath: outside + "/de.lproj", withIntermediateDirectories: true)
        try Data("\"secret\" = \"outside\";".utf8).write(to: URL(fileURLWithPath: outside + "/de.lproj/Localizable.strings"))
        try FileManager.default.createSymbolicLink(atPath: app + "/de.lproj", withDestinationPath: outside + "/de.lproj")
        try FileManager.default.removeItem(atPath: app + "/Metadata.appintents/version.json")
        try FileManager.default.createSymbolicLink(atPath: app + "/Metadata.appintents/version.json", withDestinationPath: "/etc/hostname")
        try FileManager.default.createSymbolicLink(atPath: app + "/Inside.strings", withDestinationPath: app + "/fr.lproj/Localizable.strings")
        let product = ProductReader.read(app)
        let refused = product.allDiagnostics.filter { $0.id == AppleMetadataChecks.unsafeProduct.id }
        #expect(refused.count == 2, "\(product.allDiagnostics)")
        let bundle = try #require(product.bundles.first)
        #expect(bundle.localizationTables.map(\.locale) == ["fr"])
        #expect(bundle.version == nil)
        #expect(bundle.metadata?.root != nil)
    }

    @Test("a path that is not a product says so")
    func notAProduct() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(ProductReader.read(folder + "/missing.app").diagnostics.first?.id == FileIO.unreadableFile.id)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file.txt"))
        #expect(ProductReader.read(folder + "/file.txt").diagnostics.first?.id == AppleMetadataChecks.unreadableProduct.id)
        try FileManager.default.createDirectory(atPath: folder + "/Empty.app", withIntermediateDirectories: true)
        #expect(ProductReader.read(folder + "/Empty.app").diagnostics.first?.message.contains("no app, extension or framework") == true)
    }

    @Test("the shared built app: both bundles, their Info.plist, their metadata and the definition they ship",
          .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func sharedBuiltApp() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let product = ProductReader.read(RealWorld.root + "/actionsdata/ertmuirm__widget")
        #expect(product.allDiagnostics.isEmpty, "\(product.allDiagnostics)")
        #expect(product.bundles.map(\.info.bundleIdentifier) == ["com.iosmirror", "com.iosmirror.broadcast"])
        #expect(product.bundles.map(\.info.minimumOSVersion) == ["15.0", "15.0"])
        #expect(product.bundles.map(\.info.xcodeBuild) == ["17C528", "17C528"])
        #expect(product.bundles.map { $0.intentDefinitions.map(\.table) } == [["Intents"], ["Intents"]])
        #expect(product.bundles.map { $0.conversion()?.document.module } == ["WidgetSmith", "WidgetsExtension"])
    }
}
