import Diagnostics

/// One build configuration of a target (or of the project), such as Debug or Release, with its settings resolved.
public struct BuildConfiguration: Sendable, Encodable {
    /// The configuration's name.
    public var name: String
    /// The settings, the target's over the project's configuration of the same name.
    public var settings: BuildSettings
    /// The `.xcconfig` file the configuration is based on, if any. Its settings are not read.
    public var baseConfiguration: ProjectFile?
    /// Where the `XCBuildConfiguration` is in the project file.
    public var location: SourceLocation?

    /// Creates a configuration.
    init(name: String, settings: BuildSettings, baseConfiguration: ProjectFile?, location: SourceLocation?) {
        self.name = name
        self.settings = settings
        self.baseConfiguration = baseConfiguration
        self.location = location
    }

    /// The conditions `#if` sees: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, then each `-D` of `OTHER_SWIFT_FLAGS`, without repeats.
    public var compilationConditions: [String] {
        var conditions: [String] = []
        for condition in settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") where !conditions.contains(condition) {
            conditions.append(condition)
        }
        var flags = settings.list("OTHER_SWIFT_FLAGS")[...]
        while let flag = flags.popFirst() {
            var condition: String?
            if flag == "-D" {
                condition = flags.popFirst()
            } else if flag.hasPrefix("-D") {
                condition = String(flag.dropFirst(2))
            }
            if let condition, !condition.isEmpty, !conditions.contains(condition) { conditions.append(condition) }
        }
        return conditions
    }

    /// The name people say for the app: `INFOPLIST_KEY_CFBundleDisplayName`, else `PRODUCT_NAME` (the target's name by default).
    ///
    /// A display name written only in the target's Info.plist file is not read here.
    public var spokenAppName: String? {
        if let display = settings.string("INFOPLIST_KEY_CFBundleDisplayName"), !display.isEmpty { return display }
        if let product = settings.string("PRODUCT_NAME"), !product.isEmpty { return product }
        return nil
    }

    /// The platforms the configuration builds for: `SUPPORTED_PLATFORMS`, else `SDKROOT`.
    public var platforms: [Platform] {
        var platforms: [Platform] = []
        let supported = settings.list("SUPPORTED_PLATFORMS")
        let names = supported.isEmpty ? settings.list("SDKROOT") : supported
        for name in names {
            if let platform = Platform(sdk: name), !platforms.contains(platform) { platforms.append(platform) }
        }
        return platforms.sorted()
    }

    /// The deployment target of each of ``platforms`` that the settings give (every one set, when the platforms are unknown).
    public var deploymentTargets: [DeploymentTarget] {
        let platforms = self.platforms
        return (platforms.isEmpty ? Platform.allCases : platforms).compactMap { platform in
            guard let version = settings.string(platform.deploymentTargetSetting), !version.isEmpty else { return nil }
            return DeploymentTarget(platform: platform, version: version)
        }
    }

    /// `SWIFT_EMIT_LOC_STRINGS`: whether the build extracts localizable strings from Swift sources.
    public var emitsLocalizedStrings: Bool? { settings.bool("SWIFT_EMIT_LOC_STRINGS") }

    /// `LOCALIZATION_PREFERS_STRING_CATALOGS`: whether Xcode puts extracted strings in String Catalogs.
    public var prefersStringCatalogs: Bool? { settings.bool("LOCALIZATION_PREFERS_STRING_CATALOGS") }

    private enum CodingKeys: String, CodingKey {
        case name, compilationConditions, spokenAppName, platforms, deploymentTargets, emitsLocalizedStrings,
             prefersStringCatalogs, baseConfiguration, settings, location
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(compilationConditions, forKey: .compilationConditions)
        try container.encodeIfPresent(spokenAppName, forKey: .spokenAppName)
        try container.encode(platforms, forKey: .platforms)
        try container.encode(deploymentTargets, forKey: .deploymentTargets)
        try container.encodeIfPresent(emitsLocalizedStrings, forKey: .emitsLocalizedStrings)
        try container.encodeIfPresent(prefersStringCatalogs, forKey: .prefersStringCatalogs)
        try container.encodeIfPresent(baseConfiguration, forKey: .baseConfiguration)
        try container.encode(settings, forKey: .settings)
        try container.encodeIfPresent(location, forKey: .location)
    }
}
