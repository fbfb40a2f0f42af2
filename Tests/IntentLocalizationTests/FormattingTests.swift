import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentLocalization
import IntentMetadata
import Testing

@Suite struct FormattingTests {
    let catalog = Catalog.load([fixturesDirectory() + "/Project"])
    var resolver: LocalizationResolver { LocalizationResolver(catalog: catalog, developmentLanguage: "en") }

    /// Formats `key` and renders "text  ← file:line" for the golden.
    private func line(_ key: String, table: String? = nil, _ locale: String, _ arguments: [FormatArgument], device: String? = nil) -> String {
        let resource = LocalizedStringResource(key, table: table)
        switch resolver.format(resource, locale: locale, arguments: arguments, device: device) {
        case .success(let formatted):
            let origin = formatted.resolution.location.map { loc in
                "\(loc.file.replacingOccurrences(of: fixturesDirectory() + "/", with: "")):\(loc.line ?? 0)"
            } ?? "default value"
            return "\(locale)\(device.map { "/" + $0 } ?? "") \(key) \(arguments) → \(formatted.text)  [\(formatted.resolution.locale ?? "-") \(origin)]"
        case .failure(let error):
            return "\(locale) \(key) \(arguments) → error: \(error.message)"
        }
    }

    @Test func discoversFilesAndSkipsBuildFolders() {
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(catalog.files.map { $0.replacingOccurrences(of: fixturesDirectory() + "/Project/", with: "") } == [
            "Media.xcstrings", "de.lproj/Localizable.strings", "en.lproj/Localizable.strings",
            "en.lproj/Localizable.stringsdict", "ru.lproj/Localizable.stringsdict", "zh-Hant.lproj/Localizable.strings",
        ])
        #expect(Set(catalog.tables.keys) == ["Localizable", "Media"])
        #expect(catalog.tables["Localizable"]?["greeting"]?.comment == "Shown on launch")
    }

    @Test func formattingMatchesTheGolden() {
        var lines: [String] = []
        lines.append(line("greeting", "en", ["Ada"]))
        lines.append(line("greeting", "zh-Hant-TW", ["Ada"]))
        lines.append(line("greeting", "pt-BR", ["Ada"]))
        lines.append(line("messages", "en", ["Ada", 3]))
        lines.append(line("messages", "de", ["Ada", 3]))
        lines.append(line("progress", "de", [42.5]))
        lines.append(line("legacy", "en", ["A", "B", "C"]))
        for count in [0, 1, 2, 5, 21, 22] {
            lines.append(line("%d files in %@", "en", [.integer(count), "Docs"]))
            lines.append(line("%d files in %@", "ru", [.integer(count), "Документы"]))
        }
        for count in [0, 1, 2, 3, 11, 100] {
            lines.append(line("%lld songs", table: "Media", "ar", [.integer(count)]))
        }
        lines.append(line("%lld songs", table: "Media", "en", [1]))
        lines.append(line("Play", table: "Media", "en", [], device: "mac"))
        lines.append(line("Play", table: "Media", "en", [], device: "iphone"))
        for count in [1, 4] { lines.append(line("Add %lld songs to %@", table: "Media", "de", [.integer(count), "Mix"])) }
        for count in [1, 4, 1_000_000] { lines.append(line("Add %lld songs to %@", table: "Media", "fr", [.integer(count), "Mix"])) }
        lines.append(line("not in any table", "fr", []))
        lines.append(line("messages", "en", ["Ada"]))
        lines.append(line("messages", "en", [3, "Ada"]))
        assertMatchesGolden(lines.joined(separator: "\n") + "\n", golden: fixturesDirectory() + "/Formatting.golden.txt")
    }

    @Test func theFallbackChainDropsSubtagsThenUsesTheDevelopmentLanguage() {
        #expect(resolver.fallbackChain(for: "zh-Hant-TW") == ["zh-Hant-TW", "zh-Hant", "zh", "en"])
        #expect(resolver.fallbackChain(for: "en_GB") == ["en-GB", "en"])
        #expect(LocalizationResolver(catalog: catalog, developmentLanguage: "de").fallbackChain(for: "fr") == ["fr", "de"])
    }

    @Test func unnumberedArgumentsKeepTheirOwnCounter() throws {
        let formatter = StringFormatter(locale: "en")
        #expect(try formatter.format("%@ %2$@ %@", arguments: ["A", "B", "C"]).get() == "A B B")
        #expect(try formatter.format("%2$@ %@ %@", arguments: ["A", "B", "C"]).get() == "B A B")
        #expect(try formatter.format("%1$@ and %1$@", arguments: ["A"]).get() == "A and A")
    }

    @Test func everyConversion() throws {
        let formatter = StringFormatter(locale: "en")
        #expect(try formatter.format("%d %i %ld %lld %qd %zd %hd %u %x %X %o %5d|%-5d|%05d", arguments: [1, 2, 3, 4, 5, 6, 7, 8, 255, 255, 8, 42, 42, 42]).get()
            == "1 2 3 4 5 6 7 8 ff FF 10    42|42   |00042")
        #expect(try formatter.format("%f %.2f %e %g %+.1f %.0f", arguments: [1.5, 3.14159, 1234.5, 0.0001, 2.0, 2.5]).get()
            == "1.500000 3.14 1.234500e+03 0.0001 +2.0 2")
        #expect(try formatter.format("%@ %s %.2s %c %%", arguments: [12, "abc", "abc", 65]).get() == "12 abc ab A %")
        #expect(try formatter.format("%*d|%.*f", arguments: [5, 42, 2, 3.14159]).get() == "   42|3.14")
        #expect(try StringFormatter(locale: "de").format("%.2f", arguments: [3.5]).get() == "3,50")
        #expect(try StringFormatter(locale: "en").format("%'d", arguments: [1234567]).get() == "1,234,567")
    }

    @Test func problemsAreErrorValuesNeverCrashes() {
        let formatter = StringFormatter(locale: "en")
        func message(_ format: String, _ arguments: [FormatArgument], _ substitutions: [String: Substitution] = [:]) -> String? {
            if case .failure(let error) = formatter.format(format, arguments: arguments, substitutions: substitutions) { return error.message }
            return nil
        }
        #expect(message("%d", []) == "'%d' needs argument 1, but only 0 are given")
        #expect(message("%d", ["x"]) == "'%d' formats an integer, but argument 1 is a string")
        #expect(message("%f", ["x"]) == "'%f' formats a number, but argument 1 is a string")
        #expect(message("100% d", [5]) == nil)
        #expect(message("50 %y", []) == "'%y' is not a format specifier: 'y' is not a conversion (write %% for a literal percent sign)")
        #expect(message("%#@count@ left", [3]) == "'%#@count@' names a substitution the entry does not define")
        #expect(message("%1$#@x@ done", ["three"], ["x": Substitution(plural: [.other: LocalizedValue(unit: StringUnit("%d"))])])
            == "'%#@x@' chooses a plural form by argument 1, which is a string, not a number")
        #expect(message("%#@x@", [2], ["x": Substitution(plural: [.one: LocalizedValue(unit: StringUnit("one"))])])
            == "substitution 'x' has no 'other' form and no 'other' form for 2")
    }
}
