import Diagnostics
import IntentLocalization

/// `.stringsdict` XML property lists: positions inside the input for every diagnostic and entry.
enum FuzzStringsDict {
    static let path = "Fuzz.lproj/Localizable.stringsdict"

    static func run(_ bytes: [UInt8]) {
        let file = StringsDictFile(parsing: bytes, path: path)
        let isBinary = bytes.starts(with: Array("bplist".utf8))
        FuzzCheck.positions(file.diagnostics, path: path, bytes: bytes, needsLine: !isBinary)
        let lines = FuzzCheck.lineBound(of: bytes)
        for entry in file.entries where !isBinary {
            FuzzCheck.checkLocation(entry.keyLocation, path: path, lines: lines, bytes: bytes.count, needsLine: true, what: "the key \(entry.key)")
        }
    }
}

/// Binary property lists, read through Foundation by the `.strings`, `.stringsdict` and `.intentdefinition` readers.
enum FuzzBinaryPlist {
    static let header = Array("bplist00".utf8)

    static func run(_ bytes: [UInt8]) {
        let input = bytes.starts(with: Array("bplist".utf8)) ? bytes : header + bytes
        FuzzStrings.run(input)
        FuzzStringsDict.run(input)
        FuzzIntentDefinition.read(input)
    }
}
