import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentLocalization
import Testing

@Suite struct StringCatalogFileTests {
    private func parse(_ text: String, path: String = "Localizable.xcstrings") -> StringCatalogFile {
        StringCatalogFile(parsing: Array(text.utf8), path: path)
    }

    @Test func theSameEntryTwiceIsRedundantNotLost() {
        let marked = MarkedText("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                1️⃣"Done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } } },
                2️⃣"Done" : { "localizations" : { "de" : { "stringUnit" : { "value" : "Fertig", "state" : "translated" } } } }
              },
              "version" : "1.0"
            }
            """)
        let second = marked.location(of: "2️⃣")!
        let first = marked.location(of: "1️⃣")!
        // The same members in another order are the same entry.
        let same = parse(marked.text)
        #expect(same.diagnostics.map(\.description) == [
            "Localizable.xcstrings:\(second.line):\(second.column): warning: the key \"Done\" appears twice in the catalog with the same entry; the repeat is redundant [localization.redundant-key]",
        ])
        #expect(same.diagnostics.first?.notes.first?.location?.line == first.line)

        let other = parse(marked.text.replacingOccurrences(of: #""value" : "Fertig", "state""#, with: #""value" : "Erledigt", "state""#))
        #expect(other.diagnostics.map(\.id) == ["localization.duplicate-key"])
        #expect(other.diagnostics.first?.location?.line == second.line)
    }

    @Test func readsUnitsSetsVariationsAndSubstitutions() throws {
        let marked = MarkedText("""
            {
              "sourceLanguage" : "en",
              "version" : "1.1",
              "strings" : {
                1️⃣"Add %lld items to %@" : {
                  "comment" : "Cart",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : { "state" : "needs_review", "value" : 2️⃣"%1$#@items@ zu %2$@ hinzufügen" },
                      "substitutions" : {
                        "items" : {
                          "formatSpecifier" : "lld",
                          "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Artikel" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Artikel" } }
                          } }
                        }
                      }
                    },
                    "en" : {
                      "variations" : { "device" : {
                        "mac" : { "stringUnit" : { "state" : "new", "value" : "Click to add" } },
                        "other" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } } }
                      } }
                    }
                  }
                },
                "Open ${applicationName}" : {
                  "localizations" : { "ja" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName}を開く", "${applicationName}を起動" ] } } }
                },
                "Brand" : { "shouldTranslate" : false },
                "" : { }
              }
            }
            """)
        let file = parse(marked.text)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.version == "1.1")
        let table = file.table
        #expect(table.name == "Localizable" && table.sourceLanguage == "en")
        #expect(table.keys == ["Add %lld items to %@", "Open ${applicationName}", "Brand", ""])

        let entry = try #require(table["Add %lld items to %@"])
        #expect(entry.comment == "Cart" && entry.extractionState == "manual" && entry.shouldTranslate)
        #expect(entry.location?.line == marked.location(of: "1️⃣")?.line && entry.location?.column == marked.location(of: "1️⃣")?.column)
        let german = try #require(entry.localizations["de"])
        #expect(german.unit?.value == "%1$#@items@ zu %2$@ hinzufügen")
        #expect(german.unit?.state == .needsReview)
        #expect(german.unit?.location?.line == marked.location(of: "2️⃣")?.line && german.unit?.location?.column == marked.location(of: "2️⃣")?.column)
        let items = try #require(german.substitutions["items"])
        #expect(items.argumentNumber == nil && items.formatSpecifier == "lld")
        #expect(items.plural.keys.sorted() == [.one, .other])
        let english = try #require(entry.localizations["en"])
        #expect(english.device["mac"]?.unit?.value == "Click to add" && english.device["mac"]?.unit?.state == .new)
        #expect(english.device["other"]?.plural[.other]?.unit?.value == "Tap")
        #expect(english.allUnits.map(\.value) == ["Click to add", "Tap"])

        #expect(table["Open ${applicationName}"]?.localizations["ja"]?.stringSet?.values == ["${applicationName}を開く", "${applicationName}を起動"])
        #expect(table["Brand"]?.shouldTranslate == false)
        #expect(table.locales == ["de", "en", "ja"])
    }

    @Test func reportsProblemsWhereTheyAreAndKeepsTheRest() throws {
        let marked = MarkedText(try String(contentsOfFile: fixturesDirectory() + "/StringCatalog/Problems.xcstrings", encoding: .utf8))
        let file = parse(marked.text, path: "Problems.xcstrings")
        func at(_ marker: String) -> String { "\(marked.location(of: marker)!.line):\(marked.location(of: marker)!.column)" }
        let rendered = file.diagnostics.map { "\($0.location!.line!):\($0.location!.column!): \($0.severity.rawValue): \($0.message) [\($0.id)]" }
        var expected: [String] = []
        expected.append("\(at("2️⃣")): error: 'several' is not a plural category (zero, one, two, few, many, other) [localization.invalid-catalog]")
        expected.append("\(at("3️⃣")): warning: unknown translation state \"reviewed\"; it is read as far as it can be and kept as written [localization.unknown-catalog-value]")
        expected.append("\(at("4️⃣")): error: 'shouldTranslate' of the entry for \"Brand\" must be true or false, found a string [localization.invalid-catalog]")
        expected.append("\(at("5️⃣")): warning: the key \"%lld files\" appears twice in the catalog with different entries; JSON readers keep only one of them (Foundation's JSONSerialization the last, JSONDecoder the first), and this one is ignored here [localization.duplicate-key]")
        expected.append("\(at("6️⃣")): error: 'stringUnit' of the de localization of \"Done\" has no string 'value' [localization.invalid-catalog]")
        expected.append("\(at("7️⃣")): warning: String Catalog version \"2.0\" is not one this IntentKit knows (1.0 to 1.3, what Xcode 15 to 26 writes); the catalog is read as 1.3 and kept as written [localization.unknown-catalog-value]")
        #expect(rendered.count == expected.count)
        #expect(Set(rendered) == Set(expected))
        // The readable parts still load.
        let russian = try #require(file.table["%lld files"]?.localizations["ru"])
        #expect(russian.plural[.one]?.unit?.value == "%lld файл")
        #expect(russian.plural[.other]?.unit?.state == .unknown("reviewed"))
        #expect(file.table.keys == ["%lld files", "Brand", "Done"])
    }

    @Test func malformedJSONIsAParseError() {
        let file = parse("{ \"strings\" : { \"a\" : }")
        #expect(file.diagnostics.map(\.description) == [
            "Localizable.xcstrings:1:23: error: the catalog is not well-formed JSON: unexpected '}', expected a value [localization.parse-error]",
        ])
    }
}

@Suite(.enabled(if: Corpus.shouldRun, Comment(rawValue: Corpus.skipReason))) struct StringCatalogCorpusTests {
    @Test func theCorpusHasCatalogs() throws {
        try #require(Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage))
        #expect(Corpus.files(withExtension: ".xcstrings").count >= 20)
    }

    /// Counts string units the way a plain JSON walk sees them, independently of our reader.
    private func stringUnitCount(_ object: Any) -> Int {
        switch object {
        case let dictionary as [String: Any]:
            return (dictionary["stringUnit"] is [String: Any] ? 1 : 0)
                + dictionary.filter { $0.key != "stringUnit" }.values.reduce(0) { $0 + stringUnitCount($1) }
        case let array as [Any]:
            return array.reduce(0) { $0 + stringUnitCount($1) }
        default:
            return 0
        }
    }

    @Test(arguments: Corpus.files(withExtension: ".xcstrings"))
    func readsEveryCorpusCatalogCompletely(relativePath: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Corpus.root + "/" + relativePath))
        let file = StringCatalogFile(parsing: [UInt8](data), path: relativePath)
        #expect(!file.diagnostics.contains { $0.severity == .error }, "\(file.diagnostics)")
        let foundation = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = foundation["strings"] as? [String: Any] ?? [:]
        #expect(file.table.keys.count == strings.count)
        let units = file.table.entries.values.flatMap { $0.localizations.values.flatMap(\.allUnits) }.count
        #expect(units == stringUnitCount(strings))
        #expect(file.table.sourceLanguage == foundation["sourceLanguage"] as? String)
    }
}
