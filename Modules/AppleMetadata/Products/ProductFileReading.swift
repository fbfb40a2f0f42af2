import Diagnostics
import Foundation

/// Reads files of built products, which come from anywhere: through ``FileIO/read(_:)`` (the run's input policy:
/// only regular files, never a FIFO or a device, nothing outside the folders the command was given, each kind's size
/// limit), and then within the product's own limit for the file.
enum ProductFileReading {
    /// The bytes of the regular file at `path`, or the diagnostic saying why they are not read.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], DiagnosticError> {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit {
            return .refused(AppleMetadataChecks.tooLarge.diagnostic(
                "the file is \(info.st_size) bytes, more than the \(limit) read for it; it is not read", at: SourceLocation(file: path)
            ))
        }
        return FileIO.read(path).flatMap { bytes in
            // A file that grew past the product's limit between the two looks is refused as well.
            bytes.count <= limit ? .success(bytes) : .refused(AppleMetadataChecks.tooLarge.diagnostic(
                "the file grew past \(limit) bytes while it was read; it is not read", at: SourceLocation(file: path)
            ))
        }
    }
}

extension Result where Failure == DiagnosticError {
    /// A failure carrying `diagnostic`.
    static func refused(_ diagnostic: Diagnostic) -> Self { .failure(DiagnosticError(diagnostic)) }
}
