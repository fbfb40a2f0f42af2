@testable import AppleMetadata
import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
import Testing

/// Xcode's own files (`../shared/realworld/actionsdata`): each reads without an error and writes back byte for
/// byte, directly and through a metadata document and its sidecar, each stored as text and read again.
@Suite("Xcode's files round trip", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
struct CorpusRoundTripTests {
    @Test("the corpus has the files its manifest lists")
    func corpusIsThere() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        #expect(ActionsDataCorpus.actionsDataFiles().count == 2)
        #expect(ActionsDataCorpus.versionFiles().count == 2)
    }

    @Test("every extract.actionsdata reads with no finding and writes back byte-identical")
    func actionsData() throws {
        for path in ActionsDataCorpus.actionsDataFiles() {
            let bytes = try #require(FileManager.default.contents(atPath: path)).map { $0 }
            let file = ActionsDataReader.read(bytes, path: path)
            #expect(file.diagnostics.isEmpty, "\(path): \(file.diagnostics)")
            let root = try #require(file.root)
            #expect(XcodeJSONWriter.compact(root) == bytes, "\(path)")
        }
    }

    @Test("every version.json reads with no finding and writes back byte-identical, in its own key order")
    func versionFiles() throws {
        for path in ActionsDataCorpus.versionFiles() {
            let bytes = try #require(FileManager.default.contents(atPath: path)).map { $0 }
            let file = ActionsDataReader.readVersion(bytes, path: path)
            #expect(file.diagnostics.isEmpty, "\(path): \(file.diagnostics)")
            #expect(file.version == "3.0")
            #expect(file.toolsVersion == "17C528")
            #expect(XcodeJSONWriter.pretty(try #require(file.root)) == bytes, "\(path)")
        }
    }

    @Test("file → document + sidecar (as text) → file gives the same bytes, and the same version.json")
    func throughTheDocument() throws {
        for path in ActionsDataCorpus.actionsDataFiles() {
            let bytes = try #require(FileManager.default.contents(atPath: path)).map { $0 }
            let versionPath = (path as NSString).deletingLastPathComponent + "/version.json"
            let versionBytes = try #require(FileManager.default.contents(atPath: versionPath)).map { $0 }
            let conversion = ActionsDataReader.read(bytes, path: path).convert(version: ActionsDataReader.readVersion(versionBytes, path: versionPath))
            #expect(conversion.diagnostics.isEmpty, "\(path): \(conversion.diagnostics)")
            // Both files as they are stored, read back.
            let documentText = try conversion.document.jsonString()
            let loaded = MetadataLoader.load(Array(documentText.utf8), path: "metadata.json")
            #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
            let document = try #require(loaded.document)
            #expect(document == conversion.document)
            let sidecar = try AppleSidecar.read(conversion.sidecar.bytes(), path: "metadata.apple.json").get()
            #expect(sidecar == conversion.sidecar)
            let written = sidecar.write(document)
            #expect(written.diagnostics.isEmpty, "\(written.diagnostics)")
            #expect(XcodeJSONWriter.compact(written.root) == bytes, "\(path)")
            #expect(written.version == versionBytes, "\(versionPath)")
        }
    }
}

extension CorpusRoundTripTests {
    /// The sidecar lists where Xcode's file and what the writer derives from the document and the facts differ:
    /// on Xcode's files, only the order of arrays Xcode writes in hash order (sets and dictionaries), which
    /// changes from build to build, so no writer can predict it.
    @Test("the writer derives every value of Xcode's files; only the hash order of sets differs")
    func writerDerivesEverything() throws {
        var reorderings = 0
        for path in ActionsDataCorpus.actionsDataFiles() {
            let conversion = ActionsDataReader.read(contentsOf: path).convert()
            for difference in conversion.sidecar.differences {
                let xcode = try #require(difference.xcode?.elements, "\(path): \(difference.path.dotted)")
                let derived = try #require(difference.derived?.elements, "\(path): \(difference.path.dotted)")
                #expect(AppleSidecar.isReordering(xcode, derived), "\(path): \(difference.path.dotted)")
                let key = difference.path.last.map(\.description) ?? ""
                #expect(["resolvableInputTypes", "typeSpecificMetadata"].contains(key), "\(difference.path.dotted)")
                reorderings += 1
            }
        }
        // The extension's file lists 18 parameters' resolvable types and one open intent's metadata in another order.
        #expect(reorderings == 19)
    }
}
