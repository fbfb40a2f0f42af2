import Foundation
import Diagnostics

/// Nestings of `[` that swift-syntax's parser cannot get through in reasonable time.
///
/// Its lookahead tries each `[` both as the start of a collection type and of an expression, so n nested `[`
/// cost time exponential in n, whatever is between them (`[[[`, `[(a, [(a,`, `([([`, `[inout [inout`, balanced
/// or not): about 0.2 s at 20 and minutes at 30 in a release build (swift-syntax 603). Real code nests a few;
/// a file nesting more is not parsed, and says why, rather than hang the tool.
package enum BracketRuns {
    /// The most `[` a run may have, whitespace between them: 16 cost the parser about 10 ms.
    package static let limit = 16
    /// The most `[` open at once on one line: 12 cost the parser at most a few milliseconds, whatever is between them.
    package static let lineDepthLimit = 12

    /// Where the first nesting the parser cannot get through starts, and how many `[` it has; `nil` when there is
    /// none. Either more than ``limit`` `[` in a row with only whitespace between them, or more than
    /// ``lineDepthLimit`` open at once on one line (each `]` closes one). Literals and comments are not told
    /// apart from code: brackets in a string count too.
    package static func firstOverlong(in text: String) -> (offset: Int, length: Int)? {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            let count = bytes.count
            var start = 0, length = 0
            var lineStart = 0, depth = 0, deepest = 0
            /// At a line's start with no run going on, nothing before the next `[` changes what is found: the next
            /// offset to read, `count` when there is no `[` left.
            func nextOpening(from offset: Int) -> Int {
                memchr(base + offset, Int32(UInt8(ascii: "[")), count - offset).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? count
            }
            var offset = nextOpening(from: 0)
            while offset < count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "["):
                    if length == 0 { start = offset - 1 }
                    length += 1
                    if depth == 0 { lineStart = offset - 1 }
                    depth += 1
                    deepest = max(deepest, depth)
                    continue
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                case UInt8(ascii: "\n"):
                    // The line is done: report how deep it went, with where its outermost open `[` is.
                    if deepest > lineDepthLimit { return (lineStart, deepest) }
                    depth = 0
                    deepest = 0
                    if length == 0 { offset = nextOpening(from: offset) }
                    continue
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    continue
                default:
                    break
                }
                if length > limit { return (start, length) }
                length = 0
            }
            if deepest > lineDepthLimit { return (lineStart, deepest) }
            return length > limit ? (start, length) : nil
        }
    }

    /// The report of a file the parser is not given, at its first such nesting (`locate` turns an offset into a
    /// location); `nil` when the file can be parsed.
    package static func report(_ text: String, locate: (Int) -> Diagnostics.SourceLocation) -> Diagnostic? {
        guard let run = firstOverlong(in: text) else { return nil }
        return ExtractionChecks.syntaxError.diagnostic(
            "\(run.length) '[' nested; swift-syntax's parser takes time exponential in such a nesting, so this file is not read and what it declares is missing",
            at: locate(run.offset)
        )
    }
}
