import Diagnostics
import Foundation

/// Writes a `Metadata.appintents` folder as Xcode lays it out: `extract.actionsdata` and `version.json`.
public enum MetadataFolder {
    /// The folder's name inside a bundle.
    public static let name = "Metadata.appintents"

    /// Writes both files into `folder` (created with its parents), each atomically.
    ///
    /// - Parameters:
    ///   - actionsData: the bytes of `extract.actionsdata` (`XcodeJSONWriter.compact(_:)` of the writer's values).
    ///   - version: the bytes of `version.json`.
    ///   - folder: the `Metadata.appintents` folder to write into, inside `root`.
    ///   - root: the folder every write must stay inside (the `-o` a user gave): a folder on the way that is a link
    ///     leading out of it is refused before anything is written.
    /// - Throws: `DiagnosticError` with `io.unwritable-file` or `apple-metadata.unsafe-product`.
    public static func write(actionsData: [UInt8], version: [UInt8], to folder: String, within root: String) throws(DiagnosticError) {
        try createFolder(folder, within: root)
        try FileIO.writeAtomically(actionsData, to: (folder as NSString).appendingPathComponent("extract.actionsdata"))
        try FileIO.writeAtomically(version, to: (folder as NSString).appendingPathComponent("version.json"))
    }

    /// Creates `folder` and its parents, checking that each exists inside `root` once created.
    ///
    /// - Throws: `DiagnosticError` with `io.unwritable-file`, or `apple-metadata.unsafe-product` for a folder that
    ///   leads out of `root`.
    public static func createFolder(_ folder: String, within root: String) throws(DiagnosticError) {
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(FileIO.unwritableFile.diagnostic("cannot create the folder: \(error.localizedDescription)", at: SourceLocation(file: root)))
        }
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let relative = folder.hasPrefix(root) ? String(folder.dropFirst(root.count)).split(separator: "/").map(String.init) : []
        var current = root
        for component in relative {
            guard component != "..", component != "." else {
                throw DiagnosticError(AppleMetadataChecks.unsafeProduct.diagnostic("the folder climbs out of \(root); nothing is written", at: SourceLocation(file: folder)))
            }
            current = (current as NSString).appendingPathComponent(component)
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: current, isDirectory: &isFolder) {
                do {
                    try FileManager.default.createDirectory(atPath: current, withIntermediateDirectories: false)
                } catch {
                    throw DiagnosticError(FileIO.unwritableFile.diagnostic("cannot create the folder: \(error.localizedDescription)", at: SourceLocation(file: current)))
                }
            }
            let real = URL(fileURLWithPath: current).resolvingSymlinksInPath().path
            guard real == realRoot || real.hasPrefix(realRoot + "/") else {
                throw DiagnosticError(AppleMetadataChecks.unsafeProduct.diagnostic(
                    "\(current) is a link that leads out of \(root) (to \(real)); nothing is written there", at: SourceLocation(file: current)
                ))
            }
        }
    }
}
