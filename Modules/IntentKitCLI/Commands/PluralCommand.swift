import ArgumentParser
import Diagnostics
import IntentLocalization

/// `intentkit plural LOCALE NUMBER...`: which CLDR plural category each number takes in a locale.
struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Show the plural category a locale uses for each number (a check for translators).",
        discussion: """
            Numbers are read as written, so visible fraction digits count: in English "1" is \
            'one' but "1.0" is 'other'. Rules come from the system ICU \(PluralRules.icuVersion).
            """
    )

    @Argument(help: "The locale, such as ru, pt-BR or zh-Hant.")
    var locale: String

    @Argument(help: "The numbers to classify, such as 1 2 5 21 1.5.")
    var numbers: [String] = []

    @Flag(help: "Use the ordinal rules (1st, 2nd, 3rd) instead of the cardinal ones.")
    var ordinal = false

    func run() throws {
        let type: PluralRuleType = ordinal ? .ordinal : .cardinal
        let rules: PluralRules
        do {
            rules = try PluralRules.rules(for: locale, type: type)
        } catch {
            let diagnostic = Diagnostic(.error, id: "localization.unknown-locale", error.description)
            Console.standardError(TextRenderer(includesSummary: false).render([diagnostic], summary: DiagnosticSummary(counting: [diagnostic])))
            throw ExitCode(ToolExitStatus.couldNotRun.rawValue)
        }
        var lines = ["\(locale) \(type.rawValue): " + rules.categories.map(\.rawValue).joined(separator: ", ")]
        let width = numbers.map(\.count).max() ?? 0
        for number in numbers {
            guard let category = rules.category(forFormatted: number) else {
                throw ValidationError("'\(number)' is not a number; write digits with an optional sign and fraction, such as -2 or 1.50.")
            }
            lines.append(number.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + category.rawValue)
        }
        Console.standardOutput(lines.joined(separator: "\n") + "\n")
    }
}
