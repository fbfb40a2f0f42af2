import ArgumentParser
import Foundation
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
        #expect(root is CheckCommand)
        #expect(Self.described(direct) == Self.described(root))
    }

    /// The lines `check`'s own reader takes (``CheckCommand/read(line:)``), without ArgumentParser: each the command
    /// ArgumentParser makes of it, every option and every group's every value alike.
    @Test(arguments: [
        ["check", "App"],
        ["check", "App", "--format", "json"],
        ["check", "--format=json", "App"],
        ["check", "App", "--format", "sarif", "--cache", "Cache", "--stats"],
        ["check", "App", "-D", "DEBUG", "-D", "BETA", "--no-conditions"],
        ["check", "App", "--reference", "Other", "--reference=More", "--module", "Orders", "--swift-version", "6.0", "--language-mode", "5"],
        ["check", "App.xcodeproj", "--configuration", "Debug", "--warnings-as-errors", "--locale", "de", "--ungrouped"],
        ["check", "App", "--read-outside-root", "--max-file-size", "512M"],
        ["check", "App", "--max-file-size=2G", "--no-cache", "--configuration=Release", "--locale=ja"],
        ["check", "--no-cache", "App", "--format=text"],
    ])
    func aLineChecksOwnReaderTakesIsArgumentParsersCommand(_ line: [String]) throws {
        let read = try #require(CheckCommand.read(line: line.dropFirst()))
        let parsed = try IntentKitCommand.parseAsRoot(line)
        #expect(Self.described(read) == Self.described(parsed))
    }

    /// Lines ArgumentParser reads or reports that `check`'s own reader leaves to it: pre-commit files, `--`, a value
    /// that is not one, an option twice, an option it does not know, a value that looks like an option.
    @Test(arguments: [
        ["check", "App", "--files", "A.swift"], ["check", "--", "-App"], ["check", "App", "--format", "xml"],
        ["check", "App", "--swift-version", "six"], ["check", "App", "--max-file-size", "0"], ["check", "App", "--format", "json", "--format", "text"],
        ["check", "App", "--stats", "--stats"], ["check", "App", "--bogus"], ["check", "A", "B"], ["check", "App", "--cache"],
        ["check", "App", "--cache", "--stats"], ["check", "App", "--stats=yes"], ["check", "App", "-DDEBUG"], ["check", ""], ["check", "--stats"],
    ])
    func anotherLineIsLeftToArgumentParser(_ line: [String]) {
        #expect(CheckCommand.read(line: line.dropFirst()) == nil)
    }

    /// The two options that change the input policy take effect when `check`'s own reader reads the line: a link out of
    /// the folder is refused unless `--read-outside-root`, and `--max-file-size` refuses a file over it.
    @Test func theInputOptionsChangeThePolicyWhenCheckReadsItsOwnLine() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-line-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/App", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/Outside", withIntermediateDirectories: true)
        try Data("struct Outside {}\n".utf8).write(to: URL(fileURLWithPath: base + "/Outside/Outside.swift"))
        try Data(("struct Inside {}\n" + String(repeating: "// padding\n", count: 200)).utf8).write(to: URL(fileURLWithPath: base + "/App/Inside.swift"))
        try FileManager.default.createSymbolicLink(atPath: base + "/App/Outside.swift", withDestinationPath: base + "/Outside/Outside.swift")
        func ids(_ options: [String]) throws -> [String] {
            let run = try intentkit(["check", base + "/App", "--format", "json", "--no-cache"] + options)
            let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
            return (report?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }.filter { $0.hasPrefix("input.") }.sorted()
        }
        #expect(CheckCommand.read(line: ["App", "--read-outside-root", "--max-file-size", "1K"]) != nil)
        #expect(try ids([]) == ["input.outside-root"])
        #expect(try ids(["--read-outside-root"]) == [])
        #expect(try ids(["--read-outside-root", "--max-file-size", "1K"]) == ["input.too-large"])
        #expect(try ids(["--max-file-size=1K"]) == ["input.outside-root", "input.too-large"])
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
