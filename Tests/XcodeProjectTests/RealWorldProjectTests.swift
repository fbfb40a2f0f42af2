import Diagnostics
import Foundation
import IntentKitTestSupport
import Testing
@testable import XcodeProject

/// The real-world corpus: 182 projects and 205 workspaces from 141 repositories (`projects/`) and 16 whole
/// apps with their sources (`whole-apps/`). Every one must read without an error, and every target's
/// source and resource files must agree with an independent reader (`pbxproj_oracle.py`, over the
/// Python `pbxproj` package).
@Suite(.enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
struct RealWorldProjectTests {
    /// Every `project.pbxproj` under `folder` of the corpus, sorted.
    static func projectFiles(_ folder: String) -> [String] {
        files(named: "project.pbxproj", under: RealWorld.root + "/" + folder)
    }

    static func files(named name: String, under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix("/" + name) }.map { root + "/" + $0 }.sorted()
    }

    @Test func everyProjectReadsWithoutAnError() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let projects = Self.projectFiles("projects")
        let apps = Self.projectFiles("whole-apps")
        #expect(projects.count == 182)
        #expect(apps.count == 16)
        var targets = 0
        var warnings: [String] = []
        for path in projects + apps {
            let read = ProjectReader.read(contentsOf: path)
            #expect(read.project != nil, "\(path)")
            #expect(!read.diagnostics.contains { $0.severity == .error }, "\(read.diagnostics.prefix(3))")
            targets += read.project?.targets.count ?? 0
            warnings += read.diagnostics.map { "\($0.location.map { String($0.file.dropFirst(RealWorld.root.count + 1)) } ?? ""):\($0.location?.line ?? 0) \($0.id)" }
        }
        #expect(targets > 900)
        // Two shipping projects name objects they do not define (checked by reading them: each id occurs once).
        // Xcode opens them without the file, so these are warnings.
        #expect(warnings == [
            "projects/Artificial-Pancreas__iAPS/FreeAPS.xcodeproj/project.pbxproj:3760 project.unknown-reference",
            "projects/nightscout__Trio/Trio.xcodeproj/project.pbxproj:2528 project.unknown-reference",
        ])
    }

    @Test func everyWorkspaceReadsWithoutAnError() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let workspaces = Self.files(named: "contents.xcworkspacedata", under: RealWorld.root + "/projects")
        #expect(workspaces.count == 205)
        var listed = 0
        for path in workspaces {
            let read = WorkspaceReader.read(contentsOf: path)
            #expect(read.workspace != nil && read.diagnostics.isEmpty, "\(path): \(read.diagnostics)")
            listed += read.workspace?.projects.count ?? 0
        }
        #expect(listed > 200)
    }
}

/// The corpus compared with `pbxproj_oracle.py`: target names and kinds in order, and each target's Sources
/// and Resources files. For `projects/` (project files without their sources) synchronized folders
/// contribute only what exception sets name; for `whole-apps/` their files on disk are listed too.
@Suite(.enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
struct OracleComparisonTests {
    @Test(arguments: ["projects", "whole-apps"])
    func targetsAndFilesAgreeWithThePythonReader(folder: String) throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        try #require(PbxprojOracle.isAvailable, Comment(rawValue: PbxprojOracle.missingMessage))
        let paths = RealWorldProjectTests.projectFiles(folder)
        let listing = folder == "whole-apps"
        let oracle = try PbxprojOracle.run(paths, listingSynchronizedFolders: listing)
        var compared = (projects: 0, targets: 0, files: 0)
        for path in paths {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let project = try #require(ProjectReader.read(bytes, projectFile: path, listingSynchronizedFolders: listing).project)
            let expected = try #require(oracle[path], "the oracle has no result for \(path)")
            if let error = expected.error {
                Issue.record("the oracle could not read \(path): \(error)")
                continue
            }
            #expect(project.targets.map(\.name) == expected.targets.map(\.name), "\(path)")
            #expect(project.targets.map { $0.productType?.rawValue } == expected.targets.map(\.productType), "\(path)")
            for (target, oracleTarget) in zip(project.targets, expected.targets) {
                let sources = Set(target.sources.map(PbxprojOracle.key))
                let resources = Set(target.resources.map(PbxprojOracle.key))
                #expect(sources == Set(oracleTarget.sources), "\(path) \(target.name) sources: only ours \(sources.subtracting(oracleTarget.sources).sorted().prefix(5)), only the oracle's \(Set(oracleTarget.sources).subtracting(sources).sorted().prefix(5))")
                #expect(resources == Set(oracleTarget.resources), "\(path) \(target.name) resources: only ours \(resources.subtracting(oracleTarget.resources).sorted().prefix(5)), only the oracle's \(Set(oracleTarget.resources).subtracting(resources).sorted().prefix(5))")
                compared.targets += 1
                compared.files += sources.count + resources.count
            }
            compared.projects += 1
        }
        #expect(compared.projects == paths.count)
        #expect(compared.files > (listing ? 2_000 : 20_000))
    }
}

/// Runs `Tests/XcodeProjectTests/pbxproj_oracle.py`.
enum PbxprojOracle {
    struct Result: Decodable {
        struct Target: Decodable {
            var name: String
            var productType: String?
            var sources: [String]
            var resources: [String]
        }

        var targets: [Target] = []
        var error: String?
    }

    static let script = packageRoot() + "/Tests/XcodeProjectTests/pbxproj_oracle.py"

    static let missingMessage = "the oracle needs python3 with the pbxproj package (python3 -m pip install pbxproj; .ci/run installs it)"

    /// Whether `python3` can import `pbxproj`.
    static let isAvailable: Bool = (try? python(["-c", "import pbxproj"]).status) == 0

    /// A file as the oracle prints it: `BASE|PATH`.
    static func key(_ file: ProjectFile) -> String {
        "\(file.base.rawValue)|\(file.path)"
    }

    static func run(_ paths: [String], listingSynchronizedFolders: Bool) throws -> [String: Result] {
        let arguments = [script] + (listingSynchronizedFolders ? ["--list-synchronized"] : []) + paths
        let run = try python(arguments)
        guard run.status == 0 else { throw OracleFailure(message: "pbxproj_oracle.py exited \(run.status)") }
        return try JSONDecoder().decode([String: Result].self, from: run.output)
    }

    private static func python(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    struct OracleFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
