import ArgumentParser
import Diagnostics
import IntentExtraction

/// `check`'s command line read directly, without ArgumentParser's reflection over the command's options.
///
/// ArgumentParser learns a command's options by reflecting over its properties in every process: for `check`, whose
/// options are five groups deep, that cost about 3 ms of each run (most of it the Swift runtime's first lookups of
/// each property wrapper's conformances, each a scan of every conformance in the binary): a small app's re-check took
/// 11.5 ms with it and 8.2 ms without. The lines `check` is run with by builds, hooks and CI jobs are read here: one path,
/// each flag and each option of one value at most once, and `-D` and `--reference` as often as given, as
/// `--name value`, `--name=value` or `-D value`. Any other line (`--files`, `--`, a flag or an option of one value
/// twice, a value that is not one, help) is left to ArgumentParser, which reads or reports it as for every
/// command; `CheckCommandParsingTests` holds the two to the same command for every option.
extension CheckCommand {
    /// The flags `check` reads here, by name.
    private static let flags: Set<String> = ["--no-conditions", "--warnings-as-errors", "--ungrouped", "--read-outside-root", "--stats", "--no-cache"]
    /// The options that take one value, by name.
    private static let singles: Set<String> = ["--configuration", "--module", "--swift-version", "--language-mode", "--format", "--locale", "--max-file-size", "--cache"]
    /// The options that may be given more than once, by name.
    private static let repeated: Set<String> = ["-D", "--reference"]

    /// The command `arguments` (after `check`) name, read without ArgumentParser; `nil` for a line this reader leaves to
    /// ArgumentParser.
    ///
    /// The command is not validated: ArgumentParser validates each group once parsed, and the input options' validation
    /// installs their changes to the process's policy, which ``IntentKitCommand/parsedCheck(_:)`` does for a command
    /// read here (a test that reads a line does not change the policy of every other test in its process).
    static func read(line arguments: ArraySlice<String>) -> CheckCommand? {
        var path: String?
        var given: Set<String> = []
        var values: [String: String] = [:]
        var lists: [String: [String]] = [:]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard path == nil, !argument.isEmpty else { return nil }
                path = argument
                continue
            }
            let (name, attached) = argument.hasPrefix("--") ? Self.split(argument) : (argument, nil)
            if Self.flags.contains(name) {
                guard attached == nil, given.insert(name).inserted else { return nil }
                continue
            }
            let isRepeated = Self.repeated.contains(name)
            guard isRepeated || Self.singles.contains(name) else { return nil }
            let value: String
            if let attached {
                value = attached
            } else {
                // A value that starts with `-` is an option to ArgumentParser: the line is its to report.
                guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else { return nil }
                value = arguments[index]
                index += 1
            }
            if isRepeated {
                lists[name, default: []].append(value)
            } else {
                guard values.updateValue(value, forKey: name) == nil else { return nil }
            }
        }
        guard let path else { return nil }

        var extraction = ExtractionArguments()
        extraction.conditions = lists["-D"] ?? []
        extraction.noConditions = given.contains("--no-conditions")
        extraction.reference = lists["--reference"] ?? []
        extraction.module = values["--module"]
        guard let swiftVersion = Self.convert(values["--swift-version"], SwiftVersion.init(argument:), default: ExtractionOptions().swiftVersion),
              let languageMode = Self.convert(values["--language-mode"], SwiftVersion.init(argument:), default: ExtractionOptions().languageMode),
              let format = Self.convert(values["--format"], DiagnosticFormat.init(argument:), default: .text),
              let maxFileSize = Self.convert(values["--max-file-size"], { ByteCount(argument: $0).map(Optional.some) }, default: nil)
        else { return nil }
        extraction.swiftVersion = swiftVersion
        extraction.languageMode = languageMode

        var input = InputOptions()
        input.readOutsideRoot = given.contains("--read-outside-root")
        input.maxFileSize = maxFileSize
        var report = ReportOptions()
        report.warningsAsErrors = given.contains("--warnings-as-errors")
        report.locale = values["--locale"]
        report.ungrouped = given.contains("--ungrouped")
        var output = OutputOptions()
        output.format = format
        var cache = CacheOptions()
        cache.folder = values["--cache"]
        cache.noCache = given.contains("--no-cache")

        var command = CheckCommand()
        command.path = path
        command.configuration = values["--configuration"]
        command.stats = given.contains("--stats")
        command.files = []
        command.extraction = extraction
        report.input = input
        output.report = report
        command.output = output
        command.cache = cache
        return command
    }

    /// `--name=value` as its name and value; an argument without `=` as itself and no value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `value` converted, `fallback` when there is none, or `nil` when it does not convert (a usage error).
    private static func convert<Value>(_ value: String?, _ conversion: (String) -> Value?, default fallback: Value) -> Value? {
        guard let value else { return fallback }
        return conversion(value)
    }
}
