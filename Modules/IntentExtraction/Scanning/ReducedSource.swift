import Foundation

/// A Swift file with what a reader of its tree does not need removed — the inside of some blocks, and the
/// indentation of every line — and the map from its offsets back to the file's.
///
/// String extraction parses files reduced this way (``QuietBlocks/reduced(_:)``): a block's inside goes when
/// nothing in it is read, and indentation, which Swift's grammar ignores, goes everywhere except inside the
/// multi-line string and regex literals, whose content it is part of. Every token that remains is the file's, in
/// the file's order, with the same line breaks; ``originalOffset(_:)`` gives its place in the file.
package struct ReducedSource: Sendable {
    /// The reduced file's UTF-8 bytes.
    package let bytes: [UInt8]
    /// The emptied blocks in ``bytes``, each `{}`, in order: for ``QuietBlocks/verify(_:cuts:in:)``.
    package let blocks: [Range<Int>]
    /// Where statements were cut out, in order: the offset in ``bytes`` of the token that followed them (the next
    /// statement's first, or the `}` closing their block), for ``QuietBlocks/verify(_:cuts:in:)``.
    package let cuts: [Int]
    /// Where bytes were removed, in order: the offset in ``bytes`` of the first byte after each removal, and how
    /// many bytes were removed up to there.
    private let removals: [(at: Int, removedBefore: Int)]

    /// `source` with the inside of each of `blocks` removed (`{` to `}` included), each of `statements` removed
    /// whole, and the spaces and tabs that start each line, except a line that starts inside one of `literals`.
    /// Each list is ascending; no two of the ranges of `blocks` and `statements` overlap.
    init(_ source: UnsafeBufferPointer<UInt8>, emptying blocks: [Range<Int>], cutting statements: [Range<Int>] = [],
         keeping literals: [Range<Int>]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var reduced: [Range<Int>] = [], cuts: [Int] = []
        var removals: [(at: Int, removedBefore: Int)] = []
        var removed = 0
        var nextBlock = 0, nextStatement = 0, nextLiteral = 0
        var index = 0
        let count = source.count
        guard let base = source.baseAddress else {
            (self.bytes, self.blocks, self.cuts, self.removals) = ([], [], [], [])
            return
        }
        while index < count {
            // The next removal: a block keeps its braces, so what is copied goes up to its `{` included.
            let blockStart = nextBlock < blocks.count ? blocks[nextBlock].lowerBound + 1 : count
            let statementStart = nextStatement < statements.count ? statements[nextStatement].lowerBound : count
            let removal = min(blockStart, statementStart)
            // Copy up to the next line break (included) or the next removal, whichever comes first.
            let searched = removal - index
            let newline = searched > 0 ? memchr(base + index, Int32(UInt8(ascii: "\n")), searched) : nil
            let stop = newline.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) + 1 } ?? removal
            if stop >= count {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[index..<count]))
                break
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[index..<stop]))
            if newline == nil {
                if removal == statementStart {
                    // A statement: it goes whole, with what follows it up to the next token.
                    let statement = statements[nextStatement]
                    nextStatement += 1
                    removed += statement.count
                    removals.append((bytes.count, removed))
                    cuts.append(bytes.count)
                    index = statement.upperBound
                } else {
                    // A block: its inside goes; its `}` is copied next.
                    let block = blocks[nextBlock]
                    nextBlock += 1
                    reduced.append((bytes.count - 1)..<(bytes.count + 1))
                    removed += block.count - 2
                    removals.append((bytes.count, removed))
                    index = block.upperBound - 1
                }
                continue
            }
            index = stop
            while nextLiteral < literals.count, literals[nextLiteral].upperBound <= index { nextLiteral += 1 }
            if nextLiteral < literals.count, literals[nextLiteral].lowerBound < index { continue }  // Inside a literal.
            var end = index
            while end < count, source[end] == UInt8(ascii: " ") || source[end] == UInt8(ascii: "\t") { end += 1 }
            if end > index {
                removed += end - index
                removals.append((bytes.count, removed))
                index = end
            }
        }
        self.bytes = bytes
        self.blocks = reduced
        self.cuts = cuts
        self.removals = removals
    }

    /// Where each run of bytes copied whole from the file starts, in order: its offset in ``bytes`` and in the file.
    /// Between two such starts the reduced file and the file hold the same bytes, so a position in the reduced file
    /// has the line and column in the file that the start of its run gives. The first run starts at the start of
    /// both, each other one after a removal; removals at the same place (the indentation of a line, then a statement
    /// cut from its start) make one run.
    package var runStarts: [(reduced: Int, original: Int)] {
        var starts: [(reduced: Int, original: Int)] = [(0, 0)]
        starts.reserveCapacity(removals.count + 1)
        for removal in removals {
            if starts.last?.reduced == removal.at { starts.removeLast() }
            starts.append((removal.at, removal.at + removal.removedBefore))
        }
        return starts
    }

    /// The removals before `offset` (each where it ends in ``bytes`` and how many bytes were removed up to there), as
    /// bytes: with the file's text up to there, they say where every offset before `offset` is in the file.
    package func removalsBytes(before offset: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for removal in removals where removal.at < offset {
            withUnsafeBytes(of: Int64(removal.at).littleEndian) { bytes += $0 }
            withUnsafeBytes(of: Int64(removal.removedBefore).littleEndian) { bytes += $0 }
        }
        return bytes
    }

    /// Where the first `count` bytes of ``bytes`` end in the original file: just past the original of the last of
    /// them (0 for none).
    package func originalEnd(ofFirst count: Int) -> Int {
        count > 0 ? originalOffset(count - 1) + 1 : 0
    }

    /// The offset in the original file of the byte at `offset` in ``bytes``.
    package func originalOffset(_ offset: Int) -> Int {
        // The last removal at or before `offset`.
        var low = 0, high = removals.count
        while low < high {
            let middle = (low + high) / 2
            if removals[middle].at <= offset { low = middle + 1 } else { high = middle }
        }
        return offset + (low == 0 ? 0 : removals[low - 1].removedBefore)
    }
}
