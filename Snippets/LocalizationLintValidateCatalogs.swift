// Validate an app's string catalogs in a test: lint them with LocalizationLint, assert on the findings, and add
// rules of your own with IntentLocalization's readers and ICU plural rules. In a test target, `#expect` (Swift
// Testing) or `XCTAssert` take the place of `precondition`, and the code goes in a test function.

// snippet.hide
import Foundation
// snippet.show
import Diagnostics
import IntentLocalization
import LocalizationLint

// snippet.clean
// The app's resources: every catalog under the folder is read, in every locale.
let clean = await LocalizationLinter().lint(["Examples/SoupChef"])
precondition(!clean.files.isEmpty)
precondition(clean.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(clean.diagnostics)")
// snippet.end

// snippet.hide
// A folder of fixtures for the test; a test target would ship them as resources or write them like this.
let fixtures = FileManager.default.temporaryDirectory
    .appendingPathComponent("LocalizationLintValidateCatalogs-\(ProcessInfo.processInfo.processIdentifier)").path
try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
// snippet.show

// snippet.findings
// A String Catalog with three mistakes: a German placeholder of the wrong type, a Russian plural without the
// `few` and `many` forms, and "Done" untranslated in German (and waiting for review in Russian).
let catalogText = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "Hello %@" : { "localizations" : {
      "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo %d" } },
      "ru" : { "stringUnit" : { "state" : "translated", "value" : "Привет, %@" } } } },
    "%lld files" : { "localizations" : {
      "de" : { "variations" : { "plural" : {
        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } },
      "ru" : { "variations" : { "plural" : {
        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } } } },
    "Done" : { "localizations" : {
      "ru" : { "stringUnit" : { "state" : "needs_review", "value" : "Готово" } } } }
  },
  "version" : "1.0"
}
"""#
// `fixtures` is a temporary folder the test writes its catalogs into.
let catalogPath = fixtures + "/Localizable.xcstrings"
try catalogText.write(toFile: catalogPath, atomically: true, encoding: .utf8)

let report = await LocalizationLinter().lint([fixtures])

// Errors break the app at run time: here the German text reads an integer where the code passes a string.
let errors = report.diagnostics.filter { $0.severity == .error }
precondition(errors.map(\.id) == [LintChecks.placeholderMismatch.id])
precondition(errors[0].context["key"] == "Hello %@" && errors[0].context["locale"] == "de")
precondition(errors[0].location?.file == catalogPath && errors[0].location?.line == 5)

// Each finding names its check, table, key and locale.
func finding(_ check: Check, key: String, locale: String) -> Diagnostic? {
    report.diagnostics.first { $0.id == check.id && $0.context["key"] == key && $0.context["locale"] == locale }
}
precondition(finding(LintChecks.missingPluralCategory, key: "%lld files", locale: "ru")?.severity == .warning)
precondition(finding(LintChecks.missingTranslation, key: "Done", locale: "de") != nil)
precondition(finding(LintChecks.needsReview, key: "Done", locale: "ru") != nil)
precondition(report.diagnostics.count == 4)

// Coverage per locale: German misses one key of three, Russian has one waiting for review.
let german = report.coverage.first { $0.locale == "de" }!
precondition(german.keys == 3 && german.translated == 2 && german.missing == 1)
let russian = report.coverage.first { $0.locale == "ru" }!
precondition(russian.translated == 2 && russian.needsReview == 1)
// snippet.end

// snippet.configuration
// The project's `.intentkit.yml`: the same settings `intentkit localization lint` reads.
let (configuration, problems) = LintConfiguration.load(yaml: """
    localization:
      checks:
        localization.missing-translation: error
        localization.needs-review: off
    """, path: ".intentkit.yml")
precondition(problems.isEmpty)

let strict = await LocalizationLinter(configuration: configuration).lint([fixtures])
precondition(Set(strict.diagnostics.filter { $0.severity == .error }.map(\.id))
    == [LintChecks.placeholderMismatch.id, LintChecks.missingTranslation.id])
precondition(!strict.diagnostics.contains { $0.id == LintChecks.needsReview.id })
// snippet.end

// snippet.baseline
// Accept today's findings, as `intentkit localization lint --write-baseline` does, then fail only on new ones.
let baseline = LintBaseline(accepting: report.diagnostics)
precondition(baseline.newFindings(in: report.diagnostics).new.isEmpty)

try (catalogText.replacingOccurrences(of: "Привет, %@", with: "Привет, %1$@ %2$@"))
    .write(toFile: catalogPath, atomically: true, encoding: .utf8)
let later = await LocalizationLinter().lint([fixtures])
let new = baseline.newFindings(in: later.diagnostics).new
precondition(new.map(\.id) == [LintChecks.placeholderMismatch.id] && new[0].context["locale"] == "ru")
// snippet.end

// snippet.rules
// Rules of your own: read the catalog with IntentLocalization and ask ICU which plural form each count
// the app shows selects.
let catalog = Catalog.load([fixtures])
precondition(catalog.diagnostics.isEmpty)
let files = catalog.tables["Localizable"]!["%lld files"]!
let rules = try PluralRules.rules(for: "ru")
let formsMissing = [1, 2, 5, 21].map { rules.category(for: Double($0)) }
    .filter { files.localizations["ru"]?.plural[$0] == nil }
precondition(formsMissing == [.few, .many])
// snippet.end

// snippet.hide
try FileManager.default.removeItem(atPath: fixtures)
