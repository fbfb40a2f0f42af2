import Diagnostics
import Foundation
import IntentLocalization

/// The fingerprints of a run's string tables, each worked out once: what keys the results read from them.
///
/// Each table is identified by its content. A table whose stamp (``FileStamp``) is settled and known to the cache is
/// not read: its fingerprint is the one kept by that stamp. Any other is read once, its bytes fingerprinted and kept for its parse (``TableFiles/fingerprint(of:)``),
/// and its fingerprint kept by its stamp when the stamp is settled. So the same tables with other stamps (a fresh
/// checkout: a CI job that restored its cache, a branch switched back) take the results kept for their content, where
/// keys of stamps missed them.
///
/// A fingerprint taken by a stamp is of the file as it was; ``hold(in:)`` tells whether each file the run did read
/// then had those bytes (a file changed while the run went on, within the same stamp, did not).
final class TablePrints: @unchecked Sendable {
    // @unchecked: `byPath`, `byStamp` and `stamps` are read and written under `lock`.
    private let lock = NSLock()
    /// Each table's fingerprint as a key part (`nil`: it could not be keyed), by path.
    private var byPath: [String: [UInt8]?] = [:]
    /// The fingerprints taken by a stamp, by path.
    private var byStamp: [String: String] = [:]
    /// The stamp of each table keyed, as it was when it was keyed (`nil`: it was missing), by path.
    private var stamps: [String: [UInt8]?] = [:]

    /// The format of a fingerprint kept by a stamp: a change to how tables are fingerprinted changes it.
    static let format = "table fingerprint by stamp 1"

    /// What identifies a table's bytes in `cache`: its key of them.
    static func fingerprint(in cache: any ResultCache) -> @Sendable ([UInt8]) -> String {
        { bytes in cache.key([Array("table bytes".utf8), bytes]) }
    }

    /// What identifies each of `paths`, in order: its path with its fingerprint, or that it is missing.
    ///
    /// A table that cannot be read is keyed by its stamp, as the finding that says so depends on it; `nil` when such a
    /// stamp is not settled: results read from the tables are then not kept.
    ///
    /// - Parameters:
    ///   - tables: the run's tables, which read a file to fingerprint it (when made with a fingerprint function; the
    ///     file is read here otherwise, and again for its parse).
    ///   - started: when the run began (a stamp is trusted only when the file last changed before it).
    ///   - policy: the input policy fingerprints by stamp are kept under (another policy may not read the file at all).
    func prints(_ paths: [String], tables: TableFiles, cache: any ResultCache, started: Int64, policy: [UInt8]) -> [[UInt8]]? {
        var prints: [[UInt8]] = []
        prints.reserveCapacity(paths.count)
        for path in paths {
            if let known = lock.withLock({ byPath[path] }) {
                guard let known else { return nil }
                prints.append(known)
                continue
            }
            let made = print(of: path, tables: tables, cache: cache, started: started, policy: policy)
            lock.withLock { byPath[path] = .some(made) }
            guard let made else { return nil }
            prints.append(made)
        }
        return prints
    }

    /// Whether every table keyed still has the stamp it had then, and every one taken by its stamp that a stage read
    /// anyway had the bytes of its fingerprint.
    ///
    /// Otherwise a table changed, was replaced or went away while the run went on, and results made from it (a stage
    /// read it later than it was keyed, or found it gone) may be kept under a key of what it was before.
    func hold(in tables: TableFiles) -> Bool {
        let (stamps, taken) = lock.withLock { (self.stamps, byStamp) }
        for (path, stamp) in stamps where FileStamp(path: path)?.bytes != stamp { return false }
        return taken.allSatisfy { path, print in tables.known(path).map { $0 == print } ?? true }
    }

    private func print(of path: String, tables: TableFiles, cache: any ResultCache, started: Int64, policy: [UInt8]) -> [UInt8]? {
        let stamp = FileStamp(path: path)
        lock.withLock { stamps[path] = .some(stamp?.bytes) }
        guard let stamp else { return Array("missing \(path)".utf8) }
        let settled = stamp.settled(before: started)
        // Taken by a stamp only from a check cache, which can keep nothing when the file changed meanwhile (`hold`).
        let stampKey = settled && cache is CheckCache ? cache.key([Array(Self.format.utf8), Array(path.utf8), stamp.bytes, policy]) : nil
        if let stampKey, let data = cache.data(for: stampKey), let kept = String(bytes: data, encoding: .utf8) {
            lock.withLock { byStamp[path] = kept }
            return Array("\(path) \(kept)".utf8)
        }
        let print = tables.fingerprints ? tables.fingerprint(of: path) : (try? FileIO.read(path).get()).map(Self.fingerprint(in: cache))
        guard let print else { return settled ? Array("unreadable \(path) ".utf8) + stamp.bytes : nil }
        if let stampKey { cache.store(Data(print.utf8), for: stampKey, slot: "table fingerprint by stamp \(path)") }
        return Array("\(path) \(print)".utf8)
    }
}
