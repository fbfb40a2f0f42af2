import Foundation
import IntentKitTestSupport
import Testing
@testable import XcodeProject

/// Five projects of different eras, checked against a table written by reading their project files:
/// targets in the project's order with their product types, and a few source files per target with the
/// path their groups give them.
@Suite(.enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
struct HandCheckedProjectsTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var project: String
        var objectVersion: Int
        /// Name → product type (without `com.apple.product-type.`), in order.
        var targets: [(String, String)]
        /// Target → some of its sources (relative to the source root).
        var sources: [String: [String]]
        /// Target → its number of sources, where counted.
        var sourceCounts: [String: Int] = [:]
        var testDescription: String { project }
    }

    static let table: [Expected] = [
        // Xcode 3.2 format; groups without a path ("MKRingProgressGroup") add nothing to their files' paths.
        Expected(
            project: "projects/Artificial-Pancreas__iAPS/Dependencies/MKRingProgressView/Example/MKRingProgressViewExample.xcodeproj",
            objectVersion: 46,
            targets: [("ActivityRingsExample", "application"), ("ProgressRingExample", "application")],
            sources: [
                "ActivityRingsExample": ["ActivityRingsExample/MKRingProgressGroupView.swift", "ActivityRingsExample/Icon.swift"],
                "ProgressRingExample": ["ProgressRingExample/ParametersViewController.swift", "ProgressRingExample/AppDelegate.swift"],
            ],
            sourceCounts: ["ActivityRingsExample": 5, "ProgressRingExample": 4]
        ),
        // CocoaPods: 32-hex ids, "../Target Support Files" folded into the group path.
        Expected(
            project: "projects/MdMugish__BluHome/Pods/Pods.xcodeproj",
            objectVersion: 50,
            targets: [("MMWormhole", "framework"), ("Pods-BluHome", "framework"), ("Pods-Siri", "framework"), ("Pods-SiriUI", "framework")],
            sources: ["MMWormhole": ["MMWormhole/Source/MMWormhole.m", "Target Support Files/MMWormhole/MMWormhole-dummy.m", "MMWormhole/Source/MMWormholeSession.m"]],
            sourceCounts: ["MMWormhole": 8]
        ),
        // The largest file (2.3 MB).
        Expected(
            project: "projects/osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj",
            objectVersion: 60,
            targets: [("OsmAnd Maps", "application"), ("OsmAnd MapsTests", "bundle.unit-test")],
            sources: [
                "OsmAnd Maps": ["Sources/Services/CrashDiagnostics/OACrashDiagnosticsManager.swift"],
                "OsmAnd MapsTests": ["OsmAnd MapsTests/Util/OpeningHoursParserTest.swift", "OsmAnd MapsTests/Search/SearchUICoreTest.mm"],
            ],
            sourceCounts: ["OsmAnd Maps": 1692, "OsmAnd MapsTests": 8]
        ),
        // Xcode 16 synchronized folders without their sources: no build file at all; the UI tests get the
        // fastlane folder's SnapshotHelper.swift through an exception set.
        Expected(
            project: "projects/Abhiek187__ez-recipes-ios/EZ Recipes/EZ Recipes.xcodeproj",
            objectVersion: 70,
            targets: [("EZ Recipes", "application"), ("EZ RecipesTests", "bundle.unit-test"), ("EZ RecipesUITests", "bundle.ui-testing")],
            sources: ["EZ RecipesUITests": ["fastlane/SnapshotHelper.swift"]],
            sourceCounts: ["EZ Recipes": 0, "EZ RecipesTests": 0, "EZ RecipesUITests": 1]
        ),
        // A whole app with 21 targets: SFI builds its synchronized folder's seven files; the intents extension
        // does not sync its folder and builds the two files its exception set names.
        Expected(
            project: "whole-apps/SagerNet__sing-box-for-apple/sing-box.xcodeproj",
            objectVersion: 70,
            targets: [
                ("SFI", "application"), ("SFM", "application"), ("SFM.System", "application"), ("SystemExtension", "system-extension"),
                ("SFT", "application"), ("Library", "framework"), ("ApplicationLibrary", "framework"), ("MacLibrary", "framework"),
                ("Extension", "app-extension"), ("TVExtension", "app-extension"), ("IntentsExtension", "extensionkit-extension"),
                ("WidgetExtension", "app-extension"), ("FileProviderExtension", "app-extension"), ("ShareExtension", "app-extension"),
                ("ActionExtension", "app-extension"), ("ShareExtension.System", "app-extension"), ("RootHelper", "tool"),
                ("JailbreakDaemon", "tool"), ("SFIUITests", "bundle.ui-testing"), ("SFTUITests", "bundle.ui-testing"), ("SFMUITests", "bundle.ui-testing"),
            ],
            sources: [
                "SFI": ["SFI/Application.swift", "SFI/RunestoneTextView.swift"],
                "IntentsExtension": ["IntentsExtension/Intents.swift", "IntentsExtension/IntentsExtension.swift"],
            ],
            sourceCounts: ["SFI": 7, "IntentsExtension": 2]
        ),
    ]

    @Test(arguments: table)
    func matchesTheTable(_ expected: Expected) throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let read = ProjectReader.read(contentsOf: RealWorld.root + "/" + expected.project)
        #expect(read.diagnostics.isEmpty)
        let project = try #require(read.project)
        #expect(project.objectVersion == expected.objectVersion)
        #expect(project.targets.map(\.name) == expected.targets.map(\.0))
        #expect(project.targets.map { $0.productType?.shortName ?? "" } == expected.targets.map(\.1))
        for (name, paths) in expected.sources {
            let sources = project.target(named: name)?.sources.map(\.path) ?? []
            for path in paths { #expect(sources.contains(path), "\(name) should build \(path)") }
        }
        for (name, count) in expected.sourceCounts {
            #expect(project.target(named: name)?.sources.count == count, "\(name)")
        }
    }

    @Test func singBoxsAppShortcutsCatalogIsBuiltByNoTarget() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let project = try #require(ProjectReader.read(contentsOf: RealWorld.root + "/whole-apps/SagerNet__sing-box-for-apple/sing-box.xcodeproj").project)
        let unbuilt = project.filesNoTargetBuilds.map(\.path)
        #expect(unbuilt.contains("IntentsExtension/AppShortcuts.xcstrings"))
        #expect(!unbuilt.contains("Localizable.xcstrings"))
        // The root catalog, and an icon the MacLibrary folder's exception set gives SFI.
        #expect(project.target(named: "SFI")?.resources.map(\.path) == ["Localizable.xcstrings", "MacLibrary/Icons/AppIcon.icns"])
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "Base", "zh-Hans", "zh-Hant", "ru", "fa"])
    }
}
