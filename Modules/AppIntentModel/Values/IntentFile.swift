import Foundation
import IntentMetadata

/// A file passed into or out of an action: data with a name and a type, or a file on disk (iOS 16).
///
/// `IntentFile(data: pdf, filename: "Report.pdf", type: .pdf)` or `IntentFile(fileURL: url)`.
/// A file made from a URL reads its contents when `data` is first asked for.
public struct IntentFile: Hashable, Sendable {
    private var storedData: Data?
    /// The file's location on disk, if it was made from one.
    public var fileURL: URL?
    /// The file's name, such as `Report.pdf`.
    public var filename: String
    /// The file's uniform type, if known.
    public var type: UTType?
    /// Whether the system deletes the file at `fileURL` once the action is done with it.
    public var removedOnCompletion: Bool = false

    /// A file from data in memory.
    public init(data: Data, filename: String, type: UTType? = nil) {
        self.storedData = data
        self.filename = filename
        self.type = type
    }

    /// A file on disk; the name defaults to the URL's last component.
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.type = type
    }

    /// The file's contents; empty if a file on disk cannot be read.
    public var data: Data {
        if let storedData { return storedData }
        return fileURL.flatMap { try? Data(contentsOf: $0) } ?? Data()
    }

    /// The file's contents as `contentType`. No conversion happens here: the contents are returned as they are.
    ///
    /// - Throws: the error reading a file on disk.
    public func data(contentType: UTType) async throws -> Data {
        if let storedData { return storedData }
        guard let fileURL else { return Data() }
        return try Data(contentsOf: fileURL)
    }
}

extension IntentFile: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .file }
    public var _metadataValue: MetadataValue? { nil }
    public var _displayText: String? { filename }
}
