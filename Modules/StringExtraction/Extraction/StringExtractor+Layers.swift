import Foundation
import IntentExtraction

extension StringExtractor {
    /// The most files whose declarations may have changed since a build's last whole index for a run to ask that
    /// index in layers (``LayeredIndex``) rather than merge every file's again.
    static let layeredChanges = 8

    /// The whole index a cache last kept for a build of these files (its key) and the key of each file's own index it
    /// was merged from, in order: what a later run's build index is layered over.
    struct IndexBase: Equatable {
        var indexKey: String
        var fileKeys: [String]

        /// The base in a compact form a cache keeps: the index's key, then the files' keys.
        func packed() -> [UInt8] {
            var writer = PackWriter()
            writer.string(indexKey)
            writer.strings(fileKeys)
            return writer.bytes
        }
    }

    /// The key of the base of a build's index over the run's paths (`paths`, a ``RunKeys`` digest of them): the same in
    /// every run for the same files and build (as `describe` spells it).
    static func baseKey(over paths: String, described: String, memo: StringsMemo) -> String {
        memo.cache.key([Array(StringsMemo.format.utf8), Array("index base".utf8), Array(described.utf8), Array(paths.utf8)])
    }

    /// A build's index as layers over the last whole one kept for it (``IndexBase``), when at most
    /// ``layeredChanges`` files' own indexes changed since and both versions of each are at hand; else `nil`.
    ///
    /// - Parameters:
    ///   - fileKeys: each file's own index key under the build, in the files' order.
    ///   - own: each changed file's own index now, by its position (from the cache, or made from its tree).
    ///   - merge: the build's whole index, made when a question names a changed name.
    static func layeredIndex(base: IndexBase, fileKeys: [String], memo: StringsMemo, decoded: DecodedResults,
                             own: (Int) -> DeclarationIndex, merge: @escaping @Sendable () -> DeclarationIndex) -> DeclarationIndex? {
        guard base.fileKeys.count == fileKeys.count else { return nil }
        let changed = fileKeys.indices.filter { fileKeys[$0] != base.fileKeys[$0] }
        guard !changed.isEmpty, changed.count <= layeredChanges, let earlier = decoded.index(for: base.indexKey, in: memo) else { return nil }
        var pairs: [(old: DeclarationIndex, new: DeclarationIndex)] = []
        for position in changed {
            guard let old = memo.cache.data(for: base.fileKeys[position]).flatMap(DeclarationIndex.init(packed:)) else { return nil }
            pairs.append((old, own(position)))
        }
        return DeclarationIndex(layers: LayeredIndex(base: earlier, changes: IndexChanges(pairs), merge: merge))
    }
}

extension StringExtractor.IndexBase {
    /// The base ``packed()`` wrote; `nil` when the bytes are not one (cut short, or with bytes left over).
    init?(packed bytes: some ContiguousBytes) {
        let read = bytes.withUnsafeBytes { buffer -> Self? in
            var reader = PackReader(buffer: buffer)
            guard let indexKey = reader.string(), let fileKeys = reader.strings(), reader.isAtEnd else { return nil }
            return Self(indexKey: indexKey, fileKeys: fileKeys)
        }
        guard let read else { return nil }
        self = read
    }
}
