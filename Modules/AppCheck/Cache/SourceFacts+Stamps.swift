import Diagnostics
import Foundation
import IntentExtraction

extension SourceFacts {
    /// The facts of the file at `path` from the cache, without reading it, and the file as a source read on demand;
    /// `nil` when the cache has no facts for the file's stamp, or the stamp is not to be trusted yet.
    ///
    /// The facts are kept by the file's path and stamp (``FileStamp``) under the process's input policy (another
    /// policy may not read the file at all). A file the cache knows by its stamp is read only when a stage misses
    /// its results; if the file's stamp is then not the one its facts were kept by (it changed while the run went
    /// on), the run keeps nothing it worked out (`CheckCache.keepNothing()`): some of its results may be of the file
    /// as it was.
    static func known(_ path: String, cache: CheckCache, started: Int64, policy: [UInt8] = policy) -> (SourceFacts, SwiftSource)? {
        guard let stamp = FileStamp(path: path), stamp.settled(before: started),
              let facts = cache.data(for: stampKey(path, stamp, policy: policy, cache: cache)).flatMap(SourceFacts.init(storedByStamp:)),
              facts.readable
        else { return nil }
        let source = SwiftSource(path: path, known: SwiftSource.Known(hasConditions: facts.hasConditions)) { [weak cache] in
            let read = FileIO.read(path)
            if case .failure = read { cache?.keepNothing() } else if FileStamp(path: path) != stamp { cache?.keepNothing() }
            return (try? read.get()).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        return (facts, source)
    }

    /// Keeps the facts by the stamp of the file at `path` too, when it is to be trusted (the file last changed
    /// before the run began) and the file is one the scan of brackets let be parsed.
    func storeByStamp(of path: String, in cache: CheckCache, started: Int64, policy: [UInt8] = policy) {
        guard readable, let stamp = FileStamp(path: path), stamp.settled(before: started) else { return }
        cache.store(storedByStamp, for: Self.stampKey(path, stamp, policy: policy, cache: cache), slot: "facts by stamp \(path)")
    }

    /// The key of a file's facts by its path, its stamp and the input policy (``policy``).
    private static func stampKey(_ path: String, _ stamp: FileStamp, policy: [UInt8], cache: CheckCache) -> String {
        cache.key([Array("facts by stamp 4".utf8), Array(path.utf8), stamp.bytes, policy])
    }

    /// The process's input policy in a stable spelling (what a file's facts by its stamp are kept under): worked out
    /// once for a run's files.
    ///
    /// Spelled byte by byte: the roots and the named paths each ended by a line feed, then the flags and the size
    /// limit each ended by a zero byte.
    static var policy: [UInt8] {
        let policy = InputPolicy.current
        var bytes: [UInt8] = []
        for path in policy.roots { bytes += path.utf8; bytes.append(0x0A) }
        bytes.append(0)
        for path in policy.namedPaths.sorted() { bytes += path.utf8; bytes.append(0x0A) }
        bytes.append(0)
        for part in [policy.readsOutsideRoots ? "true" : "false", policy.sizeLimitOverride.map(String.init) ?? "-", policy.limitsSizes ? "true" : "false"] {
            bytes += part.utf8
            bytes.append(0)
        }
        return bytes
    }
}
