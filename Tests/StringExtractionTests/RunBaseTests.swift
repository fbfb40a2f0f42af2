import Diagnostics
import Foundation
import IntentExtraction
@testable import StringExtraction
import Testing

/// The last run whose every build's index was whole (`RunBase`): a later run takes from its uses the part of each file
/// that did not change and whose strings still hold, collects only the others, and gives a fresh extraction's uses; a
/// base that does not hold for the run (counts that do not add up, uses counted for another file, bytes that do not
/// read back) is not used.
@Suite struct RunBaseTests {
    typealias Cache = MergedUsesTests.LoggingCache

    static func isRunBase(_ key: String) -> Bool { MergedUsesTests.isRunBase(key) }
    static func fresh(_ files: [String: String]) -> [LocalizableString] { StringExtractor().extract(builds: BuildQuestionsTests.builds(files)).uses }

    @Test func aFunctionAddedToOneFileTakesTheOtherFilesPartsOfTheBase() throws {
        let cache = Cache()
        var files = BuildQuestionsTests.files
        #expect(BuildQuestionsTests.extract(files, cache: cache).uses == Self.fresh(files))
        #expect(cache.run().stored.filter(Self.isRunBase).count == 1)

        files["Settings.swift"]! += "\nfunc total(_ values: [Int]) -> Int { values.count }\n"
        let added = BuildQuestionsTests.extract(files, cache: cache)
        #expect(added.uses == Self.fresh(files))
        let run = cache.run()
        #expect(run.found.contains(where: Self.isRunBase))
        for path in ["Captions.swift", "Screen.swift"] {
            #expect(!run.found.contains { BuildQuestionsTests.isUses($0, of: path) || BuildQuestionsTests.isAnswers($0, of: path) },
                    "\(path)'s strings or answers were read")
        }
        #expect(run.stored.contains { BuildQuestionsTests.isUses($0, of: "Settings.swift") }, "the changed file's strings are kept")
        // Its indexes are layers over the base's: the base stays the one the next runs read.
        #expect(!run.stored.contains(where: Self.isRunBase))

        // A string added to another file, the function still there: both files are collected, the third taken.
        files["Screen.swift"] = files["Screen.swift"]!.replacingOccurrences(of: "Text(\"Hello\")", with: "Text(\"Hello\"); Text(\"Added\")")
        let second = BuildQuestionsTests.extract(files, cache: cache)
        #expect(second.uses == Self.fresh(files))
        #expect(second.uses.map(\.key).contains("Added"))
        #expect(!cache.run().found.contains { BuildQuestionsTests.isUses($0, of: "Captions.swift") })
    }

    @Test func anEditInsideABodyReadsTheBaseAndMakesTheNextOne() throws {
        let cache = Cache()
        var files = BuildQuestionsTests.files
        // The index reads no body: an edit inside one leaves each file's index input, and each build's index, as it was.
        func extract() -> StringExtraction {
            let memo = StringsMemo(cache: cache, indexInputs: files.mapValues { _ in "declarations as first written" },
                                   contents: files.mapValues { "bytes " + $0 }, describe: { "\($0.conditions.map { $0.sorted() } ?? [])" })
            return StringExtractor().extract(builds: BuildQuestionsTests.builds(files), memo: memo)
        }
        #expect(extract().uses == Self.fresh(files))
        _ = cache.run()
        for (step, text) in ["Text(\"Hello\"); Text(\"Added\")", "Text(\"Hello\"); Text(\"Added\"); Text(\"Again\")", "Text(\"Hello\")"].enumerated() {
            files["Screen.swift"] = BuildQuestionsTests.files["Screen.swift"]!.replacingOccurrences(of: "Text(\"Hello\")", with: text)
            #expect(extract().uses == Self.fresh(files), "step \(step)")
            let run = cache.run()
            #expect(run.found.contains(where: Self.isRunBase) == (step < 2) && run.found.contains(where: MergedUsesTests.isMergedByKeys) == (step == 2), "step \(step)")
            #expect(!run.found.contains { BuildQuestionsTests.isUses($0, of: "Settings.swift") || BuildQuestionsTests.isUses($0, of: "Captions.swift") })
            // Every index whole: the run is the next one's base (the last step's files are the first run's, whose uses
            // by contents are read back before any base).
            #expect(run.stored.contains(where: Self.isRunBase) == (step < 2), "step \(step)")
        }
    }

    /// The stored base of the files, changed by `change`, in place of the one a first run kept; then a run after an edit.
    func runAfterEdit(changingBase change: (inout StringExtractor.RunBase) -> Void) throws -> (uses: [LocalizableString], expected: [LocalizableString]) {
        let cache = Cache()
        var files = BuildQuestionsTests.files
        _ = BuildQuestionsTests.extract(files, cache: cache)
        let stored = cache.run().stored.filter(Self.isRunBase)
        try #require(stored.count == 1)
        var base = try #require(cache.data(for: stored[0]).flatMap(StringExtractor.RunBase.init(packed:)))
        change(&base)
        #expect(cache.replace(base.packed()) { Self.isRunBase($0) } == 1)
        files["Screen.swift"] = files["Screen.swift"]!.replacingOccurrences(of: "Text(\"Hello\")", with: "Text(\"Hello\"); Text(\"Added\")")
        return (BuildQuestionsTests.extract(files, cache: cache).uses, Self.fresh(files))
    }

    @Test func aBaseThatDoesNotHoldForTheRunIsNotUsed() throws {
        // Counts that do not add up to its uses.
        let short = try runAfterEdit { $0.counts[0] += 1 }
        #expect(short.uses == short.expected)
        // Counts that add up, with a use counted for another file than its own.
        let shifted = try runAfterEdit { base in
            guard let from = base.counts.firstIndex(where: { $0 > 0 }), let to = base.counts.indices.first(where: { $0 != from }) else { return }
            base.counts[from] -= 1
            base.counts[to] += 1
        }
        #expect(shifted.uses == shifted.expected)
        // Uses that do not read back.
        let unreadable = try runAfterEdit { $0.uses = Data([0xFF, 0x01]) }
        #expect(unreadable.uses == unreadable.expected)
        // The control: the base as stored gives the same uses.
        let kept = try runAfterEdit { _ in }
        #expect(kept.uses == kept.expected)
    }

    @Test func aBaseReadsBackAsPackedAndNotWhenCutShort() throws {
        let use = LocalizableString(key: "Hello", origin: .swiftUI, location: Diagnostics.SourceLocation(file: "A.swift", line: 1, column: 1))
        let base = StringExtractor.RunBase(indexKeys: ["one", "two"], contents: ["A.swift": "a", "B.swift": "b"], indexInputs: ["A.swift": "ia", "B.swift": "ib"],
                                           counts: [1, 0, 0, 0], uses: Data(LocalizableString.packed([use])))
        let packed = base.packed()
        #expect(StringExtractor.RunBase(packed: packed) == base)
        #expect(StringExtractor.RunBase(packed: packed.prefix(5)) == nil)
        #expect(base.changedFiles(["A.swift", "B.swift", "C.swift"], memo: StringsMemo(cache: Cache(), indexInputs: ["A.swift": "ia", "B.swift": "changed"],
                                                                                       contents: ["A.swift": "a", "B.swift": "b", "C.swift": "c"], describe: { _ in "" }))
                == ["B.swift", "C.swift"])
    }

    /// A file that gives one string in a build without `DEBUG` and another in one with it, and a file that gives none
    /// between its two entries: the merged uses read back by what the files gave cannot say which entry gave which, so
    /// the run keeps no base from them, and a later run gives a fresh run's uses in a fresh run's order.
    @Test func aFileGivingStringsInTwoBuildsWithNothingBetweenKeepsNoBaseOfGuessedCounts() throws {
        let cache = Cache()
        var files = [
            "A.swift": """
                import Foundation
                #if DEBUG
                let title = String(localized: "Debug title")
                #else
                let title = String(localized: "Release title")
                #endif
                """,
            "B.swift": "import Foundation\nfunc noop() {}\n",
        ]
        func builds() -> [(options: ExtractionOptions, sources: [SwiftSource])] {
            let sources = files.keys.sorted().map { SwiftSource(path: $0, text: files[$0]!) }
            return [(ExtractionOptions(conditions: []), sources), (ExtractionOptions(conditions: ["DEBUG"]), sources)]
        }
        func extract() -> StringExtraction {
            // Declarations as first written: every build's index is the whole one kept, a run after an edit too.
            let memo = StringsMemo(cache: cache, indexInputs: files.mapValues { _ in "declarations as first written" },
                                   contents: files.mapValues { "bytes " + $0 }, describe: { "\($0.conditions.map { $0.sorted() } ?? [])" })
            return StringExtractor().extract(builds: builds(), memo: memo)
        }
        func fresh() -> [LocalizableString] { StringExtractor().extract(builds: builds()).uses }

        #expect(extract().uses.map(\.key) == ["Release title", "Debug title"])
        try #require(cache.run().stored.contains(where: Self.isRunBase))
        // The base as counted then does not read back: the next run is made from the merged uses kept by what each file
        // gave, B's comment changing none of it.
        #expect(cache.replace(Data([0xFF, 0x01]), where: Self.isRunBase) == 1)
        files["B.swift"]! += "// A comment.\n"
        #expect(extract().uses == fresh())
        let run = cache.run()
        #expect(run.found.contains(where: MergedUsesTests.isMergedByWhatFilesGave))
        #expect(!run.stored.contains(where: Self.isRunBase), "a base of guessed counts was kept")

        files["B.swift"]! += "let added = String(localized: \"Added\")\n"
        let added = extract()
        #expect(added.uses.map(\.key) == ["Release title", "Added", "Debug title"])
        #expect(added.uses == fresh())
    }

    @Test func countsAreEachEntrysUsesInOrderAndNothingWhenAUseLiesElsewhere() {
        func use(_ file: String) -> LocalizableString {
            LocalizableString(key: file, origin: .swiftUI, location: Diagnostics.SourceLocation(file: file, line: 1, column: 1))
        }
        let uses = [use("A"), use("A"), use("B"), use("B"), use("A")]
        // Build one: A, B; build two: B (next to build one's B: counted with it), A.
        #expect(StringExtractor.counts(of: uses, paths: ["A", "B", "B", "A"]) == [2, 2, 0, 1])
        #expect(StringExtractor.counts(of: uses, paths: ["A", "B"]) == nil)
        #expect(StringExtractor.counts(of: [use("C")], paths: ["A", "B"]) == nil)
        // One file's entries with only an entry that gave nothing between them: either might have given the uses.
        #expect(StringExtractor.counts(of: [use("A"), use("A")], paths: ["A", "B", "A", "B"]) == nil)
        #expect(StringExtractor.counts(of: [use("A"), use("A")], paths: ["A", "A", "B"]) == [2, 0, 0])
        #expect(StringExtractor.counts(of: [use("A"), use("B"), use("A")], paths: ["A", "B", "A"]) == [1, 1, 1])
    }
}
