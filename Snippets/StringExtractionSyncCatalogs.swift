// Compares an app's string tables with the strings its code uses, and brings a String Catalog up to date as Xcode's build does.
import Diagnostics
import IntentExtraction
import IntentLocalization
import StringExtraction

// The app's folder (or its Xcode project): its scopes (targets, packages, folders), their Swift files and tables,
// and the strings of every scope's code.
let code = CodeStrings.load("Examples/SoupChef", options: ExtractionOptions(), configuration: nil)

// Keys the code uses that a table lacks, tables the code names that no catalog has, untranslated App Intents strings…
let findings = code.extraction.checkTables(code.scopes)
for finding in findings {
    print(finding)
}

// What syncing the app's catalog with its code would change, without writing it (`write: true` rewrites it).
let keysByCatalog = code.extraction.keys(byTableFile: code.scopes)
let catalogPath = "Examples/SoupChef/Localizable.xcstrings"
let check = CatalogSync.sync(file: catalogPath, keys: keysByCatalog[catalogPath]!, write: false)
print(catalogPath, check.changes.isEmpty ? "is up to date" : "would change: \(check.changes.map(\.key))")

// The same in memory: a key the code uses is added, an extracted key no code uses is marked stale.
let catalog = CatalogJSON.object([
    .init("sourceLanguage", .string("en")),
    .init("strings", .object([.init("Old Title", .object([]))])),
    .init("version", .string("1.0")),
])
let uses = StringExtractor().extract(sources: [(path: "Sources/App/Title.swift", text: #"let title = String(localized: "New Title")"#)])
let synced = CatalogSync.sync(catalog, keys: uses.keys)
for change in synced.changes {
    print(change.kind, "“\(change.key)”", change.location.map { "\($0)" } ?? "")
}
print(synced.catalog.xcodeText())

// snippet.hide
precondition(code.extraction.diagnostics.isEmpty)
precondition(findings.isEmpty, "the example's tables hold every key its code uses")
precondition(check.diagnostics.isEmpty && check.changes.isEmpty && !check.written)
precondition(synced.changes.map(\.kind) == [.added, .markedStale])
precondition(synced.changes.map(\.key) == ["New Title", "Old Title"])
precondition(synced.catalog["strings"]?["Old Title"]?["extractionState"]?.stringValue == "stale")
