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
        let isReduced = declarations.first?.isFromReduction ?? false
        return Stored(
            declarations: declarations.map(\.stored),
            typeAliases: typeAliases, diagnostics: diagnostics, isReference: isReference, isReduced: isReduced
        )
    }

    /// What every assembly reads of the scan, whichever of its declarations it reads further: each declaration's name,
    /// kind, inheritance, extended type and enclosing types, in order, the file's type aliases (their names, generic
    /// parameters and targets: an alias is resolved where a type names it, and located there, never where it is
    /// declared) and the file's diagnostics.
    ///
    /// A declaration's attributes, members and location (and the file's text, which is quoted and located through
    /// them) are its details: an assembly reads those of the few declarations App Intents are made of, and records
    /// which (``TypeDeclaration/noteDetailsRead()``). Two scans of a file with the same shape differ only in details.
    struct Shape: Encodable {
        struct Declaration: Encodable {
            var name: String
            var kind: TypeDeclaration.Kind
            var inherited: [String]
            var inheritedTypes: [TypeRef]
            var extendedType: TypeRef?
            var enclosingTypes: [String]
        }

        struct Alias: Encodable {
            var name: String
            var genericParameters: [String]
            var target: TypeRef
        }

        var declarations: [Declaration]
        var typeAliases: [Alias]
        var diagnostics: [Diagnostic]
        var isReference: Bool
    }

    /// The scan's ``Shape``.
    var shape: Shape {
        Shape(declarations: declarations.map {
            Shape.Declaration(name: $0.name, kind: $0.kind, inherited: $0.inherited, inheritedTypes: $0.inheritedTypes,
                              extendedType: $0.extendedType, enclosingTypes: $0.enclosingTypes)
        }, typeAliases: typeAliases.map { Shape.Alias(name: $0.name, genericParameters: $0.genericParameters, target: $0.target) },
        diagnostics: diagnostics, isReference: isReference)
    }

    /// Whether an assembly read a declaration of this scan beyond its shape (``TypeDeclaration/noteDetailsRead()``).
    var wereDetailsRead: Bool {
        declarations.contains(where: \.wereDetailsRead)
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
        /// The scan: made, or kept in a cache and decoded the first time it is read (a target whose extraction is kept
        /// by its files' components reads none of its files' scans).
        var scan: ScannedFile {
            get { made ?? kept!.value }
            set { (made, kept) = (newValue, nil) }
        }
        private var made: ScannedFile?
        private var kept: MadeOnce<ScannedFile>?
        /// The record a cache keeps (``ScanRecord``: the scan's ``component`` and its shape's key; the encoded scan is kept apart).
        var bytes: Data?
        /// The number ``KeptScans`` gave the file's scan of these bytes (`nil`: none asked).
        var identity: Int?
        /// The key of everything a target's assembly can read of the file through this scan (``ScanRecord``);
        /// `nil` when the scan was not kept.
        var component: String?
        /// The key of the scan's ``ScannedFile/Shape`` (``ScanRecord``); `nil` when the scan was not kept.
        var shape: String?

        /// The scan when it was made, or kept and decoded since; `nil` for a kept scan never read (none of whose
        /// declarations an assembly can have read).
        var readScan: ScannedFile? {
            if let made { return made }
            guard let kept, kept.isMade else { return nil }
            return kept.value
        }

        /// A scan made now.
        init(scan: ScannedFile) {
            made = scan
        }

        /// A scan kept in a cache, decoded when first read.
        init(kept: MadeOnce<ScannedFile>, bytes: Data, identity: Int?, component: String, shape: String) {
            (self.kept, self.bytes, self.identity, self.component, self.shape) = (kept, bytes, identity, component, shape)
        }

        /// Decodes the scan now, when it is kept and was not decoded before.
        func decode() { _ = kept?.value }
    }

    /// A file's scan as a cache keeps it, in two records: under the scan's key, the key of what a target's assembly can
    /// read of the file through it (its component: the scan's bytes, and the file's text up to where its last
    /// declaration ends with how the tree's offsets map to it) and the key of the scan's ``ScannedFile/Shape``; under a
    /// key of the component, the scan's encoded form.
    ///
    /// Two versions of a file with the same component give every target that reads them the same extraction: what
    /// `assemble` reads of a file is its scan, and the text it locates and quotes, which lies before that end. A
    /// function added after a file's last type, or a comment there, changes the file's key and not its component, so
    /// a target's extraction is kept by its files' components too (`Extractor.extract(targets:sources:unreadable:scans:)`).
    /// The encoded scan is read (and its record's code checked) only when the scan is decoded: a target kept by its
    /// files' components or shapes reads the small records only. Builds that scan a file alike share its encoded scan.
    enum ScanRecord {
        /// The record of `scan` (encoded, with its encoded `shape`) of `source`, whose tree's declarations end at
        /// `extent` (`nil`: unknown), with the component and the shape's key it holds; the encoded scan is kept under
        /// ``bodyKey(of:cache:)`` of the component.
        static func make(scan: [UInt8], shape: [UInt8], of source: SwiftSource, extent: Int?, cache: any ResultCache)
            -> (record: Data, component: String, shape: String) {
            var parts: [[UInt8]] = [Array("scan component 1".utf8), scan]
            let text = Array(source.text.utf8)
            if let extent, let reduced = source.isReduced ? source.reduced : nil {
                let end = min(text.count, reduced.originalEnd(ofFirst: extent))
                parts += [[1], Array(text[..<end]), reduced.removalsBytes(before: extent)]
            } else if let extent {
                parts += [[0], Array(text[..<min(extent, text.count)])]
            } else {
                parts += [[2], text]
            }
            let component = cache.key(parts)
            let shapeKey = cache.key([Array("scan shape 1".utf8), shape])
            var record = Data()
            for part in [Array(component.utf8), Array(shapeKey.utf8)] {
                withUnsafeBytes(of: UInt32(part.count).littleEndian) { record.append(contentsOf: $0) }
                record.append(contentsOf: part)
            }
            return (record, component, shapeKey)
        }

        /// The key the encoded scan of a component is kept under: the component names the scan's bytes.
        static func bodyKey(of component: String, cache: any ResultCache) -> String {
            cache.key([Array("extraction scan body 1".utf8), Array(component.utf8)])
        }

        /// The component and the shape's key of a record, or `nil` when the bytes are not one.
        static func read(_ record: Data) -> (component: String, shape: String)? {
            var start = record.startIndex
            var keys: [String] = []
            for _ in 0..<2 {
                guard record.endIndex - start >= 4 else { return nil }
                let length = record[start..<start + 4].withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
                start += 4
                guard length <= record.endIndex - start else { return nil }
                keys.append(String(decoding: record[start..<start + length], as: UTF8.self))
                start += length
            }
            guard start == record.endIndex else { return nil }
            return (keys[0], keys[1])
        }
    }

    /// The scans of a run's files kept in a cache, each decoded once however many builds read its bytes, and
    /// numbered: a file's scans of the same bytes have the same number, so builds whose files' scans have the same
    /// numbers are known to read the same declarations without comparing them.
    final class KeptScans: @unchecked Sendable {
        // @unchecked: `byPath` and `count` are read and written under `lock`.
        private let lock = NSLock()
        private var byPath: [String: [(bytes: Data, identity: Int, scan: MadeOnce<ScannedFile>)]] = [:]
        private var count = 0

        /// The scan of `path` kept as `bytes`, as an earlier build took it (decoded when first read), with its number.
        func scan(of path: String, bytes: Data) -> (scan: MadeOnce<ScannedFile>, identity: Int)? {
            lock.withLock { byPath[path]?.first { $0.bytes == bytes }.map { ($0.scan, $0.identity) } }
        }

        /// The number of `path`'s scan `scan` of `bytes`: the one it has when those bytes were numbered before.
        func number(_ scan: MadeOnce<ScannedFile>, of path: String, bytes: Data) -> Int {
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
        let key = source.identity.map { cache.key([Array("extraction scan 5 \(salt)".utf8), Array($0.utf8)]) }
            ?? cache.key([Array("extraction scan 5 by text \(salt)".utf8), Array(source.path.utf8), Array(source.text.utf8)])
        /// Keeps `scan` of `source` under `key`, and its encoded form under its component's: the record kept, with
        /// the component and the shape's key it holds.
        @Sendable func keep(_ scan: ScannedFile) -> (record: Data, component: String, shape: String)? {
            guard let encoded = try? BinaryEncoder().encode(scan.stored), let shape = try? BinaryEncoder().encode(scan.shape) else { return nil }
            let kept = ScanRecord.make(scan: encoded, shape: shape, of: source, extent: scan.extent, cache: cache)
            cache.store(Data(encoded), for: ScanRecord.bodyKey(of: kept.component, cache: cache), slot: "extraction scan body \(salt) \(source.path)")
            cache.store(kept.record, for: key, slot: "extraction scan \(salt) \(source.path)")
            return kept
        }
        if let data = cache.data(for: key), let record = ScanRecord.read(data) {
            if let known = numbering?.scan(of: source.path, bytes: data) {
                return KeptScan(kept: known.scan, bytes: data, identity: known.identity, component: record.component, shape: record.shape)
            }
            // Decoded when first read. An encoded scan that is missing or does not decode (a record another version of
            // the scan's form wrote under a sound key) gives the file's scan made again, kept in their place for the
            // next run.
            let scan = MadeOnce { () -> ScannedFile in
                if let body = cache.data(for: ScanRecord.bodyKey(of: record.component, cache: cache)),
                   let stored = try? BinaryDecoder().decode(ScannedFile.Stored.self, from: [UInt8](body)) {
                    return ScannedFile(stored, source: source) { Self.scan(source: source, branches: branches, isReference: false) }
                }
                let again = Self.scan(source: source, branches: branches, isReference: false)
                _ = keep(again)
                return again
            }
            return KeptScan(kept: scan, bytes: data, identity: numbering?.number(scan, of: source.path, bytes: data), component: record.component,
                            shape: record.shape)
        }
        var result = make()
        if let bytes = result.bytes {
            // An earlier build's scan, whose encoded form is kept under its component already.
            cache.store(bytes, for: key, slot: "extraction scan \(salt) \(source.path)")
        } else if let kept = keep(result.scan) {
            (result.bytes, result.component, result.shape) = (kept.record, kept.component, kept.shape)
        }
        if let bytes = result.bytes {
            if result.identity == nil, let numbering {
                let scan = result.scan
                result.identity = numbering.number(MadeOnce { scan }, of: source.path, bytes: bytes)
            }
        }
        return result
    }
}
