@testable import Diagnostics
import Foundation
import IntentKitTestSupport
import Testing

/// The cache's binary form of diagnostics gives back exactly what it was given, and nothing from bytes it did not write.
@Suite struct DiagnosticBinaryTests {
    static func random(_ random: inout SeededGenerator) -> Diagnostic {
        let words = ["", "a", "é", "😀", "missing translation", "Localizable", "fr", "with\nline break", "key \"quoted\""]
        func word() -> String { words[Int(random.next() % UInt64(words.count))] }
        func location() -> Diagnostics.SourceLocation? {
            switch random.next() % 4 {
            case 0: nil
            case 1: Diagnostics.SourceLocation(file: word())
            case 2: Diagnostics.SourceLocation(file: word(), line: Int(random.next() % 5000) + 1)
            default: Diagnostics.SourceLocation(file: word(), line: Int(random.next() % 5000) + 1, column: Int(random.next() % 200) + 1)
            }
        }
        let severity = Severity.allCases[Int(random.next() % UInt64(Severity.allCases.count))]
        let notes = (0..<Int(random.next() % 3)).map { _ in Diagnostic.Note(word(), at: location()) }
        var context: [String: String] = [:]
        for _ in 0..<Int(random.next() % 3) { context[word()] = word() }
        return Diagnostic(severity, id: "check." + word(), word(), at: location(), notes: notes,
                          fixIt: random.next() % 2 == 0 ? nil : word(), context: context, group: random.next() % 2 == 0 ? nil : word())
    }

    @Test func whatIsWrittenIsReadBack() {
        var generator = SeededGenerator(seed: 47)
        for size in [0, 1, 2, 50, 2_000] {
            let diagnostics = (0..<size).map { _ in Self.random(&generator) }
            let bytes = Diagnostic.binary(diagnostics)
            #expect(Diagnostic.diagnostics(fromBinary: bytes) == diagnostics)
            // Every string once: 2,000 findings of a few words take far less than their JSON.
            if size == 2_000, let json = try? JSONEncoder().encode(diagnostics) {
                #expect(bytes.count * 3 < json.count, "\(bytes.count) bytes against \(json.count) of JSON")
            }
        }
    }

    @Test func bytesItDidNotWriteAreNotRead() {
        var generator = SeededGenerator(seed: 7)
        let bytes = Diagnostic.binary((0..<20).map { _ in Self.random(&generator) })
        #expect(Diagnostic.diagnostics(fromBinary: []) == nil)
        #expect(Diagnostic.diagnostics(fromBinary: Array("IKD1".utf8)) == nil)
        for cut in stride(from: 1, to: bytes.count, by: 7) {
            #expect(Diagnostic.diagnostics(fromBinary: Array(bytes.prefix(cut))) == nil, "cut at \(cut)")
        }
        #expect(Diagnostic.diagnostics(fromBinary: bytes + [0]) == nil)
        var wrongMagic = bytes
        wrongMagic[0] = 0
        #expect(Diagnostic.diagnostics(fromBinary: wrongMagic) == nil)
    }
}
