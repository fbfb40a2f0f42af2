import Foundation

/// The keys of what a run of string extraction reads of all its files: each kind of file key (paths, index inputs,
/// contents) hashed once for the run, and the files each build reads as one bit each, so the keys of a run's builds
/// cost one pass over its files, not one a build (SagerNet: 303 files in seven builds, in every re-check).
struct RunKeys {
    let memo: StringsMemo
    /// The run's files, in order.
    let paths: [String]
    /// Each build's files among ``paths``: one bit each, in their order.
    let chosen: [[UInt8]]

    /// Keys over `paths`, with each build's files (`chosen`, paths in the order of `paths`).
    init(memo: StringsMemo, paths: [String], chosen: [[String]]) {
        self.memo = memo
        self.paths = paths
        let positions = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
        self.chosen = chosen.map { files in
            var bits = [UInt8](repeating: 0, count: (paths.count + 7) / 8)
            for file in files { if let position = positions[file] { bits[position / 8] |= 1 << UInt8(position % 8) } }
            return bits
        }
    }

    /// The key of every path with its entry of `keys` (the paths alone without), each framed by its length, in one
    /// part; `nil` when a path has no entry.
    func digest(_ label: String, _ keys: [String: String]? = nil) -> String? {
        var framed: [UInt8] = []
        framed.reserveCapacity(paths.count * (keys == nil ? 64 : 112))
        func append(_ text: String) {
            var text = text
            text.withUTF8 { utf8 in
                withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { framed += $0 }
                framed += utf8
            }
        }
        for path in paths {
            append(path)
            guard let keys else { continue }
            guard let key = keys[path] else { return nil }
            append(key)
        }
        return memo.cache.key([Array(StringsMemo.format.utf8), Array(label.utf8), framed])
    }

    /// The key of `label` over `digest` and, for each build, `perBuild`'s words (`nil` for a build: no key) and the
    /// files it reads.
    func key(_ label: String, over digest: String?, perBuild: [String?]) -> String? {
        guard let digest else { return nil }
        var parts = [Array(StringsMemo.format.utf8), Array(label.utf8), Array(digest.utf8)]
        for (words, files) in zip(perBuild, chosen) {
            guard let words else { return nil }
            parts.append(Array(words.utf8))
            parts.append(files)
        }
        return memo.cache.key(parts)
    }
}
