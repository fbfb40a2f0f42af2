import Foundation
import IntentKitCLI
import IntentKitTestSupport
import IntentMetadata
import IntentReport
import Testing

/// `intentkit report`: goldens of three examples, the page's structure, the written file, every real-world app.
@Suite struct ReportCommandTests {
    /// The examples with a golden page: widget sheets and a SiriKit definition; phrases in four locales and a
    /// definition; a relevance schedule.
    static let examples = ["StreaksWidgets", "SoupChef", "TransitWidget"]

    /// The page for an example, its links relative to the example's folder (as if written there).
    static func page(_ example: String) async throws -> String {
        let folder = packageRoot() + "/Examples/" + example
        return try await CheckFindings.report([folder, "-o", folder + "/report.html"]).page
    }

    @Test("each example's page is its golden", arguments: examples)
    func golden(_ example: String) async throws {
        let page = try await Self.page(example)
        assertMatchesGolden(page, golden: fixturesDirectory() + "/Reports/\(example).html")
    }

    @Test("each example's page is well-formed HTML5 with every link resolved and nothing from the network", arguments: examples)
    func structure(_ example: String) async throws {
        let page = try await Self.page(example)
        let structure = HTMLStructure(page)
        #expect(structure.problems.isEmpty, "\(structure.problems.prefix(10))")
        #expect(structure.externalReferences.isEmpty, "\(structure.externalReferences)")
        #expect(!structure.fragmentLinks.isEmpty)
        let folder = packageRoot() + "/Examples/" + example
        for link in structure.relativeLinks {
            let path = folder + "/" + (link.split(separator: "#").first.map(String.init) ?? link).removingPercentEncoding!
            #expect(FileManager.default.fileExists(atPath: path), "\(link) leads to no file")
        }
        #expect(structure.counts["section"] ?? 0 >= 3)
        #expect(structure.counts["script"] == 1 && structure.counts["style"] == 1)
        // Paths are shown relative to the project: nothing of this machine's folders is in the page.
        #expect(!page.contains(packageRoot()))
    }

    @Test("the Streaks sheets: one per distinct summary of each widget intent, each summary token a parameter")
    func streaksSheets() async throws {
        let page = try await Self.page("StreaksWidgets")
        let structure = HTMLStructure(page)
        // Read from the example's Swift: StatsWidgetIntent's summary is a When (chartType one of bar, line, calendar)
        // with two sentences ("Show a … chart of …" and "Show a … chart"); TasksWidgetIntent's (Sources) and
        // TasksWidget's (Migrated) are one Summary each: 4 sheets.
        #expect(structure.counts["figure.sheet"] == 4)
        #expect(structure.counts["figure.sheet"].map { page.contains("data-sheets=\"\($0)\"") } == true)
        #expect(page.components(separatedBy: "data-intent=\"StatsWidgetIntent\"").count - 1 == 2)
        #expect(structure.counts["span.token"] ?? 0 > 0)
    }

    @Test("intentkit report writes the page and exits as check does; an unwritable path fails with status 2 and no file")
    func writesThePage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-report-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try intentkit("report", "Examples/TransitWidget", "-o", folder + "/transit.html")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("wrote \(folder)/transit.html"))
        let written = try String(contentsOfFile: folder + "/transit.html", encoding: .utf8)
        #expect(written.hasPrefix("<!DOCTYPE html>"))
        #expect(written.contains("<svg"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["transit.html"])

        let failed = try intentkit("report", "Examples/TransitWidget", "-o", folder + "/missing/transit.html")
        #expect(failed.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder + "/missing"))
    }

    @Test("intentkit report keeps check's results in the cache folder --cache names, and writes the same page from them")
    func cacheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-report-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cold = try intentkit("report", "Examples/TransitWidget", "-o", folder + "/cold.html", "--cache", folder + "/cache")
        #expect(cold.status == 0, "\(cold.standardError)")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: folder + "/cache")).isEmpty)
        let warm = try intentkit("report", "Examples/TransitWidget", "-o", folder + "/warm.html", "--cache", folder + "/cache")
        #expect(warm.status == 0, "\(warm.standardError)")
        #expect(try String(contentsOfFile: folder + "/warm.html", encoding: .utf8) == String(contentsOfFile: folder + "/cold.html", encoding: .utf8))
        let none = try intentkit("report", "Examples/TransitWidget", "-o", folder + "/none.html", "--no-cache")
        #expect(none.status == 0, "\(none.standardError)")
    }

    @Test("--at ranks the schedule at that instant and draws its week")
    func relevanceInstant() async throws {
        let folder = packageRoot() + "/Examples/TransitWidget"
        let page = try await CheckFindings.report([folder, "-o", folder + "/report.html", "--at", "2026-03-14T09:00"]).page
        #expect(page.contains("The stack at 2026-03-14T09:00:00+11:00"))
        #expect(page.contains("the week from 2026-03-14T00:00:00+11:00"))
        await #expect(throws: (any Error).self) {
            _ = try await CheckFindings.report([folder, "-o", folder + "/report.html", "--at", "Tuesday"])
        }
    }
}

/// `intentkit report` over every app of the real-world corpus.
@Suite("intentkit report over the real-world apps", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
struct ReportRealWorldTests {
    /// The most a page may weigh.
    static let sizeBudget = 5 * 1024 * 1024

    @Test("every real-world app gives a well-formed page under 5 MB")
    func everyApp() async throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let apps = RealWorld.appFolders()
        #expect(apps.count == 45)
        let results = try await withThrowingTaskGroup(of: (String, Int, [String]).self) { group in
            var results: [(String, Int, [String])] = []
            var next = apps.makeIterator()
            func add(_ app: String) {
                group.addTask {
                    let folder = RealWorld.root + "/apps/" + app
                    let page = try await CheckFindings.report([folder, "-o", folder + "/report.html"]).page
                    let structure = HTMLStructure(page)
                    return (app, page.utf8.count, structure.problems + structure.externalReferences.map { "external: \($0)" })
                }
            }
            for _ in 0..<4 { if let app = next.next() { add(app) } }
            while let result = try await group.next() {
                results.append(result)
                if let app = next.next() { add(app) }
            }
            return results.sorted { $0.0 < $1.0 }
        }
        for (app, size, problems) in results {
            #expect(size < Self.sizeBudget, "\(app): \(size) bytes")
            #expect(problems.isEmpty, "\(app): \(problems.prefix(5))")
        }
        let largest = results.max { $0.1 < $1.1 }
        print("reports of \(results.count) apps; largest \(largest?.0 ?? "-") \((largest?.1 ?? 0) / 1024) KB")
    }
}
