/// An Apple platform a target builds for.
public enum Platform: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// iOS and iPadOS (`iphoneos`).
    case iOS
    /// macOS (`macosx`).
    case macOS
    /// tvOS (`appletvos`).
    case tvOS
    /// watchOS (`watchos`).
    case watchOS
    /// visionOS (`xros`).
    case visionOS
    /// DriverKit (`driverkit`).
    case driverKit

    /// The platform of an SDK or platform name as build settings write it (`iphoneos`, `iphonesimulator`, `macosx`, `xros`…).
    public init?(sdk: String) {
        let name = sdk.lowercased()
        switch name {
        case _ where name.hasPrefix("iphone"): self = .iOS
        case _ where name.hasPrefix("macosx"): self = .macOS
        case _ where name.hasPrefix("appletv"): self = .tvOS
        case _ where name.hasPrefix("watch"): self = .watchOS
        case _ where name.hasPrefix("xr"): self = .visionOS
        case _ where name.hasPrefix("driverkit"): self = .driverKit
        default: return nil
        }
    }

    /// The build setting that holds this platform's deployment target.
    public var deploymentTargetSetting: String {
        switch self {
        case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        case .driverKit: "DRIVERKIT_DEPLOYMENT_TARGET"
        }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The oldest version of a platform a configuration builds for, such as iOS 17.0.
public struct DeploymentTarget: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The platform.
    public var platform: Platform
    /// The version as the build setting writes it, such as `17.0`.
    public var version: String

    /// Creates a deployment target.
    public init(platform: Platform, version: String) {
        self.platform = platform
        self.version = version
    }

    public var description: String { "\(platform.rawValue) \(version)" }
}
