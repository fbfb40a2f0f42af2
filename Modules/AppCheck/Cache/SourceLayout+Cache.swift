import Diagnostics
import Foundation
import XcodeProject

extension SourceLayout {
    /// The layout of the app at `path` as ``resolve(_:configuration:)`` gives it: from `cache` when nothing it was
    /// resolved from changed since, else resolved and kept.
    ///
    /// A layout depends on the names of the files in the folders it listed, the bytes of the projects and manifests it
    /// read, and the kinds of the paths it asked about (``SourceLayout/Reads``). It is kept with each folder's stamp
    /// (``FileStamp``) and a digest of its entries (names and kinds), each file's stamp and a digest of its bytes, and
    /// each path's kind and identity, and taken while they hold: a folder or file whose stamp is still the one kept is
    /// not read again; one whose stamp changed (a file saved by a rename into its folder changes the folder's stamp) is
    /// listed or read again, and the layout holds while its digest is the one kept. A layout is kept only when every
    /// folder and file was settled before the run began (one changed within a tick of the file system's clock may
    /// change again and keep its stamp). It is kept beside the cache's pack (`CheckCache.sideData(_:for:)`), read while
    /// the pack is. The key holds the path, the configuration and the input policy, which decides what may be read.
    static func resolve(_ path: String, configuration: String?, cache: CheckCache?) -> SourceLayout {
        resolveKept(path, configuration: configuration, cache: cache).layout
    }

    /// ``resolve(_:configuration:cache:)``, and whether the layout was the cache's.
    static func resolveKept(_ path: String, configuration: String?, cache: CheckCache?) -> (layout: SourceLayout, kept: Bool) {
        guard let cache else { return (resolve(path, configuration: configuration), false) }
        let started = FileStamp.now()
        let key = cache.key([Array("layout 2".utf8), Array(path.utf8), Array((configuration ?? "\u{0}").utf8), SourceFacts.policy])
        if let data = cache.sideData(KeptLayout.file, for: key), let kept = try? BinaryDecoder().decode(KeptLayout.self, from: [UInt8](data)) {
            switch kept.check(in: cache, started: started) {
            case .holds:
                return (kept.layout, true)
            case .holdsWithNewStamps(let renewed):
                // Kept again with the stamps it has now, so the next run need not list or read those again.
                if let bytes = try? BinaryEncoder().encode(renewed) { cache.storeSide(Data(bytes), KeptLayout.file, for: key) }
                return (kept.layout, true)
            case .changed:
                break
            }
        }
        let (layout, reads) = resolveRecording(path, configuration: configuration)
        if let kept = KeptLayout(layout, reads, cache: cache, started: started), let bytes = try? BinaryEncoder().encode(kept) {
            cache.storeSide(Data(bytes), KeptLayout.file, for: key)
        }
        return (layout, false)
    }
}

/// A layout kept by a cache, and what tells whether it still holds.
private struct KeptLayout: Codable {
    /// The file it is kept in, beside the cache's pack.
    static let file = "layout.record"

    /// A folder or file as the layout was resolved from it: its stamp (``FileStamp/bytes``) and the digest of its
    /// entries or bytes. A path asked about keeps its kind and identity as its stamp (``Item/identity(of:)``), and no
    /// digest.
    struct Item: Codable {
        var path: String
        var stamp: [UInt8]
        var digest: String = ""

        /// A path's kind, device and inode, as `stat` gives them (links followed); empty when there is nothing there.
        static func identity(of path: String) -> [UInt8] {
            var info = stat()
            guard stat(path, &info) == 0 else { return [] }
            return [UInt64(info.st_mode & S_IFMT), UInt64(info.st_dev), UInt64(info.st_ino)].flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) }
        }
    }

    var layout: SourceLayout
    var folders: [Item]
    var files: [Item]
    var paths: [Item]

    /// The layout with what it was resolved from, or `nil` when something was not settled before the run began, or
    /// could not be listed or read.
    init?(_ layout: SourceLayout, _ reads: SourceLayout.Reads, cache: CheckCache, started: Int64) {
        self.layout = layout
        var folders: [Item] = [], files: [Item] = []
        // The digest first, then the stamp: a change after the first gives a stamp that is not settled. A folder or file
        // that is not there is kept as such (no stamp, no digest); one that is there but cannot be read is not kept.
        func item(_ path: String, digest: (String) -> String?) -> Item? {
            let digest = digest(path)
            guard let stamp = FileStamp(path: path) else { return digest == nil ? Item(path: path, stamp: []) : nil }
            guard let digest, stamp.settled(before: started) else { return nil }
            return Item(path: path, stamp: stamp.bytes, digest: digest)
        }
        for folder in Set(reads.folders).sorted() {
            guard let kept = item(folder, digest: { Self.listing($0, cache: cache) }) else { return nil }
            folders.append(kept)
        }
        for file in Set(reads.files).sorted() {
            guard let kept = item(file, digest: { Self.content($0, cache: cache) }) else { return nil }
            files.append(kept)
        }
        self.folders = folders
        self.files = files
        paths = Set(reads.paths).sorted().map { Item(path: $0, stamp: Item.identity(of: $0)) }
    }

    /// Whether the layout holds.
    enum Check {
        case holds
        /// It holds, but some folders or files have other stamps than the ones kept (their digests are the same): the
        /// layout kept with their stamps now, all settled.
        case holdsWithNewStamps(KeptLayout)
        case changed
    }

    /// Whether every path has the kind and identity kept, and every folder and file has its stamp, or else the digest
    /// kept.
    func check(in cache: CheckCache, started: Int64) -> Check {
        guard paths.allSatisfy({ Item.identity(of: $0.path) == $0.stamp }) else { return .changed }
        var renewed = self
        var restamped = false, settled = true
        func verify(_ items: inout [Item], digest: (String) -> String?) -> Bool {
            for index in items.indices {
                if (FileStamp(path: items[index].path)?.bytes ?? []) == items[index].stamp { continue }
                guard !items[index].stamp.isEmpty, let now = digest(items[index].path), now == items[index].digest else { return false }
                // The stamp after the digest, as when it was kept.
                if let stamp = FileStamp(path: items[index].path), stamp.settled(before: started) {
                    items[index].stamp = stamp.bytes
                    restamped = true
                } else {
                    settled = false
                }
            }
            return true
        }
        guard verify(&renewed.folders, digest: { Self.listing($0, cache: cache) }),
              verify(&renewed.files, digest: { Self.content($0, cache: cache) })
        else { return .changed }
        return restamped && settled ? .holdsWithNewStamps(renewed) : .holds
    }

    /// The digest of a folder's entries: each name and the kind its entry gives, sorted by name; `nil` when the folder
    /// cannot be listed.
    static func listing(_ folder: String, cache: CheckCache) -> String? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [[UInt8]] = []
        while let entry = readdir(directory) {
            var bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            bytes += [0, entry.pointee.d_type]
            entries.append(bytes)
        }
        entries.sort { $0.lexicographicallyPrecedes($1) }
        return cache.key([Array("folder entries".utf8)] + entries)
    }

    /// The digest of a file's bytes, read under the process's input policy as the layout read them; `nil` when the
    /// file cannot be read.
    static func content(_ file: String, cache: CheckCache) -> String? {
        guard case .success(let bytes) = FileIO.read(file) else { return nil }
        return cache.key([Array("file bytes".utf8), bytes])
    }
}
