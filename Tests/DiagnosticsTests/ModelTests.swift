import Diagnostics
import Foundation
import Testing

@Suite struct SeverityTests {
    @Test func severitiesAreOrderedByGravity() {
        #expect(Severity.allCases.sorted() == [.remark, .note, .warning, .error])
        #expect(Severity.warning >= .warning && Severity.error > .warning && Severity.note < .warning)
    }
}

@Suite struct SummaryTests {
    @Test(arguments: [
        ([Severity](), nil as Int?, "no problems"),
        ([], 1, "no problems in 1 file"),
        ([.error], 2, "1 error in 2 files"),
        ([.error, .error, .warning, .remark], 3, "2 errors, 1 warning, 1 remark in 3 files"),
        ([.note, .warning, .warning], nil, "2 warnings, 1 note"),
    ])
    func summaryLineCountsBySeverity(severities: [Severity], inputs: Int?, expected: String) {
        let diagnostics = severities.map { Diagnostic($0, id: "test.check", "message") }
        #expect(DiagnosticSummary(counting: diagnostics, inputs: inputs).line == expected)
    }
}

@Suite struct ExitStatusTests {
    @Test(arguments: [
        ([Severity](), false, false, ToolExitStatus.success),
        ([.warning, .remark, .note], false, false, .success),
        ([.warning], true, false, .problemsFound),
        ([.error], false, false, .problemsFound),
        ([.error], false, true, .couldNotRun),
        ([], false, true, .couldNotRun),
    ])
    func oneExitPolicyForEveryCommand(severities: [Severity], warningsAsErrors: Bool, couldNotRun: Bool, expected: ToolExitStatus) {
        let diagnostics = severities.map { Diagnostic($0, id: "test.check", "message") }
        #expect(ToolExitStatus(diagnostics: diagnostics, warningsAsErrors: warningsAsErrors, couldNotRun: couldNotRun) == expected)
        #expect(expected.rawValue == [ToolExitStatus.success: 0, .problemsFound: 1, .couldNotRun: 2][expected])
    }

    @Test func warningsAsErrorsRaisesOnlyWarnings() {
        let raised = [Diagnostic(.warning, id: "a", "w"), Diagnostic(.remark, id: "b", "r")].treatingWarningsAsErrors()
        #expect(raised.map(\.severity) == [.error, .remark])
    }
}

@Suite struct OrderingTests {
    @Test func outputOrderIsByFileLineColumnThenSeverityAndID() {
        let a = Diagnostic(.warning, id: "z", "m", at: .init(file: "a.json", line: 2, column: 1))
        let b = Diagnostic(.error, id: "z", "m", at: .init(file: "a.json", line: 2, column: 1))
        let c = Diagnostic(.error, id: "a", "m", at: .init(file: "a.json", line: 10, column: 1))
        let d = Diagnostic(.error, id: "a", "m", at: .init(file: "b.json", line: 1, column: 1))
        let e = Diagnostic(.error, id: "a", "no location")
        #expect([d, c, a, e, b].sortedForOutput() == [e, b, a, c, d])
    }

    @Test func locationWithoutLineDropsTheColumn() {
        #expect(Diagnostics.SourceLocation(file: "f", line: nil, column: 3).description == "f")
        #expect(Diagnostics.SourceLocation(file: "f", line: 3).description == "f:3")
    }
}

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("titel", ["title", "type", "description"], "title" as String?),
        ("paramters", ["parameters", "parameterSummary"], "parameters"),
        ("equals", ["equalTo", "notEqualTo", "oneOf"], "equalTo"),
        ("between", ["equalTo", "notEqualTo", "oneOf"], nil),
        ("foo", ["title", "type"], nil),
        ("Identifier", ["identifier"], "identifier"),
        ("OrderSoup", ["OrderSoupIntent", "ShowMenuIntent"], "OrderSoupIntent"),
        ("SoupEntityQuery", ["SoupEntity", "SoupQuery"], "SoupEntity"),
        ("Sou", ["SoupEntity"], nil),
    ])
    func suggestsOnlyLikelyTypos(word: String, candidates: [String], expected: String?) {
        #expect(Suggestions.closest(to: word, among: candidates) == expected)
    }

    /// Candidates as close as each other give the same answer in any order (a set's order differs between processes):
    /// one that adds a suffix to the word first, then the first by `String`'s order.
    @Test func candidatesAsCloseGiveOneAnswerInAnyOrder() {
        // Both 7 edits from the word: a checkout's intent renamed, and another intent.
        let renamed = ["ToggleMiniRecorderIntentRenamed", "DismissMiniRecorderIntent", "ShowMenuIntent"]
        for order in [renamed, renamed.reversed(), [renamed[1], renamed[2], renamed[0]]] {
            #expect(Suggestions.closest(to: "ToggleMiniRecorderIntent", among: order) == "ToggleMiniRecorderIntentRenamed")
        }
        // Neither adds a suffix: the first of the two in `String`'s order.
        for order in [["tilte", "titel"], ["titel", "tilte"]] {
            #expect(Suggestions.closest(to: "title", among: order) == "tilte")
        }
    }

    @Test func transpositionsCountOnce() {
        #expect(Suggestions.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(Suggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}

@Suite struct FileIOTests {
    @Test func readingReportsMissingFilesAndFolders() throws {
        let missing = FileIO.read("/nonexistent/intentkit/file.json")
        guard case .failure(let error) = missing else { Issue.record("expected a failure"); return }
        #expect(error.diagnostic.id == "io.unreadable-file")
        #expect(error.diagnostic.description == "/nonexistent/intentkit/file.json: error: no such file [io.unreadable-file]")
        guard case .failure(let folder) = FileIO.read(NSTemporaryDirectory()) else { Issue.record("expected a failure"); return }
        #expect(folder.diagnostic.message == "is a directory, not a file")
    }

    @Test func writesAtomicallyAndReplaces() throws {
        let folder = NSTemporaryDirectory() + "intentkit-fileio-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.json"
        try FileIO.writeAtomically("first", to: path)
        try FileIO.writeAtomically("second", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.json"])
        #expect(throws: DiagnosticError.self) { try FileIO.writeAtomically("x", to: folder + "/no/such/dir/out.json") }
    }

    @Test func writesEmptyAndByteContentsAndLeavesNothingBehindOnFailure() throws {
        let folder = NSTemporaryDirectory() + "intentkit-fileio-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/taken", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileIO.writeAtomically("", to: folder + "/empty.txt")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/empty.txt")).isEmpty)
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try FileIO.writeAtomically(bytes, to: folder + "/bytes.bin")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/bytes.bin"))) == bytes)
        try FileIO.writeAtomically("naïve 日本", to: folder + "/text.txt")
        #expect(try String(contentsOfFile: folder + "/text.txt", encoding: .utf8) == "naïve 日本")

        // Renaming a file over a folder fails after the temporary file was written: it is removed again.
        let error = #expect(throws: DiagnosticError.self) { try FileIO.writeAtomically("x", to: folder + "/taken") }
        #expect(error?.diagnostic.id == "io.unwritable-file")
        #expect(error?.diagnostic.location?.file == folder + "/taken")
        #expect(error?.diagnostic.message.hasPrefix("cannot write the file: renaming into place failed: ") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["bytes.bin", "empty.txt", "taken", "text.txt"])
    }
}
