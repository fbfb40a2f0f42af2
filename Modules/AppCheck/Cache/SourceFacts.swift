import Diagnostics
import Foundation
import IntentExtraction
import StringExtraction

/// What the cache keys of one Swift file's results are made of, worked out once per content and kept in the cache:
/// a file that did not change is neither scanned nor parsed to key its results.
struct SourceFacts: Sendable {
    /// The key of what extraction reads of the file (its declarations, or the whole file when it has a syntax error).
    var extraction: String
    /// The key of what extraction reads of the file but where it is (its function bodies blanked to their braces):
    /// the same after lines are added to a body (`BodyPlaces`).
    var placeFree: String
    /// The key of what the strings' declaration index reads of it.
    var index: String
    /// The key of the file's path and bytes (the key these facts are kept under).
    var content: String = ""
    /// The key of what collecting the file's strings reads of it (`StringsMemo.collectionInput(of:text:)`) when its
    /// tree is of its reduction; otherwise ``content``.
    var strings: String
    /// The key of what collecting the file's strings reads of it but where its runs are (the first part of
    /// `StringsMemo.collectionInputs(of:text:)`) when its tree is of its reduction; otherwise ``content``. Where the
    /// runs are is kept by ``strings`` (``runPlacesKey(_:cache:)``).
    var stringsPlaceFree: String
    /// Whether the file has an `#if` (`SwiftSource.hasConditions`).
    var hasConditions = false
    /// Whether the scan that refuses a file's brackets let it be parsed (`SwiftSource.refusal` is `nil`).
    var readable = true

    /// The facts of `source` under `cache`: from the cache when its content was seen before, else worked out and
    /// stored.
    ///
    /// Working them out scans the file into its reduction (``SwiftSource/reduction``) and parses it only when the
    /// cache does not know whether that reduction parses as the tree readers share: an edit inside a function body
    /// that the reduction empties or cuts out gives the reduction the file had, and the file is not parsed.
    static func of(_ source: SwiftSource, cache: any ResultCache) -> SourceFacts {
        found(source, cache: cache).facts
    }

    /// ``of(_:cache:)``, and whether the cache knew them (`false`: the file is new, or changed since it saw it).
    static func found(_ source: SwiftSource, cache: any ResultCache) -> (facts: SourceFacts, known: Bool) {
        let content = cache.key([Array("facts 10".utf8), Array(source.path.utf8), Array(source.text.utf8)])
        if let known = cache.data(for: content).flatMap({ SourceFacts(stored: $0, content: content) }) { return (known, true) }
        let readable = source.refusal == nil
        let reduction = readable ? source.reduction : nil
        let parse = reduction.map { reducedParse(of: source, $0.reduced, cache: cache) } ?? (parses: false, readExtent: nil)
        let reducedParses = parse.parses
        let inputs = source.readerInputs(reducedParses: readable ? reducedParses : nil, readExtent: parse.readExtent)
        let hasConditions = source.hasConditions
        var strings = content
        var stringsPlaceFree = content
        if let reduction, reducedParses {
            let collection = StringsMemo.collectionInputs(of: reduction.reduced, text: source.text)
            strings = cache.key([Array("strings input 2".utf8), Array(source.path.utf8), [hasConditions ? 1 : 0], StringsMemo.collectionInput(collection)])
            stringsPlaceFree = cache.key([Array("strings input without places".utf8), Array(source.path.utf8), [hasConditions ? 1 : 0], collection.placeFree])
            cache.store(Data(StringsMemo.packedPlaces(collection.places)), for: Self.runPlacesKey(strings, cache: cache), slot: "run places \(source.path)")
        }
        let facts = SourceFacts(
            extraction: cache.key([Array("extraction input".utf8), inputs.extraction]),
            placeFree: cache.key([Array("extraction input without places".utf8), inputs.placeFree]),
            index: cache.key([Array("index input".utf8), inputs.index]),
            content: content,
            strings: strings,
            stringsPlaceFree: stringsPlaceFree,
            hasConditions: hasConditions,
            readable: readable
        )
        cache.store(facts.stored, for: content, slot: "facts \(source.path)")
        return (facts, false)
    }

    /// Whether `reduced`, the reduction of `source`, parses as the tree its readers share (without error, every
    /// emptied block and cut where the scan found it: ``SwiftSource/isReduced``), found by parsing the file the first
    /// time and kept by the reduction's bytes and emptied blocks, which are all the parse reads: kept with every place
    /// the tree accepts a cut at (`QuietBlocks.cutPlaces(in:)`), so a later reduction to the same bytes with other cuts
    /// (a statement added to a body and cut out) is verified without parsing, and with where the last file-level item
    /// extraction may read ends in the tree (`SwiftSource.readExtent(of:)`; `nil` when the reduction does not parse
    /// as the shared tree). Not kept when the reduction did not parse as the shared tree (the whole file was parsed:
    /// there is no tree of the reduction to read the places of).
    private static func reducedParse(of source: SwiftSource, _ reduced: ReducedSource, cache: any ResultCache) -> (parses: Bool, readExtent: Int?) {
        var blocks: [UInt8] = []
        blocks.reserveCapacity(16 * reduced.blocks.count + 8)
        func append(_ value: Int) { withUnsafeBytes(of: UInt64(truncatingIfNeeded: value).littleEndian) { blocks += $0 } }
        append(reduced.blocks.count)
        for block in reduced.blocks { append(block.lowerBound); append(block.upperBound) }
        let key = cache.key([Array("reduced parse 4".utf8), reduced.bytes, blocks])
        if let kept = cache.data(for: key), let (extent, places) = CutPlaces.withExtent(stored: kept) {
            let parses = places.accept(reduced.cuts)
            return (parses, parses ? extent : nil)
        }
        let parses = source.isReduced
        guard parses, let tree = source.syntaxTree else { return (parses, nil) }
        let extent = SwiftSource.readExtent(of: tree)
        let places = CutPlaces(QuietBlocks.cutPlaces(in: tree))
        // Kept only when the places say what the parse found.
        if places.accept(reduced.cuts) { cache.store(CutPlaces.stored(places, extent: extent), for: key, slot: "reduced parse \(source.path)") }
        return (parses, extent)
    }

    /// The facts as stored under their content key: the extraction keys (with places and without), the index key, the
    /// strings keys (with places and without) and the flags, a line each (read without a decoder: a re-check reads every file's facts).
    var stored: Data { Data(lines.utf8) }

    /// The facts as stored under a file's stamp (``FileStamp``): their content key first, then ``stored``.
    var storedByStamp: Data { Data((content + "\n" + lines).utf8) }

    private var lines: String { extraction + "\n" + placeFree + "\n" + index + "\n" + strings + "\n" + stringsPlaceFree + "\n" + flags }

    /// The key of where the runs that can hold a string's location start in the version of a file whose ``strings``
    /// key is `strings`: kept when its facts are worked out, read when a run's strings kept with other places are moved.
    static func runPlacesKey(_ strings: String, cache: any ResultCache) -> String {
        cache.key([Array("run places".utf8), Array(strings.utf8)])
    }

    /// The two flags, a letter each: `c` for an `#if` or `-`, then `r` for readable or `-`.
    private var flags: String { (hasConditions ? "c" : "-") + (readable ? "r" : "-") }
}

extension SourceFacts {
    /// The facts stored as ``stored`` under `content`, or `nil` when the data is not that.
    init?(stored data: Data, content: String) {
        guard let lines = Self.lines(data, count: 6) else { return nil }
        self.init(lines: lines[0], placeFree: lines[1], lines[2], strings: lines[3], stringsPlaceFree: lines[4], flags: lines[5], content: content)
    }

    /// The facts stored as ``storedByStamp``, or `nil` when the data is not that.
    init?(storedByStamp data: Data) {
        guard let lines = Self.lines(data, count: 7) else { return nil }
        self.init(lines: lines[1], placeFree: lines[2], lines[3], strings: lines[4], stringsPlaceFree: lines[5], flags: lines[6], content: lines[0])
    }

    private init?(lines extraction: String, placeFree: String, _ index: String, strings: String, stringsPlaceFree: String, flags: String, content: String) {
        let flags = Array(flags.utf8)
        guard flags.count == 2, [UInt8(ascii: "c"), UInt8(ascii: "-")].contains(flags[0]),
              [UInt8(ascii: "r"), UInt8(ascii: "-")].contains(flags[1]) else { return nil }
        self.init(extraction: extraction, placeFree: placeFree, index: index, content: content, strings: strings, stringsPlaceFree: stringsPlaceFree,
                  hasConditions: flags[0] == UInt8(ascii: "c"), readable: flags[1] == UInt8(ascii: "r"))
    }

    /// The `count` lines of `data`, none empty, or `nil` when it does not hold exactly that. Read from the bytes: a
    /// re-check reads every file's facts, and splitting a `String` cost more than the lookup.
    private static func lines(_ data: Data, count: Int) -> [String]? {
        data.withUnsafeBytes { bytes -> [String]? in
            var lines: [String] = []
            lines.reserveCapacity(count)
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
                guard index > start, lines.count < count else { return nil }
                lines.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            return lines.count == count ? lines : nil
        }
    }
}

/// The places a tree accepts a cut at (`QuietBlocks.cutPlaces(in:)`), ascending, as a cache keeps them: each the
/// distance from the one before, in LEB128.
struct CutPlaces {
    let places: [Int]

    init(_ places: [Int]) {
        self.places = places
    }

    /// The places stored as ``stored``, or `nil` when the data is not that.
    init?(stored data: Data) {
        var places: [Int] = []
        var value = 0, shift = 0, last = 0
        for byte in data {
            guard shift < 56 else { return nil }
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 != 0 {
                shift += 7
                continue
            }
            last += value
            places.append(last)
            (value, shift) = (0, 0)
        }
        guard shift == 0 else { return nil }
        self.places = places
    }

    var stored: Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(places.count + 8)
        var last = 0
        for place in places {
            var value = UInt(bitPattern: place - last)
            last = place
            while value >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }
        return Data(bytes)
    }

    /// `places` stored after `extent` (a reduced tree's ``SwiftSource/readExtent(of:)``), both as ``stored`` writes them:
    /// the extent first, the places after it.
    static func stored(_ places: CutPlaces, extent: Int) -> Data {
        CutPlaces([extent] + places.places.map { $0 + extent }).stored
    }

    /// The extent and places stored by ``stored(_:extent:)``, or `nil` when the data is not that.
    static func withExtent(stored data: Data) -> (extent: Int, places: CutPlaces)? {
        guard let all = CutPlaces(stored: data), let extent = all.places.first else { return nil }
        return (extent, CutPlaces(all.places.dropFirst().map { $0 - extent }))
    }

    /// Whether every one of `cuts` (ascending) is one of the places.
    func accept(_ cuts: [Int]) -> Bool {
        var index = 0
        for cut in cuts {
            while index < places.count, places[index] < cut { index += 1 }
            guard index < places.count, places[index] == cut else { return false }
        }
        return true
    }
}
