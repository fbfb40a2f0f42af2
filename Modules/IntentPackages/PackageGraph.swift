import Diagnostics
import IntentMetadata

/// App Intents packages and what they include: the input to resolution and merging.
///
/// A node is a package: its identifier, the packages it includes (in declared order, each with
/// where it was declared), and the definitions it contributes. Nodes come from metadata documents
/// (``add(document:owner:path:locate:)``, or a manifest through ``PackageManifest``) and from Swift
/// `AppIntentsPackage` types reflected with `AppIntentModel`, and the two can be mixed.
public struct PackageGraph: Sendable {
    /// One package.
    public struct Node: Sendable {
        /// The package's identifier (its type name).
        public var identifier: String
        /// The packages it includes, in declared order.
        public var includes: [Include]
        /// The definitions it contributes (its document without the `packages` section).
        public var contents: MetadataDocument
        /// Where it is declared: a document, or a Swift type.
        public var origin: String
        /// The location of its declaration, when known.
        public var location: SourceLocation?

        /// Creates a package node.
        public init(identifier: String, includes: [Include], contents: MetadataDocument, origin: String, location: SourceLocation? = nil) {
            self.identifier = identifier
            self.includes = includes
            self.contents = contents
            self.origin = origin
            self.location = location
        }
    }

    /// One `includedPackages` entry.
    public struct Include: Hashable, Sendable {
        /// The included package's identifier.
        public var identifier: String
        /// Where the include is declared, when known.
        public var location: SourceLocation?

        /// Creates an include.
        public init(identifier: String, location: SourceLocation? = nil) {
            self.identifier = identifier
            self.location = location
        }
    }

    /// The packages by identifier.
    public private(set) var nodes: [String: Node] = [:]
    /// The packages in the order they were added.
    public private(set) var identifiers: [String] = []
    /// Problems found while building the graph.
    public private(set) var diagnostics: [Diagnostic] = []

    /// An empty graph.
    public init() {}

    /// Adds a package node; a second node with the same identifier is reported and ignored.
    public mutating func add(_ node: Node) {
        if let existing = nodes[node.identifier] {
            diagnostics.append(PackageChecks.duplicatePackage.diagnostic(
                "package '\(node.identifier)' is declared by \(node.origin) and already by \(existing.origin); the second is ignored",
                at: node.location,
                notes: [Diagnostic.Note("first declared here", at: existing.location ?? SourceLocation(file: existing.origin))]
            ))
            return
        }
        nodes[node.identifier] = node
        identifiers.append(node.identifier)
    }

    /// Adds the packages a metadata document declares, with the document's definitions in one of them.
    ///
    /// The definitions belong to `owner`, or to the document's only package when `owner` is `nil`. A document
    /// that declares no package, several without an owner, or not the owner named is reported
    /// (`packages.unowned-document`) and adds nothing.
    ///
    /// - Parameters:
    ///   - document: the document; its `packages` section declares the packages and what each includes.
    ///   - owner: the package that owns the document's definitions, when it declares several.
    ///   - path: the document's file, for messages.
    ///   - locate: where package `index` (and its include `include`) is written, when known.
    public mutating func add(
        document: MetadataDocument,
        owner: String? = nil,
        path: String,
        locate: (_ index: Int, _ include: Int?) -> SourceLocation? = { _, _ in nil }
    ) {
        var contents = document
        contents.packages = []
        let declared = document.packages
        let ownerIdentifier: String
        if let owner {
            guard declared.contains(where: { $0.identifier == owner }) else {
                let known = declared.map(\.identifier)
                diagnostics.append(PackageChecks.unownedDocument.diagnostic(
                    "\(path) does not declare the package '\(owner)' the manifest names as its owner\(Suggestions.didYouMean(owner, among: known))",
                    at: SourceLocation(file: path)
                ))
                return
            }
            ownerIdentifier = owner
        } else {
            guard declared.count == 1 else {
                let message = declared.isEmpty
                    ? "\(path) declares no package, so its definitions belong to none; add a 'packages' entry for its framework"
                    : "\(path) declares \(declared.count) packages (\(declared.map(\.identifier).joined(separator: ", "))); name the one that owns its definitions with \"package\" in the manifest"
                diagnostics.append(PackageChecks.unownedDocument.diagnostic(message, at: SourceLocation(file: path)))
                return
            }
            ownerIdentifier = declared[0].identifier
        }
        for (index, package) in declared.enumerated() {
            let location = package.location ?? locate(index, nil) ?? SourceLocation(file: path)
            add(Node(
                identifier: package.identifier,
                includes: package.includedPackages.enumerated().map { Include(identifier: $1, location: locate(index, $0) ?? location) },
                contents: package.identifier == ownerIdentifier ? contents : MetadataDocument(),
                origin: path,
                location: location
            ))
        }
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
