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
        /// Decoded when first read: a run reads the members of the few types App Intents are made of.
        var members: BinaryDeferred<Members>
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
                                  attributes: declaration.attributes, members: BinaryDeferred(declaration.members), extendedType: declaration.extendedType,
                                  enclosingTypes: declaration.enclosingTypes, location: declaration.location)
            },
            typeAliases: typeAliases, diagnostics: diagnostics, isReference: isReference, isReduced: isReduced
        )
    }

    /// The scan a cache kept, its declarations bound to `source` (the file the scan was keyed by): its text and
    /// reduction are read the first time one of them is located or quoted, not before, and each declaration's members
    /// the first time they are read.
    ///
    /// `rescan` scans the file again, once, should a declaration's kept members not decode: they are then that scan's.
    init(_ stored: Stored, source: SwiftSource, rescan: @escaping @Sendable () -> Extractor.ScannedFile) {
        let isReduced = stored.isReduced
        let file = SourceFile(path: source.path) {
            // The reduction is a function of the text alone: the one the kept scan's tree was parsed from.
            (source.text, isReduced ? source.reduction?.reduced : nil)
        }
        let again = MadeOnce(rescan)
        let count = stored.declarations.count
        self.init(
            declarations: stored.declarations.enumerated().map { position, declaration in
                TypeDeclaration(name: declaration.name, kind: declaration.kind, inherited: declaration.inherited, inheritedTypes: declaration.inheritedTypes,
                                attributes: declaration.attributes, keptMembers: declaration.members,
                                recovered: {
                                    // The file's new scan has the kept one's declarations (the same text gives the same
                                    // scan): the one in the same place, when it has the same name; else none.
                                    let scan = again.value
                                    guard scan.declarations.count == count, scan.declarations[position].name == declaration.name else { return Members() }
                                    return scan.declarations[position].members
                                },
                                extendedType: declaration.extendedType, enclosingTypes: declaration.enclosingTypes, file: file, location: declaration.location)
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
        /// The number ``KeptScans`` gave the file's scan of these bytes (`nil`: none asked).
        var identity: Int?
    }

    /// The scans of a run's files kept in a cache, each decoded once however many builds read its bytes, and
    /// numbered: a file's scans of the same bytes have the same number, so builds whose files' scans have the same
    /// numbers are known to read the same declarations without comparing them.
    final class KeptScans: @unchecked Sendable {
        // @unchecked: `byPath` and `count` are read and written under `lock`.
        private let lock = NSLock()
        private var byPath: [String: [(bytes: Data, identity: Int, scan: ScannedFile)]] = [:]
        private var count = 0

        /// The scan of `path` decoded from `bytes` before, with its number.
        func scan(of path: String, bytes: Data) -> (scan: ScannedFile, identity: Int)? {
            lock.withLock { byPath[path]?.first { $0.bytes == bytes }.map { ($0.scan, $0.identity) } }
        }

        /// The number of `path`'s scan `scan` of `bytes`: the one it has when those bytes were numbered before.
        func number(_ scan: ScannedFile, of path: String, bytes: Data) -> Int {
            lock.withLock {
                if let known = byPath[path]?.first(where: { $0.bytes == bytes }) { return known.identity }
                count += 1
                byPath[path, default: []].append((bytes, count, scan))
                return count
            }
        }
    }

    /// A file's scan under `branches`: from `kept`'s cache when it holds the scan of this path and text under the same
    /// build and options (`kept.salt`), else `made` (by default, from the file's tree), and kept there.
    ///
    /// The cache is asked first: a file whose scan is kept is not parsed. A scan `made` returns with its bytes (one
    /// kept under another build that read the file alike) is kept as those bytes, not encoded again.
    ///
    /// With `numbering`, a kept scan whose bytes another build read is not decoded again, and every scan with bytes
    /// gets its number (``KeptScan/identity``).
    static func scan(source: SwiftSource, branches: BranchSelector, kept: (cache: any ResultCache, salt: String)?,
                     numbering: KeptScans? = nil, made: (() -> KeptScan)? = nil) -> KeptScan {
        let make = made ?? { KeptScan(scan: scan(source: source, branches: branches, isReference: false)) }
        guard let (cache, salt) = kept else { return make() }
        // A file whose reader knows a key of its path and bytes is not read to key its scan.
        let key = source.identity.map { cache.key([Array("extraction scan 3 \(salt)".utf8), Array($0.utf8)]) }
            ?? cache.key([Array("extraction scan 2 \(salt)".utf8), Array(source.path.utf8), Array(source.text.utf8)])
        if let data = cache.data(for: key) {
            if let known = numbering?.scan(of: source.path, bytes: data) { return KeptScan(scan: known.scan, bytes: data, identity: known.identity) }
            if let stored = try? BinaryDecoder().decode(ScannedFile.Stored.self, from: [UInt8](data)) {
                let scan = ScannedFile(stored, source: source) { Self.scan(source: source, branches: branches, isReference: false) }
                return KeptScan(scan: scan, bytes: data, identity: numbering?.number(scan, of: source.path, bytes: data))
            }
        }
        var result = make()
        if result.bytes == nil { result.bytes = (try? BinaryEncoder().encode(result.scan.stored)).map { Data($0) } }
        if let bytes = result.bytes {
            cache.store(bytes, for: key, slot: "extraction scan \(salt) \(source.path)")
            if result.identity == nil { result.identity = numbering?.number(result.scan, of: source.path, bytes: bytes) }
        }
        return result
    }
}
