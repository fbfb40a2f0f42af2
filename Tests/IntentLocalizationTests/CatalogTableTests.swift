import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentLocalization
import Testing

/// How files join their tables (`Fixtures/Merge`), and the table and value types themselves.
@Suite struct CatalogTableTests {
    let root = fixturesDirectory() + "/Merge"

    @Test func filesJoinTheirTableInReadingOrder() throws {
        let catalog = Catalog.load([root])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let table = try #require(catalog.tables["Localizable"])
        // Keys in first-read order: de, then en, then the other target's en, then the String Catalog.
        #expect(table.keys == ["b", "a", "only-de", "count", "kit", "xc"])
        #expect(table.locales == ["de", "en", "fr"])
        #expect(table.files["en"]?.map { $0.replacingOccurrences(of: root + "/", with: "") } == [
            "App/en.lproj/Localizable.strings", "App/en.lproj/Localizable.stringsdict", "Kit/en.lproj/Localizable.strings",
            "Kit/Localizable.xcstrings",
        ])

        // A later file of the same table and locale wins; the first comment stays.
        #expect(table.value(for: "a", locale: "en")?.unit?.value == "A from Kit")
        #expect(table["a"]?.comment == "The first letter")
        #expect(table["a"]?.location?.file.hasSuffix("App/de.lproj/Localizable.strings") == true)
        // The String Catalog adds its locales to existing keys and its keys with their states.
        #expect(table.value(for: "a", locale: "fr")?.unit?.value == "A (fr)")
        #expect(table["xc"]?.extractionState == "manual")
        #expect(table.value(for: "xc", locale: "en")?.unit?.state == .translated)

        // The .stringsdict entry wins over the .strings one, whatever their order.
        let count = try #require(table.value(for: "count", locale: "en"))
        #expect(count.unit?.value == "%#@items@")
        #expect(count.substitutions["items"]?.plural[.one]?.unit?.value == "%d item")

        // A key gathers exactly the locales that have it.
        #expect(Set(try #require(table["only-de"]).localizations.keys) == ["de"])
        #expect(Set(try #require(table["a"]).localizations.keys) == ["de", "en", "fr"])
        #expect(table.value(for: "only-de", locale: "en") == nil)
        #expect(table.value(for: "missing", locale: "en") == nil)
        #expect(table.entries.count == table.keys.count)
    }

    @Test func theAsynchronousLoadReadsTheSameCatalog() async throws {
        // In an async context the async overload is chosen; a synchronous closure picks the other one.
        let loadSynchronously: () -> Catalog = { Catalog.load([root]) }
        let synchronous = loadSynchronously()
        let asynchronous = await Catalog.load([root])
        #expect(asynchronous.files == synchronous.files)
        #expect(asynchronous.diagnostics == synchronous.diagnostics)
        #expect(Set(asynchronous.tables.keys) == Set(synchronous.tables.keys))
        for (name, table) in synchronous.tables {
            let other = try #require(asynchronous.tables[name])
            #expect(other.keys == table.keys)
            #expect(other.locales == table.locales)
            #expect(other.entries == table.entries)
        }
    }

    @Test func insertingReplacesAnEntryAndItsLocalizations() {
        var table = CatalogTable(name: "T")
        let first = CatalogEntry(key: "k", comment: "first", localizations: [
            "en": LocalizedValue(unit: StringUnit("Key")), "de": LocalizedValue(unit: StringUnit("Schlüssel")),
        ])
        table.insert(first)
        table.setLocalization(LocalizedValue(unit: StringUnit("Other")), for: "other", locale: "en", keyLocation: nil)
        #expect(table.keys == ["k", "other"])
        #expect(table["k"] == first)

        table.insert(CatalogEntry(key: "k", comment: "second", localizations: ["en": LocalizedValue(unit: StringUnit("Key 2"))]))
        #expect(table.keys == ["k", "other"])
        #expect(table["k"]?.comment == "second")
        #expect(table["k"]?.localizations.keys.sorted() == ["en"])
        #expect(table.value(for: "k", locale: "de") == nil)
        #expect(table.value(for: "other", locale: "en")?.unit?.value == "Other")
    }

    @Test func aCopiedValueChangesAloneAndComparesByContent() {
        let original = LocalizedValue(unit: StringUnit("One"), plural: [.other: LocalizedValue(unit: StringUnit("%d"))])
        var copy = original
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)

        copy.unit?.value = "Two"
        copy.plural[.one] = LocalizedValue(unit: StringUnit("one"))
        #expect(original.unit?.value == "One")
        #expect(original.plural.keys.sorted() == [.other])
        #expect(copy.unit?.value == "Two")
        #expect(copy != original)

        let rebuilt = LocalizedValue(unit: StringUnit("One"), plural: [.other: LocalizedValue(unit: StringUnit("%d"))])
        #expect(rebuilt == original)
        #expect(Set([rebuilt, original]).count == 1)
    }
}
