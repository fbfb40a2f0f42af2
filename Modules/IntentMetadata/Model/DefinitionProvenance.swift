/// Where a definition of a merged app document came from: the package that contributed it, and how the app reached that package.
public struct DefinitionProvenance: Hashable, Sendable, Codable {
    /// The package whose document (or Swift module) declares the definition.
    public var package: String
    /// The include path from the app's root package to `package`, both ends included.
    public var includePath: [String]
    /// Other packages that declare the identical definition (it was merged once).
    public var alsoFrom: [String]

    /// Creates a provenance record.
    public init(package: String, includePath: [String], alsoFrom: [String] = []) {
        self.package = package
        self.includePath = includePath
        self.alsoFrom = alsoFrom
    }

    private enum CodingKeys: String, CodingKey {
        case package, includePath, alsoFrom
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            package: try c.decode(String.self, forKey: .package),
            includePath: try c.decode([String].self, forKey: .includePath),
            alsoFrom: try c.decodeIfPresent([String].self, forKey: .alsoFrom) ?? []
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(package, forKey: .package)
        try c.encode(includePath, forKey: .includePath)
        if !alsoFrom.isEmpty { try c.encode(alsoFrom, forKey: .alsoFrom) }
    }
}
