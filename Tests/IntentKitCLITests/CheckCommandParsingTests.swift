import ArgumentParser
@testable import IntentKitCLI
import Testing

/// `check` parsed as a command of its own (``IntentKitCommand/parsedCheck(_:)``) is the command the root's parse
/// makes of the same line, and every line it does not parse is left to the root, which reports it as before.
@Suite struct CheckCommandParsingTests {
    /// The parsed command's every property and the value parsed into it, as `dump` writes them.
    static func described(_ command: any ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    @Test(arguments: [
        ["check", "App"],
        ["check", "App", "--format", "json"],
        ["check", "--format=json", "App"],
        ["check", "App", "-D", "DEBUG", "-D", "BETA", "--no-conditions"],
        ["check", "App", "--reference", "Other", "--module", "Orders", "--swift-version", "6.0", "--language-mode", "5"],
        ["check", "App.xcodeproj", "--configuration", "Debug", "--warnings-as-errors", "--locale", "de", "--ungrouped"],
        ["check", "App", "--read-outside-root", "--max-file-size", "512M", "--stats"],
        ["check", "App", "--cache", "Cache", "--format", "sarif"],
        ["check", "App", "--no-cache"],
        ["check", "App", "--files", "A.swift", "B.swift"],
        ["check", "App", "--files", "A.swift", "--format", "json"],
        ["check", "--", "-App"],
    ])
    func aLineCheckParsesIsTheRootsCommand(_ line: [String]) throws {
        let direct = try #require(IntentKitCommand.parsedCheck(line))
        let root = try IntentKitCommand.parseAsRoot(line)
        #expect(direct is CheckCommand)
        #expect(root is CheckCommand)
        #expect(Self.described(direct) == Self.described(root))
    }

    @Test(arguments: [
        // Not `check`, or nothing after it.
        ["extract", "App"], ["check"], ["App", "check"], [],
        // Asks the parser: help, the version, completion scripts.
        ["check", "--help"], ["check", "-h"], ["check", "help"], ["check", "App", "--version"],
        ["check", "App", "--generate-completion-script", "zsh"], ["check", "App", "--experimental-dump-help"],
        // Usage errors, which the root reports with its usage.
        ["check", "App", "--bogus"], ["check", "App", "--format", "xml"], ["check", "A", "B"], ["check", "App", "--cache"],
    ])
    func anyOtherLineIsLeftToTheRoot(_ line: [String]) {
        #expect(IntentKitCommand.parsedCheck(line) == nil)
    }
}
