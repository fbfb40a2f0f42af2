import Diagnostics
import IntentMetadata

/// Metadata documents: positions inside the input, and a loaded document's JSON a fixed point of loading.
enum FuzzMetadata {
    static let path = "metadata.json"

    static func run(_ bytes: [UInt8]) {
        let result = MetadataLoader.load(bytes, path: path)
        FuzzCheck.positions(result.diagnostics, path: path, bytes: bytes)
        guard let document = result.document, !result.hasErrors else { return }
        guard let json = try? document.jsonString() else { FuzzCheck.fail("a loaded document does not encode") }
        let again = MetadataLoader.load(Array(json.utf8), path: path)
        guard let reloaded = again.document else { FuzzCheck.fail("the encoded document does not load: \(again.diagnostics)\n\(json)") }
        guard let rejson = try? reloaded.jsonString() else { FuzzCheck.fail("a reloaded document does not encode") }
        FuzzCheck.expect(rejson == json, "encoding and loading changed the document:\n\(json)\n---\n\(rejson)")
    }
}
