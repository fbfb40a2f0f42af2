import Diagnostics
import Foundation

/// The assertions that turn silent misbehaviour into crashes libFuzzer reports.
enum FuzzCheck {
    /// Traps with `message`: the fuzzer keeps the input that led here.
    static func fail(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("fuzz check failed: \(message())", file: file, line: line)
    }

    /// Traps unless `condition` holds.
    static func expect(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        if !condition { fail(message(), file: file, line: line) }
    }

    /// The most lines text of these bytes can have, in any encoding the readers accept (LF, CR and CRLF ends; UTF-16 too).
    static func lineBound(of bytes: [UInt8]) -> Int {
        var breaks = 0
        for byte in bytes where byte == 0x0A || byte == 0x0D { breaks += 1 }
        // U+2028 / U+2029 and NEL could count as breaks in a decoded text; they take at least 2 bytes each.
        return breaks + bytes.count / 2 + 1
    }

    /// Every diagnostic about `path` has a position inside the input: a line from 1 to the file's last, a column from 1.
    ///
    /// - Parameter needsLine: whether a diagnostic about the file must give a line (readers that go
    ///   through Foundation, such as binary property lists, point at the file only).
    static func positions(_ diagnostics: [Diagnostic], path: String, bytes: [UInt8], needsLine: Bool = true) {
        let lines = lineBound(of: bytes)
        for diagnostic in diagnostics {
            expect(!diagnostic.message.isEmpty, "a diagnostic with no message: [\(diagnostic.id)]")
            guard let location = diagnostic.location else {
                fail("a diagnostic without a location: \(diagnostic)")
            }
            checkLocation(location, path: path, lines: lines, bytes: bytes.count, needsLine: needsLine, what: diagnostic.description)
            for note in diagnostic.notes {
                if let location = note.location {
                    checkLocation(location, path: path, lines: lines, bytes: bytes.count, needsLine: false, what: "a note of \(diagnostic)")
                }
            }
        }
    }

    /// A location in the input file is within it; a location in another file is left alone.
    static func checkLocation(_ location: SourceLocation, path: String, lines: Int, bytes: Int, needsLine: Bool, what: @autoclosure () -> String) {
        guard location.file == path else { return }
        if needsLine { expect(location.line != nil, "no line in \(what())") }
        if let line = location.line {
            expect(line >= 1 && line <= lines, "line \(line) is outside the input (at most \(lines) lines): \(what())")
        }
        if let column = location.column {
            expect(location.line != nil, "a column without a line: \(what())")
            expect(column >= 1 && column <= bytes + 1, "column \(column) is outside the input (\(bytes) bytes): \(what())")
        }
    }

    /// The fuzzed bytes as text, replacing invalid UTF-8.
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}

/// A scratch folder of this process, for APIs that read only from paths.
enum Scratch {
    /// The folder, made once per process under the system's temporary folder.
    static let folder: String = {
        var template = Array((NSTemporaryDirectory() + "/intentkit-fuzz-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { FuzzCheck.fail("cannot make a scratch folder") }
        let path = String(cString: made)
        atexit { try? FileManager.default.removeItem(atPath: Scratch.folder) }
        return path
    }()

    /// Writes `bytes` to `name` inside the scratch folder (making folders on the way) and returns its path.
    static func write(_ bytes: [UInt8], to name: String) -> String {
        let path = folder + "/" + name
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { FuzzCheck.fail("cannot write \(path)") }
        return path
    }
}
