// Read `.strings`, `.stringsdict` and `.xcstrings` files, one at a time or a whole project's, with the line and
// column of every key and value and the problems the readers found.

import Diagnostics
import IntentLocalization

// snippet.strings
// A `.strings` table: the readers take bytes and a path (which diagnostics name), and never throw.
let stringsText = """
    /* Shown on launch */
    "greeting" = "Hallo %@!";
    "done" = "Fertig";
    "done" = "Erledigt";
    """
let strings = StringsFile(parsing: Array(stringsText.utf8), path: "de.lproj/Localizable.strings")
precondition(strings.encoding == .utf8)
precondition(strings.entries.map(\.key) == ["greeting", "done", "done"])  // file order, duplicates kept
precondition(strings.entries[0].comment == "Shown on launch")
precondition(strings.entries[1].keyLocation.description == "de.lproj/Localizable.strings:3:1")
precondition(strings.dictionary["done"] == "Erledigt")  // the last value wins, as in Apple's readers
precondition(strings.diagnostics.map(\.id) == [LocalizationChecks.duplicateKey.id])
// snippet.end

// snippet.stringsdict
// A `.stringsdict` entry becomes a value whose unit is the format key and whose substitutions are its variables.
let stringsDictText = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
        <key>%d files</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@files@</string>
            <key>files</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d файл</string>
                <key>few</key>
                <string>%d файла</string>
                <key>many</key>
                <string>%d файлов</string>
                <key>other</key>
                <string>%d файла</string>
            </dict>
        </dict>
    </dict>
    </plist>
    """
let stringsDict = StringsDictFile(parsing: Array(stringsDictText.utf8), path: "ru.lproj/Localizable.stringsdict")
precondition(stringsDict.diagnostics.isEmpty)
let plural = stringsDict.entries[0].value
precondition(plural.unit?.value == "%#@files@")
let files = plural.substitutions["files"]!
precondition(files.ruleType == "NSStringPluralRuleType" && files.formatSpecifier == "d")
precondition(files.plural.keys.sorted() == [.one, .few, .many, .other])
precondition(files.plural[.many]?.unit?.value == "%d файлов")
precondition(files.plural[.many]?.unit?.location?.line == 19)
// snippet.end

// snippet.xcstrings
// A String Catalog holds every locale of one table, with each string's translation state.
let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Done" : {
          "comment" : "A button",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } },
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Terminé" } }
          }
        }
      },
      "version" : "1.0"
    }
    """
let stringCatalog = StringCatalogFile(parsing: Array(catalogText.utf8), path: "Localizable.xcstrings")
precondition(stringCatalog.version == "1.0" && stringCatalog.diagnostics.isEmpty)
let table = stringCatalog.table
precondition(table.name == "Localizable" && table.sourceLanguage == "en")
precondition(table.locales == ["de", "fr"])
let done = table["Done"]!
precondition(done.comment == "A button")
precondition(done.localizations["fr"]?.unit?.state == .needsReview)
precondition(table.value(for: "Done", locale: "de")?.unit?.value == "Fertig")
// snippet.end

// snippet.project
// A project's catalogs: `.strings` and `.stringsdict` in `*.lproj` folders, `.xcstrings` anywhere, read on all
// cores and merged into one table per name. Excluded names are skipped, as are `.build*` and `.git`.
let catalog = Catalog.load(["Examples/SoupChef"], excluding: ["Legacy", "Migrated"])
precondition(catalog.diagnostics.isEmpty)
precondition(catalog.files == [
    "Examples/SoupChef/Localizable.xcstrings",
    "Examples/SoupChef/ar.lproj/AppShortcuts.strings",
    "Examples/SoupChef/de.lproj/AppShortcuts.strings",
    "Examples/SoupChef/en.lproj/AppShortcuts.strings",
    "Examples/SoupChef/ja.lproj/AppShortcuts.strings",
])
precondition(catalog.tables.keys.sorted() == ["AppShortcuts", "Localizable"])

let localizable = catalog.tables["Localizable"]!
precondition(localizable.value(for: "Order Soup", locale: "de")?.unit?.value == "Suppe bestellen")
let phrases = catalog.tables["AppShortcuts"]!
precondition(phrases.locales == ["ar", "de", "en", "ja"])
precondition(phrases.files["de"] == ["Examples/SoupChef/de.lproj/AppShortcuts.strings"])
precondition(phrases["Show the ${applicationName} menu"]?.localizations["ja"]?.unit?.value == "${applicationName}のメニューを表示")
// snippet.end
