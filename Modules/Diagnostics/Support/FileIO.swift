import Foundation

/// Reading inputs and writing outputs the way every IntentKit command does.
///
/// Reading failures become an `io.unreadable-file` diagnostic (a command that gets
/// one exits with status 2). Writes go to a temporary file in the destination's
/// folder and are renamed into place, so a failed run never leaves half a file.
public enum FileIO {
    /// An input that could not be read.
    public static let unreadableFile = Check("io.unreadable-file", .error, "An input file or folder could not be read.")
    /// An output that could not be written.
    public static let unwritableFile = Check("io.unwritable-file", .error, "An output file could not be written.")

    /// The bytes of the file at `path`, or the diagnostic that says why it cannot be read.
    public static func read(_ path: String) -> Result<[UInt8], DiagnosticError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(DiagnosticError(unreadableFile.diagnostic("no such file", at: SourceLocation(file: path))))
        }
        if isDirectory.boolValue {
            return .failure(DiagnosticError(unreadableFile.diagnostic("is a directory, not a file", at: SourceLocation(file: path))))
        }
        guard let bytes = readAll(path) else {
            return .failure(DiagnosticError(unreadableFile.diagnostic("the file cannot be read (check its permissions)", at: SourceLocation(file: path))))
        }
        return .success(bytes)
    }

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

extension FileIO {
    /// The files under `paths` that `include` accepts, sorted, plus a diagnostic for each path that does not exist.
    ///
    /// A path that names a file is taken as given. A folder is searched recursively, skipping `.git`, every
    /// `.build*` folder and the names in `skipping`; `include` receives each file's path relative to the folder.
    public static func expand(
        _ paths: [String],
        skipping: Set<String> = [],
        include: (String) -> Bool
    ) -> (files: [String], missing: [Diagnostic]) {
        var files: [String] = []
        var missing: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(unreadableFile.diagnostic("no such file or folder", at: SourceLocation(file: path)))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name == ".git" || name.hasPrefix(".build") || skipping.contains(name) {
                    enumerator?.skipDescendants()
                    continue
                }
                if include(relative) { files.append((path as NSString).appendingPathComponent(relative)) }
            }
        }
        return (Array(Set(files)).sorted(), missing)
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

/// The whole contents of the file at `path`, read into one array (no intermediate `Data`), or `nil` when it
/// cannot be opened or read.
private func readAll(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    var result: [UInt8] = []
    // The size stat gives, and one byte more to see the end; files that grow or report no size read on in chunks.
    var capacity = max(Int(info.st_size), 0) + 1
    while true {
        var failed = false
        let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let got = read(descriptor, buffer.baseAddress! + count, capacity - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if got == 0 { break }
                count += got
            }
        }
        guard !failed else { return nil }
        if result.isEmpty { result = chunk } else { result += chunk }
        if chunk.count < capacity { return result }
        capacity = 1 << 20
    }
}
