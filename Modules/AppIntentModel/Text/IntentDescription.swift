import IntentMetadata

/// What an intent does, as shown in the Shortcuts editor, with its category, search keywords and result name.
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The category the action is grouped under.
    public var categoryName: LocalizedStringResource?
    /// Words that find the action in search.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the value the intent returns (iOS 17).
    public var resultValueName: LocalizedStringResource?

    /// Creates a description.
    public init(
        _ descriptionText: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [],
        resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    var definition: IntentDescriptionDefinition {
        IntentDescriptionDefinition(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords, resultValueName: resultValueName)
    }
}
