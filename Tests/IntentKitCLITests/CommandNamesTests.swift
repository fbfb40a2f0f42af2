import ArgumentParser
@testable import IntentKitCLI
import Testing

/// Every command names itself: ArgumentParser otherwise derives a name from the type's, through
/// `String(describing:)`, whose dynamic casts cost about 4 ms of every run's start (measured with `perf`).
@Suite struct CommandNamesTests {
    @Test func everyCommandHasItsNameInItsConfiguration() {
        var unnamed: [String] = []
        var names: [String] = []
        func visit(_ command: any ParsableCommand.Type, path: String) {
            let name = command.configuration.commandName
            if name == nil { unnamed.append(path + " " + String(describing: command)) }
            names.append(path.isEmpty ? (name ?? "?") : path + " " + (name ?? "?"))
            for sub in command.configuration.subcommands { visit(sub, path: path.isEmpty ? (name ?? "?") : path + " " + (name ?? "?")) }
        }
        visit(IntentKitCommand.self, path: "")
        #expect(unnamed.isEmpty, "commands without a commandName: \(unnamed)")
        #expect(names.count > 20)
        #expect(names.contains("intentkit relevance rank"))
        #expect(names.contains("intentkit localization lint"))
        #expect(Set(names).count == names.count, "a name is given twice: \(names)")
    }
}
