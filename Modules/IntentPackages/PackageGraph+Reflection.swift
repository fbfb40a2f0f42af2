import AppIntentModel
import IntentMetadata

extension PackageGraph {
    /// Adds a Swift `AppIntentsPackage` type: its includes from `includedPackages`, its definitions from `contents`.
    ///
    /// `contents` is the reflection of the package's module (`MetadataReflector`), so a
    /// framework declared in Swift and one described by a document on disk can be mixed in one graph.
    public mutating func add(package: any AppIntentsPackage.Type, contents: MetadataDocument) {
        var definitions = contents
        definitions.packages = []
        add(Node(
            identifier: String(describing: package),
            includes: package.includedPackages.map { Include(identifier: String(describing: $0), location: nil) },
            contents: definitions,
            origin: "Swift type \(String(describing: package))",
            location: nil
        ))
    }
}
