import Foundation
import IntentKitTestSupport
@testable import IntentLocalization
import Testing

/// IntentKit's own catalogs (`Localization/Catalogs`) are held to the standard the linter applies to apps.
@Suite struct ProjectCatalogTests {
    let catalog = Catalog.load([packageRoot() + "/Localization/Catalogs"])

    @Test func everyLocaleParsesCleanly() {
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(catalog.tables["IntentKit"]?.locales == ["ar", "de", "en", "fr", "ja", "pl", "ru"])
    }

    @Test func everyKeyIsInEveryLocale() throws {
        let table = try #require(catalog.tables["IntentKit"])
        for key in table.keys {
            #expect(Set(table[key]!.localizations.keys) == Set(table.locales), "\(key)")
        }
    }

    @Test func everyPluralHasEveryCategoryItsLanguageNeeds() throws {
        let table = try #require(catalog.tables["IntentKit"])
        for key in table.keys {
            for (locale, value) in table[key]!.localizations {
                let needed = Set(try PluralRules.rules(for: locale).categories)
                for (name, substitution) in value.substitutions {
                    #expect(needed.isSubset(of: Set(substitution.plural.keys)), "\(locale) \(key) \(name)")
                    #expect(substitution.ruleType == "NSStringPluralRuleType" && substitution.formatSpecifier == "d")
                }
            }
        }
    }
}
