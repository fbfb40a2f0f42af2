import SwiftIfConfig
import SwiftSyntax

/// How `#if` is evaluated when the user names the conditions that are set: as for a device (an iPhone unless
/// another operating system is named).
///
/// `canImport` holds for every module but Apple's platform-only ones (`UIKit` off macOS, `AppKit` on it only…),
/// `os(…)` of the operating system and `arch(arm64)` hold, the simulator does not, only the given custom conditions are set,
/// and `compiler(…)` / `swift(…)` compare with the stated versions.
struct DeviceBuildConfiguration: BuildConfiguration {
    var conditions: Set<String>
    /// The name `os(…)` holds for: `iOS`, `macOS`, `watchOS`, `tvOS` or `visionOS`; `macCatalyst` is iOS with
    /// `targetEnvironment(macCatalyst)`.
    var operatingSystem: String = "iOS"
    var languageVersion: VersionTuple
    var compilerVersion: VersionTuple

    func isCustomConditionSet(name: String) -> Bool { conditions.contains(name) }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1, let systems = Self.platformModules[module] else { return true }
        return systems.contains(operatingSystem)
    }

    /// Apple's modules that exist on some systems only; every other module can be imported everywhere.
    static let platformModules: [String: Set<String>] = [
        "UIKit": ["iOS", "tvOS", "visionOS", "macCatalyst"], "AppKit": ["macOS"], "Cocoa": ["macOS"], "WatchKit": ["watchOS"],
        "ClockKit": ["watchOS"], "CarPlay": ["iOS"], "MessageUI": ["iOS", "visionOS"], "ServiceManagement": ["macOS"],
        "ScreenCaptureKit": ["macOS"], "ApplicationServices": ["macOS"], "IOKit": ["macOS"],
    ]
    func isActiveTargetOS(name: String) -> Bool { operatingSystem == "macCatalyst" ? name == "iOS" : name == operatingSystem }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { name == "macCatalyst" && operatingSystem == "macCatalyst" }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    var endianness: Endianness { .little }
}
