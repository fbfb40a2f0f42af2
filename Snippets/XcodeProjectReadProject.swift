// Reads an Xcode project file into its targets, their files and their resolved build settings, without Xcode.
import Diagnostics
import XcodeProject

// snippet.hide
// A small project: an app and its widget extension, with a catalog no target ships.
let projectText = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	objectVersion = 77;
	objects = {
		B1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
		B2 /* OrderSoupIntent.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* OrderSoupIntent.swift */; };
		B3 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = F3 /* Localizable.xcstrings */; };
		B4 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F4 /* Widget.swift */; };
		F1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
		F2 /* OrderSoupIntent.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = OrderSoupIntent.swift; sourceTree = "<group>"; };
		F3 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = "<group>"; };
		F4 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
		F5 /* Orphan.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Orphan.xcstrings; sourceTree = "<group>"; };
		F6 /* SoupChef.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = SoupChef.app; sourceTree = BUILT_PRODUCTS_DIR; };
		F7 /* Widget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
		G0 = {isa = PBXGroup; children = (G1 /* App */, G2 /* Widget */, F5 /* Orphan.xcstrings */, G3 /* Products */, ); sourceTree = "<group>"; };
		G1 /* App */ = {isa = PBXGroup; children = (F1 /* App.swift */, F2 /* OrderSoupIntent.swift */, F3 /* Localizable.xcstrings */, ); path = App; sourceTree = "<group>"; };
		G2 /* Widget */ = {isa = PBXGroup; children = (F4 /* Widget.swift */, ); path = Widget; sourceTree = "<group>"; };
		G3 /* Products */ = {isa = PBXGroup; children = (F6 /* SoupChef.app */, F7 /* Widget.appex */, ); name = Products; sourceTree = "<group>"; };
		S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1 /* App.swift in Sources */, B2 /* OrderSoupIntent.swift in Sources */, ); };
		R1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B3 /* Localizable.xcstrings in Resources */, ); };
		S2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B4 /* Widget.swift in Sources */, ); };
		T1 /* SoupChef */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1 /* Sources */, R1 /* Resources */, ); name = SoupChef; productName = SoupChef; productReference = F6 /* SoupChef.app */; productType = "com.apple.product-type.application"; };
		T2 /* Widget */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2 /* Sources */, ); name = Widget; productName = Widget; productReference = F7 /* Widget.appex */; productType = "com.apple.product-type.app-extension"; };
		P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L0; developmentRegion = en; knownRegions = (en, Base, de, ); mainGroup = G0; targets = (T1 /* SoupChef */, T2 /* Widget */, ); };
		C0D /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG; }; name = Debug; };
		C0R /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; }; name = Release; };
		C1D /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_CFBundleDisplayName = "Soup Chef"; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) BETA"; SWIFT_EMIT_LOC_STRINGS = YES; }; name = Debug; };
		C1R /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_CFBundleDisplayName = "Soup Chef"; SWIFT_EMIT_LOC_STRINGS = YES; }; name = Release; };
		C2D /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 18.0; PRODUCT_NAME = "$(TARGET_NAME)Extension"; }; name = Debug; };
		C2R /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 18.0; PRODUCT_NAME = "$(TARGET_NAME)Extension"; }; name = Release; };
		L0 = {isa = XCConfigurationList; buildConfigurations = (C0D /* Debug */, C0R /* Release */, ); defaultConfigurationName = Release; };
		L1 = {isa = XCConfigurationList; buildConfigurations = (C1D /* Debug */, C1R /* Release */, ); defaultConfigurationName = Release; };
		L2 = {isa = XCConfigurationList; buildConfigurations = (C2D /* Debug */, C2R /* Release */, ); defaultConfigurationName = Release; };
	};
	rootObject = P1 /* Project object */;
}
"""#
// snippet.show

// snippet.read
// `ProjectReader.read(contentsOf:)` reads an `.xcodeproj` from disk; here the project file's bytes are at hand.
let reading = ProjectReader.read(Array(projectText.utf8), projectFile: "SoupChef/SoupChef.xcodeproj/project.pbxproj")
for diagnostic in reading.diagnostics { print(diagnostic) }
guard let project = reading.project else { fatalError("not a project") }

print("regions: \(project.knownRegions), development region: \(project.developmentRegion ?? "unknown")")
for target in project.targets {
    print(target.name, target.productType?.shortName ?? "", target.platforms.map(\.rawValue))
    // A file's path is relative to its base, the source root here; `fileSystemPath(of:)` gives the path to open.
    print("  Swift:", target.swiftSources.compactMap(project.fileSystemPath(of:)))
    print("  resources:", target.resources.map(\.path))
}
// Files the project names that no target builds, products aside: here a catalog nothing ships.
print("no target builds:", project.filesNoTargetBuilds.filter { $0.base == .sourceRoot }.map(\.path))
// snippet.end

// snippet.settings
// A target's configuration is layered over the project's configuration of the same name.
let app = project.target(named: "SoupChef")!
let debug = app.configuration(named: "Debug")!
print(debug.compilationConditions)                             // ["DEBUG", "BETA"]
print(debug.spokenAppName ?? "")                               // Soup Chef
print(debug.deploymentTargets.map(\.description))              // ["iOS 17.0"]
print(debug.settings.string("SWIFT_ACTIVE_COMPILATION_CONDITIONS") ?? "")   // DEBUG BETA

let widget = project.target(named: "Widget")!.defaultConfiguration!
print(widget.name, widget.spokenAppName ?? "")                 // Release WidgetExtension
// snippet.end

// snippet.syntax
// A syntax error stops the read with one diagnostic at its line and column, and no project.
let broken = ProjectReader.read(Array("{\n\tarchiveVersion = 1\n\tobjects = {};\n}\n".utf8), projectFile: "Broken.xcodeproj/project.pbxproj")
print(broken.diagnostics)
// snippet.end

// snippet.hide
precondition(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
precondition(project.path == "SoupChef/SoupChef.xcodeproj" && project.sourceRoot == "SoupChef", "\(project.path) \(project.sourceRoot)")
precondition(project.objectVersion == 77 && project.knownRegions == ["en", "Base", "de"])
precondition(project.targets.map(\.name) == ["SoupChef", "Widget"])
precondition(app.productType?.isApplication == true && project.target(named: "Widget")!.productType?.isExtension == true)
precondition(app.swiftSources.compactMap(project.fileSystemPath(of:)) == ["SoupChef/App/App.swift", "SoupChef/App/OrderSoupIntent.swift"], "\(app.swiftSources)")
precondition(app.resources.map(\.path) == ["App/Localizable.xcstrings"], "\(app.resources.map(\.path))")
precondition(app.platforms == [.iOS])
precondition(project.filesNoTargetBuilds.map(\.path) == ["Orphan.xcstrings", "SoupChef.app", "Widget.appex"], "\(project.filesNoTargetBuilds.map(\.path))")
precondition(project.filesNoTargetBuilds.filter { $0.base == .sourceRoot }.map(\.path) == ["Orphan.xcstrings"])
precondition(app.product?.base == .builtProducts)
precondition(debug.compilationConditions == ["DEBUG", "BETA"], "\(debug.compilationConditions)")
precondition(app.configuration(named: "Release")!.compilationConditions.isEmpty)
precondition(debug.spokenAppName == "Soup Chef" && debug.emitsLocalizedStrings == true)
precondition(debug.deploymentTargets == [DeploymentTarget(platform: .iOS, version: "17.0")])
precondition(debug.settings.string("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == "DEBUG BETA")
precondition(widget.name == "Release" && widget.spokenAppName == "WidgetExtension")
precondition(project.target(named: "Widget")!.defaultConfiguration!.deploymentTargets.map(\.description) == ["iOS 18.0"])
precondition(broken.project == nil && broken.diagnostics.count == 1 && broken.diagnostics[0].id == ProjectChecks.syntax.id)
precondition(broken.diagnostics[0].location?.line == 2, "\(broken.diagnostics)")
