import Foundation

/// Reading inputs and writing outputs the way every IntentKit command does.
///
/// Reading follows the process's ``InputPolicy`` (`FileIO+Reading.swift`, `FileIO+Walk.swift`): a file named on the
/// command line that cannot be read is an `io.unreadable-file` error (the command exits with status 2); a file
/// found in a walk that is refused or cannot be read is a warning, and the rest is checked. Writes go to a
/// temporary file in the destination's folder and are renamed into place, so a failed run never leaves half a file.
public enum FileIO {
    /// An input that could not be read.
    public static let unreadableFile = Check("io.unreadable-file", .error, "An input file or folder could not be read.")
    /// An output that could not be written.
    public static let unwritableFile = Check("io.unwritable-file", .error, "An output file could not be written.")

    /// Writes `contents` to `path` atomically: to a temporary file beside it, then renamed over it.
    ///
    /// - Throws: ``DiagnosticError`` with an `io.unwritable-file` diagnostic.
    public static func writeAtomically(_ contents: String, to path: String) throws(DiagnosticError) {
        var contents = contents
        // A native string's UTF-8 is written from its own storage; a bridged one is made native first.
        let result: Result<Void, DiagnosticError> = contents.withUTF8 { buffer in
            Result { () throws(DiagnosticError) in try writeAtomically(UnsafeRawBufferPointer(buffer), to: path) }
        }
        try result.get()
    }

    /// Writes `bytes` to `path` atomically: to a temporary file beside it, then renamed over it.
    ///
    /// - Throws: ``DiagnosticError`` with an `io.unwritable-file` diagnostic.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(DiagnosticError) {
        // Written from the array's own storage: a large file is not copied first.
        let result: Result<Void, DiagnosticError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(DiagnosticError) in try writeAtomically(buffer, to: path) }
        }
        try result.get()
    }

    /// Writes `buffer` to a new temporary file in `path`'s folder and renames it over `path`.
    ///
    /// Plain POSIX calls: a migration writes tens of thousands of files, and Foundation's
    /// `Data.write(to:)` with URL and UUID bookkeeping cost ten times the system calls.
    private static func writeAtomically(_ buffer: UnsafeRawBufferPointer, to path: String) throws(DiagnosticError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(folder).\(name).\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
        func failure(_ action: String, _ code: Int32) -> DiagnosticError {
            DiagnosticError(unwritableFile.diagnostic("cannot write the file: \(action) failed: \(String(cString: strerror(code)))", at: SourceLocation(file: path)))
        }
        // O_EXCL: a temporary name that exists (another writer's) is never reused.
        let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure("creating \(temporary)", errno) }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                close(descriptor)
                unlink(temporary)
                throw failure("writing", code)
            }
            offset += written
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure("closing", code)
        }
        // rename(2) replaces the destination atomically on every POSIX system.
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure("renaming into place", code)
        }
    }
}

/// An error that carries the diagnostic describing it.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The diagnostic.
    public var diagnostic: Diagnostic

    /// Wraps a diagnostic.
    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    public var description: String { diagnostic.description }
}
