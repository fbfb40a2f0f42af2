import Diagnostics
import Foundation
import IntentExtraction
import PositionedJSON
import SwiftSyntax

extension StringExtractor {
    /// Extracts the strings of several builds of an app from files already read, sharing their syntax trees.
    ///
    /// The files are IntentExtraction's `SwiftSource` values, parsed once for every reader of the run: each build's
    /// `#if` is read with its options, its declarations indexed from every file of every build, its strings collected
    /// from its own files, all from the one tree each file has. A string found by several builds is one use.
    ///
    /// With a `memo`, each build's declaration index and each file's strings are taken from it where what they read
    /// is unchanged, and stored where they are made: a file whose strings are known is not parsed, and one whose
    /// function bodies changed is parsed alone while the index of the build is taken from the memo.
    public func extract(builds: [(options: ExtractionOptions, sources: [SwiftSource])], memo: StringsMemo? = nil) -> StringExtraction {
        extract(builds: builds, memo: memo, readingKept: false, usingBase: true)
    }

    /// ``extract(builds:memo:)``; with `readingKept`, each file's kept strings are read back as they are taken, and those
    /// that do not read back are collected again and kept anew (otherwise they are read only when the merged uses are
    /// not kept).
    private func extract(builds: [(options: ExtractionOptions, sources: [SwiftSource])], memo: StringsMemo?, readingKept: Bool,
                         usingBase: Bool) -> StringExtraction {
        var byPath: [String: SwiftSource] = [:]
        for build in builds {
            for source in build.sources where byPath[source.path] == nil { byPath[source.path] = source }
        }
        let files = byPath.keys.sorted().map { SourceFileOfRun(source: byPath[$0]!) }
        // A file not parsed (see `BracketRuns`) is read as empty by every build, and said so once.
        let diagnostics = files.compactMap(\.refusal)
        let readable = files.filter { $0.refusal == nil }
        // Each build's files' strings in order, then the run's uses: each string once, where a build first found it.
        var found: [FileStrings] = []
        // A file declares the same in every build that reads alike the `#if` blocks its index reads (`BranchReading`;
        // a file without `#if`, in every build): its index is made once for them. A file's strings hold for every
        // index that answers what their collection asked alike (`AnsweredStrings`): they are taken from an earlier
        // build of the run that read the file alike, and from an earlier run, when they hold.
        var indexByReading: [String: [BranchReading: DeclarationIndex]] = [:]
        // The index of a file without `#if` an earlier build took from the memo: the same in every build, so read once.
        var keptWithoutConditions: [String: DeclarationIndex] = [:]
        // A build whose every file reads alike to an earlier build's has that build's index: merged once for them.
        var mergedByReadings: [[BranchReading]: DeclarationIndex] = [:]
        var collected: [String: [BranchReading: [Answered]]] = [:]
        // An index stored by several builds (each under a key of its own) is packed once: a file's by how it is read,
        // a build's by how its files are.
        var packedFileIndexes: [String: [BranchReading: Data]] = [:]
        var packedMerged: [[BranchReading]: Data] = [:]
        // The files a collection found a string of where the key of their strings does not look (`RunCheck`).
        var strayed: Set<String> = []
        let answering = builds.count > 1 || memo != nil
        // Builds of a run often keep the same results (a file's strings, an index) under keys of their own: each
        // result's bytes are decoded once.
        let decoded = DecodedResults()
        let paths = readable.map(\.path)
        // The slots of the run's results (``ResultCache/store(_:for:slot:)``): named by the app's first file, as a cache
        // may be shared by apps.
        let runSlot = "strings run \(paths.first ?? "")"
        let chosenByBuild = builds.map { build in
            let own = Set(build.sources.map(\.path))
            return readable.filter { own.contains($0.path) }
        }
        let runKeys = memo.map { RunKeys(memo: $0, paths: paths, chosen: chosenByBuild.map { $0.map(\.path) }) }
        // Spelled once for all of a build's keys and slots.
        let described = builds.map { memo?.describe($0.options) ?? "" }
        // Every file with its index input, hashed once: each build's index key is made of it and the build.
        let indexInputs = runKeys?.digest("index inputs", memo?.indexInputs)
        let indexKeys = described.map { words in indexInputs.flatMap { memo?.indexKey(over: $0, described: words) } }
        // The paths, hashed once: part of the keys of what is kept for a build of these files whatever they hold.
        let pathsKey = runKeys?.digest("paths")
        // The run's uses, kept by every build's index key and every file's contents key (what each file's strings are
        // kept by, ``StringsMemo/usesKey(of:index:)``): a run whose files and indexes are the last run's takes them
        // whole, without reading any file's strings.
        let keyedUses = runKeys.flatMap { keys in keys.key("merged uses by contents", over: keys.digest("contents", memo?.contents), perBuild: indexKeys) }
        if !readingKept, let keyedUses, let kept = memo?.cache.data(for: keyedUses), let uses = decoded.strings(from: kept) {
            return StringExtraction(uses: uses, diagnostics: diagnostics.sortedForOutput())
        }
        // Kept by what every file's collection reads but where its runs are: the uses of a file whose runs moved (lines
        // added to a body above them) are moved with them.
        let placeFreeKey = runKeys.flatMap { keys in
            keys.key("merged uses without places", over: keys.digest("contents without places", memo?.placeFreeContents), perBuild: indexKeys)
        }
        if !readingKept, let memo, let placeFreeKey, let kept = memo.cache.data(for: placeFreeKey), let uses = decoded.strings(from: kept),
           let moved = Self.moved(uses, keptBy: placeFreeKey, memo: memo) {
            if moved.changed {
                // Kept as they are now, with the files' keys now: the places a later move starts from are this version's.
                let packed = Data(LocalizableString.packed(moved.uses))
                if let keyedUses { memo.cache.store(packed, for: keyedUses, slot: runSlot + " by keys") }
                Self.keep(packed, uses: moved.uses, by: placeFreeKey, memo: memo, slot: runSlot + " without places")
            }
            return StringExtraction(uses: moved.uses, diagnostics: diagnostics.sortedForOutput())
        }
        // What the last run whose every build's index was whole found (`RunBase`): the files that did not change since,
        // whose strings still hold under this run's indexes, are taken from its uses; only the others are asked for.
        let runBaseKey = runKeys?.key("run base", over: pathsKey, perBuild: described)
        let runBase = usingBase && !readingKept ? runBaseKey.flatMap { memo?.cache.data(for: $0) }.flatMap(RunBase.init(packed:)) : nil
        let overBase = runBase.flatMap { base -> (base: RunBase, changed: Set<String>)? in
            guard let memo, base.indexKeys.count == builds.count else { return nil }
            return (base, base.changedFiles(paths, memo: memo))
        }
        var foundPaths: [String] = []
        // Whether every build's index is a whole one kept under its key: what a run base is made of.
        var everyIndexWhole = true
        for (position, build) in builds.enumerated() {
            let branches = BranchSelector(options: build.options)
            // The build as the slots of its results name it, spelled once for all of them.
            let slotBuild = described[position]
            let chosen = chosenByBuild[position]
            let indexKey = indexKeys[position]
            // The key of a file's strings under the build's index: made when asked, as most files' are taken otherwise.
            let useKey = { @Sendable (item: Int) -> String? in indexKey.flatMap { memo?.usesKey(of: chosen[item].path, index: $0) } }
            // Kept strings stay packed: a run whose strings are those of the last one reads only their merged uses.
            func keptStrings(_ item: Int) -> FileStrings? {
                useKey(item).flatMap { memo?.cache.data(for: $0) }.flatMap { data in
                    readingKept ? decoded.strings(from: data).map { FileStrings.collected($0, packed: data) } : FileStrings.kept(data)
                }
            }
            var fromTrees: [String: DeclarationIndex] = [:]
            let indexSlot = "strings index \(slotBuild) \(paths.first ?? "")"
            // The slot of a file's own index: one for every build when the file has no `#if`.
            func fileIndexSlot(_ file: SourceFileOfRun) -> String { "strings file index \(file.hasConditions ? slotBuild : "any build") \(file.path)" }
            // Keeps a build's whole index, and the base a later run's index is layered over.
            @Sendable func keepWhole(_ packed: Data, indexKey: String, baseKey: String?, fileKeys: [String?], in memo: StringsMemo) {
                memo.cache.store(packed, for: indexKey, slot: indexSlot)
                if let baseKey, let keys = fileKeys as? [String] {
                    memo.cache.store(Data(IndexBase(indexKey: indexKey, fileKeys: keys).packed()), for: baseKey, slot: indexSlot + " base")
                }
            }
            // The build's index: kept whole; or in layers over the last whole one kept, when a few files' declarations
            // changed since; or merged from each file's own index (kept per file, or made from its tree). With the key
            // of the whole index it is layered over, when it is.
            func buildIndex() -> (index: DeclarationIndex, layeredOver: String?) {
                if let known = indexKey.flatMap({ decoded.index(for: $0, in: memo) }) { return (known, nil) }
                // Each file's own index key: over the run base's whole index, which the base layers over, a file whose
                // index input did not change since the run base has the key it had there.
                func keysOfFiles(over base: IndexBase? = nil) -> [String?] {
                    let reused = base.flatMap { base in
                        overBase.flatMap { over in base.indexKey == over.base.indexKeys[position] && base.fileKeys.count == readable.count ? over.changed : nil }
                    }
                    return readable.indices.map { position in
                        let file = readable[position]
                        if let reused, !reused.contains(file.path), let base { return base.fileKeys[position] }
                        return memo?.fileIndexKey(of: file.path, options: build.options, hasConditions: file.hasConditions)
                    }
                }
                let baseKey = pathsKey.flatMap { pathsKey in memo.map { Self.baseKey(over: pathsKey, described: slotBuild, memo: $0) } }
                if let memo, let indexKey, let baseKey, let base = memo.cache.data(for: baseKey).flatMap(IndexBase.init(packed:)),
                   let keys = keysOfFiles(over: base) as? [String],
                   let layered = Self.layeredIndex(
                       base: base, fileKeys: keys, memo: memo, decoded: decoded,
                       own: { position in
                           let file = readable[position]
                           if let kept = memo.cache.data(for: keys[position]).flatMap(DeclarationIndex.init(packed:)) { return kept }
                           // Made once for the builds that read alike the blocks the index reads.
                           let reading = file.declarationReading(branches)
                           let made = indexByReading[file.path]?[reading] ?? file.parsed.declarations(branches: branches)
                           indexByReading[file.path, default: [:]][reading] = made
                           fromTrees[file.path] = made
                           memo.cache.store(Data(made.packed()), for: keys[position], slot: fileIndexSlot(file))
                           return made
                       },
                       merge: { [readable] in
                           // Every file's own index is kept by now (a changed one when its layer was made).
                           var merged = DeclarationIndex()
                           for (position, file) in readable.enumerated() {
                               merged.merge(memo.cache.data(for: keys[position]).flatMap(DeclarationIndex.init(packed:))
                                   ?? file.parsed.declarations(branches: branches))
                           }
                           keepWhole(Data(merged.packedForLookup()), indexKey: indexKey, baseKey: baseKey, fileKeys: keys, in: memo)
                           return merged
                       }) {
                    return (layered, base.indexKey)
                }
                let fileKeys = keysOfFiles()
                // Each file's index, whether it was made from the tree now (to be kept), and how the build reads the
                // file (`nil`: its index was kept from an earlier run, without a reading).
                let indexes = Array(readable.indices).concurrentMap { [indexByReading, keptWithoutConditions] position
                    -> (index: DeclarationIndex, made: Bool, reading: BranchReading?) in
                    let file = readable[position]
                    if !file.hasConditions, let index = indexByReading[file.path]?[BranchReading()] { return (index, false, BranchReading()) }
                    if !file.hasConditions, let index = keptWithoutConditions[file.path] { return (index, false, nil) }
                    if let key = fileKeys[position], let kept = memo?.cache.data(for: key).flatMap(DeclarationIndex.init(packed:)) { return (kept, false, nil) }
                    let reading = file.declarationReading(branches)
                    if let index = indexByReading[file.path]?[reading] { return (index, false, reading) }
                    return (file.parsed.declarations(branches: branches), true, reading)
                }
                for (position, made) in indexes.enumerated() {
                    let file = readable[position]
                    guard let reading = made.reading else {
                        if !file.hasConditions { keptWithoutConditions[file.path] = made.index }
                        continue
                    }
                    fromTrees[file.path] = made.index
                    if made.made { indexByReading[file.path, default: [:]][reading] = made.index }
                    // The index of a file without `#if` is kept once for every build: by the build that made it.
                    if let key = fileKeys[position], file.hasConditions || made.made {
                        let packed = packedFileIndexes[file.path]?[reading] ?? Data(made.index.packed())
                        packedFileIndexes[file.path, default: [:]][reading] = packed
                        memo?.cache.store(packed, for: key, slot: fileIndexSlot(file))
                    }
                }
                let readings = indexes.allSatisfy { $0.reading != nil } ? indexes.map { $0.reading! } : nil
                let index: DeclarationIndex
                if let readings, let known = mergedByReadings[readings] {
                    index = known
                } else {
                    var merged = DeclarationIndex()
                    for made in indexes { merged.merge(made.index) }
                    if let readings { mergedByReadings[readings] = merged }
                    index = merged
                }
                if let indexKey {
                    let packed = readings.flatMap { packedMerged[$0] } ?? Data(index.packedForLookup())
                    if let readings { packedMerged[readings] = packed }
                    if let memo { keepWhole(packed, indexKey: indexKey, baseKey: baseKey, fileKeys: fileKeys, in: memo) }
                }
                return (index, nil)
            }
            var perFile: [FileStrings?]
            let index: DeclarationIndex
            let layeredOver: String?
            // The record of questions of the whole index the build's is layered over, when it was read for the run base.
            var overQuestions: BuildQuestions?
            if let (base, changed) = overBase, let memo {
                // Over the run base: the index first, to tell which files' strings the base holds.
                (index, layeredOver) = buildIndex()
                let baseIndex = base.indexKeys[position]
                let takesBase: (SourceFileOfRun) -> Bool
                if indexKey == baseIndex {
                    // The index the base read: every file that did not change has the strings it had.
                    takesBase = { !changed.contains($0.path) }
                } else if layeredOver == baseIndex, let questions = BuildQuestions.kept(for: baseIndex, memo: memo),
                          index.layers.map({ questions.hold(under: $0.changes) }) == true {
                    overQuestions = questions
                    // Layers over it that no question of the base index's record names: every file that did not change,
                    // at the version the record names, has the strings it had.
                    takesBase = { !changed.contains($0.path) && questions.files[$0.path] == memo.contents[$0.path] }
                } else {
                    return extract(builds: builds, memo: memo, readingKept: readingKept, usingBase: false)
                }
                perFile = chosen.indices.map { item in takesBase(chosen[item]) ? .inBase : keptStrings(item) }
            } else {
                perFile = chosen.indices.map(keptStrings)
                guard perFile.contains(where: { $0 == nil }) else {
                    // Every file's strings are kept under the index's key; the index is whole when it is kept as such.
                    if everyIndexWhole { everyIndexWhole = indexKey.flatMap { memo?.cache.data(for: $0) } != nil }
                    found += perFile.map { $0! }
                    foundPaths += chosen.map(\.path)
                    continue
                }
                (index, layeredOver) = buildIndex()
            }
            if index.layers != nil { everyIndexWhole = false }
            let missing = perFile.indices.filter { perFile[$0] == nil }
            // Made when asked: a file taken by its build's questions' record reads no answers of its own.
            let answeredKey = { @Sendable (item: Int) in memo?.answeredKey(of: chosen[missing[item]].path, options: build.options) }
            // Over a whole index whose files' questions name no name the layers changed (`BuildQuestions`): each of
            // those files at the version the record names has the strings kept for it under that index's key.
            let unchangedAnswers = layeredOver.flatMap { over in
                (overQuestions ?? memo.flatMap { memo in BuildQuestions.kept(for: over, memo: memo) }).flatMap { kept in
                    index.layers.map { kept.hold(under: $0.changes) } == true ? (over, kept.files) : nil
                }
            }
            let results = Array(missing.indices).concurrentMap { [index, fromTrees, collected, layeredOver] item
                -> (strings: FileStrings, answered: Answered?, keep: Bool, reading: BranchReading?, strayed: Bool, reused: Bool) in
                let file = chosen[missing[item]]
                if let (over, files) = unchangedAnswers, let memo, let content = memo.contents[file.path], files[file.path] == content,
                   let key = memo.usesKey(of: file.path, index: over), let data = memo.cache.data(for: key) {
                    if !readingKept { return (.kept(data), nil, false, nil, false, true) }
                    if let strings = LocalizableString.unpacked(data) { return (.collected(strings, packed: data), nil, false, nil, false, true) }
                }
                if !file.hasConditions, let earlier = collected[file.path]?[BranchReading()]?.first(where: { $0.hold(in: index) }) {
                    // Its answers, for the record of the build's questions; kept once, by the build that made them.
                    return (earlier.strings, earlier, false, nil, false, false)
                }
                // Kept by an earlier run: the strings stay packed, unless this run reads every kept file's strings. A
                // file without `#if` reads alike in every build: over layers, its answers kept under an earlier build
                // of the run are asked too (that build may have taken its strings by its questions' record, reading
                // none of the file's).
                let earlierBuilds = file.hasConditions || layeredOver == nil ? [] : builds[..<position].map { memo?.answeredKey(of: file.path, options: $0.options) }
                for key in [answeredKey(item)] + earlierBuilds {
                    guard let key, let kept = memo?.cache.data(for: key).flatMap(PackedAnswers.init(packed:)), kept.hold(in: index) else { continue }
                    let reading = file.hasConditions ? nil : BranchReading()
                    if !readingKept { return (.kept(kept.strings), .kept(kept), false, reading, false, false) }
                    if let answered = AnsweredStrings(kept) {
                        return (.collected(answered.strings, packed: kept.strings), .made(answered), false, reading, false, false)
                    }
                }
                // Read alike by an earlier build of the run: kept for this build too, so the next run need not parse the file.
                let reading = file.reading(branches)
                if let earlier = collected[file.path]?[reading]?.first(where: { $0.hold(in: index) }) { return (earlier.strings, earlier, true, nil, false, false) }
                // The file's own index from its tree: its raw values' positions are of this text.
                let declaring = fromTrees[file.path] ?? file.parsed.declarations(branches: branches)
                let log = answering ? LookupLog() : nil
                let bytes = Array(file.source.text.utf8)
                // Kept by what their collection reads of the file (`StringsMemo.collectionInput(of:text:)`): checked.
                let check = memo == nil ? nil : file.source.reduced.map(RunCheck.init)
                let strings = Self.strings(path: file.path, parsed: file.parsed, bytes: bytes, lines: LineTable(bytes), declaring: declaring,
                                           index: index, branches: branches, log: log, runCheck: check)
                return (.collected(strings, packed: nil), log.map { .made(AnsweredStrings(strings: strings, log: $0, index: index)) }, true, reading,
                        check?.hasStrayed ?? false, false)
            }
            for (item, result) in results.enumerated() where result.strayed { strayed.insert(chosen[missing[item]].path) }
            for (item, result) in results.enumerated() {
                let position = missing[item]
                // A file one of whose strings lay where its key does not look is not kept: the key would not tell its
                // strings apart.
                // Strings taken under the whole index's key are not kept again under this one's: a later run with this
                // index finds them as this one did, or the run's merged uses kept by this one's keys.
                let packed = result.reused ? nil : useKey(position).flatMap { key -> Data? in
                    guard !strayed.contains(chosen[position].path) else { return nil }
                    let packed = result.strings.packedForm
                    memo?.cache.store(packed, for: key, slot: "strings uses \(slotBuild) \(chosen[position].path)")
                    return packed
                }
                perFile[position] = result.strings.with(packed: packed)
                guard let answered = result.answered, !strayed.contains(chosen[position].path) else { continue }
                if result.keep, let key = answeredKey(item) {
                    memo?.cache.store(answered.packed, for: key, slot: "strings answered \(slotBuild) \(chosen[position].path)")
                }
                if let reading = result.reading { collected[chosen[position].path, default: [:]][reading, default: []].append(answered) }
            }
            // A whole index's first record of its files' questions (`BuildQuestions`): those answered in this run.
            if let memo, let indexKey, index.layers == nil {
                let key = BuildQuestions.key(of: indexKey, memo: memo)
                if memo.cache.data(for: key) == nil {
                    var files: [String: String] = [:]
                    var questions: Set<DeclarationIndex.Lookup> = []
                    for (item, result) in results.enumerated() {
                        let path = chosen[missing[item]].path
                        guard let answered = result.answered, !strayed.contains(path), let content = memo.contents[path] else { continue }
                        files[path] = content
                        questions.formUnion(answered.questions)
                    }
                    if !files.isEmpty { memo.cache.store(Data(BuildQuestions(files: files, questions: Array(questions)).packed()), for: key, slot: indexSlot + " questions") }
                }
            }
            found += perFile.map { $0! }
            foundPaths += chosen.map(\.path)
        }
        let uses: [LocalizableString]
        let counts: [Int]?
        if let (base, _) = overBase {
            // A file's part of the base's uses is what it gave there after what it gave in earlier builds: taken in
            // some builds and found anew in others, it would be counted against strings it no longer has.
            var takenIn: [String: Bool] = [:]
            for (file, path) in zip(found, foundPaths) {
                let taken = if case .inBase = file { true } else { false }
                if takenIn.updateValue(taken, forKey: path).map({ $0 != taken }) == true {
                    return extract(builds: builds, memo: memo, readingKept: readingKept, usingBase: false)
                }
            }
            guard let baseUses = decoded.strings(from: base.uses),
                  let merged = Self.merged(found, paths: foundPaths, over: base, baseUses: baseUses, decoded: decoded)
            else { return extract(builds: builds, memo: memo, readingKept: readingKept, usingBase: false) }
            (uses, counts) = merged
        } else {
            guard let merged = Self.merged(found, paths: foundPaths, memo: memo, decoded: decoded, slot: runSlot + " merged") else {
                // A kept file's strings that do not read back (bytes of another packing under a sound code): read every
                // kept file's strings as they are taken, so those are collected and kept anew.
                return extract(builds: builds, memo: memo, readingKept: true, usingBase: false)
            }
            (uses, counts) = merged
        }
        if strayed.isEmpty, let memo {
            let packed = Data(LocalizableString.packed(uses))
            if let keyedUses { memo.cache.store(packed, for: keyedUses, slot: runSlot + " by keys") }
            if let placeFreeKey { Self.keep(packed, uses: uses, by: placeFreeKey, memo: memo, slot: runSlot + " without places") }
            // Every build's index whole: the run base of the next runs, unless it is the one read.
            if everyIndexWhole, let runBaseKey, let counts, let indexKeys = indexKeys as? [String],
               paths.allSatisfy({ memo.contents[$0] != nil && memo.indexInputs[$0] != nil }) {
                var contents: [String: String] = [:]
                var indexInputs: [String: String] = [:]
                for path in paths { (contents[path], indexInputs[path]) = (memo.contents[path], memo.indexInputs[path]) }
                let made = RunBase(indexKeys: indexKeys, contents: contents, indexInputs: indexInputs, counts: counts, uses: packed)
                if made != runBase { memo.cache.store(made.packed(), for: runBaseKey, slot: runSlot + " base") }
            }
        }
        return StringExtraction(uses: uses, diagnostics: diagnostics.sortedForOutput())
    }

    /// The key of the files with uses in the uses kept by `placeFreeKey`, each with its ``StringsMemo/contents`` key then.
    private static func placesKey(_ placeFreeKey: String, memo: StringsMemo) -> String {
        memo.cache.key([Array(StringsMemo.format.utf8), Array("merged uses' files".utf8), Array(placeFreeKey.utf8)])
    }

    /// Keeps the run's uses (`packed`) by `placeFreeKey` in `slot`, with the `contents` key of each file that has one of them.
    private static func keep(_ packed: Data, uses: [LocalizableString], by placeFreeKey: String, memo: StringsMemo, slot: String) {
        var files: [String] = []
        var seen: Set<String> = []
        for use in uses where seen.insert(use.location.file).inserted {
            guard let key = memo.contents[use.location.file] else { return }
            files += [use.location.file, key]
        }
        var writer = PackWriter()
        writer.strings(files)
        memo.cache.store(packed, for: placeFreeKey, slot: slot)
        memo.cache.store(Data(writer.bytes), for: placesKey(placeFreeKey, memo: memo), slot: slot + " files")
    }

    /// The uses kept by `placeFreeKey`, each file's moved from where its runs were to where they are now, and whether
    /// one moved; `nil` when the files kept with them do not read back, or the places of a file that changed are not
    /// known.
    private static func moved(_ uses: [LocalizableString], keptBy placeFreeKey: String, memo: StringsMemo) -> (uses: [LocalizableString], changed: Bool)? {
        guard let data = memo.cache.data(for: placesKey(placeFreeKey, memo: memo)),
              let files = data.withUnsafeBytes({ buffer -> [String]? in
                  var reader = PackReader(buffer: buffer)
                  let files = reader.strings()
                  return reader.isAtEnd ? files : nil
              }), files.count % 2 == 0
        else { return nil }
        var moved = uses
        var changed = false
        for index in stride(from: 0, to: files.count, by: 2) {
            let (path, was) = (files[index], files[index + 1])
            guard let now = memo.contents[path] else { return nil }
            guard now != was else { continue }
            guard let old = memo.runPlaces?(was), let new = memo.runPlaces?(now),
                  let relocated = StringsMemo.moving(moved, in: path, from: old, to: new)
            else { return nil }
            moved = relocated
            changed = true
        }
        return (moved, changed)
    }

    /// The run's uses: each build's files' strings in order, each string once, where it was first found.
    ///
    /// With a memo, the uses are kept (in `slot`) by what each file gave (the digest of its packed strings, kept or
    /// collected now): a run after an edit that changed no file's strings reads them back whole, not file by file.
    /// `nil` when a kept file's strings do not read back.
    private static func merged(_ found: [FileStrings], paths: [String], memo: StringsMemo?, decoded: DecodedResults,
                               slot: String) -> (uses: [LocalizableString], counts: [Int]?)? {
        var key: String?
        if let memo, found.allSatisfy({ $0.packed != nil }) {
            var parts = [Array(StringsMemo.format.utf8), Array("merged uses".utf8)]
            parts.reserveCapacity(found.count + 2)
            for file in found { parts.append(Array(memo.cache.key([[UInt8](file.packed!)]).utf8)) }
            key = memo.cache.key(parts)
        }
        if let key, let kept = memo?.cache.data(for: key), let uses = decoded.strings(from: kept) { return (uses, counts(of: uses, paths: paths)) }
        var uses: [LocalizableString] = []
        var counts: [Int] = []
        counts.reserveCapacity(found.count)
        var seen: Set<LocalizableString> = []
        for file in found {
            let strings: [LocalizableString]
            switch file {
            case .collected(let collected, _): strings = collected
            case .kept(let data):
                guard let kept = decoded.strings(from: data) else { return nil }
                strings = kept
            case .inBase: return nil
            }
            let before = uses.count
            for use in strings where seen.insert(use).inserted { uses.append(use) }
            counts.append(uses.count - before)
        }
        if let key { memo?.cache.store(Data(LocalizableString.packed(uses)), for: key, slot: slot) }
        return (uses, counts)
    }

    /// Extracts the strings of files already read, as one build with this extractor's options.
    ///
    /// The files' syntax trees are shared with the run's other readers (App Intents extraction among them).
    public func extract(sources: [SwiftSource]) -> StringExtraction {
        extract(builds: [(options, sources)])
    }
}

/// One file's strings in one build: kept by an earlier run (packed, read only if the run needs them), or collected now.
enum FileStrings {
    case kept(Data)
    case collected([LocalizableString], packed: Data?)
    /// As the run base found them (``StringExtractor/RunBase``): its part of the base's uses.
    case inBase

    /// The packed strings, as kept or as stored now (`nil` for strings collected without a memo key).
    var packed: Data? {
        switch self {
        case .kept(let data): data
        case .collected(_, let packed): packed
        case .inBase: nil
        }
    }

    /// The packed strings, as kept or stored, or packed now.
    var packedForm: Data {
        switch self {
        case .kept(let data): data
        case .collected(let strings, let packed): packed ?? Data(LocalizableString.packed(strings))
        case .inBase: Data()
        }
    }

    /// These strings with `packed` as their packed form, when they have none yet.
    func with(packed: Data?) -> FileStrings {
        if case .collected(let strings, nil) = self { .collected(strings, packed: packed) } else { self }
    }
}

/// One file's strings with the questions their collection asked of a build's index and its answers: collected in
/// this run, or kept by an earlier one and read without their strings (``PackedAnswers``).
private enum Answered {
    case made(AnsweredStrings)
    case kept(PackedAnswers)

    /// Whether `index` answers every question as the index the strings were collected with did.
    func hold(in index: DeclarationIndex) -> Bool {
        switch self {
        case .made(let answered): answered.hold(in: index)
        case .kept(let kept): kept.hold(in: index)
        }
    }

    /// The questions their collection asked.
    var questions: [DeclarationIndex.Lookup] {
        switch self {
        case .made(let answered): answered.questions
        case .kept(let kept): kept.questions
        }
    }

    /// The strings: as collected, or still packed.
    var strings: FileStrings {
        switch self {
        case .made(let answered): .collected(answered.strings, packed: nil)
        case .kept(let kept): .kept(kept.strings)
        }
    }

    /// The record a pack keeps them in (``AnsweredStrings/packed()``).
    var packed: Data {
        switch self {
        case .made(let answered): Data(answered.packed())
        case .kept(let kept): kept.bytes
        }
    }
}

/// Results taken from a memo in one run, decoded once for all the keys they are kept under, by their bytes.
final class DecodedResults {
    private var byBytes: [Data: Any] = [:]

    /// The strings in `data`, a packed form, read, or read earlier from the same bytes.
    func strings(from data: Data) -> [LocalizableString]? {
        value(from: data) { LocalizableString.unpacked($0) }
    }

    /// The declaration index kept for `key` in `memo`, asked in its packed form (``KeptDeclarationIndex``), or opened
    /// earlier from the same bytes.
    func index(for key: String, in memo: StringsMemo?) -> DeclarationIndex? {
        value(for: key, in: memo) { DeclarationIndex(keptBytes: [UInt8]($0)) }
    }

    private func value<Value>(for key: String, in memo: StringsMemo?, reading read: (Data) -> Value?) -> Value? {
        memo?.cache.data(for: key).flatMap { value(from: $0, reading: read) }
    }

    private func value<Value>(from data: Data, reading read: (Data) -> Value?) -> Value? {
        if let known = byBytes[data] as? Value { return known }
        guard let value = read(data) else { return nil }
        byBytes[data] = value
        return value
    }
}

/// Where string extraction keeps its results across runs, and the keys that tell when they still hold.
///
/// The results are kept in a `ResultCache` (of the Diagnostics module), with the keys of what each file gives the two
/// steps (what the declaration index reads of it; its bytes), which the caller knows without parsing the file.
///
/// A build's index is keyed by its options and every file's index input; a file's strings by that index key, its
/// path and its bytes. A file without both keys is never kept.
public struct StringsMemo: Sendable {
    /// Where results are kept.
    public var cache: any ResultCache
    /// The key of what the declaration index reads of each file, by path.
    public var indexInputs: [String: String]
    /// The key of what collecting each file's strings reads of it, by path.
    ///
    /// The key of its bytes, or of what `collectionInput(of:text:)` gives when its tree is of its reduction.
    public var contents: [String: String]
    /// Spells the options that change what a build reads, the same way in every run (part of the index's key).
    public var describe: @Sendable (ExtractionOptions) -> String
    /// The key of what collecting each file's strings reads of it but where its runs are, by path.
    ///
    /// It is the key of the first part of `collectionInputs(of:text:)`, or of the file's bytes, like ``contents``,
    /// when its tree is of the whole file. The run's strings are kept by these too: a run whose files changed only in
    /// where their runs are (lines added to a body) takes them, each file's moved from where its runs were to where
    /// they are (``runPlaces``).
    public var placeFreeContents: [String: String] = [:]
    /// Where the runs of a file's version that can hold a string's location start, by the version's ``contents`` key.
    ///
    /// Two numbers a run, its line and column (the second part of `collectionInputs(of:text:)`); `nil` when that is
    /// not known.
    public var runPlaces: (@Sendable (String) -> [Int]?)?

    /// A memo that keeps results in `cache`, keyed with the files' keys and the options' spelling.
    ///
    /// - Parameters:
    ///   - cache: where results are kept.
    ///   - indexInputs: the key of what the declaration index reads of each file, by path.
    ///   - contents: the key of what collecting each file's strings reads of it (its bytes, or less), by path.
    ///   - describe: spells the options that change what a build reads.
    public init(cache: any ResultCache, indexInputs: [String: String], contents: [String: String], describe: @escaping @Sendable (ExtractionOptions) -> String) {
        self.cache = cache
        self.indexInputs = indexInputs
        self.contents = contents
        self.describe = describe
    }

    /// The format of what is kept: a change to the index, the collector or their encoding changes it.
    static let format = "StringExtraction results 9"

    /// The key of a build's index: the build, as `describe` spells it, over every file's index input (`inputs`, a
    /// ``RunKeys`` digest of them).
    func indexKey(over inputs: String, described: String) -> String {
        cache.key([Self.format, "index", described, inputs].map { Array($0.utf8) })
    }

    func usesKey(of path: String, index: String) -> String? {
        contents[path].map { cache.key([Self.format, "uses", index, path, $0].map { Array($0.utf8) }) }
    }

    /// The key of one file's own declaration index under a build.
    ///
    /// It is made of what the index reads of the file, and the build (for a file without `#if`, which every build
    /// reads alike, none).
    func fileIndexKey(of path: String, options: ExtractionOptions, hasConditions: Bool) -> String? {
        indexInputs[path].map { cache.key([Self.format, "file index", hasConditions ? describe(options) : "any build", path, $0].map { Array($0.utf8) }) }
    }

    /// The key of one file's strings with the index's answers to their questions (``AnsweredStrings``) under a build.
    func answeredKey(of path: String, options: ExtractionOptions) -> String? {
        contents[path].map { cache.key([Self.format, "answered uses", describe(options), path, $0].map { Array($0.utf8) }) }
    }
}

/// A file of the run as string extraction reads it: the source with the tree it shares with other readers, parsed
/// when first asked for (its bytes and lines are made only for a file whose strings are collected).
private struct SourceFileOfRun: @unchecked Sendable {
    // `SwiftSource` parses once under its lock and its tree is immutable: within a build each task reads its own files,
    // and a layered index's merge (`LayeredIndex`), made from one task, may read any file's tree.
    let source: SwiftSource
    /// Why the file is not parsed, found without parsing it.
    let refusal: Diagnostic?
    /// Whether the file has an `#if`: only then may its declarations differ from build to build.
    let hasConditions: Bool

    init(source: SwiftSource) {
        self.source = source
        refusal = source.refusal
        hasConditions = source.hasConditions
    }

    var path: String { source.path }

    /// The file's shared tree (parsing it if no reader has yet); only for files without a refusal.
    var parsed: ParsedSource { ParsedSource(tree: source.syntaxTree!, reduced: source.reduced) }

    /// How a build with `branches` reads the file's `#if` blocks (parsing it if no reader has yet).
    func reading(_ branches: BranchSelector) -> BranchReading {
        hasConditions ? source.reading(under: branches) : BranchReading()
    }

    /// How a build with `branches` reads the `#if` blocks the file's declaration index reads
    /// (``DeclarationIndex/reads(_:)``): builds that differ only inside bodies share the index.
    func declarationReading(_ branches: BranchSelector) -> BranchReading {
        hasConditions ? source.reading(under: branches, reader: "declaration index", reads: DeclarationIndex.reads) : BranchReading()
    }
}
