import ArgumentParser
import Diagnostics
import Foundation
import StringExtraction

extension LocalizationCommand {
    /// `intentkit localization sync PATH [--check] [--configuration NAME] [-D NAME...]`
    struct Sync: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sync",
            abstract: "Update an app's String Catalogs from its code, as Xcode does when it builds.",
            discussion: """
                PATH is an app's folder or .xcodeproj. Each target's catalogs are compared with the strings \
                its own Swift files use (targets from the Xcode projects under PATH, Swift packages' \
                Sources/<Target> folders, else the folder as one app; targets with SWIFT_EMIT_LOC_STRINGS = NO \
                are left alone). Keys the code uses that a catalog lacks are added where Xcode's order puts \
                them; extracted keys no code uses are marked stale and stale keys used again lose the mark; \
                comments follow the code's; manual entries and translations are never touched. A catalog \
                that needs no change is not written, so an up-to-date catalog keeps every byte; a changed one \
                is written atomically in Xcode's layout. --check writes nothing, prints what would change \
                and exits with 1 when anything would.
                """
        )

        @Argument(help: "The app's folder or .xcodeproj.")
        var path: String

        @Flag(help: "Write nothing: print what would change and exit with status 1 if anything would (for CI).")
        var check = false

        @Option(help: ArgumentHelp("Read each target's #if conditions from this build configuration of its project (such as Debug).", valueName: "name"))
        var configuration: String?

        @OptionGroup var extraction: ExtractionArguments

        @OptionGroup var input: InputOptions

        func run() throws {
            let strings = CodeStrings.load(path, options: extraction.options, configuration: configuration)
            if strings.extraction.diagnostics.contains(where: { $0.severity == .error }) || strings.scopes.isEmpty && strings.layout.projectFiles.isEmpty {
                let problems = strings.extraction.diagnostics.isEmpty
                    ? [FileIO.unreadableFile.diagnostic("no Swift sources or string tables found", at: SourceLocation(file: path))]
                    : strings.extraction.diagnostics
                Console.standardError(TextRenderer(includesSummary: false).render(problems, summary: DiagnosticSummary(counting: problems)))
                throw ExitCode(ToolExitStatus.couldNotRun.rawValue)
            }
            let keys = strings.extraction.keys(byTableFile: strings.scopes)
            var report = ""
            var changed = 0
            var catalogs = 0
            var failed: [Diagnostic] = []
            for file in keys.keys.sorted() where file.hasSuffix(".xcstrings") {
                catalogs += 1
                let result = CatalogSync.sync(file: file, keys: keys[file]!, write: !check)
                failed += result.diagnostics
                guard !result.changes.isEmpty else { continue }
                changed += 1
                report += "\(file): \(Self.summary(result.changes))\(check ? " (not written)" : result.written ? "" : " (not written)")\n"
                for change in result.changes {
                    report += "  \(change.location?.description ?? file): \(Self.describe(change))\n"
                }
            }
            let verb = check ? "would change" : "changed"
            report += "\(catalogs) String Catalog\(catalogs == 1 ? "" : "s") of \(strings.scopes.count) target\(strings.scopes.count == 1 ? "" : "s") synced with \(strings.extraction.uses.count) uses in code: \(changed) \(verb)\n"
            Console.standardOutput(report)
            if !failed.isEmpty {
                Console.standardError(TextRenderer(includesSummary: false).render(failed, summary: DiagnosticSummary(counting: failed)))
                // A catalog the input policy refused (too large, a link out of the folder) is said, and the rest synced.
                if failed.contains(where: { $0.severity == .error }) { throw ExitCode(ToolExitStatus.couldNotRun.rawValue) }
            }
            if check && changed > 0 { throw ExitCode(1) }
        }

        static func summary(_ changes: [CatalogSync.Change]) -> String {
            CatalogSync.Change.Kind.allCases.compactMap { kind in
                let count = changes.filter { $0.kind == kind }.count
                guard count > 0 else { return nil }
                switch kind {
                case .added: return "\(count) added"
                case .markedStale: return "\(count) marked stale"
                case .noLongerStale: return "\(count) no longer stale"
                case .comment: return "\(count) comment\(count == 1 ? "" : "s") updated"
                }
            }.joined(separator: ", ")
        }

        static func describe(_ change: CatalogSync.Change) -> String {
            let key = "\"" + change.key.replacingOccurrences(of: "\n", with: "\\n") + "\""
            switch change.kind {
            case .added: return "added \(key)"
            case .markedStale: return "marked \(key) stale: no code uses it"
            case .noLongerStale: return "\(key) is used again: no longer stale"
            case .comment: return "comment of \(key) updated from the code"
            }
        }
    }
}
