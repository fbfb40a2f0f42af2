import AppleMetadata
import Diagnostics
import Foundation
import IntentMetadata

/// Apple's compiled metadata: `extract.actionsdata` read, written back and converted through a document and its
/// sidecar; built products (`.ipa`) read in place.
enum FuzzAppleMetadata {
    static let path = "extract.actionsdata"

    /// Positions inside the input; what reads writes back as a fixed point; a document and its sidecar write
    /// back the file's values exactly; the sidecar's JSON reads back equal.
    static func run(_ bytes: [UInt8]) {
        let file = ActionsDataReader.read(bytes, path: path)
        FuzzCheck.positions(file.diagnostics, path: path, bytes: bytes)
        guard let root = file.root else {
            FuzzCheck.expect(file.diagnostics.contains { $0.severity == .error }, "a file that did not read has no error")
            return
        }
        let written = XcodeJSONWriter.compact(root)
        if file.writesBackIdentically { FuzzCheck.expect(written == bytes, "writes back identically, yet its bytes differ") }
        let again = ActionsDataReader.read(written, path: path)
        FuzzCheck.expect(again.root == root, "written and read again, the values changed")
        FuzzCheck.expect(again.writesBackIdentically, "what the writer writes is not in Xcode's layout")

        let conversion = file.convert()
        FuzzCheck.positions(conversion.diagnostics, path: path, bytes: bytes)
        let back = conversion.sidecar.write(conversion.document)
        FuzzCheck.expect(XcodeJSONWriter.compact(back.root) == written, "the document and its sidecar do not write the file's values back")
        let sidecarBytes = conversion.sidecar.bytes()
        switch AppleSidecar.read(sidecarBytes, path: "metadata.apple.json") {
        case .success(let read): FuzzCheck.expect(read == conversion.sidecar, "the sidecar read back differs")
        case .failure(let error): FuzzCheck.fail("the sidecar does not read back: \(error)")
        }
    }

    /// The input as an `.ipa`: read without a crash, a hang or a read past the limits; every finding names the
    /// archive (or an entry in it).
    static func runProduct(_ bytes: [UInt8]) {
        let archive = Scratch.write(bytes, to: "Fuzz.ipa")
        let product = ProductReader.read(archive)
        for diagnostic in product.allDiagnostics {
            FuzzCheck.expect(diagnostic.location?.file.hasPrefix(archive) == true, "a finding outside the archive: \(diagnostic)")
        }
        for bundle in product.bundles {
            if let metadata = bundle.metadata, metadata.root != nil { _ = metadata.convert(version: bundle.version) }
        }
    }
}
