/// A Swift file reduced to what a declaration index reads: the inside of every block within a function, an
/// initializer, a deinitializer, a property's or a subscript's accessors removed (``QuietBlocks`` finds them,
/// with string literals or without). Most of an app's code is in those blocks; the rest parses in a fraction of
/// the time, and its offsets map back to the file's.
package struct DeclarationsOnly: Sendable {
    /// The reduced file's UTF-8 bytes.
    package let bytes: [UInt8]
    /// The emptied blocks in ``bytes``, each `{}`, in order: for ``QuietBlocks/verify(_:in:)``.
    package let blocks: [Range<Int>]
    /// For each emptied block, in order: how many bytes were removed up to and including it.
    private let removedThrough: [Int]

    /// `text` with the inside of each of `blocks` (ascending, not overlapping, `{` to `}` included) removed.
    init(_ text: String, emptying blocks: [Range<Int>]) {
        var bytes: [UInt8] = []
        var reduced: [Range<Int>] = []
        var removedThrough: [Int] = []
        var removed = 0
        var text = text
        text.withUTF8 { source in
            bytes.reserveCapacity(source.count - blocks.reduce(0) { $0 + $1.count - 2 })
            var from = 0
            for block in blocks {
                bytes.append(contentsOf: source[from...block.lowerBound])
                reduced.append((bytes.count - 1)..<(bytes.count + 1))
                removed += block.count - 2
                removedThrough.append(removed)
                from = block.upperBound - 1
            }
            bytes.append(contentsOf: source[from...])
        }
        self.bytes = bytes
        self.blocks = reduced
        self.removedThrough = removedThrough
    }

    /// The offset in the original file of the byte at `offset` in ``bytes`` (which is outside every emptied block).
    package func originalOffset(_ offset: Int) -> Int {
        // The blocks whose `{` is before `offset`: the byte is at their `}` or after it.
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return offset + (low == 0 ? 0 : removedThrough[low - 1])
    }
}
