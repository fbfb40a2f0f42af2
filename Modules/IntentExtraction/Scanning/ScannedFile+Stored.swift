import Diagnostics
import Foundation

extension Extractor.ScannedFile {
    /// A file's scan without the file it was read from: what a cache keeps across runs, so a run whose file did not
    /// change takes its declarations without parsing it.
    ///
    /// Ranges in the declarations are offsets in the text the tree was parsed from: the file's reduction when
    /// ``isReduced`` (which the file's text gives again, ``BodyScanner/reducedForEveryReader(_:)``), else the file.
    struct Stored: Codable, Sendable {
        /// Each declaration, without its file.
        var declarations: [StoredDeclaration]
        var typeAliases: [TypeAliasMember]
        var diagnostics: [Diagnostic]
        var isReference: Bool
        /// Whether the tree was parsed from the file's reduction.
        var isReduced: Bool
    }

    /// A ``TypeDeclaration`` without its file.
    struct StoredDeclaration: Codable, Sendable {
        var name: String
        var kind: TypeDeclaration.Kind
        var inherited: [String]
        var inheritedTypes: [TypeRef]
        var attributes: [Attribute]
        var members: Members
        var extendedType: TypeRef?
        var enclosingTypes: [String]
        var location: Diagnostics.SourceLocation
    }

    /// The scan as a cache keeps it.
    var stored: Stored {
        let isReduced = declarations.first?.file.reduced != nil
        return Stored(
            declarations: declarations.map { declaration in
                StoredDeclaration(name: declaration.name, kind: declaration.kind, inherited: declaration.inherited, inheritedTypes: declaration.inheritedTypes,
                                  attributes: declaration.attributes, members: declaration.members, extendedType: declaration.extendedType,
                                  enclosingTypes: declaration.enclosingTypes, location: declaration.location)
            },
            typeAliases: typeAliases, diagnostics: diagnostics, isReference: isReference, isReduced: isReduced
        )
    }

    /// The scan a cache kept, its declarations bound to `source` (the file the scan was keyed by): its text and
    /// reduction are read the first time one of them is located or quoted, not before.
    init(_ stored: Stored, source: SwiftSource) {
        let isReduced = stored.isReduced
        let file = SourceFile(path: source.path) {
            // The reduction is a function of the text alone: the one the kept scan's tree was parsed from.
            (source.text, isReduced ? source.reduction?.reduced : nil)
        }
        self.init(
            declarations: stored.declarations.map { declaration in
                TypeDeclaration(name: declaration.name, kind: declaration.kind, inherited: declaration.inherited, inheritedTypes: declaration.inheritedTypes,
                                attributes: declaration.attributes, members: declaration.members, extendedType: declaration.extendedType,
                                enclosingTypes: declaration.enclosingTypes, file: file, location: declaration.location)
            },
            typeAliases: stored.typeAliases, diagnostics: stored.diagnostics, isReference: stored.isReference
        )
    }
}

extension Extractor {
    /// A file's scan and the bytes a cache keeps of it (`nil` when it was not kept), so a scan kept under several
    /// builds is encoded once.
    struct KeptScan: Sendable {
        var scan: ScannedFile
        var bytes: Data?
    }

    /// A file's scan under `branches`: from `kept`'s cache when it holds the scan of this path and text under the same
    /// build and options (`kept.salt`), else `made` (by default, from the file's tree), and kept there.
    ///
    /// The cache is asked first: a file whose scan is kept is not parsed. A scan `made` returns with its bytes (one
    /// kept under another build that read the file alike) is kept as those bytes, not encoded again.
    static func scan(source: SwiftSource, branches: BranchSelector, kept: (cache: any ResultCache, salt: String)?,
                     made: (() -> KeptScan)? = nil) -> KeptScan {
        let make = made ?? { KeptScan(scan: scan(source: source, branches: branches, isReference: false)) }
        guard let (cache, salt) = kept else { return make() }
        // A file whose reader knows a key of its path and bytes is not read to key its scan.
        let key = source.identity.map { cache.key([Array("extraction scan 3 \(salt)".utf8), Array($0.utf8)]) }
            ?? cache.key([Array("extraction scan 2 \(salt)".utf8), Array(source.path.utf8), Array(source.text.utf8)])
        if let data = cache.data(for: key), let stored = try? BinaryDecoder().decode(ScannedFile.Stored.self, from: [UInt8](data)) {
            return KeptScan(scan: ScannedFile(stored, source: source), bytes: data)
        }
        var result = make()
        if result.bytes == nil { result.bytes = (try? BinaryEncoder().encode(result.scan.stored)).map { Data($0) } }
        if let bytes = result.bytes { cache.store(bytes, for: key) }
        return result
    }
}
