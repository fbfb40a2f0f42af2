import SwiftIfConfig
import SwiftSyntax

/// How `#if` is evaluated when the user names the conditions that are set: as for an iOS device.
///
/// `canImport` holds for every module (an app written for Apple platforms imports Apple's frameworks),
/// `os(iOS)` and `arch(arm64)` hold, the simulator does not, only the given custom conditions are set,
/// and `compiler(…)` / `swift(…)` compare with the stated versions.
struct DeviceBuildConfiguration: BuildConfiguration {
    var conditions: Set<String>
    var languageVersion: VersionTuple
    var compilerVersion: VersionTuple

    func isCustomConditionSet(name: String) -> Bool { conditions.contains(name) }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool { true }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    var endianness: Endianness { .little }
}
