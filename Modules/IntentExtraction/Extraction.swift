import Diagnostics
import IntentMetadata

/// What static extraction found: the metadata document, the problems, and the files it read.
public struct Extraction: Sendable, Codable {
    /// The metadata document, in the same form reflection of the compiled types produces, with source locations.
    public var document: MetadataDocument
    /// Problems found while reading, validating the document and checking its App Shortcuts, in output order.
    public var diagnostics: [Diagnostic]
    /// The Swift files read (references included).
    public var files: [String]

    /// Whether an input could not be read at all.
    public var couldNotRun: Bool {
        diagnostics.contains { $0.id == FileIO.unreadableFile.id }
    }
}
