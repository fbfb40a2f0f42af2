import Diagnostics
import IntentMetadata

/// What a metadata document read from an `extract.actionsdata` cannot hold, kept beside it to write the file back unchanged.
///
/// It holds the facts of each type (module, nesting and kind, availability), the generator, the `version.json`, and
/// every value where what IntentKit's writer derives from the document differs from what Xcode wrote.
///
/// The differences are the writer's measure: each is a place where Xcode wrote something the document and
/// the facts do not explain. Each is kept with the value IntentKit derives, so a document edited since is
/// respected: a kept value is put back only where the writer still derives what it derived when the file was
/// read (the document did not change there).
///
/// Stored as JSON beside the document (`metadata.json` → `metadata.apple.json`); see `docs/apple-metadata.md`.
public struct AppleSidecar: Hashable, Sendable {
    /// The suffix of the sidecar file beside a document: `metadata.json` → `metadata.apple.json`.
    public static let pathExtension = "apple.json"
    /// The value of the sidecar's `format` key.
    public static let formatName = "intentkit-apple-metadata-sidecar"

    /// One place where Xcode's file and IntentKit's writer differ.
    public struct Difference: Hashable, Sendable {
        /// Where, from the top of `extract.actionsdata`.
        public var path: [AppleJSONPathComponent]
        /// What Xcode wrote; `nil` when Xcode wrote no such key.
        public var xcode: AppleJSON?
        /// What IntentKit's writer derives; `nil` when it writes no such key.
        public var derived: AppleJSON?

        /// Creates a difference.
        public init(path: [AppleJSONPathComponent], xcode: AppleJSON?, derived: AppleJSON?) {
            self.path = path
            self.xcode = xcode
            self.derived = derived
        }
    }

    /// The module of types without facts.
    public var module: String
    /// The Xcode build that wrote the file.
    public var toolsVersion: String
    /// The facts of every definition, by identifier.
    public var facts: [String: TypeFacts]
    /// Where the file and the writer differ.
    public var differences: [Difference]
    /// The `version.json` read beside the file, in its order.
    public var versionFile: AppleJSON?

    /// Creates a sidecar.
    public init(module: String, toolsVersion: String, facts: [String: TypeFacts], differences: [Difference], versionFile: AppleJSON?) {
        self.module = module
        self.toolsVersion = toolsVersion
        self.facts = facts
        self.differences = differences
        self.versionFile = versionFile
    }

    /// The places where `xcode` and `derived` differ, depth first in `xcode`'s order.
    ///
    /// Objects are compared key by key, arrays of one length element by element (an array that holds the other's
    /// elements in another order is one difference); anything else that differs is one difference.
    public static func differences(xcode: AppleJSON, derived: AppleJSON) -> [Difference] {
        var found: [Difference] = []
        var path: [AppleJSONPathComponent] = []
        compare(xcode, derived, path: &path, into: &found)
        return found
    }

    private static func compare(_ xcode: AppleJSON, _ derived: AppleJSON, path: inout [AppleJSONPathComponent], into found: inout [Difference]) {
        switch (xcode, derived) {
        case (.object(let left), .object(let right)):
            // Both are usually in the same order (the writer keeps the document's, which reading kept): pair by
            // position, and search only where the keys do not line up.
            var matched = 0
            for (index, member) in left.enumerated() {
                path.append(.key(member.key))
                let other = index < right.count && right[index].key == member.key ? right[index] : right.first { $0.key == member.key }
                if let other {
                    matched += 1
                    compare(member.value, other.value, path: &path, into: &found)
                } else {
                    found.append(Difference(path: path, xcode: member.value, derived: nil))
                }
                path.removeLast()
            }
            if matched < right.count {
                let keys = Set(left.map(\.key))
                for member in right where !keys.contains(member.key) {
                    found.append(Difference(path: path + [.key(member.key)], xcode: nil, derived: member.value))
                }
            }
        case (.array(let left), .array(let right)) where left.count == right.count:
            let before = found.count
            for index in left.indices {
                path.append(.index(index))
                compare(left[index], right[index], path: &path, into: &found)
                path.removeLast()
            }
            if found.count > before, isReordering(left, right) {
                found.removeSubrange(before...)
                found.append(Difference(path: path, xcode: xcode, derived: derived))
            }
        default:
            if xcode != derived { found.append(Difference(path: path, xcode: xcode, derived: derived)) }
        }
    }

    /// Whether `right` holds `left`'s elements in another order: Xcode writes sets and dictionaries
    /// (`resolvableInputTypes`, `typeSpecificMetadata`) in hash order, which changes from build to build, so such
    /// arrays are kept whole rather than element by element.
    static func isReordering(_ left: [AppleJSON], _ right: [AppleJSON]) -> Bool {
        guard left.count <= 64 else { return false }
        var remaining = right
        for element in left {
            guard let index = remaining.firstIndex(of: element) else { return false }
            remaining.remove(at: index)
        }
        return true
    }

    /// The writer the sidecar's module, tools version and facts configure.
    public var writer: ActionsDataWriter {
        ActionsDataWriter(module: module, toolsVersion: toolsVersion, facts: facts)
    }

    /// Writes `document` as Xcode wrote the file the sidecar was made from.
    ///
    /// The values are the writer's (``writer``), with every difference put back where the document did not change
    /// since it was read; a difference where it changed is not put back, and is a remark.
    ///
    /// - Parameters:
    ///   - document: the document read from the file, edited or not.
    ///   - documentPath: the document's path, named in the remarks and in diagnostics about definitions without a location.
    /// - Returns: the values, the bytes of `version.json`, and the writer's diagnostics with remarks for differences
    ///   that no longer apply.
    public func write(_ document: MetadataDocument, documentPath: String? = nil) -> (root: AppleJSON, version: [UInt8], diagnostics: [Diagnostic]) {
        var writer = self.writer
        writer.documentPath = documentPath
        var (root, diagnostics) = writer.write(document)
        for difference in differences {
            let current = root[path: difference.path]
            guard current == difference.derived else {
                diagnostics.append(AppleMetadataChecks.unwritten.diagnostic(
                    "what Xcode wrote at '\(difference.path.dotted)' is not put back: the document changed there since it was read",
                    at: documentPath.map { SourceLocation(file: $0) }
                ).with(severity: .remark))
                continue
            }
            root.replace(at: difference.path[...], with: difference.xcode)
        }
        let version = versionFile.map(XcodeJSONWriter.pretty) ?? VersionFile.bytes(toolsVersion: toolsVersion)
        return (root, version, diagnostics)
    }
}

extension Diagnostic {
    /// The diagnostic with another severity.
    func with(severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }
}
