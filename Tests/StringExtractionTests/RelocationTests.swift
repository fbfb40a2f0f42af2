import Diagnostics
import Foundation
import StringExtraction
import Testing

/// The findings of the comparison with the tables move with the strings when only where the strings are changed:
/// on a copy of `Fixtures/TableChecks/App` (whose findings `TableCheckTests` lists), moved findings are the ones a
/// comparison of the moved strings finds, and whatever cannot be told for certain is worked out again.
@Suite("Findings of the tables' check moved with their strings")
struct RelocationTests {
    /// The folder each test copies the fixture app into, the same for every copy it makes (findings name their files).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-relocation-\(UUID().uuidString)").path

    /// A copy of the fixture app, with `edit` applied to its `Views.swift`, and its uses and findings.
    func checked(_ edit: (String) -> String = { $0 }) throws -> (uses: [LocalizableString], findings: [Diagnostic]) {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: TableCheckTests.app, toPath: folder)
        let views = folder + "/Views.swift"
        try edit(try String(contentsOfFile: views, encoding: .utf8)).write(toFile: views, atomically: true, encoding: .utf8)
        let extraction = StringExtractor().extract([folder])
        let scope = StringScope(name: "App", swiftFiles: [views, folder + "/Intents.swift"],
                                tableFiles: [folder + "/Localizable.xcstrings", folder + "/Intents.xcstrings"], developmentLanguage: "en")
        return (extraction.uses, extraction.checkTables([scope]))
    }

    @Test("lines added above the strings: the kept findings, moved, are those of a new comparison")
    func linesAddedAbove() throws {
        let before = try checked()
        let after = try checked { $0.replacingOccurrences(of: "        Form {\n", with: "        let _ = 0\n\n        Form {\n") }
        #expect(StringExtraction.positionFree(before.uses) == StringExtraction.positionFree(after.uses))
        #expect(after.findings.contains { $0.location?.file == folder + "/Views.swift" })
        #expect(after.findings != before.findings, "the edit moves findings")
        let moved = StringExtraction.relocating(before.findings, checkedAt: StringExtraction.packedPositions(before.uses), to: after.uses)
        #expect(moved == after.findings)
        // Unmoved: the same findings.
        #expect(StringExtraction.relocating(before.findings, checkedAt: StringExtraction.packedPositions(before.uses), to: before.uses) == before.findings)
    }

    @Test("strings that changed order, or positions of other uses, are not moved onto")
    func uncertainMovesAreRefused() throws {
        let views = folder + "/Views.swift"
        let before = try checked()
        // Two strings swap lines: the same strings in another order are another key (`positionFree`), and their places
        // out of order are refused.
        let swapped = try checked { $0.replacingOccurrences(of: "            Text(\"Cancel\")\n            Text(\"Welcome back\")\n",
                                                                 with: "            Text(\"Welcome back\")\n            Text(\"Cancel\")\n") }
        #expect(StringExtraction.positionFree(before.uses) != StringExtraction.positionFree(swapped.uses))
        var reordered = before.uses
        let last = reordered.count - 1
        (reordered[0].location, reordered[last].location) = (reordered[last].location, reordered[0].location)
        #expect(StringExtraction.relocating(before.findings, checkedAt: StringExtraction.packedPositions(before.uses), to: reordered) == nil)
        // Positions of another number of uses, or not positions at all.
        #expect(StringExtraction.relocating(before.findings, checkedAt: StringExtraction.packedPositions(Array(before.uses.dropLast())), to: before.uses) == nil)
        #expect(StringExtraction.relocating(before.findings, checkedAt: [UInt8](repeating: 0xFF, count: 9), to: before.uses) == nil)
        // A finding in a Swift file of the uses at a place no use was at.
        var stray = before.findings
        stray.append(Diagnostic(.warning, id: "strings.missing-key", "stray", at: Diagnostics.SourceLocation(file: views, line: 99, column: 1)))
        let moved = before.uses.map { use in
            var use = use
            if use.location.file == views { use.location.line = (use.location.line ?? 0) + 1 }
            return use
        }
        #expect(StringExtraction.relocating(stray, checkedAt: StringExtraction.packedPositions(before.uses), to: moved) == nil)
        // Without it, every finding in Views.swift moves down a line, and the tables' stay.
        let relocated = try #require(StringExtraction.relocating(before.findings, checkedAt: StringExtraction.packedPositions(before.uses), to: moved))
        for (old, new) in zip(before.findings, relocated) {
            #expect(new.location?.line == (old.location?.file == views ? (old.location?.line).map { $0 + 1 } : old.location?.line))
        }
    }
}
