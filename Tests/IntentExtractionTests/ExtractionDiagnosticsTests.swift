import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
import Testing

/// One fixture per diagnostic: each marks where its diagnostics must point (`1️⃣`) and lists them in
/// `// expect: 1 check.id` lines; extraction must report exactly those, at exactly those places.
@Suite("Extraction diagnostics")
struct ExtractionDiagnosticsTests {
    static let fixtures: [String] = {
        let folder = fixturesDirectory() + "/Diagnostics"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }()

    struct Found: Hashable, CustomStringConvertible {
        var line: Int?
        var column: Int?
        var id: String
        var description: String { "\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-") \(id)" }
    }

    @Test("every diagnostic fixture has a check of its own", arguments: fixtures)
    func fixtureReportsExactlyItsDiagnostics(_ name: String) throws {
        let marked = MarkedText(try String(contentsOfFile: fixturesDirectory() + "/Diagnostics/" + name, encoding: .utf8))
        var expected: Set<Found> = []
        for line in marked.text.split(separator: "\n") where line.hasPrefix("// expect: ") {
            let parts = line.dropFirst("// expect: ".count).split(separator: " ").map(String.init)
            let marker = "\(parts[0])\u{FE0F}\u{20E3}"
            let position = try #require(marked.location(of: marker), "marker \(parts[0]) of \(name)")
            expected.insert(Found(line: position.line, column: position.column, id: parts[1]))
        }
        #expect(!expected.isEmpty)
        let extraction = Extractor().extract(sources: [(path: name, text: marked.text)])
        let found = Set(extraction.diagnostics.map { Found(line: $0.location?.line, column: $0.location?.column, id: $0.id) })
        #expect(found == expected, "\(extraction.diagnostics.map(\.description).joined(separator: "\n"))")
        for diagnostic in extraction.diagnostics { #expect(diagnostic.location?.file == name) }
    }

    @Test("Apple's messages are the ones Xcode prints")
    func appleMessages() {
        let text = """
            import AppIntents
            let name: LocalizedStringResource = "x"
            struct A: AppIntent { static let title: LocalizedStringResource = name; static var openAppWhenRun: Bool { Bool.random() }
                func perform() async throws -> some IntentResult { .result() } }
            enum E: String, AppEnum { case a, b
                static let typeDisplayRepresentation = TypeDisplayRepresentation.make()
                static let caseDisplayRepresentations: [E: DisplayRepresentation] = [.a: "A"] }
            """
        let messages = Set(Extractor().extract(sources: [(path: "A.swift", text: text)]).diagnostics.map(\.message))
        #expect(messages.contains("'LocalizedStringResource' must be initialized with a call to its initializer or a string literal"))
        #expect(messages.contains("`openAppWhenRun` must have a compile-time static value and cannot be computed or dynamic"))
        #expect(messages.contains("'TypeDisplayRepresentation' must be initialized with a call to its initializer"))
        #expect(messages.contains("Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive"))
    }

    @Test("a condition that cannot be evaluated is reported and its clause treated as inactive")
    func unevaluatedCondition() throws {
        let marked = MarkedText("""
            import AppIntents
            #if 1️⃣someFunction(x)
            struct HiddenIntent: AppIntent { static let title: LocalizedStringResource = "Hidden"
                func perform() async throws -> some IntentResult { .result() } }
            #endif
            """)
        let extraction = Extractor(options: ExtractionOptions(conditions: [])).extract(sources: [(path: "If.swift", text: marked.text)])
        let diagnostic = try #require(extraction.diagnostics.first { $0.id == ExtractionChecks.unevaluatedCondition.id })
        let position = try #require(marked.location(of: "1️⃣"))
        #expect(diagnostic.location?.line == position.line)
        #expect(extraction.document.intents.isEmpty)
    }

    @Test("every check is documented with a stable id, a severity and a summary")
    func checksAreDescribed() {
        #expect(Set(ExtractionChecks.all.map(\.id)).count == ExtractionChecks.all.count)
        for check in ExtractionChecks.all {
            #expect(check.id.hasPrefix("extraction."))
            #expect(!check.summary.isEmpty)
        }
        let documentation = (try? String(contentsOfFile: packageRoot() + "/docs/extraction.md", encoding: .utf8)) ?? ""
        for check in ExtractionChecks.all { #expect(documentation.contains("`\(check.id)`"), "docs/extraction.md lists \(check.id)") }
    }
}
