import Diagnostics
import Foundation
import IntentMetadata
import PositionedJSON

/// A package manifest: the app's root package and the metadata documents that describe its frameworks.
///
/// ```json
/// {
///   "root": "CookbookAppPackage",
///   "documents": [
///     "App/metadata.json",
///     {"path": "CoreKit/metadata.json", "package": "CoreKitPackage"}
///   ]
/// }
/// ```
///
/// Paths are relative to the manifest's folder. Each document's definitions belong to the one
/// package it declares in its `packages` section, or to the package named by `"package"` when
/// it declares several. See `docs/packages.md`.
public enum PackageManifest {
    /// What loading a manifest produced.
    public struct Result: Sendable {
        /// The graph of every package the documents declare.
        public var graph: PackageGraph
        /// The app's root package, if the manifest names one.
        public var root: String?
        /// Problems in the manifest and its documents (references between documents are checked after merging).
        public var diagnostics: [Diagnostic]
        /// Whether the manifest itself could not be read (a reason to exit with status 2).
        public var isUnreadable: Bool
    }

    static let knownKeys = ["root", "documents"]
    static let knownEntryKeys = ["path", "package"]

    /// Loads the manifest at `path` and every document it lists.
    public static func load(contentsOf path: String) -> Result {
        var result = Result(graph: PackageGraph(), root: nil, diagnostics: [], isUnreadable: false)
        let bytes: [UInt8]
        switch FileIO.read(path) {
        case .success(let read): bytes = read
        case .failure(let error):
            result.diagnostics = [error.diagnostic]
            result.isUnreadable = true
            return result
        }
        let json: JSONDocument
        do {
            json = try JSONDocument(parsing: bytes, path: path)
        } catch {
            result.diagnostics = [PackageChecks.invalidManifest.diagnostic(error.message, at: SourceLocation(file: path, line: error.line, column: error.column))]
            return result
        }
        guard case .object(let root) = json.root.value else {
            result.diagnostics = [PackageChecks.invalidManifest.diagnostic("a package manifest is a JSON object, but this file holds \(json.root.kindDescription)", at: json.location(of: json.root))]
            return result
        }
        for member in root.members where !knownKeys.contains(member.key) {
            result.diagnostics.append(PackageChecks.unknownKey.diagnostic(
                "unknown key '\(member.key)' is ignored\(Suggestions.didYouMean(member.key, among: knownKeys))",
                at: json.location(ofOffset: member.keyOffset)
            ))
        }
        if case .string(let name)? = root["root"]?.value {
            result.root = name
        } else {
            let found = root["root"].map { ", found \($0.kindDescription)" } ?? ""
            result.diagnostics.append(PackageChecks.invalidManifest.diagnostic("the manifest needs \"root\": the app's package identifier, as a string\(found)", at: json.location(of: root["root"] ?? json.root)))
        }
        guard let documents = root["documents"], case .array(let entries) = documents.value else {
            result.diagnostics.append(PackageChecks.invalidManifest.diagnostic("the manifest needs \"documents\": an array of metadata document paths", at: json.location(of: root["documents"] ?? json.root)))
            return result
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for entry in entries {
            guard let (relative, owner) = documentEntry(entry, in: json, diagnostics: &result.diagnostics) else { continue }
            let documentPath = relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative).relativePathIfPossible
            loadDocument(documentPath, owner: owner, referencedAt: json.location(of: entry), into: &result)
        }
        result.diagnostics += result.graph.diagnostics
        return result
    }

    private static func documentEntry(_ entry: JSONNode, in json: JSONDocument, diagnostics: inout [Diagnostic]) -> (String, String?)? {
        switch entry.value {
        case .string(let path):
            return (path, nil)
        case .object(let object):
            for member in object.members where !knownEntryKeys.contains(member.key) {
                diagnostics.append(PackageChecks.unknownKey.diagnostic(
                    "unknown key '\(member.key)' is ignored\(Suggestions.didYouMean(member.key, among: knownEntryKeys))",
                    at: json.location(ofOffset: member.keyOffset)
                ))
            }
            guard case .string(let path)? = object["path"]?.value else {
                diagnostics.append(PackageChecks.invalidManifest.diagnostic("a document entry needs \"path\" as a string", at: json.location(of: entry)))
                return nil
            }
            var owner: String?
            if let package = object["package"] {
                guard case .string(let name) = package.value else {
                    diagnostics.append(PackageChecks.invalidManifest.diagnostic("\"package\" must be a string, found \(package.kindDescription)", at: json.location(of: package)))
                    return nil
                }
                owner = name
            }
            return (path, owner)
        default:
            diagnostics.append(PackageChecks.invalidManifest.diagnostic("a document entry is a path or {\"path\", \"package\"}, found \(entry.kindDescription)", at: json.location(of: entry)))
            return nil
        }
    }

    private static func loadDocument(_ path: String, owner: String?, referencedAt reference: SourceLocation, into result: inout Result) {
        let bytes: [UInt8]
        switch FileIO.read(path) {
        case .success(let read):
            bytes = read
        case .failure(let error):
            result.diagnostics.append(PackageChecks.invalidManifest.diagnostic("cannot read the metadata document \(path): \(error.diagnostic.message)", at: reference))
            return
        }
        let json: JSONDocument
        do {
            json = try JSONDocument(parsing: bytes, path: path)
        } catch {
            result.diagnostics.append(MetadataChecks.malformedJSON.diagnostic(error.message, at: SourceLocation(file: path, line: error.line, column: error.column)))
            return
        }
        // One parse: the loader reads the document, and its positions locate definitions and includes.
        let loaded = MetadataLoader.load(json)
        // References into other frameworks are expected here; they are checked once merged.
        result.diagnostics += loaded.diagnostics.filter { $0.id != MetadataChecks.danglingReference.id }
        guard var document = loaded.document else { return }
        locateDefinitions(in: &document, json: json)
        result.graph.add(document: document, owner: owner, path: path) { index, include in
            guard case .object(let root) = json.root.value, case .array(let packages)? = root["packages"]?.value, index < packages.count else { return nil }
            let package = packages[index]
            guard let include else { return json.location(of: package) }
            guard case .object(let object) = package.value, case .array(let includes)? = object["includedPackages"]?.value, include < includes.count else { return nil }
            return json.location(of: includes[include])
        }
    }
}

/// Gives every definition without a `location` the position of its JSON object, so merge problems point into the document.
private func locateDefinitions(in document: inout MetadataDocument, json: JSONDocument) {
    guard case .object(let root) = json.root.value else { return }
    func positions(_ key: String) -> [String: SourceLocation] {
        guard case .array(let elements)? = root[key]?.value else { return [:] }
        var found: [String: SourceLocation] = [:]
        for element in elements {
            if case .object(let object) = element.value, case .string(let identifier)? = object["identifier"]?.value, found[identifier] == nil {
                found[identifier] = json.location(of: element)
            }
        }
        return found
    }
    func locate<D: MetadataDefinition>(_ list: inout [D], _ key: String) {
        let found = positions(key)
        for index in list.indices where list[index].location == nil {
            list[index].location = found[list[index].identifier]
        }
    }
    locate(&document.intents, "intents")
    locate(&document.entities, "entities")
    locate(&document.enums, "enums")
    locate(&document.queries, "queries")
    locate(&document.shortcutsProviders, "shortcutsProviders")
    locate(&document.unions, "unions")
}

extension URL {
    /// The path relative to the current folder when the URL lies under it, so messages stay short.
    var relativePathIfPossible: String {
        let current = FileManager.default.currentDirectoryPath + "/"
        let standardized = standardizedFileURL.path
        return standardized.hasPrefix(current) ? String(standardized.dropFirst(current.count)) : standardized
    }
}
