import ArgumentParser
import Diagnostics
import IntentLocalization
import IntentMetadata

/// `intentkit localization`: work with `.strings`, `.stringsdict` and `.xcstrings` catalogs.
struct LocalizationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "localization",
        abstract: "Resolve and inspect localized strings in an app's catalogs.",
        subcommands: [Show.self, Lint.self, Extract.self, Sync.self]
    )
}

extension LocalizationCommand {
    /// `intentkit localization show PATH... --key K --locale L [--arg A ...]`
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print a key's resolved, formatted string for a locale, and the file and line it came from.",
            discussion: """
                Catalogs are found under each PATH: .strings and .stringsdict files in *.lproj folders and \
                .xcstrings files anywhere (.build and .git are skipped). The locale falls back as Apple's \
                bundles do (zh-Hant-TW, zh-Hant, zh, then the development language, then the key itself). \
                Arguments are integers, numbers or strings, as written.
                """
        )

        @Argument(help: "Folders (or catalog files) to search.")
        var paths: [String]

        @Option(help: "The key to look up.")
        var key: String

        @Option(help: "The locale to resolve for, such as de, pt-BR or zh-Hant-TW.")
        var locale: String

        @Option(help: "The table (file stem) to look in.")
        var table: String = "Localizable"

        @Option(name: .customLong("arg"), help: "An argument for the format; repeat for each one, in order.")
        var arguments: [String] = []

        @Option(help: "The device variation to choose (iphone, ipad, mac, applewatch, …).")
        var device: String?

        @Option(help: "The development language to fall back to (default: the catalog's source language, else en).")
        var developmentLanguage: String?

        @OptionGroup var input: InputOptions

        func run() throws {
            let catalog = Catalog.load(paths)
            let unreadable = catalog.diagnostics.filter { $0.id == FileIO.unreadableFile.id }
            if !unreadable.isEmpty {
                Console.standardError(TextRenderer(includesSummary: false).render(unreadable, summary: DiagnosticSummary(counting: unreadable)))
                throw ExitCode(ToolExitStatus.couldNotRun.rawValue)
            }
            let resolver = LocalizationResolver(catalog: catalog, developmentLanguage: developmentLanguage)
            let resource = LocalizedStringResource(key, table: table)
            switch resolver.format(resource, locale: locale, arguments: arguments.map(FormatArgument.init(parsing:)), device: device) {
            case .success(let formatted):
                let origin: String
                if let location = formatted.resolution.location, let used = formatted.resolution.locale {
                    origin = "from \(location) (\(used))"
                } else {
                    origin = "(not in table '\(table)' for \(locale) or its fallbacks; showing the key)"
                }
                Console.standardOutput(formatted.text + "\n" + origin + "\n")
                if formatted.resolution.locale == nil { throw ExitCode(ToolExitStatus.problemsFound.rawValue) }
            case .failure(let error):
                let location = resolver.resolve(resource, locale: locale).location
                let diagnostic = Diagnostic(.error, id: "localization.format-error", error.message, at: location)
                Console.standardError(TextRenderer(includesSummary: false).render([diagnostic], summary: DiagnosticSummary(counting: [diagnostic])))
                throw ExitCode(ToolExitStatus.problemsFound.rawValue)
            }
        }
    }
}
