import Foundation
import IntentKitTestSupport
import IntentMetadata
import Testing

/// Every metadata document the repository ships still loads without a diagnostic, and those that
/// use nothing from version 1.1 are still written as version 1 and read back unchanged.
@Suite struct MetadataDocumentCompatibilityTests {
    /// Documents kept broken on purpose, to test the reports.
    static let brokenOnPurpose: Set<String> = [
        "SoupChef-broken.metadata.json", "malformed.metadata.json", "broken.metadata.json", "warnings-only.metadata.json",
    ]

    /// Documents a package manifest lists: one framework each, whose references into the other
    /// frameworks resolve only once merged (as `intentkit packages merge` loads them; the merge
    /// itself is checked by `PackageMergeTests`).
    static func frameworkDocuments() -> Set<String> {
        let root = packageRoot()
        var found: Set<String> = []
        for manifest in ["Examples/FrameworkPackages/manifest.json"] {
            guard let data = FileManager.default.contents(atPath: root + "/" + manifest),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let documents = object["documents"] as? [Any] else { continue }
            let folder = (manifest as NSString).deletingLastPathComponent
            for entry in documents {
                guard let path = entry as? String ?? (entry as? [String: Any])?["path"] as? String else { continue }
                found.insert(folder + "/" + path)
            }
        }
        return found
    }

    static func shippedDocuments() -> [String] {
        let root = packageRoot()
        let walker = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if path.hasPrefix(".") || path.contains("/.build") { walker?.skipDescendants(); continue }
            guard name == "metadata.json" || name.hasSuffix(".metadata.json") || name.hasSuffix("-metadata.json"),
                  !brokenOnPurpose.contains(name) else { continue }
            found.append(path)
        }
        return found.sorted()
    }

    @Test func theRepositoryShipsTheDocumentsThisTestExpects() {
        let documents = Self.shippedDocuments()
        #expect(documents.contains("Examples/SoupChef/metadata.json"))
        #expect(documents.contains("Examples/Journal/metadata.json"))
        #expect(documents.count >= 9, "\(documents)")
        #expect(Self.frameworkDocuments().count == 4)
        #expect(Self.frameworkDocuments().isSubset(of: documents))
    }

    @Test(arguments: shippedDocuments())
    func aShippedDocumentLoadsCleanly(path: String) throws {
        let text = try String(contentsOfFile: packageRoot() + "/" + path, encoding: .utf8)
        let result = MetadataLoader.load(Array(text.utf8), path: path)
        let diagnostics = Self.frameworkDocuments().contains(path)
            ? result.diagnostics.filter { $0.id != MetadataChecks.danglingReference.id }
            : result.diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let document = try #require(result.document)
        if path == "Examples/Journal/metadata.json" {
            #expect(document.version == .v1_1)
        } else {
            #expect(document.version == .v1_0, "\(path) uses nothing from version 1.1")
            // Written again, it is still a version 1 document, and it reads back as the same document.
            let written = try document.jsonString()
            let reread = try #require(MetadataLoader.load(Array(written.utf8), path: path).document)
            #expect(reread.version == .v1_0, "\(path) is written as version 1")
            #expect(reread == Self.inWrittenOrder(document))
        }
    }

    /// The document with its definitions in the order they are written: by identifier.
    static func inWrittenOrder(_ document: MetadataDocument) -> MetadataDocument {
        var sorted = document
        sorted.intents.sort { $0.identifier < $1.identifier }
        sorted.entities.sort { $0.identifier < $1.identifier }
        sorted.enums.sort { $0.identifier < $1.identifier }
        sorted.queries.sort { $0.identifier < $1.identifier }
        sorted.shortcutsProviders.sort { $0.identifier < $1.identifier }
        sorted.packages.sort { $0.identifier < $1.identifier }
        sorted.unions.sort { $0.identifier < $1.identifier }
        return sorted
    }
}
