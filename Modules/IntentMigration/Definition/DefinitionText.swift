/// A user-visible text of an intent definition: the development-language value and the key of its translations.
///
/// Xcode gives every title, prompt and dialog a random `…ID` key (such as `V3exc2`) into each
/// locale's `<Name>.strings` table.
public struct DefinitionText: Hashable, Sendable {
    /// The text in the development language.
    public var value: String
    /// The key of the text in the per-locale tables, if it has one.
    public var localizationKey: String?

    /// A text with its development-language value and, if it has one, its translation key.
    public init(_ value: String, localizationKey: String? = nil) {
        self.value = value
        self.localizationKey = localizationKey
    }
}
