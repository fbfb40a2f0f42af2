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
    ///
    /// They are also the keys of `AppShortcuts.strings`.
    public var phrases: [String]
    /// The short title shown on the shortcut's tile.
    public var shortTitle: LocalizedStringResource?
    /// The SF Symbol shown on the tile.
    public var systemImageName: String?
    /// How a parameterized shortcut presents its parameter's values in Spotlight and Shortcuts (version 1.1).
    ///
    /// This is the shortcut's `parameterPresentation:` (iOS 17).
    public var parameterPresentation: ParameterPresentationDefinition?
    /// Where the shortcut is declared.
    public var location: SourceLocation?

    /// Creates an App Shortcut definition.
    public init(
        intent: String,
        phrases: [String],
        shortTitle: LocalizedStringResource? = nil,
        systemImageName: String? = nil,
        parameterPresentation: ParameterPresentationDefinition? = nil,
        location: SourceLocation? = nil
    ) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.parameterPresentation = parameterPresentation
        self.location = location
    }
}

/// An App Shortcut's `AppShortcutParameterPresentation` (version 1.1).
///
/// It names the parameter whose values become one shortcut each, the summary shown for them, and the
/// collections of options.
public struct ParameterPresentationDefinition: Hashable, Sendable, Codable {
    /// The parameter (`for: \.$playlist`), by name.
    public var parameter: String
    /// The summary, with `${parameter}` placeholders (`AppShortcutParameterPresentationSummary`), if any.
    public var summary: LocalizedStringResource?
    /// The collections of options, in order.
    public var optionsCollections: [OptionsCollectionDefinition]

    /// Creates a parameter presentation.
    public init(parameter: String, summary: LocalizedStringResource? = nil, optionsCollections: [OptionsCollectionDefinition] = []) {
        self.parameter = parameter
        self.summary = summary
        self.optionsCollections = optionsCollections
    }

    private enum CodingKeys: String, CodingKey {
        case parameter, summary, optionsCollections
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            parameter: try c.decode(String.self, forKey: .parameter),
            summary: try c.decodeIfPresent(LocalizedStringResource.self, forKey: .summary),
            optionsCollections: try c.decodeIfPresent([OptionsCollectionDefinition].self, forKey: .optionsCollections) ?? []
        )
    }
}

/// One `AppShortcutOptionsCollection`: an options provider with a title and a symbol (version 1.1).
public struct OptionsCollectionDefinition: Hashable, Sendable, Codable {
    /// The `DynamicOptionsProvider` or query that supplies the options, by identifier.
    public var provider: String
    /// The collection's title.
    public var title: LocalizedStringResource
    /// The SF Symbol, if any.
    public var systemImageName: String?

    /// Creates an options collection.
    public init(provider: String, title: LocalizedStringResource, systemImageName: String? = nil) {
        self.provider = provider
        self.title = title
        self.systemImageName = systemImageName
    }
}
