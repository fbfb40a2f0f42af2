import Diagnostics
import IntentExtraction
import StringExtraction

/// Swift sources in, a metadata document out (`Extractor`) and their localizable strings (`StringExtractor`): positions inside the source.
enum FuzzSwiftExtraction {
    static let path = "Sources/App/Intents.swift"

    static func run(_ bytes: [UInt8]) {
        let text = FuzzCheck.text(bytes)
        let utf8 = Array(text.utf8)
        let extraction = Extractor().extract(sources: [(path: path, text: text)])
        FuzzCheck.positions(extraction.diagnostics.filter { $0.location?.file == path }, path: path, bytes: utf8)
        _ = try? extraction.document.jsonString()
        let strings = StringExtractor().extract(sources: [(path: path, text: text)])
        FuzzCheck.positions(strings.diagnostics.filter { $0.location?.file == path }, path: path, bytes: utf8)
        let lines = FuzzCheck.lineBound(of: utf8)
        for string in strings.uses {
            FuzzCheck.checkLocation(string.location, path: path, lines: lines, bytes: utf8.count, needsLine: true, what: "the string \(string.key)")
        }
        _ = strings.catalogs(sourceLanguage: "en").mapValues { $0.xcodeText() }
    }
}
