import Foundation
import IntentKitTestSupport
import Testing

/// The same files give the same output in every process: nothing printed follows the order of a set or a
/// dictionary, which Swift seeds anew in each process.
@Suite struct SameOutputTests {
    /// An App Shortcut naming an intent renamed since, with two intents as close to its name: the suggestion is one
    /// and the same in every run (the one that adds a suffix), and so is every other byte of the report.
    @Test func aCheckPrintsTheSameReportInEveryProcess() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-same-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let intent = { (name: String) in
            "struct \(name): AppIntent {\n    static var title: LocalizedStringResource = \"\(name)\"\n    func perform() async throws -> some IntentResult { .result() }\n}\n"
        }
        try ("import AppIntents\n\n" + intent("ToggleMiniRecorderIntentRenamed") + intent("DismissMiniRecorderIntent"))
            .write(toFile: folder + "/Intents.swift", atomically: true, encoding: .utf8)
        try """
            import AppIntents

            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: ToggleMiniRecorderIntent(), phrases: ["Toggle the recorder in \\(.applicationName)"], shortTitle: "Toggle", systemImageName: "mic")
                }
            }

            """.write(toFile: folder + "/Shortcuts.swift", atomically: true, encoding: .utf8)
        let runs = try (0..<4).map { _ in try intentkit(["check", folder, "--format", "json", "--no-cache"]) }
        #expect(runs[0].standardOutput.contains("did you mean 'ToggleMiniRecorderIntentRenamed'?"), "\(runs[0].standardOutput.prefix(2000))")
        for run in runs.dropFirst() {
            #expect(run.standardOutput == runs[0].standardOutput)
            #expect(run.status == runs[0].status)
        }
    }
}
