import Diagnostics
import Foundation

/// One Swift file as extraction keeps it once its syntax tree is gone: its path, its text and its line table.
///
/// When the tree was parsed from a reduced copy of the file (``ReducedSource``), offsets in the tree are mapped
/// back to the file's, so every location and quoted text is the file's.
struct SourceFile: Sendable {
    /// The path as the user gave it (or as found under a folder the user gave).
    let path: String
    /// The file's text, for the source text of a range in messages.
    var text: String { content.text }
    /// The reduced copy the tree was parsed from, whose offsets ranges are in (`nil`: the file itself).
    var reduced: ReducedSource? { content.reduced }
    /// The UTF-8 offset at which each line starts.
    private var lineStarts: [Int] { content.lineStarts }
    /// The text, its reduction and its line table: made with the file, or on first use (``init(path:loading:)``).
    private let content: Content

    init(path: String, text: String, reduced: ReducedSource? = nil) {
        self.path = path
        content = Content(Loaded(text: text, reduced: reduced))
    }

    /// The file at `path` whose text and reduction `load` gives the first time a location or a quote is asked of it:
    /// a scan a cache kept binds its declarations to such a file, so a file none of whose declarations is located
    /// or quoted (most of an app's) is neither read nor reduced.
    init(path: String, loading load: @escaping @Sendable () -> (text: String, reduced: ReducedSource?)) {
        self.path = path
        content = Content(load)
    }

    /// The text with its reduction and line table.
    private struct Loaded {
        let text: String
        let reduced: ReducedSource?
        let lineStarts: [Int]

        init(text: String, reduced: ReducedSource?) {
            self.text = text
            self.reduced = reduced
            var text = text
            lineStarts = text.withUTF8 { SourceFile.lineStarts(of: $0) }
        }
    }

    /// ``Loaded``, given or made once by a loader, for every copy of the file.
    private final class Content: @unchecked Sendable {
        // @unchecked: `made` is set once, under `lock`; `given` never changes.
        private let given: Loaded?
        private let load: (@Sendable () -> (text: String, reduced: ReducedSource?))?
        private let lock = NSLock()
        private var made: Loaded?
        private var detailsRead = false

        init(_ given: Loaded) {
            self.given = given
            load = nil
        }

        init(_ load: @escaping @Sendable () -> (text: String, reduced: ReducedSource?)) {
            given = nil
            self.load = load
        }

        private var loaded: Loaded {
            if let given { return given }
            return lock.withLock {
                if let made { return made }
                let (text, reduced) = load!()
                let loaded = Loaded(text: text, reduced: reduced)
                made = loaded
                return loaded
            }
        }

        var text: String { loaded.text }
        var reduced: ReducedSource? { loaded.reduced }
        var lineStarts: [Int] { loaded.lineStarts }

        func noteDetailsRead() { lock.withLock { detailsRead = true } }
        var wereDetailsRead: Bool { lock.withLock { detailsRead } }
    }

    /// Records that a declaration of the file was read beyond its shape (``TypeDeclaration/noteDetailsRead()``), for
    /// every copy of the file.
    func noteDetailsRead() { content.noteDetailsRead() }

    /// Whether a declaration of the file was read beyond its shape since the file was made (in this run).
    var wereDetailsRead: Bool { content.wereDetailsRead }

    /// The location of a range's start: 1-based line, and column in UTF-8 bytes as swiftc counts.
    func location(of range: SourceRange) -> Diagnostics.SourceLocation {
        location(ofTreeOffset: range.start)
    }

    /// The location of a UTF-8 offset in the tree.
    func location(ofTreeOffset offset: Int) -> Diagnostics.SourceLocation {
        location(ofOffset: reduced.map { $0.originalOffset(offset) } ?? offset)
    }

    /// The location of a UTF-8 offset in the file.
    func location(ofOffset offset: Int) -> Diagnostics.SourceLocation {
        let lineStarts = lineStarts
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Diagnostics.SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The source text of a range of the tree, as written in the file.
    func text(of range: SourceRange) -> String {
        let reduced = reduced
        let utf8 = text.utf8
        var (start, end) = (range.start, range.end)
        if let reduced {
            // The end is after the range's last byte: mapped from that byte, not from what follows it.
            (start, end) = (reduced.originalOffset(start), end > range.start ? reduced.originalOffset(end - 1) + 1 : reduced.originalOffset(start))
        }
        start = max(0, min(start, utf8.count))
        end = max(start, min(end, utf8.count))
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        return String(decoding: utf8[from..<utf8.index(from, offsetBy: end - start)], as: UTF8.self)
    }

    /// Where every line starts; `\n`, `\r\n` and a lone `\r` all end a line, as for the compiler.
    private static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        // Only LF line ends, as in most files: each found with memchr.
        if let base = bytes.baseAddress, memchr(base, 0x0D, bytes.count) == nil {
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
                offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                starts.append(offset)
            }
            return starts
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }
}
