import Diagnostics
import Foundation
import Testing

/// `count` findings of one check in one group, at lines 1, 2, … of `file`.
private func group(_ id: String, _ severity: Severity = .warning, table: String = "Localizable", locale: String, count: Int, file: String? = nil) -> [Diagnostic] {
    (1...count).map { index in
        Diagnostic(
            severity, id: id, "the \(locale) translation of \"key\(index)\" is empty",
            at: SourceLocation(file: file ?? "\(locale).lproj/\(table).strings", line: index, column: 7),
            fixIt: "translate it",
            context: ["table": table, "locale": locale, "key": "key\(index)"],
            group: "\(id):\(table):\(locale)"
        )
    }
}

private func render(_ diagnostics: [Diagnostic], _ folding: TextRenderer.Folding? = TextRenderer.Folding()) -> [String] {
    let sorted = diagnostics.sortedForOutput()
    let text = TextRenderer(folding: folding).render(sorted, summary: DiagnosticSummary(counting: sorted))
    return text.split(separator: "\n").map(String.init)
}

@Suite struct FoldingTests {
    @Test func aGroupFoldsIntoOneLineAtItsFirstFindingWithItsCountAndKeys() {
        let lines = render(group("localization.empty-value", locale: "de", count: 57))
        #expect(lines == [
            "de.lproj/Localizable.strings:1:7: warning: Localizable (de): 57 findings for \"key1\", \"key2\", \"key3\" and 54 more, such as: the de translation of \"key1\" is empty [localization.empty-value]",
            "57 findings in 1 line; most frequent: localization.empty-value (57)",
            "57 warnings",
        ])
    }

    @Test func smallGroupsAndFindingsWithoutAGroupPrintEachFindingWithItsFixIt() {
        let single = Diagnostic(.warning, id: "metadata.unknown-key", "unknown key 'titel'", at: SourceLocation(file: "metadata.json", line: 3, column: 5))
        let lines = render(group("localization.empty-value", locale: "de", count: 2) + [single])
        #expect(lines == [
            "de.lproj/Localizable.strings:1:7: warning: the de translation of \"key1\" is empty [localization.empty-value]",
            "    fix-it: translate it",
            "de.lproj/Localizable.strings:2:7: warning: the de translation of \"key2\" is empty [localization.empty-value]",
            "    fix-it: translate it",
            "metadata.json:3:5: warning: unknown key 'titel' [metadata.unknown-key]",
            "3 warnings",
        ], "nothing folded, so no closing line")
    }

    @Test func aCheckWithManyGroupsFoldsIntoOneLineListingThem() {
        let diagnostics = ["ar", "de", "fr", "it", "ja", "ru"].enumerated().flatMap { index, locale in
            group("localization.stray-percent", locale: locale, count: 3 + index)
        }
        let lines = render(diagnostics)
        #expect(lines.first == "ar.lproj/Localizable.strings:1:7: warning: 33 findings in 6 groups (Localizable: ru 8, ja 7, it 6, fr 5 and 2 more), such as: the ar translation of \"key1\" is empty [localization.stray-percent]")
        #expect(lines.count == 3)
    }

    @Test func headlinesWordAGroupAndFoldItAtAnySize() {
        let folding = TextRenderer.Folding(headlines: ["localization.missing-translation:Localizable:fr": "fr: 1 of 1,204 keys untranslated (99% translated)"])
        let lines = render(group("localization.missing-translation", locale: "fr", count: 1), folding)
        #expect(lines.first == "fr.lproj/Localizable.strings:1:7: warning: fr: 1 of 1,204 keys untranslated (99% translated): \"key1\" [localization.missing-translation]")
    }

    @Test func aHandfulOfErrorsPrintOneByOne() {
        let few = render(group("localization.placeholder-mismatch", .error, locale: "de", count: 9))
        #expect(few.count == 9 * 2 + 1)
        let many = render(group("localization.placeholder-mismatch", .error, locale: "de", count: 10))
        #expect(many.count == 3)
        #expect(many.first?.contains(": error: Localizable (de): 10 findings for") == true)
    }

    @Test func jsonAndSARIFKeepEveryFindingAndItsGroup() throws {
        let diagnostics = group("localization.empty-value", locale: "de", count: 5)
        let json = JSONRenderer(tool: sampleTool).render(diagnostics, summary: DiagnosticSummary(counting: diagnostics))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entries = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(entries.count == 5)
        #expect(entries.allSatisfy { $0["group"] as? String == "localization.empty-value:Localizable:de" })
        let sarif = SARIFRenderer(tool: sampleTool).render(diagnostics, summary: DiagnosticSummary(counting: diagnostics))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 5)
        #expect(results.allSatisfy { ($0["properties"] as? [String: String])?["group"] == "localization.empty-value:Localizable:de" })
    }

    @Test func longKeysAreShortenedToOneLine() {
        #expect(TextRendererFoldingProbe.list(["a\nb", String(repeating: "x", count: 60)]) == "\"a\\nb\", \"" + String(repeating: "x", count: 49) + "…\"")
    }
}

/// Reaches the folding helpers the way the renderer uses them, through a one-group rendering.
private enum TextRendererFoldingProbe {
    static func list(_ keys: [String]) -> String {
        let diagnostics = keys.enumerated().map { index, key in
            Diagnostic(.warning, id: "x.y", "m", at: SourceLocation(file: "f", line: index + 1), context: ["key": key], group: "g")
        } + [Diagnostic(.warning, id: "x.y", "m", at: SourceLocation(file: "f", line: 9), group: "g")]
        let line = TextRenderer(folding: .init()).render(diagnostics, summary: DiagnosticSummary(counting: diagnostics))
        let start = line.range(of: "findings for ")!.upperBound
        let end = line.range(of: ", such as")!.lowerBound
        return String(line[start..<end])
    }
}
