import Diagnostics
import Foundation
@testable import AppCheck
import IntentKitTestSupport
import Testing

/// A check with the cache gives exactly what a check without it gives: on a first run (storing), on a second
/// (taking every result), and after a file changed, whether the change stays in one file or alters what another
/// file's results depend on.
@Suite struct PipelineCacheTests {
    /// A copy of an app in a temporary folder (the corpus is read-only, and the cache is written in the app's folder).
    final class Copy {
        let base: String
        let app: String

        init(_ source: String) throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-pipeline-\(UUID().uuidString)").path
            app = base + "/" + (source as NSString).lastPathComponent
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: app)
            // The corpus's files are read-only; the copies are edited.
            let files = FileManager.default.enumerator(atPath: app)?.compactMap { $0 as? String } ?? []
            for file in files { chmod(app + "/" + file, 0o755) }
            chmod(app, 0o755)
            // Past a tick of the file system's clock, so the first run keeps every file's stamp and the runs after it
            // read only what changed, and what a miss needs (`FileStamp`).
            usleep(25_000)
        }

        deinit { try? FileManager.default.removeItem(atPath: base) }

        var swiftFiles: [String] {
            (FileManager.default.enumerator(atPath: app)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.contains(".build/") }.sorted().map { app + "/" + $0 }
        }
    }

    static func findings(_ run: CheckRun) -> [String] {
        run.diagnostics.map { "\($0.description) \($0.notes.map(\.message))" }
    }

    /// Runs the pipeline without a cache (unless `cold` is that run, of the same files) and with one, and expects the
    /// same findings and stages.
    @discardableResult
    static func expectSame(_ app: String, cache: String, _ label: String, cold given: CheckRun? = nil) async throws -> (cached: CheckRun, cold: CheckRun) {
        let cold: CheckRun
        if let given { cold = given } else { cold = await CheckPipeline().run(app) }
        let cached = await CheckPipeline(cache: (cache, "test")).run(app)
        #expect(findings(cached) == findings(cold), "\(label): \(Set(findings(cached)).symmetricDifference(findings(cold)).prefix(3))")
        #expect(cached.stages == cold.stages, "\(label)")
        // The intents found, with where each is (what a report shows), too.
        #expect(cached.artifacts.targets.map(\.extraction.document) == cold.artifacts.targets.map(\.extraction.document), "\(label)")
        return (cached, cold)
    }

    static let apps: [String] = {
        let examples = ["Examples/SoupChef", "Examples/Journal", "Tests/IntentKitCLITests/Fixtures/MultiTarget", "Tests/IntentKitCLITests/Fixtures/BrokenApp"]
            .map { packageRoot() + "/" + $0 }
        guard RealWorld.isAvailable else { return examples }
        let apps = RealWorld.appFolders().map { RealWorld.root + "/apps/" + $0 }
        return examples + apps + ["Beingpax__VoiceInk", "bryceco__GoMap"].map { RealWorld.root + "/whole-apps/" + $0 }
    }()

    @Test(arguments: apps)
    func theCacheChangesNoFinding(app: String) async throws {
        let copy = try Copy(app)
        let cache = copy.base + "/cache"
        let (first, cold) = try await Self.expectSame(copy.app, cache: cache, "first run")
        #expect(first.cacheStatistics?.stores ?? 0 > 0)
        // Nothing changed: the second run is held to the same run without a cache.
        let second = try await Self.expectSame(copy.app, cache: cache, "second run", cold: cold).cached
        #expect(second.cacheStatistics?.misses == 0, "\(second.cacheStatistics.map { "\($0)" } ?? "")")

        // An edit inside a function body that keeps the file's lines: a comment at the end of the body's first line
        // (extraction's input and the index's stay as they were; the file's strings are read again); then lines added
        // to that body, and a member added to a type of the file.
        for path in copy.swiftFiles {
            guard let original = try? String(contentsOfFile: path, encoding: .utf8),
                  let brace = original.range(of: #"func [A-Za-z_][A-Za-z0-9_]*\([^)\n]*\)[^{\n]*\{ *\n"#, options: .regularExpression)
            else { continue }
            var edited = original
            edited.insert(contentsOf: " // edited", at: edited[brace.upperBound...].firstIndex(of: "\n") ?? edited.endIndex)
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
            try await Self.expectSame(copy.app, cache: cache, "after an edit in a function body of \(path)")
            // Lines added at the start of the same body: whatever is below them moves (findings kept are moved).
            try (original[..<brace.upperBound] + "        _ = 0\n\n" + original[brace.upperBound...]).write(toFile: path, atomically: true, encoding: .utf8)
            try await Self.expectSame(copy.app, cache: cache, "after lines added to a function body of \(path)")
            // A member added to the file's first type: a declaration changed, and the lines below it moved.
            if let type = original.range(of: #"\n[ \t]*(struct|final class|class|enum|extension|actor) [A-Za-z_][^\n{]*\{ *\n"#, options: .regularExpression) {
                try (original[..<type.upperBound] + "    func intentKitCacheProbe() -> Int { 1 }\n" + original[type.upperBound...])
                    .write(toFile: path, atomically: true, encoding: .utf8)
                try await Self.expectSame(copy.app, cache: cache, "after a member added in \(path)")
            }
            try original.write(toFile: path, atomically: true, encoding: .utf8)
            break
        }

        // A change inside one file: a function with a string literal appended to it.
        guard let file = copy.swiftFiles.first else { return }
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try (text + "\nfunc intentKitCacheProbe() -> String { String(localized: \"Cache probe\") }\n").write(toFile: file, atomically: true, encoding: .utf8)
        try await Self.expectSame(copy.app, cache: cache, "after a change in one file")

        // A change another file's results depend on: a type every file may name is declared anew.
        try (text + "\nenum IntentKitCacheProbe: String, AppEnum {\n    case one\n    static let typeDisplayRepresentation: TypeDisplayRepresentation = \"Probe\"\n    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [:]\n}\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        try await Self.expectSame(copy.app, cache: cache, "after a declaration changed")
        // And a table changed.
        if let table = (FileManager.default.enumerator(atPath: copy.app)?.compactMap { $0 as? String } ?? []).first(where: { $0.hasSuffix(".strings") && $0.contains(".lproj/") }) {
            let path = copy.app + "/" + table
            let content = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            try (content + "\n\"intentkit.cache.probe\" = \"%@ and %1$@\";\n").write(toFile: path, atomically: true, encoding: .utf8)
            try await Self.expectSame(copy.app, cache: cache, "after a table changed")
        }
    }

    /// A file's kept strings are taken only while the index answers what their collection asked as it did: a change
    /// in another file that turns a parameter into a key makes the strings be collected again, one that does not
    /// leaves them.
    @Test func keptStringsFollowTheAnswersOfAnotherFile() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-answers-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let app = base + "/App"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        let row = app + "/Row.swift"
        try "import SwiftUI\nstruct Row { let title: String }\n".write(toFile: row, atomically: true, encoding: .utf8)
        try "import SwiftUI\nfunc rows() -> [Row] { [Row(title: \"Hello\")] }\nfunc label() -> Text { Text(\"Plain\") }\n"
            .write(toFile: app + "/Screen.swift", atomically: true, encoding: .utf8)
        let cache = base + "/cache"
        let first = try await Self.expectSame(app, cache: cache, "first run").cached
        #expect(first.stages.contains("strings in code: 1 use in 1 target"), "\(first.stages)")
        try "import SwiftUI\nstruct Row { let title: LocalizedStringKey }\n".write(toFile: row, atomically: true, encoding: .utf8)
        let keyed = try await Self.expectSame(app, cache: cache, "the title a key").cached
        #expect(keyed.stages.contains("strings in code: 2 uses in 1 target"), "\(keyed.stages)")
        try "import SwiftUI\nstruct Row { let title: LocalizedStringKey }\nstruct Other { let name: String }\n".write(toFile: row, atomically: true, encoding: .utf8)
        let unrelated = try await Self.expectSame(app, cache: cache, "another declaration added").cached
        #expect(unrelated.stages.contains("strings in code: 2 uses in 1 target"), "\(unrelated.stages)")
    }

    /// Extraction and the strings' collection run one after the other in a run that reads most files anew, side by side
    /// in one whose cache knew at least three quarters of them: with the same findings either way.
    @Test func theSwiftStagesRunSideBySideOnlyWhenTheCacheKnewMostFiles() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-side-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let app = base + "/App"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        for number in 0..<4 {
            try "import SwiftUI\nfunc label\(number)() -> Text { Text(\"Label \(number)\") }\n".write(toFile: app + "/File\(number).swift", atomically: true, encoding: .utf8)
        }
        usleep(25_000)
        let cache = base + "/cache"
        func laps(_ run: CheckRun) -> [String] { run.times.map(\.part).filter { $0.contains("extraction") || $0.contains("strings") } }
        let first = try await Self.expectSame(app, cache: cache, "first run").cached
        #expect(laps(first) == ["extraction", "strings", "strings check"])
        try "import SwiftUI\nfunc label0() -> Text { Text(\"Label zero\") }\n".write(toFile: app + "/File0.swift", atomically: true, encoding: .utf8)
        let one = try await Self.expectSame(app, cache: cache, "one file of four changed").cached
        #expect(laps(one) == ["extraction and strings", "strings check"])
        for number in 0..<2 {
            try "import SwiftUI\nfunc label\(number)() -> Text { Text(\"Label \(number) again\") }\n".write(toFile: app + "/File\(number).swift", atomically: true, encoding: .utf8)
        }
        let two = try await Self.expectSame(app, cache: cache, "two files of four changed").cached
        #expect(laps(two) == ["extraction", "strings", "strings check"])
    }
}
