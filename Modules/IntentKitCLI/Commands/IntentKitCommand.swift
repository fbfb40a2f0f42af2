import ArgumentParser
import Diagnostics

/// `intentkit`: the root command.
public struct IntentKitCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "intentkit",
        abstract: "Check, inspect and migrate Apple App Intents on any machine Swift runs on.",
        discussion: """
            Exit status: 0 when no errors were found, 1 when errors were found (or warnings, \
            with --warnings-as-errors), 2 when the command could not run (a usage error or \
            an unreadable input).
            """,
        version: IntentKitVersion.current,
        subcommands: [CheckCommand.self, ExtractCommand.self, MetadataCommand.self, PackagesCommand.self, LocalizationCommand.self, ShortcutsCommand.self, RelevanceCommand.self, MigrateCommand.self, PluralCommand.self, ProjectCommand.self, ReportCommand.self]
    )

    public init() {}

    /// Runs `intentkit` with `arguments` (without the program name) and returns the exit status.
    ///
    /// Usage errors print the usage and return 2; `--help` and `--version` return 0. Commands
    /// that work concurrently (`check`, `localization lint`) run as async commands.
    ///
    /// Reading follows an ``InputPolicy`` whose roots are the files and folders the arguments name: nothing outside
    /// them is read unless `--read-outside-root`, and only regular files within their kind's size limit.
    public static func run(arguments: [String]) async -> Int32 {
        InputPolicy.current = InputOptions.policy(for: arguments)
        do {
            var command = try parseAsRoot(arguments)
            if var concurrent = command as? any AsyncParsableCommand {
                try await concurrent.run()
            } else {
                try command.run()
            }
            return ToolExitStatus.success.rawValue
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { Console.standardOutput(message + "\n") }
                return ToolExitStatus.success.rawValue
            }
            Console.standardError(message + "\n")
            return ToolExitStatus.couldNotRun.rawValue
        }
    }
}
