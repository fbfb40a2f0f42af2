import ArgumentParser
import Diagnostics

/// `intentkit`, the root command: its subcommands check, inspect and migrate an app's App Intents.
///
/// The `intentkit` executable is ``run(arguments:)`` of its command line, and a program can run the command the same
/// way in its own process: the command prints to the process's standard output and standard error, and returns the
/// exit status. The subcommands are `check`, `extract`, `metadata`, `packages`, `localization`, `shortcuts`,
/// `relevance`, `migrate`, `plural`, `project` and `report`; `--help` after any of them describes it.
public struct IntentKitCommand: AsyncParsableCommand {
    /// The command's name, abstract, exit statuses, version (``IntentKitVersion/current``) and subcommands.
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

    /// The root command with nothing parsed; ``run(arguments:)`` parses a command line instead.
    public init() {}

    /// Runs `intentkit` with `arguments` (without the program name) and returns the exit status.
    ///
    /// Usage errors print the usage and return 2; `--help` and `--version` return 0. Commands
    /// that work concurrently (`check`, `localization lint`) run as async commands.
    ///
    /// Reading follows an `InputPolicy` (Diagnostics) whose roots are the files and folders the arguments name: nothing
    /// outside them is read unless `--read-outside-root`, and only regular files within their kind's size limit. The
    /// policy is installed as the process's `InputPolicy.current` before the arguments are parsed, and stays installed
    /// after the command returns.
    ///
    /// - Parameter arguments: the command line after the program's name, such as `["check", "MyApp"]`.
    /// - Returns: The exit status: 0 when no errors were found, 1 when errors were found (or warnings, with
    ///   `--warnings-as-errors`), 2 when the command could not run.
    public static func run(arguments: [String]) async -> Int32 {
        InputPolicy.current = InputOptions.policy(for: arguments)
        do {
            if let check = Self.parsedCheck(arguments) {
                try await check.run()
                return ToolExitStatus.success.rawValue
            }
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

    /// `check` parsed as a command of its own, without the root's parse of the line first: `nil` for any other
    /// command line, and for one that asks the parser itself something or that `check` does not parse (the root's
    /// parse then reports it, as for every command).
    ///
    /// The root has no options, so a line that starts with `check` parses to the same command either way
    /// (`CheckCommandParsingTests` compares them); the root's parse first reads the whole line leniently, reflecting
    /// over `check`'s arguments twice more, which cost a re-check of a small app about 1.3 ms of its 33. The lines
    /// builds and hooks run are read without ArgumentParser at all (``CheckCommand/read(line:)``); others are
    /// ArgumentParser's.
    static func parsedCheck(_ arguments: [String]) -> CheckCommand? {
        guard arguments.first == CheckCommand.configuration.commandName, arguments.count > 1 else { return nil }
        let rest = arguments.dropFirst()
        guard !rest.contains(where: asksTheParser) else { return nil }
        // ArgumentParser validates what it parses; a command read without it is validated as it would be.
        if var command = CheckCommand.read(line: rest), (try? command.output.report.input.validate()) != nil { return command }
        return (try? CheckCommand.parseAsRoot(Array(rest))) as? CheckCommand
    }

    /// Whether an argument is one the parser answers itself, at any place on a line: help, the version, completion
    /// scripts and the parser's own dumps (each left to the root, which answers it for the whole command line).
    static func asksTheParser(_ argument: String) -> Bool {
        ["-h", "-help", "--help", "help", "--version"].contains(argument) || argument.hasPrefix("--generate-completion")
            || argument.hasPrefix("--experimental") || argument.hasPrefix("---")
    }
}
