import AppShortcutsCheck
import ArgumentParser
import Diagnostics
import Foundation
import IntentMetadata

/// `intentkit shortcuts`: App Shortcut phrases.
struct ShortcutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "Check App Shortcut phrases in code and in every locale's phrase file.",
        subcommands: [Check.self]
    )
}

extension ShortcutsCommand {
    /// The output formats of `shortcuts check`: the shared ones and Apple's validator shape.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json, sarif
        case appleJSON = "apple-json"
    }

    /// `intentkit shortcuts check [--metadata FILE] PATH...`
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check AppShortcuts.strings / AppShortcuts.xcstrings against the App Shortcuts the code declares.",
            discussion: """
                PATH folders are searched for AppShortcuts.strings (in *.lproj) and AppShortcuts.xcstrings. \
                With --metadata, every code phrase and every translation is checked against the shortcuts, \
                intents and parameters the document declares; without it, only the rules that need no code run.
                """
        )

        @Argument(help: "Folders (or phrase files) to check.")
        var paths: [String]

        @Option(help: "The app's metadata document (from `intentkit metadata` or static extraction).")
        var metadata: String?

        @Option(help: "How to print findings: text, json, sarif, or apple-json (Apple's validator shape).")
        var format: Format = .text

        @OptionGroup var report: ReportOptions

        @Option(help: "Print every phrase per locale as a person would say it, with this app name (a review aid).")
        var appName: String?

        func run() throws {
            var diagnostics: [Diagnostic] = []
            var couldNotRun = false
            var document: MetadataDocument?
            if let metadata {
                let result = MetadataLoader.load(contentsOf: metadata)
                diagnostics += result.diagnostics
                couldNotRun = result.isUnreadable
                document = result.document
            }
            let files = PhraseFiles.load(paths)
            couldNotRun = couldNotRun || files.diagnostics.contains { $0.id == FileIO.unreadableFile.id }
            diagnostics += AppShortcutsChecker(metadata: document, metadataPath: metadata).check(files)
            if let appName { Console.standardOutput(Self.spoken(files, appName: appName)) }

            let renderer: any DiagnosticRenderer
            switch format {
            case .appleJSON:
                renderer = AppleJSONRenderer()
            case .text, .json, .sarif:
                renderer = report.renderer(DiagnosticFormat(rawValue: format.rawValue)!, checks: AppShortcutsChecks.all + [FileIO.unreadableFile] + InputPolicy.checks)
            }
            let status = Report.emit(
                diagnostics.sortedForOutput().uniqued(),
                renderer: renderer,
                inputs: files.files.count + (metadata == nil ? 0 : 1),
                warningsAsErrors: report.warningsAsErrors,
                couldNotRun: couldNotRun
            )
            if status != .success { throw ExitCode(status.rawValue) }
        }

        /// Every phrase per locale with the app name filled in and parameters shown as ‹name›.
        static func spoken(_ files: PhraseFiles, appName: String) -> String {
            var lines: [String] = []
            for locale in files.locales {
                lines.append("\(locale):")
                for phrase in files.phrases where phrase.locale == locale {
                    var text = phrase.text.replacingOccurrences(of: "${applicationName}", with: appName)
                    for name in Placeholders.names(in: text) { text = text.replacingOccurrences(of: "${\(name)}", with: "‹\(name)›") }
                    lines.append("  " + text)
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
