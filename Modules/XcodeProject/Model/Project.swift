import Diagnostics
import Foundation

/// An Xcode project read and resolved: its targets with their files and settings, its regions and packages.
///
///     let read = ProjectReader.read(contentsOf: "App/App.xcodeproj")
///     for target in read.project?.targets ?? [] where target.productType?.isApplication == true {
///         print(target.name, target.swiftSources.count, target.defaultConfiguration?.compilationConditions ?? [])
///     }
public struct Project: Sendable, Encodable {
    /// The `.xcodeproj` folder (or the project file, when it is not in one), as given.
    public var path: String
    /// The `project.pbxproj` file read.
    public var projectFile: String
    /// The folder source-root paths start from: the folder holding the `.xcodeproj`, plus `projectDirPath`.
    public var sourceRoot: String
    /// `objectVersion`: the Xcode format the file is written in (46 for Xcode 3.2 … 77 for Xcode 16).
    public var objectVersion: Int?
    /// The project's development region (`developmentRegion`), such as `en`.
    public var developmentRegion: String?
    /// The regions the project is localized in (`knownRegions`), `Base` included.
    public var knownRegions: [String]
    /// The targets, in the project's order.
    public var targets: [Target]
    /// The project-level build configurations, whose settings every target inherits.
    public var configurations: [BuildConfiguration]
    /// The Swift packages the project references.
    public var packages: [PackageReference]
    /// Every file the project names, whether a target builds it or not: file references, then the files in synchronized folders.
    public var files: [ProjectFile]
    /// Where `knownRegions` is written, for findings about the regions.
    public var knownRegionsLocation: SourceLocation?

    /// The target named `name`.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The path of `file` on this machine, or `nil` when it lies in a folder only a build knows (`BUILT_PRODUCTS_DIR`, `SDKROOT`…).
    public func fileSystemPath(of file: ProjectFile) -> String? {
        switch file.base {
        case .absolute: file.path
        case .sourceRoot: sourceRoot.isEmpty ? file.path : Self.join(sourceRoot, file.path)
        default: nil
        }
    }

    /// The files of ``files`` that no target builds (in its Sources, Resources or Frameworks phase), such as an orphan catalog.
    public var filesNoTargetBuilds: [ProjectFile] {
        var built: Set<ProjectFile.Key> = []
        for target in targets {
            for file in target.sources { built.insert(file.key) }
            for file in target.resources { built.insert(file.key) }
            for file in target.frameworks { built.insert(file.key) }
        }
        return files.filter { !built.contains($0.key) }
    }

    static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if folder.isEmpty || folder == "." { return path }
        return PathNormalization.normalize(folder.hasSuffix("/") ? folder + path : folder + "/" + path)
    }

    private enum CodingKeys: String, CodingKey {
        case path, projectFile, sourceRoot, objectVersion, developmentRegion, knownRegions, packages, configurations, targets, files
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(projectFile, forKey: .projectFile)
        try container.encode(sourceRoot, forKey: .sourceRoot)
        try container.encodeIfPresent(objectVersion, forKey: .objectVersion)
        try container.encodeIfPresent(developmentRegion, forKey: .developmentRegion)
        try container.encode(knownRegions, forKey: .knownRegions)
        try container.encode(packages, forKey: .packages)
        try container.encode(configurations, forKey: .configurations)
        try container.encode(targets, forKey: .targets)
        try container.encode(files, forKey: .files)
    }
}

/// Lexical path clean-up: `.` components dropped, `name/..` folded, repeated slashes merged.
enum PathNormalization {
    static func normalize(_ path: String) -> String {
        guard needsNormalizing(path) else { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    /// Whether `path` has a `.` or `..` component, a repeated or trailing slash, or is `.`: one pass over
    /// its UTF-8 bytes (Foundation's `contains` is a locale-aware search, and this runs for every file).
    static func needsNormalizing(_ path: String) -> Bool {
        var previous: UInt8 = 0x2F  // a path starts as if after a slash: "./x" and "." need work
        var isFirst = true
        for byte in path.utf8 {
            if previous == 0x2F, byte == 0x2E || (byte == 0x2F && !isFirst) { return true }
            previous = byte
            isFirst = false
        }
        return previous == 0x2F && !isFirst
    }

    /// Whether `text` contains `needle` byte for byte.
    static func contains(_ text: some StringProtocol, _ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let first = pattern.first else { return true }
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
                var index = 1
                while index < pattern.count, bytes[start + index] == pattern[index] { index += 1 }
                if index == pattern.count { return true }
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(search) ?? Array(text.utf8).withUnsafeBufferPointer(search)
    }

    /// `child` under `parent` (either may be empty), normalized.
    static func join(_ parent: String, _ child: String) -> String {
        if child.hasPrefix("/") { return normalize(child) }
        if parent.isEmpty { return normalize(child) }
        if child.isEmpty { return parent }
        return normalize(parent + "/" + child)
    }
}
