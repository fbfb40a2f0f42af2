#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
/// Turns byte offsets into 1-based lines and columns.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. Columns count Unicode scalars, so a
/// character written as several UTF-8 bytes counts once. Building the table is one
/// pass over the bytes; a lookup is a binary search plus a scan of one line.
public struct LineTable: Sendable {
    let lineStarts: [Int]
    let bytes: [UInt8]

    /// Records the line starts of `bytes`.
    public init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            if memchr(base, 0x0D, count) == nil {
                // Only LF line ends, as in most files: count them, then find them with memchr. The count sizes the
                // table once, where growing it would leave the buffers it outgrew resident (on a 400 MB file, over 100 MB of them).
                func forEachLineStart(_ body: (Int) -> Void) {
                    var index = 0
                    while index < count, let found = memchr(base + index, 0x0A, count - index) {
                        index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                        body(index)
                    }
                }
                var lines = 1
                forEachLineStart { _ in lines += 1 }
                starts.reserveCapacity(lines)
                forEachLineStart { starts.append($0) }
                return
            }
            var index = 0
            while index < count {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A {
                    starts.append(index)
                } else if byte == 0x0D {
                    if index < count, bytes[index] == 0x0A { index += 1 }
                    starts.append(index)
                }
            }
        }
        lineStarts = starts
        self.bytes = bytes
    }

    /// The number of lines.
    public var lineCount: Int { lineStarts.count }

    /// The 1-based line and column of the byte at `offset` (clamped to the document).
    public func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        // A leading byte order mark is not a column.
        if low == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), offset >= 3 { index = 3 }
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }
}

/// Turns byte offsets into lines and columns for a reader that asks in increasing order.
///
/// Each answer starts from the previous one, so a pass over a whole file costs one scan of its
/// bytes instead of a search and a line scan per position. An offset before the previous one
/// falls back to the table's search.
public struct LineCursor: Sendable {
    private let table: LineTable
    private var line = 0
    private var offset = 0
    private var column = 1

    /// A cursor at the start of `table`'s document.
    public init(_ table: LineTable) {
        self.table = table
        if table.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// The 1-based line and column of the byte at `target`.
    public mutating func lineAndColumn(ofOffset target: Int) -> (line: Int, column: Int) {
        let target = max(0, min(target, table.bytes.count))
        guard target >= offset else { return table.lineAndColumn(ofOffset: target) }
        let starts = table.lineStarts
        if line + 1 < starts.count, starts[line + 1] <= target {
            // Jump to the target's line: forward search over the line starts.
            var low = line + 1
            var high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= target { low = mid } else { high = mid - 1 }
            }
            line = low
            offset = starts[line]
            column = 1
        }
        let bytes = table.bytes
        while offset < target {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return (line + 1, column)
    }
}
