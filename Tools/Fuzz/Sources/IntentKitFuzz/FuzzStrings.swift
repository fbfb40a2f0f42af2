import Diagnostics
import IntentLocalization

/// `.strings` files in every encoding the reader accepts: positions inside the input, and what it read written back and read again unchanged.
enum FuzzStrings {
    static let path = "Fuzz.lproj/Localizable.strings"

    static func run(_ bytes: [UInt8]) {
        let file = StringsFile(parsing: bytes, path: path)
        // Property lists read through Foundation have entries pointing at the file only.
        let isPropertyList = bytes.starts(with: Array("bplist".utf8)) || file.diagnostics.isEmpty && file.entries.contains { $0.keyLocation.line == nil }
        FuzzCheck.positions(file.diagnostics, path: path, bytes: bytes, needsLine: !bytes.starts(with: Array("bplist".utf8)))
        let lines = FuzzCheck.lineBound(of: bytes)
        for entry in file.entries where !isPropertyList {
            FuzzCheck.checkLocation(entry.keyLocation, path: path, lines: lines, bytes: bytes.count, needsLine: true, what: "the key \(entry.key)")
            FuzzCheck.checkLocation(entry.valueLocation, path: path, lines: lines, bytes: bytes.count, needsLine: true, what: "the value of \(entry.key)")
        }
        guard !file.diagnostics.contains(where: { $0.severity == .error }) else { return }
        // Round trip: the entries, written as OpenStep text with every character escaped that needs it, read back the same.
        let written = file.entries.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined()
        let reread = StringsFile(parsing: Array(("/* round trip */\n" + written).utf8), path: path)
        FuzzCheck.expect(!reread.diagnostics.contains { $0.severity == .error }, "rewritten file has errors: \(reread.diagnostics.filter { $0.severity == .error })\n\(written.prefix(2000))")
        FuzzCheck.expect(reread.entries.map(\.key) == file.entries.map(\.key), "keys changed in a round trip")
        FuzzCheck.expect(reread.entries.map(\.value) == file.entries.map(\.value), "values changed in a round trip")
    }

    /// `text` as a quoted `.strings` string: quotes and backslashes escaped, control characters as `\U` escapes.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for unit in text.unicodeScalars {
            switch unit {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where unit.value < 0x20 || unit.value == 0x7F:
                let hex = String(unit.value, radix: 16, uppercase: true)
                result += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(unit)
            }
        }
        return result + "\""
    }
}
