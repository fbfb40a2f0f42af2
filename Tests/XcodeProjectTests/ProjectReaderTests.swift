import Diagnostics
import Foundation
import IntentKitTestSupport
import Testing
@testable import XcodeProject

/// The resolved model of `Fixtures/Sample`, checked against what its project file says (read by hand):
/// an app and a widget extension, paths through groups, a variant group, a version group, a synchronized
/// folder with membership and phase exceptions, layered settings and two packages.
@Suite struct ProjectReaderTests {
    let sample = fixturesDirectory() + "/Sample/Sample.xcodeproj"

    private func read() throws -> Project {
        let read = ProjectReader.read(contentsOf: sample)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        return try #require(read.project)
    }

    private func paths(_ files: [ProjectFile]) -> [String] {
        files.map { $0.base == .sourceRoot || $0.base == .absolute ? $0.path : "$(\($0.base))/\($0.path)" }
    }

    @Test func projectLevelFacts() throws {
        let project = try read()
        #expect(project.objectVersion == 77)
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "Base", "de"])
        #expect(project.sourceRoot == fixturesDirectory() + "/Sample")
        #expect(project.configurations.map(\.name) == ["Debug", "Release"])
        #expect(project.targets.map(\.name) == ["App", "Widget"])
        #expect(project.packages.map(\.kind) == [.remote, .local])
        #expect(project.packages.map(\.location) == ["https://github.com/example/swift-kit.git", "Packages/Core"])
        #expect(project.packages.map(\.name) == ["swift-kit", "Core"])
        #expect(project.packages[0].requirement == "upToNextMajorVersion 1.2.0")
    }

    @Test func theAppsFilesAreResolvedThroughGroupsVariantAndVersionGroups() throws {
        let app = try #require(try read().target(named: "App"))
        #expect(app.kind == .native)
        #expect(app.productType?.isApplication == true)
        #expect(app.productType?.shortName == "application")
        #expect(paths(app.sources) == [
            "Sources/App/App.swift",                // <group> under the group "Sources/App"
            "Sources/App Intents/Intents.swift",    // SOURCE_ROOT
            "Sources/Shared/Shared.swift",          // ../ folded
            "Sources/App/Model.xcdatamodeld",       // a version group stands for its folder
            "Widget/WidgetIntent.swift",            // added from the widget's synchronized folder by an exception set
        ])
        #expect(app.sources.map(\.origin) == [.reference, .reference, .reference, .reference, .synchronizedException])
        #expect(app.swiftSources.count == 4)
        #expect(paths(app.resources) == ["Sources/App/en.lproj/Localizable.strings", "Sources/App/de.lproj/Localizable.strings"])
        #expect(app.resources.map(\.region) == ["en", "de"])
        #expect(app.frameworks.isEmpty, "a package product is not a file")
        #expect(app.packageProducts.map(\.name) == ["Kit"])
        #expect(app.packageProducts.first?.package?.location == "https://github.com/example/swift-kit.git")
        #expect(app.dependencies == ["Widget"])
        #expect(app.synchronizedFolders.isEmpty)
        #expect(app.product.map { paths([$0]) } == ["$(BUILT_PRODUCTS_DIR)/App.app"])
        #expect(app.sources[0].fileType == "sourcecode.swift")
        #expect(app.sources[0].location == SourceLocation(file: sample + "/project.pbxproj", line: 22, column: 3))
    }

    @Test func theWidgetsSynchronizedFolderFollowsItsExceptionSets() throws {
        let widget = try #require(try read().target(named: "Widget"))
        #expect(widget.productType?.isExtension == true)
        #expect(widget.synchronizedFolders == ["Widget"])
        // Info.plist and the Preview folder are excepted; the .xcconfig is in no phase; hidden files are skipped.
        #expect(paths(widget.sources) == ["Sources/Shared/Shared.swift", "Widget/WidgetBundle.swift", "Widget/WidgetIntent.swift"])
        #expect(widget.sources.map(\.origin) == [.reference, .synchronizedFolder, .synchronizedFolder])
        // The .intentdefinition is moved to Resources by a phase exception; the asset catalog is one file.
        #expect(paths(widget.resources) == [
            "Widget/Assets.xcassets", "Widget/Legacy.intentdefinition", "Widget/Localizable.xcstrings", "Widget/en.lproj/InfoPlist.strings",
        ])
        #expect(widget.resources.last?.region == "en")
        #expect(paths(widget.frameworks) == ["$(SDKROOT)/System/Library/Frameworks/WidgetKit.framework"])
        #expect(widget.sources[1].location == SourceLocation(file: sample + "/project.pbxproj", line: 64, column: 3))
    }

    @Test func settingsAreLayeredAndExpanded() throws {
        let project = try read()
        let app = try #require(project.target(named: "App"))
        let debug = try #require(app.configuration(named: "Debug"))
        #expect(debug.compilationConditions == ["DEBUG", "APP", "APP_TARGET", "BETA"])
        #expect(app.configuration(named: "Release")?.compilationConditions == [])
        #expect(debug.spokenAppName == "Sample été")
        #expect(debug.platforms == [.iOS, .macOS])
        #expect(debug.deploymentTargets == [DeploymentTarget(platform: .iOS, version: "17.0"), DeploymentTarget(platform: .macOS, version: "14.0")])
        #expect(debug.emitsLocalizedStrings == true)
        #expect(app.configuration(named: "Release")?.emitsLocalizedStrings == nil)
        #expect(debug.prefersStringCatalogs == true)
        #expect(debug.baseConfiguration?.path == "/etc/Base.xcconfig")
        #expect(debug.baseConfiguration?.base == .absolute)
        #expect(debug.settings.string("PRODUCT_NAME") == "App")
        #expect(debug.settings.string("SWIFT_COMPILATION_MODE") == nil)
        #expect(app.configuration(named: "Release")?.settings.string("SWIFT_COMPILATION_MODE") == "wholemodule")
        #expect(app.defaultConfiguration?.name == "Release")
        #expect(app.platforms == [.iOS, .macOS])

        let widget = try #require(project.target(named: "Widget"))
        let widgetDebug = try #require(widget.configuration(named: "Debug"))
        #expect(widgetDebug.compilationConditions == ["DEBUG"])
        #expect(widgetDebug.spokenAppName == "WidgetExtension")
        #expect(widgetDebug.deploymentTargets == [DeploymentTarget(platform: .iOS, version: "18.0")])
        #expect(widgetDebug.emitsLocalizedStrings == false)
    }

    @Test func filesNoTargetBuilds() throws {
        let project = try read()
        let unbuilt = paths(project.filesNoTargetBuilds)
        #expect(unbuilt == [
            "$(BUILT_PRODUCTS_DIR)/App.app", "$(BUILT_PRODUCTS_DIR)/Widget.appex", "Orphan.xcstrings", "/etc/Base.xcconfig",
            "Widget/Info.plist", "Widget/Preview/PreviewData.swift", "Widget/Widget.xcconfig",
        ])
        #expect(project.fileSystemPath(of: project.files.first { $0.path == "Orphan.xcstrings" }!) == fixturesDirectory() + "/Sample/Orphan.xcstrings")
    }

    @Test func withoutListingSynchronizedFoldersOnlyExceptionsNameFiles() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: sample + "/project.pbxproj")))
        let read = ProjectReader.read(bytes, projectFile: sample + "/project.pbxproj", listingSynchronizedFolders: false)
        let project = try #require(read.project)
        #expect(paths(project.target(named: "Widget")?.sources ?? []) == ["Sources/Shared/Shared.swift"])
        #expect(paths(project.target(named: "App")?.sources ?? []).last == "Widget/WidgetIntent.swift")
    }

    @Test func theXMLFormReadsTheSameProject() throws {
        let text = try Data(contentsOf: URL(fileURLWithPath: sample + "/project.pbxproj"))
        let object = try PropertyListSerialization.propertyList(from: text, format: nil)
        let xml = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        let fromXML = ProjectReader.read([UInt8](xml), projectFile: sample + "/project.pbxproj")
        #expect(fromXML.diagnostics.isEmpty)
        let xmlProject = try #require(fromXML.project)
        let project = try read()
        #expect(xmlProject.targets.map(\.name) == project.targets.map(\.name))
        for (xmlTarget, target) in zip(xmlProject.targets, project.targets) {
            #expect(paths(xmlTarget.sources) == paths(target.sources))
            #expect(paths(xmlTarget.resources) == paths(target.resources))
            #expect(xmlTarget.configurations.map(\.compilationConditions) == target.configurations.map(\.compilationConditions))
            #expect(xmlTarget.configurations.map(\.spokenAppName) == target.configurations.map(\.spokenAppName))
        }
        #expect(xmlProject.knownRegions == project.knownRegions)
    }

    @Test func aProjectFileWithoutItsFolderAndAMissingOne() throws {
        let missing = ProjectReader.read(contentsOf: fixturesDirectory() + "/Nowhere.xcodeproj")
        #expect(missing.isUnreadable)
        #expect(missing.project == nil)
        #expect(missing.diagnostics.map(\.id) == ["io.unreadable-file"])
        #expect(missing.diagnostics.first?.location?.file == fixturesDirectory() + "/Nowhere.xcodeproj/project.pbxproj")
    }

    @Test func projectsInAFolderAreFound() {
        #expect(ProjectReader.projects(in: fixturesDirectory() + "/Sample") == [sample])
        // Among the files of a walk made already: the same projects, and none from a hidden folder, a workspace
        // bundle, another project or outside the folder.
        let folder = fixturesDirectory() + "/Sample"
        let walked = FileIO.expand([folder]) { _ in true }.files
        #expect(ProjectReader.projects(among: walked, in: folder) == [sample])
        let made = ["/r/A.xcodeproj/project.pbxproj", "/r/.hidden/B.xcodeproj/project.pbxproj", "/r/W.xcworkspace/C.xcodeproj/project.pbxproj",
                    "/r/D.xcodeproj/E.xcodeproj/project.pbxproj", "/elsewhere/F.xcodeproj/project.pbxproj", "/r/sub/G.xcodeproj/project.pbxproj",
                    "/r/H.xcodeproj/other.pbxproj"]
        #expect(ProjectReader.projects(among: made, in: "/r") == ["/r/A.xcodeproj", "/r/sub/G.xcodeproj"])
        #expect(ProjectReader.projects(among: made, in: "/r/") == ProjectReader.projects(among: made, in: "/r"))
    }

    /// The extension and the project name read from bytes agree with what splitting the path finds, which they replace.
    @Test func extensionsAndProjectNamesReadFromBytes() {
        let paths = ["a/b.swift", "a/B.SWIFT", "Makefile", ".gitignore", "x/.hidden", "a..b", "a.b.", "a.", "..x", "a/b.tar.GZ",
                     "Folder.xcassets/", "dir/noext", "ü/É.Strings", "", "/", "a//b.c//", "...", "Ä.ÖL"]
        for path in paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let expected = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!).lowercased() : ""
            #expect(SynchronizedFolder.pathExtension(path) == expected, "\(path)")
        }
        for name in ["App.xcodeproj", "App", "My.xcodeproj.xcodeproj", "a.xcodeprojx", ".xcodeproj", "Ünï.xcodeproj", "A.XCODEPROJ", "My.App.xcodeproj", "xcodeproj", "A xcodeproj"] {
            #expect(ProjectResolver.projectName(name) == name.replacingOccurrences(of: ".xcodeproj", with: ""), "\(name)")
        }
    }

    @Test func buildSettingWordsAndReferences() {
        #expect(BuildSettings.words(#"A "B C" D\ E 'F G'"#) == ["A", "B C", "D E", "F G"])
        let settings = BuildSettings(
            levels: [["A": .string("$(B) $(inherited) ${C} $(UNKNOWN) $(SELF)"), "SELF": .string("$(SELF)x")], ["A": .string("base")]],
            builtins: ["B": "b", "C": "c"]
        )
        #expect(settings.string("A") == "b base c $(UNKNOWN) $(SELF)x")
        #expect(settings.string("Z") == nil)
    }

    /// Paths are folded lexically; the byte-level checks that skip clean paths agree with the full fold.
    @Test(arguments: [
        ("Sources/App.swift", "Sources/App.swift"),
        ("./Sources/App.swift", "Sources/App.swift"),
        ("Sources/./App.swift", "Sources/App.swift"),
        ("Sources//App.swift", "Sources/App.swift"),
        ("Sources/", "Sources"),
        (".", ""),
        ("/", "/"),
        ("", ""),
        ("a/../b", "b"),
        ("../Shared/x.swift", "../Shared/x.swift"),
        ("../../x", "../../x"),
        ("/../x", "/x"),
        (".hidden/x", ".hidden/x"),
        ("Target Support Files/../Pods/x.m", "Pods/x.m"),
        ("Été/./Résumé.swift", "Été/Résumé.swift"),
    ])
    func pathsAreFolded(path: String, folded: String) {
        #expect(PathNormalization.normalize(path) == folded)
        let clean = !path.contains("/.") && !path.contains("//") && !path.hasPrefix(".") && !path.hasSuffix("/")
        if clean { #expect(!PathNormalization.needsNormalizing(path)) }
        if path != folded { #expect(PathNormalization.needsNormalizing(path)) }
    }

    @Test func regionsComeFromLprojFolders() {
        #expect(ProjectResolver.region(of: "App/de.lproj/Localizable.strings") == "de")
        #expect(ProjectResolver.region(of: "App/Base.lproj/Main.storyboard") == "Base")
        #expect(ProjectResolver.region(of: "App/zh-Hans.lproj/Sub/File.strings") == "zh-Hans")
        #expect(ProjectResolver.region(of: "App/Localizable.xcstrings") == nil)
        #expect(ProjectResolver.region(of: "App/en.lproj") == nil)
        #expect(PathNormalization.contains("a.lproj/b", ".lproj"))
        #expect(!PathNormalization.contains(".lpro", ".lproj"))
        #expect(PathNormalization.contains("Été/x.lproj/y"[...], ".lproj"))
    }
}
