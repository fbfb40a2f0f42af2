@testable import Diagnostics
import Foundation
import IntentKitTestSupport
import Testing

/// The JSON report written by hand equals, byte for byte, the report `JSONEncoder` writes from the same diagnostics.
@Suite struct JSONWriterTests {
    static let words: [String] = {
        var control = ""
        for value in 0..<0x20 { control.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        return ["", "a", "é", "😀", "a/b", "\"quoted\"", "back\\slash", "line\nbreak", control, "\u{7F}\u{2028}\u{FEFF}",
                "Localizable", "B", "Z", "a_", "aa", "é_key", "schemaVersion"]
    }()

    static func random(_ random: inout SeededGenerator) -> Diagnostic {
        func word() -> String { words[Int(random.next() % UInt64(words.count))] }
        func location() -> Diagnostics.SourceLocation? {
            switch random.next() % 4 {
            case 0: nil
            case 1: Diagnostics.SourceLocation(file: word())
            case 2: Diagnostics.SourceLocation(file: word(), line: Int(random.next() % 100_000))
            default: Diagnostics.SourceLocation(file: word(), line: Int(random.next() % 100_000) + 1, column: Int(random.next() % 500) + 1)
            }
        }
        var context: [String: String] = [:]
        for _ in 0..<Int(random.next() % 4) { context[word()] = word() }
        return Diagnostic(Severity.allCases[Int(random.next() % 4)], id: "check." + word(), word(), at: location(),
                          notes: (0..<Int(random.next() % 3)).map { _ in Diagnostic.Note(word(), at: location()) },
                          fixIt: random.next() % 2 == 0 ? nil : word(), context: context, group: random.next() % 2 == 0 ? nil : word())
    }

    @Test func theWrittenReportIsTheEncodedOne() {
        var generator = SeededGenerator(seed: 2026)
        let renderer = JSONRenderer(tool: ToolInfo(name: "intentkit", version: "1.2.3-\"dev\""))
        for size in [0, 1, 3, 200] {
            let diagnostics = (0..<size).map { _ in Self.random(&generator) }
            for inputs in [nil, 0, 12] as [Int?] {
                let summary = DiagnosticSummary(counting: diagnostics, inputs: inputs)
                let written = renderer.render(diagnostics, summary: summary)
                let encoded = renderer.renderEncoding(diagnostics, summary: summary)
                #expect(written == encoded, "\(size) diagnostics, inputs \(String(describing: inputs))")
                #expect(renderer.renderUTF8(diagnostics, summary: summary) == Array(encoded.utf8))
            }
        }
    }
}
