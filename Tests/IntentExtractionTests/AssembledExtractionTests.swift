import Diagnostics
import Foundation
@testable import IntentExtraction
import Testing

/// A target's extraction kept by its files' scans' components (`ScanRecord`): an edit after a file's last declaration
/// takes it without assembling the target again; an edit that moves what extraction locates or quotes does not.
@Suite struct AssembledExtractionTests {
    typealias Store = KeptScanTests.Store

    static let helper = """
        import Foundation

        struct Forecast {
            func summary() -> String {
                let parts = ["sun"]
                return parts.joined()
            }
        }

        """
    /// The intent of `KeptScanTests.text`, after a comment.
    static let garden = "// Garden intents //in one place\n" + KeptScanTests.text
    static let target = ExtractionTarget(name: "App", files: ["Forecast.swift", "Garden.swift"], references: [])

    static func extract(_ files: [String: String], store: Store?) -> Extraction {
        let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.key, SwiftSource(path: $0.key, text: $0.value)) })
        return Extractor(options: ExtractionOptions()).extract(targets: [target], sources: sources, scans: store.map { ($0, "test") })[0]
    }

    static func assembledRecords(_ store: Store) -> Int { store.results.keys.filter { $0.contains("extraction assembled") }.count }

    /// The extraction with a store is a fresh one's: the document (with its locations), the findings and the files.
    static func expectFresh(_ extraction: Extraction, _ files: [String: String], _ comment: Comment) {
        let fresh = extract(files, store: nil)
        #expect(extraction.document == fresh.document, comment)
        #expect(extraction.diagnostics == fresh.diagnostics, comment)
        #expect(extraction.files == fresh.files, comment)
    }

    @Test func anEditAfterTheLastDeclarationKeepsTheExtraction() throws {
        let store = Store()
        var files = ["Forecast.swift": Self.helper, "Garden.swift": Self.garden]
        let first = Self.extract(files, store: store)
        #expect(first.document.intents.count == 1)
        #expect(Self.assembledRecords(store) == 1)
        Self.expectFresh(first, files, "first")

        // A function and a comment added after the last type: every component is the same, so the extraction is the
        // one kept (no record is added), and it is a fresh extraction of the new files.
        files["Garden.swift"]! += "func plantAll() -> Int { 3 }\n// done\n"
        Self.expectFresh(Self.extract(files, store: store), files, "a function added at the end")
        #expect(Self.assembledRecords(store) == 1)

        // A line break for a space before the intent: no offset in the file moves, every line after it does. The
        // intent is on another line: assembled again, as a fresh extraction.
        files["Garden.swift"] = files["Garden.swift"]!.replacingOccurrences(of: "intents //in", with: "intents\n//in")
        Self.expectFresh(Self.extract(files, store: store), files, "a line broken before the intent")
        #expect(Self.assembledRecords(store) == 2)

        // Lines added to a function body above the intent (cut out of the file's reduction, which its tree is of).
        files["Garden.swift"] = "struct Early {\n    func a() {\n        _ = 1\n    }\n}\n" + files["Garden.swift"]!
        _ = Self.extract(files, store: store)
        files["Garden.swift"] = files["Garden.swift"]!.replacingOccurrences(of: "_ = 1\n", with: "_ = 1\n        _ = 2\n        _ = 3\n")
        Self.expectFresh(Self.extract(files, store: store), files, "lines added to a body above the intent")
        #expect(Self.assembledRecords(store) == 4)

        // Lines added to a method's body inside the intent, above its parameter: the intent's keyword stays where it
        // was, the parameter is further down the file.
        files["Garden.swift"] = files["Garden.swift"]!.replacingOccurrences(
            of: "    @Parameter(title: \"Bed\")", with: "    func note() {\n        _ = 0\n    }\n    @Parameter(title: \"Bed\")")
        _ = Self.extract(files, store: store)
        files["Garden.swift"] = files["Garden.swift"]!.replacingOccurrences(of: "_ = 0\n", with: "_ = 0\n        _ = 1\n")
        let records = Self.assembledRecords(store)
        Self.expectFresh(Self.extract(files, store: store), files, "lines added to a body above the intent's parameter")
        #expect(Self.assembledRecords(store) == records + 1)

        // The other file changed after its last declaration: the target's extraction is kept.
        let kept = Self.assembledRecords(store)
        files["Forecast.swift"]! += "let forecastVersion = 2\n"
        Self.expectFresh(Self.extract(files, store: store), files, "a global added to the other file")
        #expect(Self.assembledRecords(store) == kept)
    }

    /// A target's extraction kept by its files' shapes (`Extractor.AssemblyReads`): a member added to a type no
    /// assembly read beyond its name and inheritance takes it without assembling again; a member of the intent, of a
    /// type it reads, or one that moves what it locates, is assembled again, as a fresh extraction.
    @Test func aMemberAddedToATypeTheAssemblyDidNotReadKeepsTheExtraction() throws {
        let store = Store()
        let enumeration = """
            import AppIntents

            enum Bed: String, AppEnum {
                case north, south
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bed"
                static let caseDisplayRepresentations: [Bed: DisplayRepresentation] = [.north: "North", .south: "South"]
            }

            """
        // The helper's file ends with an alias, which a member added above it moves.
        var files = ["Forecast.swift": Self.helper + "typealias Litres = Double\n", "Garden.swift": Self.garden, "Bed.swift": enumeration]
        let target = ExtractionTarget(name: "App", files: ["Bed.swift", "Forecast.swift", "Garden.swift"], references: [])
        func extract() -> Extraction {
            let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.key, SwiftSource(path: $0.key, text: $0.value)) })
            return Extractor(options: ExtractionOptions()).extract(targets: [target], sources: sources, scans: (store, "test"))[0]
        }
        func expectFresh(_ extraction: Extraction, _ comment: Comment) {
            let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.key, SwiftSource(path: $0.key, text: $0.value)) })
            let fresh = Extractor(options: ExtractionOptions()).extract(targets: [target], sources: sources)[0]
            #expect(extraction.document == fresh.document, comment)
            #expect(extraction.diagnostics == fresh.diagnostics, comment)
        }
        expectFresh(extract(), "first")
        #expect(Self.assembledRecords(store) == 1)
        #expect(store.results.keys.filter { $0.contains("extraction assembly reads") }.count == 1)

        // A member of the helper's type, twice: the assembly read nothing of its file beyond its shape.
        files["Forecast.swift"] = files["Forecast.swift"]!.replacingOccurrences(of: "struct Forecast {\n", with: "struct Forecast {\n    var days = 3\n")
        expectFresh(extract(), "a member added to the helper")
        // No kept scan is decoded: without the other files' encoded scans (a scan that is decoded and missing one is
        // made again, and kept), only the changed file's is kept anew.
        store.results = store.results.filter { !$0.key.contains("extraction scan body") }
        files["Forecast.swift"] = files["Forecast.swift"]!.replacingOccurrences(of: "struct Forecast {\n", with: "struct Forecast {\n    func hours() -> Int { 24 }\n")
        expectFresh(extract(), "another member added to the helper")
        #expect(Self.assembledRecords(store) == 1)
        #expect(store.results.keys.filter { $0.contains("extraction scan body") }.count == 1)

        // A member of another type in the intent's file: the file was read (by the intent), so it is assembled again,
        // although the intent is where it was.
        files["Garden.swift"] = files["Garden.swift"]!.replacingOccurrences(of: "struct Watering {\n", with: "struct Watering {\n    func drain() {}\n")
        expectFresh(extract(), "a member added to a type after the intent")
        #expect(Self.assembledRecords(store) == 2)

        // A member of a type before the intent in its file moves the intent: assembled again, the intent a line lower.
        files["Garden.swift"] = "struct Early {\n}\n" + files["Garden.swift"]!
        expectFresh(extract(), "a type added above the intent")
        #expect(Self.assembledRecords(store) == 3)
        files["Garden.swift"] = files["Garden.swift"]!.replacingOccurrences(of: "struct Early {\n", with: "struct Early {\n    var size = 1\n")
        let moved = extract()
        expectFresh(moved, "a member added above the intent")
        #expect(Self.assembledRecords(store) == 4)
        #expect(moved.document.intents.first?.location?.line == 7)

        // A parameter added to the intent, and a case added to the enum it reads: each assembled again.
        files["Garden.swift"] = files["Garden.swift"]!.replacingOccurrences(
            of: "    @Parameter(title: \"Bed\")", with: "    @Parameter(title: \"Bed kind\") var kind: Bed\n    @Parameter(title: \"Bed\")")
        let withParameter = extract()
        expectFresh(withParameter, "a parameter added to the intent")
        #expect(withParameter.document.intents.first?.parameters.count == 2)
        #expect(Self.assembledRecords(store) == 5)
        files["Bed.swift"] = files["Bed.swift"]!.replacingOccurrences(of: "case north, south", with: "case north, south, east")
        let withCase = extract()
        expectFresh(withCase, "a case added to the enum the intent reads")
        #expect(withCase.document.enums.first?.cases.count == 3)
        #expect(Self.assembledRecords(store) == 6)
    }
}
