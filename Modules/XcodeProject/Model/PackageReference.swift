import Diagnostics

/// A Swift package the project references: a remote repository or a local folder.
public struct PackageReference: Hashable, Sendable, Encodable {
    /// Remote or local.
    public enum Kind: String, Hashable, Sendable, Encodable {
        /// `XCRemoteSwiftPackageReference`: a repository URL and a version requirement.
        case remote
        /// `XCLocalSwiftPackageReference`: a folder, relative to the source root.
        case local
    }

    /// Remote or local.
    public var kind: Kind
    /// The repository URL (remote) or the folder's path relative to the source root (local).
    public var location: String
    /// The version requirement of a remote package, such as `upToNextMajorVersion 1.2.0` or `branch main`.
    public var requirement: String?
    /// Where the reference is in the project file.
    public var sourceLocation: SourceLocation?

    /// The package's name as Xcode shows it: the last path component without `.git`.
    public var name: String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }
}

/// A package product a target links (`XCSwiftPackageProductDependency`).
public struct PackageProduct: Hashable, Sendable, Encodable {
    /// The product's name.
    public var name: String
    /// The package it comes from, when the project references it (a package added through a workspace has none).
    public var package: PackageReference?
}
