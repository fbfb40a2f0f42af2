import Foundation
import IntentKitTestSupport
import Testing

/// `intentkit check ROOT --files FILE...`, as the pre-commit hook runs it with the staged files.
@Suite("intentkit check --files")
struct CheckFilesTests {
    /// A repository with two apps (each marked by a `.intentkit.yml`) and a README, in a new temporary folder.
    ///
    /// `Apps/Timer` is the broken app of the `check` tests: errors in its Swift source and relevance
    /// schedule, a warning in its phrase file. `Apps/Notes` is clean.
    static func repository() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-files-\(UUID().uuidString)").path
        let timer = root + "/Apps/Timer"
        let notes = root + "/Apps/Notes"
        for folder in [timer, notes + "/Sources"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for app in [timer, notes] {
            try "# This app's IntentKit settings.\n".write(toFile: app + "/.intentkit.yml", atomically: true, encoding: .utf8)
        }
        let broken = packageRoot() + "/Tests/IntentKitCLITests/Fixtures/BrokenApp"
        for item in ["Sources", "en.lproj", "relevance.yaml"] {
            try FileManager.default.copyItem(atPath: broken + "/" + item, toPath: timer + "/" + item)
        }
        try """
            import AppIntents

            struct OpenNoteIntent: AppIntent {
                static let title: LocalizedStringResource = "Open Note"
                func perform() async throws -> some IntentResult { .result() }
            }
            """.write(toFile: notes + "/Sources/OpenNoteIntent.swift", atomically: true, encoding: .utf8)
        try "# Apps\n".write(toFile: root + "/README.md", atomically: true, encoding: .utf8)
        return root
    }

    /// The check ids and files (relative to `root`) of a JSON report.
    static func findings(_ run: RunResult, root: String) throws -> [(id: String, file: String, severity: String)] {
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return (report?["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
            let file = (diagnostic["location"] as? [String: Any])?["file"] as? String ?? ""
            return (diagnostic["id"] as? String ?? "", file, diagnostic["severity"] as? String ?? "")
        }
    }

    @Test("a file no check reads checks nothing and passes")
    func irrelevantFile() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try intentkit(["check", ".", "--format", "json", "--files", "README.md", "Apps/Timer/Info.plist"], in: root)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(try Self.findings(run, root: root).isEmpty)
        let text = try intentkit(["check", ".", "--files", "README.md"], in: root)
        #expect(text.standardError.contains("1 file named, 0 that IntentKit reads, nothing to check"), "\(text.standardError)")
    }

    @Test("only the app a file belongs to is checked")
    func oneApp() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try intentkit(["check", ".", "--files", "Apps/Notes/Sources/OpenNoteIntent.swift", "README.md"], in: root)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardError.contains("in app Apps/Notes"), "\(run.standardError)")
        #expect(!run.standardError.contains("Apps/Timer"))
        #expect(run.standardOutput.contains("no problems in 1 file"), "\(run.standardOutput)")
    }

    @Test("a staged phrase file reports its own warning and every error of its app")
    func stagedPhraseFile() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try intentkit(["check", ".", "--format", "json", "--files", "Apps/Timer/en.lproj/AppShortcuts.strings"], in: root)
        #expect(run.status == 1)
        let found = try Self.findings(run, root: root)
        #expect(Set(found.map(\.id)) == [
            "extraction.non-exhaustive-case-display-representations", "shortcuts.application-name",
            "shortcuts.unused-phrase", "relevance.malformed-yaml",
        ])
        #expect(found.filter { $0.severity == "warning" }.map(\.file) == ["Apps/Timer/en.lproj/AppShortcuts.strings"])
    }

    @Test("a staged Swift file leaves out warnings in files that were not staged, keeps errors")
    func stagedSwiftFile() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try intentkit(["check", ".", "--format", "json", "--files", "Apps/Timer/Sources/TimerIntent.swift"], in: root)
        #expect(run.status == 1)
        let found = try Self.findings(run, root: root)
        #expect(!found.contains { $0.id == "shortcuts.unused-phrase" })
        #expect(found.contains { $0.id == "relevance.malformed-yaml" && $0.file == "Apps/Timer/relevance.yaml" })
        #expect(found.allSatisfy { $0.severity == "error" })
        // The same app checked whole reports the warning too: --files left it out, the check did not miss it.
        let whole = try intentkit(["check", "Apps/Timer", "--format", "json"], in: root)
        #expect(try Self.findings(whole, root: root).contains { $0.id == "shortcuts.unused-phrase" })
    }

    @Test("files of two apps check both; files outside the root and in build folders are ignored")
    func twoApps() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Apps/Notes/.build/checkouts", withIntermediateDirectories: true)
        try "struct Built {}\n".write(toFile: root + "/Apps/Notes/.build/checkouts/Built.swift", atomically: true, encoding: .utf8)
        let run = try intentkit(
            ["check", "Apps", "--files", "Apps/Notes/Sources/OpenNoteIntent.swift", "Apps/Timer/relevance.yaml", "/elsewhere/Other.swift", "Apps/Notes/.build/checkouts/Built.swift"],
            in: root
        )
        #expect(run.status == 1)
        #expect(run.standardError.contains("4 files named, 2 that IntentKit reads, in apps Apps/Notes, Apps/Timer"), "\(run.standardError)")
        #expect(run.standardOutput.contains("Apps/Timer/relevance.yaml:4:1: error: malformed YAML"), "\(run.standardOutput)")
    }

    @Test("without an app marker a file belongs to the root, which is checked whole")
    func rootApp() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: root + "/Apps/Timer/.intentkit.yml")
        let run = try intentkit(["check", ".", "--files", "Apps/Timer/relevance.yaml"], in: root)
        #expect(run.status == 1)
        #expect(run.standardError.contains("in app ."), "\(run.standardError)")
        // The root holds Notes too, and its findings are checked (it has none) beside Timer's.
        #expect(run.standardOutput.contains("relevance.yaml:4:1: error: malformed YAML"), "\(run.standardOutput)")
    }
}
