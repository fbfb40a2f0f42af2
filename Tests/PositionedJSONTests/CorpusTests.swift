import Foundation
import IntentKitTestSupport
import PositionedJSON
import Testing

/// Every JSON file of the real-world corpus (String Catalogs and their fixtures) through our reader.
@Suite struct CorpusTests {
    /// `../shared/corpus` beside the repository, or `INTENTKIT_CORPUS` where it lives elsewhere.
    static let corpus: String = ProcessInfo.processInfo.environment["INTENTKIT_CORPUS"]
        ?? URL(fileURLWithPath: packageRoot()).deletingLastPathComponent().appendingPathComponent("shared/corpus").path

    static func jsonFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: corpus) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".json") }
            .sorted()
    }

    @Test func theCorpusIsThere() {
        // The brief makes the corpus part of the test inputs; a missing corpus must fail, not skip.
        #expect(Self.jsonFiles().count >= 20, "no corpus at \(Self.corpus)")
    }

    @Test(arguments: jsonFiles())
    func readsEveryCorpusFileLikeFoundation(relativePath: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/" + relativePath))
        let foundation = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        do {
            let document = try JSONDocument(parsing: [UInt8](data), path: relativePath)
            let ours = try #require(foundation, "we accept what Foundation rejects")
            #expect(document.root.foundationValue.isEqual(ours))
        } catch let error as JSONSyntaxError {
            #expect(foundation == nil, "Foundation accepts it but we report \(error)")
        }
    }
}
