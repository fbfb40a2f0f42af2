import Foundation
import IntentKitTestSupport
import Testing

@Suite struct ProjectCommandTests {
    let sample = "Tests/XcodeProjectTests/Fixtures/Sample"
    let malformed = "Tests/XcodeProjectTests/Fixtures/Malformed"

    /// A temporary `<name>.xcodeproj/project.pbxproj` holding a malformed fixture without its marker.
    private func temporaryProject(_ fixture: String) throws -> (project: String, marked: MarkedText) {
        let marked = MarkedText(try String(contentsOfFile: packageRoot() + "/\(malformed)/\(fixture).pbxproj", encoding: .utf8))
        let folder = NSTemporaryDirectory() + "intentkit-project-\(UUID().uuidString)/\(fixture).xcodeproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try marked.text.write(toFile: folder + "/project.pbxproj", atomically: true, encoding: .utf8)
        return (folder, marked)
    }

    @Test func showPrintsEachTargetWithItsFiles() throws {
        let run = try intentkit("project", "show", "\(sample)/Sample.xcodeproj", "--files")
        #expect(run.status == 0)
        #expect(run.standardError == "")
        assertMatchesGolden(run.standardOutput, golden: fixturesDirectory() + "/project/Sample.show.txt")
    }

    @Test func aFolderIsSearchedForProjects() throws {
        let folder = try intentkit("project", "show", sample)
        let project = try intentkit("project", "show", "\(sample)/Sample.xcodeproj/project.pbxproj")
        #expect(folder.status == 0)
        #expect(folder.standardOutput == project.standardOutput)
        #expect(folder.standardOutput.contains("    Widget: app-extension, iOS 18.0\n"))
        #expect(!folder.standardOutput.contains("[synchronized]"), "files are listed only with --files")
    }

    @Test func showAsJSONIsTheWholeModel() throws {
        let run = try intentkit("project", "show", "\(sample)/Sample.xcodeproj", "--format", "json")
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let projects = try #require(json["projects"] as? [[String: Any]])
        #expect(projects.count == 1)
        #expect(projects[0]["knownRegions"] as? [String] == ["en", "Base", "de"])
        let targets = try #require(projects[0]["targets"] as? [[String: Any]])
        #expect(targets.map { $0["name"] as? String } == ["App", "Widget"])
        let sources = try #require(targets[1]["sources"] as? [[String: Any]])
        #expect(sources.map { $0["path"] as? String } == ["Sources/Shared/Shared.swift", "Widget/WidgetBundle.swift", "Widget/WidgetIntent.swift"])
        #expect(sources.map { $0["origin"] as? String } == ["reference", "synchronizedFolder", "synchronizedFolder"])
        let debug = try #require((targets[0]["configurations"] as? [[String: Any]])?.first)
        #expect(debug["compilationConditions"] as? [String] == ["DEBUG", "APP", "APP_TARGET", "BETA"])
        #expect(debug["spokenAppName"] as? String == "Sample été")
        #expect((debug["settings"] as? [String: Any])?["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] as? [String] == ["$(inherited)", "APP"])
    }

    @Test func aWorkspaceShowsTheProjectsItLists() throws {
        let folder = NSTemporaryDirectory() + "intentkit-workspace-\(UUID().uuidString)/App.xcworkspace"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let project = packageRoot() + "/\(sample)/Sample.xcodeproj"
        try #"<?xml version="1.0" encoding="UTF-8"?><Workspace version = "1.0"><FileRef location = "absolute:\#(project)"></FileRef></Workspace>"#
            .write(toFile: folder + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
        let run = try intentkit("project", "show", folder)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("Workspace \(folder): 1 project\n  \(project)\n\nProject \(project) (objectVersion 77)\n"))
    }

    @Test func aWorkspaceListingMissingProjectsPrintsNothing() throws {
        let run = try intentkit("project", "show", "\(sample)/Sample.xcworkspace")
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains("\(sample)/Libraries/Kit/Kit.xcodeproj/project.pbxproj: error: no such file [io.unreadable-file]"))
    }

    @Test func aMalformedProjectGetsOnePositionedErrorAndNoOutput() throws {
        let (project, marked) = try temporaryProject("missing-semicolon")
        let position = try #require(marked.location(of: "1️⃣"))
        let run = try intentkit("project", "show", project)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(run.standardError == """
            \(project)/project.pbxproj:\(position.line):\(position.column): error: missing ';' after the value of "isa" [project.syntax]
            1 error in 1 file

            """)
    }

    @Test func aWarningStillShowsTheProject() throws {
        let (project, _) = try temporaryProject("unknown-reference")
        let run = try intentkit("project", "show", project)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("    App: application"))
        #expect(run.standardError.contains("warning: 'children' of PBXGroup \"App\" names B2000000000000000000DEAD, which the project does not define [project.unknown-reference]"))
        let strict = try intentkit("project", "show", project, "--warnings-as-errors")
        #expect(strict.status == 1)
    }

    @Test func aMissingPathExitsTwo() throws {
        let run = try intentkit("project", "show", "no/such/App.xcodeproj")
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains("no/such/App.xcodeproj/project.pbxproj: error: no such file [io.unreadable-file]"))
        let empty = try intentkit("project", "show", "Tests/XcodeProjectTests/Fixtures/Malformed")
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("Tests/XcodeProjectTests/Fixtures/Malformed: error: no .xcodeproj in this folder [io.unreadable-file]"))
    }
}
