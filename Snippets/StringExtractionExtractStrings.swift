// Extracts the localizable strings of a bundled example app's Swift sources, as Xcode's build extracts them into String Catalogs.
import Diagnostics
import IntentLocalization
import StringExtraction

// Every Swift file under the folder; by default every branch of every `#if` is read.
let extraction = StringExtractor().extract(["Examples/SoupChef/Sources"])

// Each use of a localizable string: its key, its table, the API that made it localizable, and where it is.
for use in extraction.uses.prefix(3) {
    print(use.location, use.tableName, use.origin, "“\(use.key)”")
}

// The keys: the uses grouped by bundle, table and key, each with every place that uses it.
let keys = extraction.keys
for key in keys where key.table == "AppShortcuts" || key.locations.count > 2 {
    print(key.table, "“\(key.key)”", "used \(key.locations.count)×")
}

// One new String Catalog per table, as Xcode would create them, written in Xcode's layout.
let catalogs = extraction.catalogs(sourceLanguage: "en")
print(catalogs.keys.sorted())
print(catalogs["AppShortcuts"]!.xcodeText().prefix(200))

// snippet.hide
precondition(extraction.diagnostics.isEmpty)
func key(_ text: String, in table: String = "Localizable") -> ExtractedKey? { keys.first { $0.key == text && $0.table == table } }
// App Intents titles are `LocalizedStringResource`s; an interpolation becomes a format specifier of its type.
precondition(key("Order Soup")?.origins == [.resource] && key("Order Soup")?.locations.count == 2)
precondition(key("Ordered %lld %@.") != nil, "dialog: \"Ordered \\(quantity) \\(chosen.name).\"")
// Parameter summaries keep their parameters as placeholders; App Shortcut phrases go to the AppShortcuts table.
precondition(key("Order ${quantity} ${soup} for ${orderType}") != nil)
precondition(key("Order ${soup} with ${applicationName}", in: "AppShortcuts")?.origins == [.appShortcutPhrase])
precondition(catalogs.keys.sorted() == ["AppShortcuts", "Localizable"])
precondition(catalogs["Localizable"]?["sourceLanguage"]?.stringValue == "en")
