/// Runs of `[` that swift-syntax's parser cannot get through in reasonable time.
///
/// Its lookahead tries each `[` of a run both as the start of a collection type and of an expression, so a run
/// of n brackets (whitespace between them or not, balanced or not) takes time exponential in n: about 0.2 s at
/// 20 and minutes at 30 in a release build (swift-syntax 603). Real code nests a few; a file with a longer run
/// is not parsed, and says why, rather than hang the tool.
package enum BracketRuns {
    /// The longest run a file may have: 16 brackets cost the parser about 10 ms.
    package static let limit = 16

    /// The offset of the first `[` of the first run longer than ``limit`` (only whitespace between its brackets),
    /// and the run's length; `nil` when there is none. Literals and comments are not told apart: a string holding
    /// such a run counts too.
    package static func firstOverlong(in text: String) -> (offset: Int, length: Int)? {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0, length = 0
            for (offset, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "["):
                    if length == 0 { start = offset }
                    length += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    continue
                default:
                    if length > limit { return (start, length) }
                    length = 0
                }
            }
            return length > limit ? (start, length) : nil
        }
    }

    /// The message a file with such a run is reported with.
    package static func message(length: Int) -> String {
        "\(length) '[' in a row; swift-syntax's parser takes time exponential in such a run, so this file is not read and what it declares is missing"
    }
}
