import Diagnostics

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

    /// The scan a cache kept, its declarations bound to the file at `path` with `text` (the text the scan was keyed by),
    /// or `nil` when the text no longer reduces as it did.
    init?(_ stored: Stored, path: String, text: String) {
        var reduced: ReducedSource?
        if stored.isReduced {
            guard let again = BodyScanner.reducedForEveryReader(text) else { return nil }
            reduced = again
        }
        let file = SourceFile(path: path, text: text, reduced: reduced)
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
    /// A file's scan under `branches`: from `kept`'s cache when it holds the scan of this path and text under the same
    /// build and options (`kept.salt`), else `made` (by default, from the file's tree), and kept there.
    ///
    /// The cache is asked first: a file whose scan is kept is not parsed.
    static func scan(source: SwiftSource, branches: BranchSelector, kept: (cache: any ResultCache, salt: String)?,
                     made: (() -> ScannedFile)? = nil) -> ScannedFile {
        let make = made ?? { scan(source: source, branches: branches, isReference: false) }
        guard let (cache, salt) = kept else { return make() }
        let key = cache.key([Array("extraction scan 1 \(salt)".utf8), Array(source.path.utf8), Array(source.text.utf8)])
        if let stored = cache.value(ScannedFile.Stored.self, for: key), let scanned = ScannedFile(stored, path: source.path, text: source.text) {
            return scanned
        }
        let scanned = make()
        cache.store(scanned.stored, for: key)
        return scanned
    }
}
