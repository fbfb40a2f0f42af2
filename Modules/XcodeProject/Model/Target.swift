import Diagnostics

/// One target of a project, with the files it builds and its configurations.
public struct Target: Sendable, Encodable {
    /// The kind of target object.
    public enum Kind: String, Hashable, Sendable, Encodable {
        /// `PBXNativeTarget`: builds a product from sources.
        case native
        /// `PBXAggregateTarget`: runs scripts and groups other targets.
        case aggregate
        /// `PBXLegacyTarget`: runs an external build tool.
        case legacy
    }

    /// The target's name.
    public var name: String
    /// The kind of target object.
    public var kind: Kind
    /// What the target builds (native targets only).
    public var productType: ProductType?
    /// The `productName` the project records.
    public var productName: String?
    /// The product file (an `.app`, `.appex`, `.framework`…), in `BUILT_PRODUCTS_DIR`.
    public var product: ProjectFile?
    /// The files of the Sources phase (Swift and other compiled sources, `.intentdefinition`, Core Data models…), in phase order, synchronized folders' files after.
    public var sources: [ProjectFile]
    /// The files of the Resources phase (catalogs, `.strings`, storyboards, assets…), in the same order.
    public var resources: [ProjectFile]
    /// The files of the Frameworks phase (frameworks and libraries it links).
    public var frameworks: [ProjectFile]
    /// The package products it links.
    public var packageProducts: [PackageProduct]
    /// The names of the targets it depends on, including other projects' targets.
    public var dependencies: [String]
    /// The synchronized folders it builds, as paths relative to the source root.
    public var synchronizedFolders: [String]
    /// Its build configurations, in the project's order.
    public var configurations: [BuildConfiguration]
    /// The configuration command-line builds use (`defaultConfigurationName`).
    public var defaultConfigurationName: String?
    /// Where the target object is in the project file.
    public var location: SourceLocation?

    /// The configuration named `name`.
    public func configuration(named name: String) -> BuildConfiguration? {
        configurations.first { $0.name == name }
    }

    /// The default configuration, else the last one (usually Release).
    public var defaultConfiguration: BuildConfiguration? {
        defaultConfigurationName.flatMap(configuration(named:)) ?? configurations.last
    }

    /// The Swift files it compiles.
    public var swiftSources: [ProjectFile] { sources.filter(\.isSwift) }

    /// Every platform any of its configurations builds for.
    public var platforms: [Platform] {
        Array(Set(configurations.flatMap(\.platforms))).sorted()
    }

    private enum CodingKeys: String, CodingKey {
        case name, kind, productType, productName, product, platforms, defaultConfigurationName, configurations, dependencies,
             packageProducts, synchronizedFolders, sources, resources, frameworks, location
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(productType, forKey: .productType)
        try container.encodeIfPresent(productName, forKey: .productName)
        try container.encodeIfPresent(product, forKey: .product)
        try container.encode(platforms, forKey: .platforms)
        try container.encodeIfPresent(defaultConfigurationName, forKey: .defaultConfigurationName)
        try container.encode(configurations, forKey: .configurations)
        try container.encode(dependencies, forKey: .dependencies)
        try container.encode(packageProducts, forKey: .packageProducts)
        try container.encode(synchronizedFolders, forKey: .synchronizedFolders)
        try container.encode(sources, forKey: .sources)
        try container.encode(resources, forKey: .resources)
        try container.encode(frameworks, forKey: .frameworks)
        try container.encodeIfPresent(location, forKey: .location)
    }
}

/// What a native target builds, as its `productType` says (`com.apple.product-type.application`…).
public struct ProductType: RawRepresentable, Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The identifier, such as `com.apple.product-type.app-extension`.
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The identifier without `com.apple.product-type.`, such as `application` or `app-extension`.
    public var shortName: String {
        let prefix = "com.apple.product-type."
        return rawValue.hasPrefix(prefix) ? String(rawValue.dropFirst(prefix.count)) : rawValue
    }

    /// An app (iOS, macOS, tvOS, visionOS, or a watchOS app), not a watch app's container stub.
    public var isApplication: Bool {
        shortName == "application" || shortName == "application.watchapp2" || shortName == "application.messages"
    }

    /// An app extension or ExtensionKit extension (widgets, intents, share…), including watchOS ones.
    public var isExtension: Bool {
        shortName.hasPrefix("app-extension") || shortName == "extensionkit-extension" || shortName.hasPrefix("watchkit2-extension")
            || shortName == "tv-app-extension" || shortName == "system-extension"
    }

    /// A framework or library, which an app's intents may come from.
    public var isFramework: Bool {
        shortName.hasPrefix("framework") || shortName.hasPrefix("library")
    }

    /// A unit or UI test bundle.
    public var isTest: Bool { shortName.hasPrefix("bundle.unit-test") || shortName.hasPrefix("bundle.ui-testing") }

    public var description: String { rawValue }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
