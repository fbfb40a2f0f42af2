import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
import IntentMetadata
import Testing

/// Names of cases and static members as Swift's lookup resolves them (`Fixtures/NameLookup`): what compiles reads
/// without a finding, and what does not compile still gets its finding. Each fixture is also type-checked against
/// AppIntentModel, so the claim "compiles" or "does not compile" is the compiler's, not the fixture's.
@Suite("Extraction resolves names as Swift does")
struct ExtractionNameLookupTests {
    static let folder = fixturesDirectory() + "/NameLookup"

    /// The fixtures that must not compile, each with `// expect:` lines and markers.
    static let rejectedFixtures = [
        "SelfInGetter.swift", "NotAMember.swift", "OtherTypesCase.swift", "InstanceMember.swift", "ExtensionOfNested.swift", "UnionOwnCase.swift",
    ]

    static func marked(_ name: String) throws -> MarkedText {
        MarkedText(try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
    }

    /// Type-checks a fixture against AppIntentModel, `import AppIntents` read as `import AppIntentModel` (as on Linux),
    /// with `companions` (other fixtures, by name) in the same module.
    static func typeCheck(_ text: String, name: String, companions: [String] = []) throws -> SwiftCompiler.Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-lookup-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/" + name
        try text.replacingOccurrences(of: "import AppIntents\n", with: "import AppIntentModel\n").write(toFile: path, atomically: true, encoding: .utf8)
        return try SwiftCompiler.typeCheck([path] + companions.map { folder + "/" + $0 })
    }

    @Test("bare, backquoted, Self., self., Type. and alias references to cases read as the cases, in enums, extensions and nested types")
    func compiles() throws {
        let marked = try Self.marked("Compiles.swift")
        let compiled = try Self.typeCheck(marked.text, name: "Compiles.swift")
        #expect(compiled.status == 0, "\(compiled.output)")

        let extraction = Extractor().extract(sources: [(path: "Compiles.swift", text: marked.text)])
        #expect(extraction.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [])
        let document = extraction.document
        let status = try #require(document.enumeration("Status"))
        #expect(status.cases.map(\.value) == [.string("default"), .string("active"), .string("paused"), .string("self")])
        #expect(status.cases.map(\.displayRepresentation.title.key) == ["Default", "Active", "Paused", "Itself"])
        let priority = try #require(document.enumeration("Priority"))
        #expect(priority.cases.map(\.displayRepresentation.title.key) == ["Low", "Normal", "High"])
        let flavor = try #require(document.enumeration("Flavor"))
        #expect(flavor.cases.map(\.displayRepresentation.title.key) == ["Sweet", "Sour"])
        let taste = try #require(document.intent("Taste"))
        #expect(taste.parameter(named: "flavor")?.defaultValue == .string("sour"))
        #expect(taste.parameter(named: "priority")?.defaultValue == .integer(3))
        guard case .when(let condition, _, _)? = taste.parameterSummary else {
            Issue.record("the summary of Taste is not a When: \(String(describing: taste.parameterSummary))")
            return
        }
        #expect(condition.values == [.string("sweet")])
    }

    @Test("a union's keys name its Cases enum: .name, Cases.name, Self.Cases.name")
    func unions() throws {
        let marked = try Self.marked("Unions.swift")
        let compiled = try Self.typeCheck(marked.text, name: "Unions.swift")
        #expect(compiled.status == 0, "\(compiled.output)")

        let extraction = Extractor().extract(sources: [(path: "Unions.swift", text: marked.text)])
        #expect(extraction.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [])
        let union = try #require(extraction.document.union("Recipient"))
        #expect(union.cases.map { $0.displayRepresentation?.title.key } == ["Person", "People", "Group"])
    }

    @Test("in an extension of an enum declared elsewhere, bare names are its cases: Swift finds them in the declaration extraction does not see")
    func extendedElsewhere() throws {
        let marked = try Self.marked("ExtendedHere.swift")
        let compiled = try Self.typeCheck(marked.text, name: "ExtendedHere.swift", companions: ["DeclaredElsewhere.swift"])
        #expect(compiled.status == 0, "\(compiled.output)")

        let extraction = Extractor().extract(sources: [(path: "ExtendedHere.swift", text: marked.text)])
        let problems = extraction.diagnostics.filter { $0.severity >= .warning }
        let position = try #require(marked.location(of: "1️⃣"))
        #expect(problems.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id)" } == ["\(position.line):\(position.column) extraction.unresolved-type"])
        let shade = try #require(extraction.document.enumeration("Shade"))
        #expect(shade.cases.map(\.value) == [.string("dark"), .string("light")])
        #expect(shade.cases.map(\.displayRepresentation.title.key) == ["Dark", "Light"])
    }

    @Test("what Swift rejects is not resolved: the compiler fails, and extraction reports at the reference", arguments: rejectedFixtures)
    func rejectedByTheCompiler(_ name: String) throws {
        let marked = try Self.marked(name)
        let compiled = try Self.typeCheck(marked.text, name: name)
        #expect(compiled.status != 0, "\(name) compiles, but the fixture says it does not")

        var expected: Set<String> = []
        for line in marked.text.split(separator: "\n") where line.hasPrefix("// expect: ") {
            let parts = line.dropFirst("// expect: ".count).split(separator: " ").map(String.init)
            let position = try #require(marked.location(of: "\(parts[0])\u{FE0F}\u{20E3}"), "marker \(parts[0]) of \(name)")
            expected.insert("\(position.line):\(position.column) \(parts[1])")
        }
        #expect(!expected.isEmpty)
        let extraction = Extractor().extract(sources: [(path: name, text: marked.text)])
        let found = Set(extraction.diagnostics.filter { $0.severity >= .warning }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id)" })
        #expect(found == expected, "\(extraction.diagnostics.map(\.description).joined(separator: "\n"))")
    }
}
