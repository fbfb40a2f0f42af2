import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentLocalization
import Testing

/// IntentKit's readers against Foundation's, on every table file of both corpora and on generated ones: the
/// `.strings` and `.stringsdict` readers against `PropertyListSerialization`, the `.xcstrings` reader against
/// `JSONSerialization`. Where they may disagree, the difference is one of ``KnownDifference``, each with its
/// reason (and listed in `docs/localization.md`); any other disagreement fails.
@Suite struct ReaderDifferentialTests {
    /// The ways IntentKit's readers differ from Foundation's on purpose.
    enum KnownDifference: String, CaseIterable {
        /// BOM-less UTF-16LE: Foundation on Linux rejects it and Apple's readers take it for big-endian; IntentKit
        /// reads it, with `localization.fragile-encoding`.
        case bomlessLittleEndianUTF16
        /// A zero-length `.strings`: Foundation reports an error, IntentKit a warning (`localization.empty-file`) and
        /// no entries; either way the table is empty.
        case emptyStringsFile
        /// A value that is not a string in a `.strings` table (an array, a dictionary, data): Foundation keeps it,
        /// IntentKit reports it (`localization.non-string-value`) and leaves it out of the table.
        case nonStringValue
        /// A `.strings` file ending in an unterminated string where a key starts, or in an unterminated comment:
        /// Foundation keeps the entries before it and ignores the rest in silence; IntentKit reads the same entries and
        /// reports the rest (`localization.ignored-text`, or `localization.parse-error` when the rest holds an `=`,
        /// entries that are then missing at run time).
        case ignoredTail
        /// A key twice in one catalog: `JSONSerialization` keeps the last, `JSONDecoder` the first; IntentKit keeps
        /// the first and reports the repeat with both positions (`localization.duplicate-key` or `redundant-key`).
        case repeatedCatalogKey
        /// A member of the wrong JSON or property-list type: Foundation reads any type, IntentKit reports it
        /// (`localization.invalid-catalog`) and leaves that member out.
        case wrongType

        var reason: String {
            switch self {
            case .bomlessLittleEndianUTF16: "Apple's readers take BOM-less UTF-16 for big-endian; IntentKit reads the little-endian text and warns"
            case .emptyStringsFile: "an empty file is an error for Foundation and an empty table with a warning for IntentKit"
            case .nonStringValue: "Foundation keeps non-string values; a table's must be strings, so IntentKit reports and drops them"
            case .ignoredTail: "Foundation ignores an unterminated string or comment at the end in silence; IntentKit reads the same entries and says what was ignored"
            case .repeatedCatalogKey: "JSON readers disagree on a repeated key; IntentKit keeps the first and reports both places"
            case .wrongType: "Foundation reads any type; IntentKit reports a member of the wrong type and leaves it out"
            }
        }
    }

    // MARK: The corpora

    /// Every table file of `../shared/corpus` and `../shared/realworld`, by extension.
    static func corpusFiles(_ suffix: String) -> [String] {
        var paths: [String] = []
        for root in [Corpus.root, RealWorld.root] {
            let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            paths += found.filter { $0.hasSuffix(suffix) }.map { root + "/" + $0 }
        }
        return paths.sorted()
    }

    static let corporaRun = Corpus.shouldRun || RealWorld.shouldRun

    @Test(.enabled(if: corporaRun, Comment(rawValue: Corpus.skipReason)))
    func everyStringsFileOfTheCorporaReadsAsFoundationReadsIt() throws {
        try #require(Corpus.isAvailable && RealWorld.isAvailable, Comment(rawValue: Corpus.missingMessage + "; " + RealWorld.missingMessage))
        let files = Self.corpusFiles(".strings")
        #expect(files.count > 800)
        var disagreements: [String] = []
        for path in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            if let difference = Self.compareStrings(bytes) { disagreements.append("\(path): \(difference)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(files.count): \(disagreements.prefix(5).joined(separator: "\n"))")
    }

    @Test(.enabled(if: corporaRun, Comment(rawValue: Corpus.skipReason)))
    func everyStringsDictOfTheCorporaReadsAsFoundationReadsIt() throws {
        try #require(Corpus.isAvailable && RealWorld.isAvailable, Comment(rawValue: Corpus.missingMessage + "; " + RealWorld.missingMessage))
        let files = Self.corpusFiles(".stringsdict")
        #expect(files.count > 130)
        var disagreements: [String] = []
        for path in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            if let difference = Self.compareStringsDict(bytes) { disagreements.append("\(path): \(difference)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(files.count): \(disagreements.prefix(5).joined(separator: "\n"))")
    }

    @Test(.enabled(if: corporaRun, Comment(rawValue: Corpus.skipReason)))
    func everyCatalogOfTheCorporaReadsAsFoundationReadsIt() throws {
        try #require(Corpus.isAvailable && RealWorld.isAvailable, Comment(rawValue: Corpus.missingMessage + "; " + RealWorld.missingMessage))
        let files = Self.corpusFiles(".xcstrings")
        #expect(files.count >= 100)
        var disagreements: [String] = []
        for path in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            if let difference = Self.compareCatalog(bytes) { disagreements.append("\(path): \(difference)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(files.count): \(disagreements.prefix(5).joined(separator: "\n"))")
    }

    // MARK: Generated files

    @Test func generatedStringsFilesReadAsFoundationReadsThem() {
        var random = SeededGenerator(seed: 0x5354_5249_4E47)
        var disagreements: [String] = []
        var tables = 0
        var entries = 0
        for index in 0..<600 {
            let bytes = ReaderGenerators.strings(&random)
            if let table = Self.foundationStrings(bytes) {
                tables += 1
                entries += table.count
            }
            if let difference = Self.compareStrings(bytes) {
                disagreements.append("#\(index): \(difference)\n\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of 600: \(disagreements.prefix(3).joined(separator: "\n"))")
        // Most files are tables both read, with entries to compare; the rest are damaged, and both reject them.
        #expect(tables > 300 && entries > 1_000, "\(tables) tables, \(entries) entries")
    }

    @Test func generatedStringsDictsReadAsFoundationReadsThem() {
        var random = SeededGenerator(seed: 0x4449_4354)
        var disagreements: [String] = []
        var entries = 0
        for index in 0..<400 {
            let bytes = ReaderGenerators.stringsDict(&random)
            if case .map(let table)? = ReaderShape(foundationStringsDict: bytes) { entries += table.count }
            if let difference = Self.compareStringsDict(bytes) {
                disagreements.append("#\(index): \(difference)\n\(String(decoding: bytes, as: UTF8.self))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of 400: \(disagreements.prefix(3).joined(separator: "\n"))")
        #expect(entries > 600, "\(entries) entries compared")
    }

    @Test func generatedCatalogsReadAsFoundationReadsThem() {
        var random = SeededGenerator(seed: 0x4341_5441_4C4F_47)
        var disagreements: [String] = []
        var entries = 0
        for index in 0..<400 {
            let bytes = ReaderGenerators.catalog(&random)
            if case .map(let top)? = ReaderShape(foundationCatalog: bytes), case .map(let strings)? = top["strings"] { entries += strings.count }
            if let difference = Self.compareCatalog(bytes) {
                disagreements.append("#\(index): \(difference)\n\(String(decoding: bytes, as: UTF8.self))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of 400: \(disagreements.prefix(3).joined(separator: "\n"))")
        #expect(entries > 800, "\(entries) entries compared")
    }

    /// Tables Foundation itself writes, as XML and as binary property lists, read back by IntentKit's readers.
    @Test func propertyListsFoundationWritesReadTheSame() throws {
        var random = SeededGenerator(seed: 0x504C_4953_54)
        for _ in 0..<200 {
            var table: [String: String] = [:]
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                table[ReaderGenerators.jsonText(&random)] = ReaderGenerators.jsonText(&random)
            }
            for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
                let data = try PropertyListSerialization.data(fromPropertyList: table, format: format, options: 0)
                #expect(Self.compareStrings([UInt8](data)) == nil, "\(format): \(table)")
            }
            var plurals: [String: Any] = [:]
            for (key, text) in table {
                plurals[key] = [
                    "NSStringLocalizedFormatKey": "%#@n@ " + text,
                    "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "%d " + text, "other": "%d"],
                ]
            }
            for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
                let data = try PropertyListSerialization.data(fromPropertyList: plurals, format: format, options: 0)
                #expect(Self.compareStringsDict([UInt8](data)) == nil, "\(format): \(plurals)")
            }
        }
    }

    // MARK: The known differences, each shown once

    @Test func theKnownDifferencesAreWhatTheySay() throws {
        // BOM-less UTF-16LE.
        let littleEndian = Array("\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(Self.foundationStrings(littleEndian) == nil)
        let read = StringsFile(parsing: littleEndian, path: "le.strings")
        #expect(read.dictionary == ["a": "b"] && read.diagnostics.map(\.id) == ["localization.fragile-encoding"])
        #expect(Self.classify(strings: littleEndian, read) == .bomlessLittleEndianUTF16)
        // Empty file.
        #expect(Self.foundationStrings([]) == nil)
        let empty = StringsFile(parsing: [], path: "empty.strings")
        #expect(empty.entries.isEmpty && empty.diagnostics.map(\.id) == ["localization.empty-file"])
        #expect(Self.classify(strings: [], empty) == .emptyStringsFile)
        // A value that is not a string.
        let array = Array("\"a\" = (\"x\", \"y\"); \"b\" = \"c\";".utf8)
        let foundation = try #require((try? PropertyListSerialization.propertyList(from: Data(array), format: nil)) as? [String: Any])
        #expect(foundation["a"] is [Any] && foundation["b"] as? String == "c")
        let withArray = StringsFile(parsing: array, path: "array.strings")
        #expect(withArray.dictionary == ["b": "c"] && withArray.diagnostics.map(\.id) == ["localization.non-string-value"])
        #expect(Self.classify(strings: array, withArray) == .nonStringValue)
        // An unterminated string, or a character no string starts with (found by the differential fuzz target), where a
        // later key starts: the entries before it are read by both, the rest ignored.
        for (text, id) in [("\"a\" = \"b\"; \"c", "localization.ignored-text"), ("\"a\" = \"b\"; \"c = d;", "localization.parse-error"), ("\"a\" = \"b\"; /* x", "localization.ignored-text"), ("\"a\" = \"b\";\n\n}\n", "localization.ignored-text"), ("\"a\" = \"b\"; ) \"c\" = \"d\";", "localization.parse-error"), ("a = b; ;", "localization.ignored-text")] {
            let bytes = Array(text.utf8)
            #expect(Self.foundationStrings(bytes) == ["a": "b"], "\(text)")
            let tail = StringsFile(parsing: bytes, path: "tail.strings")
            #expect(tail.dictionary == ["a": "b"] && tail.diagnostics.map(\.id) == [id], "\(text): \(tail.diagnostics)")
            #expect(Self.compareStrings(bytes) == nil)
        }
        // Where a value starts, the same string fails the whole file for both.
        #expect(Self.foundationStrings(Array("\"a\" = \"b\"; \"c\" = \"d".utf8)) == nil)
        #expect(StringsFile(parsing: Array("\"a\" = \"b\"; \"c\" = \"d".utf8), path: "v.strings").diagnostics.contains { $0.severity == .error })
        // A file of only a byte order mark is rejected like an empty one.
        for bom: [UInt8] in [[0xFE, 0xFF], [0xFF, 0xFE], [0xEF, 0xBB, 0xBF]] {
            #expect(Self.foundationStrings(bom) == nil)
            #expect(StringsFile(parsing: bom, path: "bom.strings").diagnostics.map(\.id) == ["localization.empty-file"])
        }
        // A repeated catalog key: Foundation keeps the last, IntentKit the first.
        let repeated = Array(#"{"sourceLanguage":"en","strings":{"k":{"comment":"first"},"k":{"comment":"last"}},"version":"1.0"}"#.utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(repeated)) as? [String: Any])
        #expect(((json["strings"] as? [String: Any])?["k"] as? [String: Any])?["comment"] as? String == "last")
        let catalog = StringCatalogFile(parsing: repeated, path: "r.xcstrings")
        #expect(catalog.table["k"]?.comment == "first" && catalog.diagnostics.map(\.id) == ["localization.duplicate-key"])
        #expect(Self.compareCatalog(repeated) == nil)
        // A member of the wrong type.
        let wrong = Array(#"{"sourceLanguage":"en","strings":{"k":{"comment":1,"shouldTranslate":"no"}},"version":"1.0"}"#.utf8)
        let wrongFile = StringCatalogFile(parsing: wrong, path: "w.xcstrings")
        #expect(wrongFile.diagnostics.map(\.id) == ["localization.invalid-catalog", "localization.invalid-catalog"])
        #expect(wrongFile.table["k"]?.comment == nil && wrongFile.table["k"]?.shouldTranslate == true)
        #expect(Self.compareCatalog(wrong) == nil)
        #expect(KnownDifference.allCases.allSatisfy { !$0.reason.isEmpty })
    }

    // MARK: Comparisons

    static func foundationStrings(_ bytes: [UInt8]) -> [String: String]? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) as? [String: String]
    }

    /// Which known difference explains Foundation rejecting a `.strings` file IntentKit read without an error.
    static func classify(strings bytes: [UInt8], _ file: StringsFile) -> KnownDifference? {
        let ids = Set(file.diagnostics.map(\.id))
        if ids.contains("localization.fragile-encoding") { return .bomlessLittleEndianUTF16 }
        if ids.contains("localization.empty-file") { return .emptyStringsFile }
        if ids.contains("localization.non-string-value") { return .nonStringValue }
        return nil
    }

    /// Why IntentKit and Foundation read a `.strings` file differently, or `nil` when they agree.
    static func compareStrings(_ bytes: [UInt8]) -> String? {
        let ours = StringsFile(parsing: bytes, path: "Test.strings")
        let oursFailed = ours.diagnostics.contains { $0.severity == .error }
        guard let theirs = foundationStrings(bytes) else {
            if oursFailed || classify(strings: bytes, ours) != nil { return nil }
            return "Foundation rejects the file, IntentKit reads \(ours.dictionary) with \(ours.diagnostics.map(\.description))"
        }
        let tail = ours.diagnostics.filter { $0.message.contains("Apple's readers keep the entries before it") }
        if oursFailed, ours.diagnostics.filter({ $0.severity == .error }).allSatisfy({ tail.contains($0) }), ours.dictionary == theirs {
            return nil  // KnownDifference.ignoredTail
        }
        if oursFailed { return "IntentKit rejects the file: \(ours.diagnostics.filter { $0.severity == .error }.map(\.description)); Foundation reads \(theirs)" }
        if ours.dictionary != theirs {
            let keys = Set(ours.dictionary.keys).union(theirs.keys).sorted().filter { ours.dictionary[$0] != theirs[$0] }
            return "tables differ at \(keys.prefix(3).map { "\($0.debugDescription): IntentKit \(ours.dictionary[$0]?.debugDescription ?? "nothing"), Foundation \(theirs[$0]?.debugDescription ?? "nothing")" })"
        }
        return nil
    }

    /// Why IntentKit and Foundation read a `.stringsdict` differently, or `nil` when they agree.
    static func compareStringsDict(_ bytes: [UInt8]) -> String? {
        let ours = StringsDictFile(parsing: bytes, path: "Test.stringsdict")
        let errors = ours.diagnostics.filter { $0.severity == .error }
        guard let theirs = ReaderShape(foundationStringsDict: bytes) else {
            return errors.isEmpty ? "Foundation rejects the file, IntentKit reads it: \(ReaderShape(stringsDict: ours))" : nil
        }
        if !errors.isEmpty {
            // Only members of the wrong type may be rejected where Foundation reads them.
            return errors.allSatisfy { $0.id == "localization.invalid-catalog" } ? nil : "IntentKit rejects the file: \(errors.map(\.description))"
        }
        return ReaderShape.difference(ReaderShape(stringsDict: ours), theirs)
    }

    /// Why IntentKit and Foundation read a String Catalog differently, or `nil` when they agree.
    static func compareCatalog(_ bytes: [UInt8]) -> String? {
        let ours = StringCatalogFile(parsing: bytes, path: "Test.xcstrings")
        guard var theirs = ReaderShape(foundationCatalog: bytes) else {
            return ours.diagnostics.contains { $0.id == "localization.parse-error" } ? nil : "Foundation rejects the catalog, IntentKit reads it"
        }
        if ours.diagnostics.contains(where: { $0.id == "localization.parse-error" }) { return "IntentKit rejects the catalog, Foundation reads it" }
        var mine = ReaderShape(catalog: ours)
        // A repeated key: each reader keeps a different copy (KnownDifference.repeatedCatalogKey); a member of the
        // wrong type: IntentKit leaves it out (KnownDifference.wrongType). Those entries are compared no further.
        let skipped = Self.entriesWithFindings(ours)
        if !skipped.isEmpty {
            mine = mine.removingEntries(skipped)
            theirs = theirs.removingEntries(skipped)
        }
        return ReaderShape.difference(mine, theirs)
    }

    /// The keys of entries that have a repeat or a member of the wrong type.
    static func entriesWithFindings(_ file: StringCatalogFile) -> Set<String> {
        let lines = Set(file.diagnostics.filter { ["localization.duplicate-key", "localization.redundant-key", "localization.invalid-catalog"].contains($0.id) }.compactMap(\.location?.line))
        var keys: Set<String> = []
        // An entry's findings are on its lines: from its key's line up to the next entry's.
        let starts = file.table.keys.compactMap { key in file.table[key]?.location?.line.map { (key, $0) } }.sorted { $0.1 < $1.1 }
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].1 : Int.max
            if lines.contains(where: { $0 >= start.1 && $0 < end }) { keys.insert(start.0) }
        }
        // A repeat names its key in the message.
        for diagnostic in file.diagnostics where diagnostic.id == "localization.duplicate-key" || diagnostic.id == "localization.redundant-key" {
            for key in file.table.keys where diagnostic.message.contains(Quoting.quoted(key)) { keys.insert(key) }
        }
        return keys
    }
}

extension ReaderShape {
    /// A catalog's shape without the entries of `keys`.
    func removingEntries(_ keys: Set<String>) -> ReaderShape {
        guard case .map(var top) = self, case .map(var strings)? = top["strings"] else { return self }
        for key in keys { strings[key] = nil }
        top["strings"] = .map(strings)
        return .map(top)
    }
}
