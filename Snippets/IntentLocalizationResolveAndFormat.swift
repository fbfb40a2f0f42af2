// Resolve a string for a locale as Apple's bundles do, and format it with its arguments and plural forms,
// without ever trapping.

import IntentLocalization
import IntentMetadata

// snippet.resolve
let catalog = Catalog.load(["Examples/SoupChef"], excluding: ["Legacy", "Migrated"])
let resolver = LocalizationResolver(catalog: catalog, developmentLanguage: "en")

// de-AT has no table of its own: the locale falls back to de, then to the development language.
precondition(resolver.fallbackChain(for: "de-AT") == ["de-AT", "de", "en"])
let german = resolver.resolve(LocalizedStringResource("Order Soup"), locale: "de-AT")
precondition(german.table == "Localizable" && german.locale == "de")
precondition(german.value.unit?.value == "Suppe bestellen")
precondition(german.location?.file == "Examples/SoupChef/Localizable.xcstrings")

// No translation anywhere on the chain: the resource's default value, or its key.
let french = resolver.resolve(LocalizedStringResource("Order Soup"), locale: "fr")
precondition(french.table == nil && french.locale == nil && french.value.unit?.value == "Order Soup")
// snippet.end

// snippet.format
// Resolve and format in one step: positions let a translation reorder its arguments.
let ordered = try resolver.format(LocalizedStringResource("Ordered %1$lld %2$@."), locale: "ja", arguments: [3, "Tomato Soup"]).get()
precondition(ordered.text == "Tomato Soupを3個注文しました。")
precondition(ordered.resolution.locale == "ja")
// snippet.end

// snippet.formatter
// The formatter alone: `%#@name@` picks a plural form with the locale's ICU rules, then the text is formatted as
// `String(format:)` formats it.
func form(_ text: String) -> LocalizedValue { LocalizedValue(unit: StringUnit(text)) }
let files = Substitution(formatSpecifier: "d", plural: [
    .one: form("%d файл"), .few: form("%d файла"), .many: form("%d файлов"), .other: form("%d файла"),
])
let russian = StringFormatter(locale: "ru")
for (count, text) in [(1, "1 файл"), (3, "3 файла"), (5, "5 файлов"), (21, "21 файл")] {
    let formatted = try russian.format("%#@files@ в папке %@", arguments: [.integer(count), "Документы"], substitutions: ["files": files]).get()
    precondition(formatted == text + " в папке Документы")
}

// Unnumbered specifiers keep their own counter, as Foundation's do; decimals use the locale's separator.
let english = StringFormatter(locale: "en")
let reused = try english.format("%@ %2$@ %@", arguments: ["A", "B", "C"]).get()
precondition(reused == "A B B")
let price = try StringFormatter(locale: "de").format("%.2f", arguments: [3.5]).get()
precondition(price == "3,50")
// snippet.end

// snippet.errors
// A missing argument, a wrong type or an invalid specifier is a FormatError with a sentence, never a crash.
switch english.format("%d items", arguments: ["many"]) {
case .success: preconditionFailure("a string is not an integer")
case .failure(let error): precondition(error.message == "'%d' formats an integer, but argument 1 is a string")
}
// snippet.end
