import Diagnostics
import Foundation

/// Reads files of built products, which come from anywhere: only regular files, never more than a limit.
///
/// A FIFO, a device or a folder where a file is expected is refused before it is read (a FIFO would block the
/// run); a file larger than the limit is refused by its size, before its bytes are read.
enum ProductFileReading {
    /// The bytes of the regular file at `path`, or the diagnostic saying why they are not read.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], DiagnosticError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such file" : "the file cannot be opened: \(String(cString: strerror(errno)))"
            return .refused(FileIO.unreadableFile.diagnostic(reason, at: SourceLocation(file: path)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .refused(FileIO.unreadableFile.diagnostic("the file cannot be read", at: SourceLocation(file: path)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let what = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file (a FIFO, a socket or a device)"
            return .refused(FileIO.unreadableFile.diagnostic("is \(what), not a file; it is not read", at: SourceLocation(file: path)))
        }
        guard Int(info.st_size) <= limit else {
            return .refused(AppleMetadataChecks.tooLarge.diagnostic(
                "the file is \(info.st_size) bytes, more than the \(limit) read for it; it is not read", at: SourceLocation(file: path)
            ))
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .refused(FileIO.unreadableFile.diagnostic("the file cannot be read: \(String(cString: strerror(errno)))", at: SourceLocation(file: path)))
            }
            if got == 0 { break }
            count += got
        }
        // A file that grew while it was read past its limit is refused as well.
        guard count <= limit else {
            return .refused(AppleMetadataChecks.tooLarge.diagnostic("the file grew past \(limit) bytes while it was read; it is not read", at: SourceLocation(file: path)))
        }
        bytes.removeLast(bytes.count - count)
        return .success(bytes)
    }
}

extension Result where Failure == DiagnosticError {
    /// A failure carrying `diagnostic`.
    static func refused(_ diagnostic: Diagnostic) -> Self { .failure(DiagnosticError(diagnostic)) }
}
