import IntentMetadata
import Testing

@Suite struct LocalizedStringResourceTests {
    @Test func interpolationBuildsAppleStyleKeysAndKeepsTheText() {
        let count = 3
        let price = 6.5
        let name = "Minestrone"
        let resource: LocalizedStringResource = "\(count) × \(name) at \(price) (100%)"
        #expect(resource.key == "%lld × %@ at %lf (100%%)")
        #expect(resource.defaultValue == "3 × Minestrone at 6.5 (100%)")
        #expect(resource.fallbackText == "3 × Minestrone at 6.5 (100%)")
    }

    @Test func aPlainLiteralIsItsOwnKey() {
        let resource: LocalizedStringResource = "Order Soup"
        #expect(resource.key == "Order Soup")
        #expect(resource.defaultValue == nil)
    }

    @Test func nestedResourcesContributeTheirText() {
        let inner = LocalizedStringResource("soup.name", defaultValue: "Soup")
        let outer: LocalizedStringResource = "Order \(inner)"
        #expect(outer.key == "Order %@")
        #expect(outer.fallbackText == "Order Soup")
    }
}

@Suite struct PlaceholderInterpolationTests {
    @Test func placeholdersWriteTheirSpecifierIntoTheKey() {
        let books: LocalizedStringResource = "\(placeholder: .int) books"
        #expect(books.key == "%lld books")
        #expect(books.defaultValue == nil)
        let mixed: LocalizedStringResource = "\(placeholder: .double) km of \(placeholder: .object) (100%)"
        #expect(mixed.key == "%lf km of %@ (100%%)")
        #expect(LocalizationPlaceholder.allCases.map(\.specifier) == ["%lld", "%llu", "%f", "%lf", "%@"])
    }
}
