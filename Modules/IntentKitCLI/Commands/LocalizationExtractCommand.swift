import ArgumentParser
import Diagnostics
import Foundation
import IntentLocalization
import StringExtraction

extension LocalizationCommand {
    /// `intentkit localization extract PATH... -o DIR [--strings] [--development-language L] [-D NAME...]`
    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "extract",
            abstract: "Find every localizable string in Swift sources, as Xcode's string extraction does, and write a catalog per table.",
            discussion: """
                PATH folders are searched for .swift files (build folders and package checkouts skipped). \
                Strings are found where SwiftUI, Foundation and App Intents take a LocalizedStringKey, \
                String.LocalizationValue or LocalizedStringResource, and where a function of the sources \
                declares one (see docs/localization.md). One String Catalog per table is written to \
                DIR/<Table>.xcstrings, as Xcode creates it (App Shortcut phrases to AppShortcuts.xcstrings); \
                --strings writes DIR/<Table>.strings instead, as genstrings does. Files are written atomically, \
                the same input always gives the same bytes, and a summary goes to standard output.
                """
        )

        @Argument(help: "Swift files or folders.")
        var paths: [String]

        @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the catalogs to (created if missing).", valueName: "dir"))
        var output: String

        @Flag(help: "Write .strings files as genstrings does instead of String Catalogs.")
        var strings = false

        @Option(help: "The development language of the catalogs (default: the defaultLocalization of a Package.swift in the first PATH, else en).")
        var developmentLanguage: String?

        @OptionGroup var extraction: ExtractionArguments

        @OptionGroup var input: InputOptions

        func run() throws {
            let result = StringExtractor(options: extraction.options).extract(paths)
            if !result.diagnostics.isEmpty {
                Console.standardError(TextRenderer(includesSummary: false).render(result.diagnostics, summary: DiagnosticSummary(counting: result.diagnostics)))
            }
            if result.diagnostics.contains(where: { $0.severity == .error }) {
                throw ExitCode(ToolExitStatus.couldNotRun.rawValue)
            }
            let language = developmentLanguage ?? paths.first.flatMap(Self.packageLocalization) ?? "en"
            let files: [(name: String, text: String)] = strings
                ? result.stringsFiles().sorted { $0.key < $1.key }.map { ($0.key + ".strings", $0.value) }
                : result.catalogs(sourceLanguage: language).sorted { $0.key < $1.key }.map { ($0.key + ".xcstrings", $0.value.xcodeText()) }
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                Console.standardError("error: cannot create \(output): \(error.localizedDescription)\n")
                throw ExitCode(ToolExitStatus.couldNotRun.rawValue)
            }
            for file in files {
                do {
                    try FileIO.writeAtomically(file.text, to: (output as NSString).appendingPathComponent(file.name))
                } catch {
                    Console.standardError(TextRenderer(includesSummary: false).render([error.diagnostic], summary: DiagnosticSummary(counting: [error.diagnostic])))
                    throw ExitCode(ToolExitStatus.couldNotRun.rawValue)
                }
            }
            let tables = result.keys.reduce(into: [String: Int]()) { $0[$1.table, default: 0] += strings && $1.origins == [.appShortcutPhrase] ? 0 : 1 }
            let sourceFiles = Set(result.uses.map(\.location.file)).count
            func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
            var summary = "\(counted(result.uses.count, "use")) of \(counted(result.keys.count, "key")) in \(counted(sourceFiles, "file")), development language \(language):\n"
            for file in files {
                let table = (file.name as NSString).deletingPathExtension
                summary += "  \((output as NSString).appendingPathComponent(file.name)): \(counted(tables[table] ?? 0, "key"))\n"
            }
            Console.standardOutput(summary)
        }

        /// The `defaultLocalization` of a `Package.swift` in a folder, if it names one.
        static func packageLocalization(_ folder: String) -> String? {
            guard let text = try? String(contentsOfFile: (folder as NSString).appendingPathComponent("Package.swift"), encoding: .utf8),
                  let match = text.firstMatch(of: #/defaultLocalization\s*:\s*"([^"]+)"/#) else { return nil }
            return String(match.1)
        }
    }
}
