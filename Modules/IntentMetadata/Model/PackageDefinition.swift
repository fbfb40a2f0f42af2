import Diagnostics

/// An `AppIntentsPackage` and the packages it includes.
public struct PackageDefinition: MetadataDefinition {
    public static let kindName = "package"

    /// The type name, such as `SoupKitPackage`.
    public var identifier: String
    /// The packages it includes (`includedPackages`), by identifier. They may live in other documents.
    public var includedPackages: [String]
    /// Where the package is declared.
    public var location: SourceLocation?
    /// In a merged app document: the package that contributed the definition and how the app reaches it.
    public var provenance: DefinitionProvenance?

    /// Creates a package definition.
    public init(identifier: String, includedPackages: [String] = [], location: SourceLocation? = nil) {
        self.identifier = identifier
        self.includedPackages = includedPackages
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, includedPackages, location, provenance
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try c.decode(String.self, forKey: .identifier),
            includedPackages: try c.decodeIfPresent([String].self, forKey: .includedPackages) ?? [],
            location: try c.decodeIfPresent(SourceLocation.self, forKey: .location)
        )
        provenance = try c.decodeIfPresent(DefinitionProvenance.self, forKey: .provenance)
    }
}
