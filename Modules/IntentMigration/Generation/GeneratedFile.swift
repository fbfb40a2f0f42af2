import Diagnostics
import Foundation

/// One file of a conversion: a path relative to the output folder and its contents.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the output folder, such as `OrderSoup.swift`.
    public var path: String
    /// The file's text: Swift source, or the string catalog's JSON.
    public var contents: String
}

/// What a conversion produced.
public struct MigrationOutput: Sendable {
    /// The files, in a stable order.
    public var files: [GeneratedFile]
    /// What the conversion noticed: renamed identifiers, unsupported types, unknown tokens, summary counts.
    public var diagnostics: [Diagnostic]
    /// For each converted intent (by SiriKit class name), how many parameter summaries its parent relationships need.
    public var summaryCounts: [String: Int]

    /// Writes the files into `folder` atomically, refusing (before writing anything) to overwrite existing ones unless `force`.
    public func write(to folder: String, force: Bool) throws(DiagnosticError) {
        let manager = FileManager.default
        if !force {
            let existing = files.map { (folder as NSString).appendingPathComponent($0.path) }.filter { manager.fileExists(atPath: $0) }
            if let first = existing.first {
                let more = existing.count > 1 ? " and \(existing.count - 1) more" : ""
                throw DiagnosticError(MigrationChecks.outputExists.diagnostic(
                    "\(first)\(more) already exist; pass --force to overwrite",
                    at: SourceLocation(file: first, line: 1, column: 1)
                ))
            }
        }
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(FileIO.unwritableFile.diagnostic("cannot create \(folder): \(error.localizedDescription)", at: nil))
        }
        for file in files {
            try FileIO.writeAtomically(file.contents, to: (folder as NSString).appendingPathComponent(file.path))
        }
    }
}
