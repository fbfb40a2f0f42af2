/// Text with position markers (`1️⃣`, `2️⃣`, … `9️⃣`, `🔟`) removed, and where each marker stood.
///
/// As in swift-format's tests, a fixture marks the place a diagnostic must point at:
///
///     "type": {1️⃣"entity": "Soop"}
///
/// The markers are stripped before the text is used; ``location(of:)`` gives the 1-based
/// line and column (in Unicode scalars) of the character that followed the marker.
public struct MarkedText {
    /// The text without markers.
    public let text: String
    /// Marker name (`1️⃣`) → line and column.
    public let markers: [String: (line: Int, column: Int)]

    /// Strips markers from `marked`.
    public init(_ marked: String) {
        var output = String.UnicodeScalarView()
        var found: [String: (Int, Int)] = [:]
        let scalars = Array(marked.unicodeScalars)
        var line = 1
        var column = 1
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if ("1"..."9").contains(scalar), index + 2 < scalars.count,
               scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}" {
                found["\(scalar)\u{FE0F}\u{20E3}"] = (line, column)
                index += 3
                continue
            }
            if scalar == "\u{1F51F}" {
                found["🔟"] = (line, column)
                index += 1
                continue
            }
            output.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        text = String(output)
        markers = found
    }

    /// The line and column of a marker, or `nil` when the text has no such marker.
    public func location(of marker: String) -> (line: Int, column: Int)? {
        markers[marker]
    }
}
