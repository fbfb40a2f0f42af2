import Foundation
import IntentKitTestSupport
import PositionedJSON
import Testing

/// Every JSON file of the real-world corpus (String Catalogs and their fixtures) through our reader.
@Suite(.enabled(if: Corpus.shouldRun, Comment(rawValue: Corpus.skipReason))) struct CorpusTests {
    static let corpus = Corpus.root

    static func jsonFiles() -> [String] {
        (Corpus.files(withExtension: ".xcstrings") + Corpus.files(withExtension: ".json")).sorted()
    }

    @Test func theCorpusIsThere() throws {
        // Skipped without the corpus; with INTENTKIT_REQUIRE_CORPUS=1 (CI) a missing corpus fails here.
        try #require(Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage))
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
