import Foundation
import IntentExtraction
@testable import StringExtraction
import Testing

/// A whole index's record of the questions its files' collections asked (`BuildQuestions`): a run whose index is
/// layered over that index takes every recorded file's strings under the whole index's key when no question names a
/// changed name, and asks each file's own answers when one does; either way the strings are a fresh extraction's.
@Suite struct BuildQuestionsTests {
    typealias Cache = MergedUsesTests.LoggingCache

    static let files = [
        "Captions.swift": """
            import SwiftUI
            func caption(_ key: LocalizedStringKey) -> some View { Text(key) }
            """,
        "Screen.swift": """
            import SwiftUI
            struct Screen: View {
                var body: some View { VStack { caption("Welcome"); Text("Hello") } }
            }
            """,
        "Settings.swift": MergedUsesTests.settings,
    ]

    static func builds(_ files: [String: String]) -> [(options: ExtractionOptions, sources: [SwiftSource])] {
        let sources = { files.keys.sorted().map { SwiftSource(path: $0, text: files[$0]!) } }
        return [(ExtractionOptions(), sources()), (ExtractionOptions(conditions: ["DEBUG"]), sources())]
    }

    /// The two builds with a memo over `cache`: a file's index input is its text, so any edit changes the build's index key.
    static func extract(_ files: [String: String], cache: Cache) -> StringExtraction {
        let memo = StringsMemo(cache: cache, indexInputs: files, contents: files.mapValues { "bytes " + $0 }, describe: { "\($0.conditions.map { $0.sorted() } ?? [])" })
        return StringExtractor().extract(builds: builds(files), memo: memo)
    }

    static func isRecord(_ key: String) -> Bool { key.contains("|15:build questions|") }
    static func isAnswers(_ key: String, of path: String) -> Bool { key.contains("|13:answered uses|") && key.contains("|\(path.utf8.count):\(path)|") }
    /// A file's own strings' key: its path, then its contents (`bytes …`); the index key in it names every path, and
    /// the run's merged uses are kept by keys that hold these.
    static func isUses(_ key: String, of path: String) -> Bool {
        !MergedUsesTests.isMerged(key) && key.contains("|4:uses|") && key.range(of: "\\|\(path.utf8.count):\(path)\\|[0-9]+:bytes ", options: .regularExpression) != nil
    }

    @Test func aDeclarationNoQuestionNamesKeepsEveryOtherFilesStrings() throws {
        let cache = Cache()
        var files = Self.files
        let first = Self.extract(files, cache: cache)
        #expect(first.uses == StringExtractor().extract(builds: Self.builds(files)).uses)
        #expect(first.uses.map(\.key).contains("Welcome"))
        // The first run made each build's whole index, and recorded its files' questions once for each.
        #expect(cache.run().stored.filter(Self.isRecord).count == 2)

        // A function no file asks about, added to one file: the other files' strings are taken under the whole
        // index's key, without their answers, and not kept again under the new one.
        files["Settings.swift"]! += "\nfunc total(_ values: [Int]) -> Int { values.count }\n"
        let added = Self.extract(files, cache: cache)
        #expect(added.uses == StringExtractor().extract(builds: Self.builds(files)).uses)
        let addRun = cache.run()
        #expect(addRun.found.contains(where: Self.isRecord), "\(addRun.found)")
        for path in ["Captions.swift", "Screen.swift"] {
            #expect(!addRun.found.contains { Self.isAnswers($0, of: path) }, "\(path)'s answers were read")
            #expect(!addRun.stored.contains { Self.isUses($0, of: path) }, "\(path)'s strings were kept again")
        }
        #expect(addRun.stored.contains { Self.isUses($0, of: "Settings.swift") })
        // The next run with that index reads the merged uses back.
        #expect(Self.extract(files, cache: cache).uses == added.uses)
        #expect(cache.run().found.contains(where: MergedUsesTests.isMergedByKeys))

        // An overload that takes a plain `String` of the function a file calls: that file's question names it, so
        // each file's own answers are asked, and the string the call gave is no longer localizable.
        files["Captions.swift"]! += "\nfunc caption(_ text: String) -> some View { Text(verbatim: text) }\n"
        let overloaded = Self.extract(files, cache: cache)
        #expect(overloaded.uses == StringExtractor().extract(builds: Self.builds(files)).uses)
        #expect(!overloaded.uses.map(\.key).contains("Welcome"))
        let overloadRun = cache.run()
        #expect(overloadRun.found.contains { Self.isAnswers($0, of: "Settings.swift") })
    }

    @Test func theRecordReadsBackAndHoldsUnlessAQuestionNamesAChange() throws {
        let record = StringExtractor.BuildQuestions(files: ["A.swift": "a1", "B.swift": "b7"],
                                                    questions: [.signature("caption", ["_"]), .memberType("Screen", "title"), .typesEnding(".Inner")])
        let read = try #require(StringExtractor.BuildQuestions(packed: Data(record.packed())))
        #expect(read.files == record.files && read.questions == record.questions)
        #expect(StringExtractor.BuildQuestions(packed: Data(record.packed().dropLast())) == nil)
        #expect(StringExtractor.BuildQuestions(packed: Data(record.packed() + [0])) == nil)
        var changes = IndexChanges([])
        changes.functionTypes = ["total"]
        changes.signatures = ["total"]
        #expect(record.hold(under: changes))
        changes.memberTypes = [IndexChanges.Member(owner: "Screen", name: "title")]
        #expect(!record.hold(under: changes))
        changes = IndexChanges([])
        changes.stringOverloads = ["Captions.caption"]
        #expect(!record.hold(under: changes))
    }
}
