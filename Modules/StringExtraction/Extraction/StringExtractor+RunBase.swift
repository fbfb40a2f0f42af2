import Foundation
import IntentExtraction

extension StringExtractor {
    /// What the last run whose every build's index was whole found: each build's index key, each file's keys, and the
    /// run's uses with how many each build's each file gave.
    ///
    /// A file's strings are a function of what their collection reads of it and of the answers its questions get from
    /// the build's index. So a later run whose build reads the same whole index, or layers over it (``LayeredIndex``)
    /// changes that none of a file's questions name (``BuildQuestions``), finds for each file that did not change since
    /// what this run found: its part of these uses. That run collects the strings of the files that changed and takes
    /// every other file's part from here (``merged(_:paths:over:baseUses:decoded:)``), instead of taking each file's
    /// strings back one by one under its build's new index key (SagerNet: 1,547 files in seven builds, for a function
    /// added to one file).
    struct RunBase: Equatable {
        /// Each build's whole index key, in the builds' order.
        var indexKeys: [String]
        /// Each file's ``StringsMemo/contents`` key then, by path.
        var contents: [String: String]
        /// Each file's ``StringsMemo/indexInputs`` key then, by path.
        var indexInputs: [String: String]
        /// How many of the uses each build's each file gave, in order: build by build, each build's files in the
        /// order of their paths (a file's strings a build found before are not counted again).
        var counts: [Int]
        /// The run's uses, packed (``LocalizableString/packed(_:)``).
        var uses: Data

        /// The files whose keys now (`memo`'s) differ from this base's, or that it does not know.
        func changedFiles(_ paths: [String], memo: StringsMemo) -> Set<String> {
            Set(paths.filter { path in
                contents[path] == nil || contents[path] != memo.contents[path] || indexInputs[path] != memo.indexInputs[path]
            })
        }

        /// The base in the form a cache keeps: the index keys, the files (a path, its contents key, its index input key),
        /// the counts, then the packed uses.
        func packed() -> Data {
            var writer = PackWriter()
            writer.strings(indexKeys)
            writer.strings(contents.keys.sorted().flatMap { [$0, contents[$0]!, indexInputs[$0] ?? ""] })
            writer.list(counts) { $0.int($1) }
            var bytes = Data(writer.bytes)
            bytes.append(uses)
            return bytes
        }

        init(indexKeys: [String], contents: [String: String], indexInputs: [String: String], counts: [Int], uses: Data) {
            (self.indexKeys, self.contents, self.indexInputs, self.counts, self.uses) = (indexKeys, contents, indexInputs, counts, uses)
        }

        /// The base ``packed()`` wrote, or `nil` when the bytes are not one (cut short, a list of files not in threes,
        /// a negative count).
        init?(packed bytes: Data) {
            let read = bytes.withUnsafeBytes { buffer -> (RunBase, Int)? in
                var reader = PackReader(buffer: buffer)
                guard let indexKeys = reader.strings(), let files = reader.strings(), files.count % 3 == 0,
                      let counts = reader.list({ $0.int() }), counts.allSatisfy({ $0 >= 0 })
                else { return nil }
                var contents: [String: String] = [:]
                var indexInputs: [String: String] = [:]
                contents.reserveCapacity(files.count / 3)
                indexInputs.reserveCapacity(files.count / 3)
                for position in stride(from: 0, to: files.count, by: 3) {
                    contents[files[position]] = files[position + 1]
                    indexInputs[files[position]] = files[position + 2]
                }
                return (RunBase(indexKeys: indexKeys, contents: contents, indexInputs: indexInputs, counts: counts, uses: Data()), reader.offset)
            }
            guard let (base, offset) = read else { return nil }
            self = base
            uses = bytes.subdata(in: bytes.startIndex + offset..<bytes.endIndex)
        }
    }

    /// The run's uses as ``merged(_:memo:decoded:slot:)`` gives them, made from the run base's: each file the run took
    /// from the base (`.inBase` in every build) has the part of the base's uses it gave there, every other file the
    /// strings found now, each once; with how many each build's each file gave. `nil` when the base's uses are not
    /// those of these files in these builds (its counts do not add up, or a use lies in another file than the one it
    /// is counted for), or a kept file's strings do not read back.
    ///
    /// - Parameter paths: the path of each entry of `found`.
    static func merged(_ found: [FileStrings], paths: [String], over base: RunBase, baseUses: [LocalizableString],
                       decoded: DecodedResults) -> (uses: [LocalizableString], counts: [Int])? {
        guard base.counts.count == found.count, base.counts.reduce(0, +) == baseUses.count else { return nil }
        var uses: [LocalizableString] = []
        uses.reserveCapacity(baseUses.count)
        var counts: [Int] = []
        counts.reserveCapacity(found.count)
        // The strings of the files found now, each once: a file's part of the base is taken in every build or in none,
        // so these are never among the base's.
        var seen: Set<LocalizableString> = []
        var cursor = 0
        for (entry, file) in found.enumerated() {
            let part = baseUses[cursor..<cursor + base.counts[entry]]
            cursor += base.counts[entry]
            guard part.allSatisfy({ $0.location.file == paths[entry] }) else { return nil }
            let strings: [LocalizableString]
            switch file {
            case .inBase:
                uses += part
                counts.append(part.count)
                continue
            case .collected(let collected, _): strings = collected
            case .kept(let data):
                guard let kept = decoded.strings(from: data) else { return nil }
                strings = kept
            }
            let before = uses.count
            for use in strings where seen.insert(use).inserted { uses.append(use) }
            counts.append(uses.count - before)
        }
        return (uses, counts)
    }

    /// How many of `uses` each entry of a run's files gave, in order, when the uses are those entries' strings merged
    /// (each entry's uses lie in its file, `paths`); `nil` when they are not, or when the split is not certain.
    ///
    /// Two entries of one file next to each other (a build's last file, the next build's first) count their uses
    /// together, as the first's: a run base read over them takes or replaces both parts at once, so the uses are the same.
    /// Two entries of one file with only entries that gave nothing between them (one file's strings in two builds) cannot
    /// be told apart: the uses might be either's, and a base that put them in the wrong one would give a later run its
    /// uses in another order than a fresh run, so there are no counts then.
    static func counts(of uses: [LocalizableString], paths: [String]) -> [Int]? {
        var counts: [Int] = []
        counts.reserveCapacity(paths.count)
        var cursor = 0
        // The path of the last entry that gave uses, while only entries that gave nothing came after it.
        var open: String?
        for (entry, path) in paths.enumerated() {
            let start = cursor
            while cursor < uses.count, uses[cursor].location.file == path { cursor += 1 }
            counts.append(cursor - start)
            if cursor > start {
                open = path
            } else if path == open, entry > 0, paths[entry - 1] != path {
                return nil
            }
        }
        return cursor == uses.count ? counts : nil
    }
}
