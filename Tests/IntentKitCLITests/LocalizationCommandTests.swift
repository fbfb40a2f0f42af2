import Diagnostics
@testable import IntentKitCLI
import Testing

private let project = "Tests/IntentLocalizationTests/Fixtures/Project"

@Suite struct LocalizationShowTests {
    @Test func printsTheFormattedStringAndWhereItCameFrom() throws {
        let run = try intentkit("localization", "show", project, "--key", "%d files in %@", "--locale", "ru", "--arg", "22", "--arg", "Документы")
        #expect(run.status == 0)
        #expect(run.standardOutput == "22 файла в папке Документы\nfrom \(project)/ru.lproj/Localizable.stringsdict:7:3 (ru)\n")
    }

    @Test func fallsBackAndChoosesDevices() throws {
        let regional = try intentkit("localization", "show", project, "--key", "greeting", "--locale", "zh-Hant-TW", "--arg", "Ada")
        #expect(regional.standardOutput.hasPrefix("你好，Ada！\nfrom \(project)/zh-Hant.lproj/Localizable.strings:1:"))
        let device = try intentkit("localization", "show", project, "--table", "Media", "--key", "Play", "--locale", "en", "--device", "mac")
        #expect(device.standardOutput.hasPrefix("Click to play\n"))
    }

    @Test func aMissingKeyOrArgumentFails() throws {
        let missing = try intentkit("localization", "show", project, "--key", "nope", "--locale", "de")
        #expect(missing.status == 1)
        #expect(missing.standardOutput == "nope\n(not in table 'Localizable' for de or its fallbacks; showing the key)\n")
        let argument = try intentkit("localization", "show", project, "--key", "messages", "--locale", "de", "--arg", "Ada")
        #expect(argument.status == 1)
        #expect(argument.standardError == "\(project)/de.lproj/Localizable.strings:2:14: error: '%2$d' needs argument 2, but only 1 is given [localization.format-error]\n")
    }

    @Test func anUnreadablePathCannotRun() throws {
        let run = try intentkit("localization", "show", "NoSuchFolder", "--key", "a", "--locale", "de")
        #expect(run.status == 2)
        #expect(run.standardError == "NoSuchFolder: error: no such file or folder [io.unreadable-file]\n")
    }
}

@Suite struct LocalizedSummaryTests {
    @Test(arguments: [
        ("en", "6 errors, 1 warning in 1 file"),
        ("de", "6 Fehler, 1 Warnung in 1 Datei"),
        ("fr", "6 erreurs, 1 avertissement dans 1 fichier"),
        ("ru", "6 ошибок, 1 предупреждение в 1 файле"),
        ("pl", "6 błędów, 1 ostrzeżenie w 1 pliku"),
        ("ar", "6 أخطاء، تحذير واحد في ملف واحد"),
        ("ja", "1 個のファイルで6 件のエラー、1 件の警告"),
    ])
    func theSummaryLineIsLocalized(locale: String, expected: String) throws {
        let run = try intentkit("metadata", "validate", "--locale", locale, "\(cliFixtures)/broken.metadata.json")
        #expect(run.status == 1)
        #expect(run.standardOutput.split(separator: "\n").last.map(String.init) == expected)
    }

    @Test func pluralFormsFollowEachLanguage() {
        func line(_ locale: String, errors: Int, files: Int) -> String {
            let diagnostics = Array(repeating: Diagnostic(.error, id: "x", "m"), count: errors)
            return LocalizedSummary(locale: locale).line(DiagnosticSummary(counting: diagnostics, inputs: files))
        }
        #expect(line("ru", errors: 2, files: 21) == "2 ошибки в 21 файле")
        #expect(line("ru", errors: 21, files: 5) == "21 ошибка в 5 файлах")
        #expect(line("pl", errors: 22, files: 2) == "22 błędy w 2 plikach")
        #expect(line("ar", errors: 2, files: 2) == "خطآن في ملفين")
        #expect(line("ar", errors: 11, files: 3) == "11 خطأً في 3 ملفات")
        #expect(line("fr", errors: 1_000_000, files: 1) == "1000000 d’erreurs dans 1 fichier")
        #expect(line("en-GB", errors: 0, files: 1) == "no problems in 1 file")
        #expect(line("xx", errors: 1, files: 2) == "1 error in 2 files")
    }

    /// English lines are written without the catalogs: they must say what the catalogs' English says.
    @Test func englishIsTheCatalogsEnglish() {
        for errors in 0...2 {
            for warnings in 0...2 {
                for files in [nil, 1, 2] as [Int?] {
                    let diagnostics = Array(repeating: Diagnostic(.error, id: "x", "m"), count: errors)
                        + Array(repeating: Diagnostic(.warning, id: "y", "m"), count: warnings) + [Diagnostic(.remark, id: "z", "m")]
                    let summary = DiagnosticSummary(counting: diagnostics, inputs: files)
                    for locale in ["en", "en_GB", "en-US"] {
                        #expect(LocalizedSummary(locale: locale).line(summary) == LocalizedSummary(locale: locale).catalogLine(summary))
                    }
                }
            }
        }
        #expect(LocalizedSummary.isEnglish("en") && LocalizedSummary.isEnglish("en_GB") && !LocalizedSummary.isEnglish("eo"))
    }

    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], "de_DE"),
        (["LC_ALL": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"], "ru_RU"),
        (["LC_MESSAGES": "pl_PL", "LANG": "de_DE.UTF-8"], "pl_PL"),
        (["LANG": "C.UTF-8"], "en"),
        (["LANG": "POSIX"], "en"),
        (["LANG": "sr_RS@latin"], "sr_RS"),
        ([:], "en"),
    ])
    func theEnvironmentNamesTheLanguage(environment: [String: String], expected: String) {
        #expect(LocalizedSummary.environmentLocale(environment) == expected)
    }
}
