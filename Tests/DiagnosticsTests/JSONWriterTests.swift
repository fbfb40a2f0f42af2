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

    /// The eight-bytes-a-step scan stops where a byte-by-byte one does: at the first control character, `"` or `\\`,
    /// wherever it lies in a word, among bytes of every value.
    @Test func theCleanPrefixIsFoundAsByteByByte() {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0x9F, 0xA2, 0xDC, 0xE2, 0xFF]
        for length in 0..<40 {
            for _ in 0..<200 {
                let bytes = (0..<length).map { _ in Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0x20...0xFF, using: &generator) }
                let expected = bytes.firstIndex { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } ?? bytes.count
                #expect(bytes.withUnsafeBufferPointer { PrettyJSONWriter.prefixWithoutEscapes($0) } == expected, "\(bytes)")
            }
        }
        // Every byte value alone, at every place in two words.
        for value in 0...255 {
            for place in 0..<16 {
                var bytes = [UInt8](repeating: 0x41, count: 16)
                bytes[place] = UInt8(value)
                let needsEscape = value < 0x20 || value == 0x22 || value == 0x5C
                #expect(bytes.withUnsafeBufferPointer { PrettyJSONWriter.prefixWithoutEscapes($0) } == (needsEscape ? place : 16))
            }
        }
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
                // Streamed in chunks (of the default size, and of the smallest, which messages longer than a chunk overflow).
                for chunk in [1 << 16, 1] {
                    var streamed: [UInt8] = []
                    var chunks = 0
                    renderer.renderUTF8(diagnostics, summary: summary, chunk: chunk) { bytes in
                        streamed += bytes
                        chunks += 1
                    }
                    #expect(streamed == Array(encoded.utf8), "\(size) diagnostics in chunks of \(chunk)")
                    if chunk == 1, size == 200 { #expect(chunks > 100) }
                }
            }
        }
    }
}
