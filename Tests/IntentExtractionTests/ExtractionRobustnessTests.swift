import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
import Testing

/// The extractor runs over every Swift file it can find without crashing, and what it reports is located.
@Suite("Extraction robustness")
struct ExtractionRobustnessTests {
    @Test("every Swift file in this repository, under every #if branch and under none")
    func thisRepository() {
        let root = packageRoot()
        let paths = ["Modules", "Tests", "Examples", "Tools"].map { root + "/" + $0 }
        for conditions in [nil, Set<String>()] as [Set<String>?] {
            let extraction = Extractor(options: ExtractionOptions(conditions: conditions)).extract(paths)
            #expect(extraction.files.count > 300)
            #expect(!extraction.couldNotRun)
            // The examples' intents are found among everything else (and the hostile migration fixture's).
            for intent in ["OrderSoupIntent", "StatsWidgetIntent", "TransitWidgetIntent", "TypeAppIntent"] {
                #expect(extraction.document.intent(intent) != nil, "\(intent)")
            }
            for diagnostic in extraction.diagnostics {
                #expect(diagnostic.location.map { extraction.files.contains($0.file) } ?? true, "\(diagnostic)")
            }
        }
    }

    @Test("swift-syntax's own test inputs, the hardest Swift there is")
    func swiftSyntaxTests() throws {
        let checkout = packageRoot() + "/.build/checkouts/swift-syntax/Tests"
        try #require(FileManager.default.fileExists(atPath: checkout), "swift-syntax is checked out by `swift build`")
        let extraction = Extractor().extract([checkout])
        #expect(extraction.files.count > 100)
        #expect(!extraction.couldNotRun)
        for diagnostic in extraction.diagnostics {
            #expect(diagnostic.location.map { extraction.files.contains($0.file) } ?? true, "\(diagnostic)")
        }
    }

    @Test("bytes that are not Swift at all, or not UTF-8, give diagnostics, never a crash")
    func garbage() {
        let inputs = [
            String(decoding: [0xFF, 0xFE, 0x00, 0x41, 0xC3], as: UTF8.self),
            String(repeating: "{", count: 5_000),
            "struct A: AppIntent { static let title: LocalizedStringResource = \"unterminated }",
            "extension : AppEnum {}",
            "#if\n#else\n#endif struct",
            "@Parameter(title: ) var : ",
        ]
        for (index, text) in inputs.enumerated() {
            let extraction = Extractor().extract(sources: [(path: "garbage\(index).swift", text: text)])
            #expect(extraction.document.intents.count <= 1)
        }
    }
}
