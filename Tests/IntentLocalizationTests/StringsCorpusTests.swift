import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentLocalization
import Testing

@Suite(.enabled(if: Corpus.shouldRun, Comment(rawValue: Corpus.skipReason))) struct StringsCorpusTests {
    @Test func theCorpusHasStringsFiles() throws {
        try #require(Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage))
        #expect(Corpus.files(withExtension: ".strings").count >= 500, "no corpus at \(Corpus.root)")
    }

    /// For every corpus file Foundation's CoreFoundation-based reader accepts, ours yields the same table;
    /// where it rejects one, we report why (or, for BOM-less little-endian UTF-16, read it and warn).
    @Test(arguments: Corpus.files(withExtension: ".strings"))
    func agreesWithPropertyListSerialization(relativePath: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Corpus.root + "/" + relativePath)))
        let ours = StringsFile(parsing: bytes, path: relativePath)
        let theirs = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: String]
        if let theirs {
            #expect(ours.dictionary == theirs, "\(relativePath)")
            // Foundation accepts repeated keys silently (keeping the last); we accept them too, and say so.
            let errors = ours.diagnostics.filter { $0.severity == .error && $0.id != "localization.duplicate-key" }
            #expect(errors.isEmpty, "\(ours.diagnostics)")
            let repeated = Dictionary(grouping: ours.entries, by: \.key).values.filter { $0.count > 1 }.reduce(0) { $0 + $1.count - 1 }
            #expect(ours.diagnostics.filter { ["localization.duplicate-key", "localization.redundant-key"].contains($0.id) }.count == repeated)
        } else {
            let explained = ours.diagnostics.contains { $0.severity == .error || ["localization.fragile-encoding", "localization.empty-file"].contains($0.id) }
            #expect(explained, "Foundation rejects \(relativePath) but we report nothing")
        }
    }
}

@Suite(.enabled(if: Corpus.shouldRun, Comment(rawValue: Corpus.skipReason))) struct CatalogCorpusTests {
    /// Discovery, concurrent reading and merging over the whole corpus: every catalog file found,
    /// no crash, and no error: keys repeated in one file with another value, which these apps really have
    /// (Foundation silently keeps the last value), are warnings.
    @Test func loadsTheWholeCorpus() throws {
        try #require(Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage))
        let catalog = Catalog.load([Corpus.root])
        let inLanguageFolders = (Corpus.files(withExtension: ".strings") + Corpus.files(withExtension: ".stringsdict"))
            .filter { $0.split(separator: "/").dropLast().last?.hasSuffix(".lproj") == true }
        #expect(catalog.files.count == inLanguageFolders.count + Corpus.files(withExtension: ".xcstrings").count)
        #expect(catalog.tables["Localizable"] != nil)
        #expect(catalog.tables.values.reduce(0) { $0 + $1.keys.count } > 5_000)
        let errors = catalog.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        // Read in the files: pocket-casts en "discover_browse_by_category_society_and_culture" is "Society & Culture",
        // then "Culture"; IceCubes it "account.action.edit-filters" is "Modifica i Filtri", then "Modifica filtri".
        // Warnings: the last value is a real translation, so no text is wrong at run time.
        let repeats = catalog.diagnostics.filter { $0.id == "localization.duplicate-key" }
        #expect(repeats.count == 2 && repeats.allSatisfy { $0.severity == .warning }, "\(repeats.map(\.description))")
        // The other 9 repeat the same value: pocket-casts en 1, IceCubes tr 3, Maccy 5 ("Behavior" in five locales).
        #expect(catalog.diagnostics.filter { $0.id == "localization.redundant-key" }.count == 9)
    }
}
