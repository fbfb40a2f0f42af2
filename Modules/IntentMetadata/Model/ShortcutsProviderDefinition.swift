import Diagnostics

/// An `AppShortcutsProvider` and the App Shortcuts it declares.
public struct ShortcutsProviderDefinition: MetadataDefinition {
    public static let kindName = "shortcuts provider"

    /// The type name, such as `SoupChefShortcuts`.
    public var identifier: String
    /// The App Shortcuts, in declaration order (which sets their initial order in Spotlight).
    public var shortcuts: [AppShortcutDefinition]
    /// Phrases that must not trigger any shortcut (`negativePhrases`, iOS 17).
    public var negativePhrases: [String]
    /// The tile color in the Shortcuts app, if set.
    public var tileColor: TileColor?
    /// Where the provider is declared.
    public var location: SourceLocation?
    /// In a merged app document: the package that contributed the definition and how the app reaches it.
    public var provenance: DefinitionProvenance?

    /// Creates a provider definition.
    public init(
        identifier: String,
        shortcuts: [AppShortcutDefinition],
        negativePhrases: [String] = [],
        tileColor: TileColor? = nil,
        location: SourceLocation? = nil
    ) {
        self.identifier = identifier
        self.shortcuts = shortcuts
        self.negativePhrases = negativePhrases
        self.tileColor = tileColor
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, shortcuts, negativePhrases, tileColor, location, provenance
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try c.decode(String.self, forKey: .identifier),
            shortcuts: try c.decodeIfPresent([AppShortcutDefinition].self, forKey: .shortcuts) ?? [],
            negativePhrases: try c.decodeIfPresent([String].self, forKey: .negativePhrases) ?? [],
            tileColor: try c.decodeIfPresent(TileColor.self, forKey: .tileColor),
            location: try c.decodeIfPresent(SourceLocation.self, forKey: .location)
        )
        provenance = try c.decodeIfPresent(DefinitionProvenance.self, forKey: .provenance)
    }
}

/// One `AppShortcut(intent:phrases:shortTitle:systemImageName:)`.
public struct AppShortcutDefinition: Hashable, Sendable, Codable {
    /// The intent it runs, by identifier.
    public var intent: String
    /// The phrase templates, with `${applicationName}` and `${parameterName}` placeholders.
    /// They are also the keys of `AppShortcuts.strings`.
    public var phrases: [String]
    /// The short title shown on the shortcut's tile.
    public var shortTitle: LocalizedStringResource?
    /// The SF Symbol shown on the tile.
    public var systemImageName: String?
    /// Where the shortcut is declared.
    public var location: SourceLocation?

    /// Creates an App Shortcut definition.
    public init(
        intent: String,
        phrases: [String],
        shortTitle: LocalizedStringResource? = nil,
        systemImageName: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.location = location
    }
}
