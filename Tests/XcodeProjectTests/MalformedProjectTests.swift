import Diagnostics
import Foundation
import IntentKitTestSupport
import Testing
@testable import XcodeProject

/// Position-marked fixtures (`Fixtures/Malformed`): each bad project gets one diagnostic, at the marker.
@Suite struct MalformedProjectTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var fixture: String
        var id: String
        var severity: Severity
        var message: String
        /// Whether a project is still resolved (problems Xcode opens the project with).
        var resolves: Bool
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "unterminated-string", id: "project.syntax", severity: .error,
             message: "unterminated string: the quote here is never closed", resolves: false),
        Case(fixture: "missing-semicolon", id: "project.syntax", severity: .error,
             message: "missing ';' after the value of \"isa\"", resolves: false),
        Case(fixture: "unterminated-comment", id: "project.syntax", severity: .error,
             message: "unterminated comment: the '/*' here is never closed with '*/'", resolves: false),
        Case(fixture: "malformed-xml", id: "project.syntax", severity: .error,
             message: "<strin> is not a property list element", resolves: false),
        Case(fixture: "no-root-object", id: "project.not-a-project", severity: .error,
             message: "'rootObject' names BC00000000000000000000FF, which 'objects' does not define", resolves: false),
        Case(fixture: "unknown-reference", id: "project.unknown-reference", severity: .warning,
             message: "'children' of PBXGroup \"App\" names B2000000000000000000DEAD, which the project does not define", resolves: true),
        Case(fixture: "group-cycle", id: "project.group-cycle", severity: .error,
             message: "the group \"App\" contains itself: App → Inner → App", resolves: true),
    ]

    private func read(_ fixture: String) throws -> (ProjectReader.Reading, MarkedText) {
        let marked = MarkedText(try String(contentsOfFile: fixturesDirectory() + "/Malformed/\(fixture).pbxproj", encoding: .utf8))
        return (ProjectReader.read(Array(marked.text.utf8), projectFile: "\(fixture).xcodeproj/project.pbxproj"), marked)
    }

    @Test(arguments: cases)
    func oneDiagnosticAtTheMarker(_ expected: Case) throws {
        let (read, marked) = try read(expected.fixture)
        let position = try #require(marked.location(of: "1️⃣"))
        #expect(read.diagnostics.count == 1, "\(read.diagnostics)")
        let diagnostic = try #require(read.diagnostics.first)
        #expect(diagnostic.id == expected.id)
        #expect(diagnostic.severity == expected.severity)
        #expect(diagnostic.message == expected.message)
        #expect(diagnostic.location == SourceLocation(file: "\(expected.fixture).xcodeproj/project.pbxproj", line: position.line, column: position.column))
        #expect((read.project != nil) == expected.resolves)
        #expect(!read.isUnreadable)
    }

    @Test func theValidTemplateReadsCleanly() throws {
        let (read, _) = try read("valid")
        #expect(read.diagnostics.isEmpty)
        let project = try #require(read.project)
        #expect(project.targets.map(\.name) == ["App"])
        #expect(project.targets.first?.sources.map(\.path) == ["App/App.swift"])
        #expect(project.sourceRoot == "")
    }

    @Test func projectsWithProblemsStillResolveTheRest() throws {
        let (unknown, _) = try read("unknown-reference")
        #expect(unknown.project?.targets.first?.sources.map(\.path) == ["App/App.swift"])
        let (cycle, _) = try read("group-cycle")
        #expect(cycle.project?.targets.first?.sources.map(\.path) == ["App/App.swift"])
    }

    @Test(arguments: [
        ("()", "project.not-a-project", "the file holds an array, not a project dictionary"),
        ("{ rootObject = A; }", "project.not-a-project", "the project has no 'objects' dictionary"),
        ("{ objects = (); rootObject = A; }", "project.not-a-project", "'objects' is an array, not a dictionary"),
        ("{ objects = {}; }", "project.not-a-project", "the project has no 'rootObject'"),
        ("{ objects = { A = { isa = PBXGroup; }; }; rootObject = A; }", "project.not-a-project", "the root object A is a PBXGroup, not a PBXProject"),
        ("{ objects = { A = { isa = PBXProject; }; }; rootObject = A; }", "project.not-a-project", "the project has no 'mainGroup'"),
    ])
    func propertyListsThatAreNotProjects(text: String, id: String, message: String) {
        let read = ProjectReader.read(Array(text.utf8), projectFile: "x.pbxproj")
        #expect(read.project == nil)
        #expect(read.diagnostics.map(\.id) == [id])
        #expect(read.diagnostics.map(\.message) == [message])
    }

    @Test func valuesOfTheWrongKindAreWarnedAboutAndIgnored() {
        let text = """
            { objects = {
                M = { isa = PBXGroup; children = F; sourceTree = "<group>"; };
                P = { isa = PBXProject; mainGroup = M; targets = (T, (x)); knownRegions = (en, {}); };
                T = { isa = PBXNativeTarget; name = (App); buildPhases = (); };
                Q = "not an object";
                R = { name = x; };
            }; rootObject = P; }
            """
        let read = ProjectReader.read(Array(text.utf8), projectFile: "x.pbxproj")
        #expect(read.project?.targets.map(\.name) == ["T"])
        #expect(read.project?.knownRegions == ["en"])
        #expect(read.diagnostics.map(\.id) == Array(repeating: "project.invalid-value", count: 6))
        #expect(read.diagnostics.map(\.message) == [
            "'children' of PBXGroup M is a string, not a list; it is ignored",
            "'targets' of PBXProject P holds an array where an object id belongs; it is ignored",
            "'knownRegions' of PBXProject P lists a dictionary, not a string; it is ignored",
            "'name' of PBXNativeTarget T is an array, not a string; it is ignored",
            "the object Q is a string, not a dictionary; it is ignored",
            "the object R has no 'isa'; it is ignored",
        ])
    }

    @Test func groupsNestedDeeperThanTheStackAreResolvedWithoutACrash() throws {
        let depth = 10_000
        var objects = "P = { isa = PBXProject; mainGroup = G0; targets = (T); };\n"
        objects += "T = { isa = PBXNativeTarget; name = App; buildPhases = (S); };\n"
        objects += "S = { isa = PBXSourcesBuildPhase; files = (B); };\n"
        objects += "B = { isa = PBXBuildFile; fileRef = F; };\n"
        objects += "F = { isa = PBXFileReference; path = deep.swift; sourceTree = \"<group>\"; };\n"
        for level in 0..<depth {
            let child = level + 1 < depth ? "G\(level + 1)" : "F"
            // Most groups have only a name, so paths stay short while the chain of parents is long.
            let path = level % 1_000 == 0 ? "path = g\(level);" : "name = n\(level);"
            objects += "G\(level) = { isa = PBXGroup; children = (\(child)); \(path) sourceTree = \"<group>\"; };\n"
        }
        let read = ProjectReader.read(Array("{ objects = {\n\(objects)}; rootObject = P; }".utf8), projectFile: "deep.pbxproj")
        #expect(read.diagnostics.isEmpty)
        let path = try #require(read.project?.targets.first?.sources.first?.path)
        #expect(path == (0..<10).map { "g\($0 * 1_000)" }.joined(separator: "/") + "/deep.swift")
    }
}
