import Foundation
import IntentKitTestSupport
import Testing

/// `intentkit metadata convert`, `metadata diff`, `metadata print` of products and `extract --to actionsdata`.
@Suite("Apple's metadata on the command line")
struct AppleMetadataCommandTests {
    static let widgetSmith = packageRoot() + "/Examples/WidgetSmith/Sources"
    static let ipa = packageRoot() + "/Tests/AppleMetadataTests/Fixtures/WidgetSmith.ipa"
    static let builtApp = RealWorld.root + "/actionsdata/ertmuirm__widget"

    static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "intentkit-apple-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func files(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test("extract --to actionsdata writes exactly Metadata.appintents/{extract.actionsdata,version.json} under -o")
    func extractWritesTheFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try intentkit("extract", Self.widgetSmith, "--to", "actionsdata", "-o", folder + "/Out", "--module", "WidgetSmith")
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(Self.files(under: folder) == ["Out/Metadata.appintents/extract.actionsdata", "Out/Metadata.appintents/version.json"])
        let version = try String(contentsOfFile: folder + "/Out/Metadata.appintents/version.json", encoding: .utf8)
        #expect(version == "{\n  \"toolsVersion\" : \"17C528\",\n  \"version\" : \"3.0\"\n}")
        let actions = try #require(FileManager.default.contents(atPath: folder + "/Out/Metadata.appintents/extract.actionsdata"))
        #expect(!actions.contains(0x0A))
        #expect(String(decoding: actions, as: UTF8.self).contains(#""mangledTypeNameV2":"11WidgetSmith03SetA13ConstantIndexV""#))
    }

    @Test("with a project, each target's metadata goes where its bundle puts it")
    func extractPerTarget() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try intentkit("extract", packageRoot() + "/Tests/IntentKitCLITests/Fixtures/MultiTarget", "--to", "actionsdata", "-o", folder)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(Self.files(under: folder) == [
            "Frameworks/ShelfKit.framework/Metadata.appintents/extract.actionsdata", "Frameworks/ShelfKit.framework/Metadata.appintents/version.json",
            "Metadata.appintents/extract.actionsdata", "Metadata.appintents/version.json",
            "PlugIns/ShelfIntents.appex/Metadata.appintents/extract.actionsdata", "PlugIns/ShelfIntents.appex/Metadata.appintents/version.json",
        ])
        let extensionFile = try String(contentsOfFile: folder + "/PlugIns/ShelfIntents.appex/Metadata.appintents/extract.actionsdata", encoding: .utf8)
        #expect(extensionFile.contains(#""fullyQualifiedTypeName":"ShelfIntents.CountBooksIntent""#))
    }

    @Test("--to actionsdata needs -o")
    func extractNeedsOutput() throws {
        let result = try intentkit("extract", Self.widgetSmith, "--to", "actionsdata")
        #expect(result.status == 2)
        #expect(result.standardError.contains("give -o"))
    }

    @Test("convert: Apple's files → a document and its sidecar → Apple's files, the same bytes")
    func convertBothWays() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try intentkit("extract", Self.widgetSmith, "--to", "actionsdata", "-o", folder + "/Built", "--module", "WidgetSmith")
        let toDocument = try intentkit("metadata", "convert", folder + "/Built/Metadata.appintents", "-o", folder + "/widgetsmith.json")
        #expect(toDocument.status == 0, "\(toDocument.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder + "/widgetsmith.apple.json"))
        let validated = try intentkit("metadata", "validate", folder + "/widgetsmith.json")
        #expect(validated.status == 0, "\(validated.standardOutput)")
        let back = try intentkit("metadata", "convert", folder + "/widgetsmith.json", "-o", folder + "/Again", "--to", "actionsdata")
        #expect(back.status == 0, "\(back.standardOutput)")
        for name in ["extract.actionsdata", "version.json"] {
            #expect(FileManager.default.contents(atPath: folder + "/Again/Metadata.appintents/" + name) == FileManager.default.contents(atPath: folder + "/Built/Metadata.appintents/" + name), "\(name)")
        }
        let wrongWay = try intentkit("metadata", "convert", folder + "/widgetsmith.json", "-o", folder + "/x.json", "--to", "document")
        #expect(wrongWay.status == 2)
    }

    @Test("convert Xcode's own files and back: byte-identical", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func convertXcodeFiles() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for bundle in ["", "/PlugIns/IOSMirror.broadcast.appex"] {
            let source = Self.builtApp + bundle + "/Metadata.appintents"
            let toDocument = try intentkit("metadata", "convert", source, "-o", folder + "/doc.json")
            #expect(toDocument.status == 0, "\(toDocument.standardOutput)")
            let back = try intentkit("metadata", "convert", folder + "/doc.json", "-o", folder + "/Out/Metadata.appintents")
            #expect(back.status == 0, "\(back.standardOutput)")
            for name in ["extract.actionsdata", "version.json"] {
                #expect(FileManager.default.contents(atPath: folder + "/Out/Metadata.appintents/" + name) == FileManager.default.contents(atPath: source + "/" + name), "\(bundle) \(name)")
            }
        }
    }

    @Test("a broken file converts to nothing: an error with its place, no output file")
    func convertBrokenInput() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{"actions":{"A":"#.utf8).write(to: URL(fileURLWithPath: folder + "/cut.actionsdata"))
        let result = try intentkit("metadata", "convert", folder + "/cut.actionsdata", "-o", folder + "/out.json")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("cut.actionsdata:1:17: error: unexpected end of input"))
        #expect(Self.files(under: folder) == ["cut.actionsdata"])
    }

    @Test("metadata print reads an .ipa: each bundle, its intents, what it ships")
    func printProduct() throws {
        let result = try intentkit("metadata", "print", Self.ipa)
        #expect(result.status == 1, "the archive's link out of it is an error")
        #expect(result.standardOutput.contains("== Payload/WidgetSmith.app (com.example.widgetsmith)\nWidgetSmith: 14 intents, 3 entities, 1 enum, 3 queries"))
        #expect(result.standardOutput.contains("== Payload/WidgetSmith.app/PlugIns/Widgets.appex (com.example.widgetsmith.widgets)\nWidgetsExtension: 14 intents"))
        #expect(result.standardOutput.contains("ships: 2 strings tables, 1 App Shortcuts phrase tables, 0 intent definitions; locales: de, en"))
        #expect(result.standardError.contains("leads out of the archive"))
    }

    @Test("metadata diff: the fixture's sources against Xcode's app, then against a changed product",
          .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func diff() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let same = try intentkit("metadata", "diff", Self.widgetSmith, Self.builtApp)
        #expect(same.status == 0, "\(same.standardOutput)\(same.standardError)")
        #expect(same.standardOutput.hasSuffix("no differences\n"))
        let extensionDiff = try intentkit("metadata", "diff", Self.widgetSmith, Self.builtApp, "--bundle", "IOSMirror.broadcast.appex")
        #expect(extensionDiff.status == 0, "\(extensionDiff.standardOutput)")
        #expect(extensionDiff.standardOutput.contains("(19 arrays hold the same values in another order"))
        // A product whose intent lost a parameter and whose enum gained a case.
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var text = try String(contentsOfFile: Self.builtApp + "/Metadata.appintents/extract.actionsdata", encoding: .utf8)
        text = text.replacingOccurrences(of: #""key":"Launch App""#, with: #""key":"Open the App""#)
        try FileManager.default.createDirectory(atPath: folder + "/Metadata.appintents", withIntermediateDirectories: true)
        try text.write(toFile: folder + "/Metadata.appintents/extract.actionsdata", atomically: true, encoding: .utf8)
        let changed = try intentkit("metadata", "diff", Self.widgetSmith, folder + "/Metadata.appintents", "--module", "WidgetSmith")
        #expect(changed.status == 1)
        #expect(changed.standardOutput.contains("intent LaunchAppIntent\n  title.key: product \"Open the App\", sources \"Launch App\"\n"), "\(changed.standardOutput)")
    }

    @Test("--deployment-target: the availability of a type without @available, not of one with it")
    func deploymentTargetForTypesWithoutAvailable() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        let source = """
            import AppIntents

            struct PlainIntent: AppIntent {
                static let title: LocalizedStringResource = "Plain"
                func perform() async throws -> some IntentResult { .result() }
            }

            @available(iOS 18.0, *)
            struct NewerIntent: AppIntent {
                static let title: LocalizedStringResource = "Newer"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        try source.write(toFile: folder + "/Sources/Intents.swift", atomically: true, encoding: .utf8)
        let written = try intentkit("extract", folder + "/Sources", "--to", "actionsdata", "-o", folder + "/App.app", "--module", "App", "--deployment-target", "iOS=17.0")
        #expect(written.status == 0, "\(written.standardOutput)\(written.standardError)")
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/App.app/Metadata.appintents/extract.actionsdata"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let actions = try #require(root["actions"] as? [String: [String: Any]])
        func introduced(_ intent: String) -> [String: String] {
            let annotations = actions[intent]?["availabilityAnnotations"] as? [String: [String: String]] ?? [:]
            return annotations.compactMapValues { $0["introducedVersion"] }
        }
        #expect(introduced("PlainIntent") == ["LNPlatformNameIOS": "17.0", "LNPlatformNameWildcard": "*"])
        #expect(introduced("NewerIntent") == ["LNPlatformNameIOS": "18.0", "LNPlatformNameWildcard": "*"])
    }

    @Test("the recipe for a bundle built without Xcode: extract into the .app, and the app reads as built by Xcode")
    func handAssembledBundle() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // What a SwiftPM or xtool build assembles: the executable and an Info.plist in a folder named .app.
        let app = folder + "/WidgetSmith.app"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.widgetsmith</string><key>CFBundleExecutable</key><string>WidgetSmith</string><key>MinimumOSVersion</key><string>16.0</string></dict></plist>
            """
        try plist.write(toFile: app + "/Info.plist", atomically: true, encoding: .utf8)
        try Data([0xCF, 0xFA, 0xED, 0xFE]).write(to: URL(fileURLWithPath: app + "/WidgetSmith"))
        let written = try intentkit("extract", Self.widgetSmith, "--to", "actionsdata", "-o", app, "--module", "WidgetSmith", "--deployment-target", "iOS=16.0")
        #expect(written.status == 0, "\(written.standardOutput)")
        #expect(Self.files(under: app) == ["Info.plist", "Metadata.appintents/extract.actionsdata", "Metadata.appintents/version.json", "WidgetSmith"])
        let printed = try intentkit("metadata", "print", app)
        #expect(printed.status == 0, "\(printed.standardError)")
        #expect(printed.standardOutput.hasPrefix("== WidgetSmith.app (com.example.widgetsmith)\nWidgetSmith: 14 intents, 3 entities, 1 enum, 3 queries"))
        let diff = try intentkit("metadata", "diff", Self.widgetSmith, app)
        #expect(diff.status == 0)
    }
}
