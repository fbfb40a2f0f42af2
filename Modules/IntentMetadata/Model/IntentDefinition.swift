import Diagnostics

/// An app intent: what Shortcuts, Siri, Spotlight and widgets know about one `AppIntent` type.
public struct IntentDefinition: MetadataDefinition {
    public static let kindName = "intent"

    /// The type name, such as `OrderSoupIntent`.
    public var identifier: String
    /// The title (`static var title`).
    public var title: LocalizedStringResource
    /// The description (`static var description`), if any.
    public var description: IntentDescriptionDefinition?
    /// Whether running the intent opens the app.
    public var openAppWhenRun: Bool
    /// Whether the intent appears in Shortcuts and Spotlight.
    public var isDiscoverable: Bool
    /// The authentication policy, if the intent sets one explicitly.
    public var authenticationPolicy: AuthenticationPolicy?
    /// The parameters, in declaration order.
    public var parameters: [ParameterDefinition]
    /// The parameter summary, if the intent declares one.
    public var parameterSummary: ParameterSummaryDefinition?
    /// What `perform()` returns, if known.
    public var result: ResultDefinition?
    /// For a `CustomIntentMigratedAppIntent`, the SiriKit intent class it replaces (such as `OrderSoupIntent`).
    public var intentClassName: String?
    /// Whether the intent is a `WidgetConfigurationIntent`.
    public var isWidgetConfiguration: Bool
    /// The assistant schema the intent adopts (`@AppIntent(schema: .books.openBook)` → `books.openBook`; version 1.1).
    public var schema: String?
    /// Whether a schema intent is hidden from Shortcuts (`isAssistantOnly`; version 1.1).
    public var isAssistantOnly: Bool
    /// The system protocols the intent adopts, sorted (version 1.1).
    public var systemProtocols: [IntentSystemProtocol]
    /// The modes the intent may run in (`supportedModes`, iOS 26), sorted; `nil` when not declared (version 1.1).
    public var supportedModes: [IntentMode]?
    /// Where the intent is declared.
    public var location: SourceLocation?
    /// In a merged app document: the package that contributed the definition and how the app reaches it.
    public var provenance: DefinitionProvenance?

    /// Creates an intent definition.
    public init(
        identifier: String,
        title: LocalizedStringResource,
        description: IntentDescriptionDefinition? = nil,
        openAppWhenRun: Bool = false,
        isDiscoverable: Bool = true,
        authenticationPolicy: AuthenticationPolicy? = nil,
        parameters: [ParameterDefinition] = [],
        parameterSummary: ParameterSummaryDefinition? = nil,
        result: ResultDefinition? = nil,
        intentClassName: String? = nil,
        isWidgetConfiguration: Bool = false,
        schema: String? = nil,
        isAssistantOnly: Bool = false,
        systemProtocols: [IntentSystemProtocol] = [],
        supportedModes: [IntentMode]? = nil,
        location: SourceLocation? = nil
    ) {
        self.identifier = identifier
        self.title = title
        self.description = description
        self.openAppWhenRun = openAppWhenRun
        self.isDiscoverable = isDiscoverable
        self.authenticationPolicy = authenticationPolicy
        self.parameters = parameters
        self.parameterSummary = parameterSummary
        self.result = result
        self.intentClassName = intentClassName
        self.isWidgetConfiguration = isWidgetConfiguration
        self.schema = schema
        self.isAssistantOnly = isAssistantOnly
        self.systemProtocols = Array(Set(systemProtocols)).sorted()
        self.supportedModes = supportedModes.map { Array(Set($0)).sorted() }
        self.location = location
    }

    /// Whether the intent adopts `proto`.
    public func adopts(_ proto: IntentSystemProtocol) -> Bool {
        systemProtocols.contains(proto)
    }

    /// The parameter named `name`.
    public func parameter(named name: String) -> ParameterDefinition? {
        parameters.first { $0.name == name }
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, title, description, openAppWhenRun, isDiscoverable, authenticationPolicy
        case parameters, parameterSummary, result, intentClassName, isWidgetConfiguration
        case schema, isAssistantOnly, systemProtocols, supportedModes, location, provenance
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try c.decode(String.self, forKey: .identifier),
            title: try c.decode(LocalizedStringResource.self, forKey: .title),
            description: try c.decodeIfPresent(IntentDescriptionDefinition.self, forKey: .description),
            openAppWhenRun: try c.decodeIfPresent(Bool.self, forKey: .openAppWhenRun) ?? false,
            isDiscoverable: try c.decodeIfPresent(Bool.self, forKey: .isDiscoverable) ?? true,
            authenticationPolicy: try c.decodeIfPresent(AuthenticationPolicy.self, forKey: .authenticationPolicy),
            parameters: try c.decodeIfPresent([ParameterDefinition].self, forKey: .parameters) ?? [],
            parameterSummary: try c.decodeIfPresent(ParameterSummaryDefinition.self, forKey: .parameterSummary),
            result: try c.decodeIfPresent(ResultDefinition.self, forKey: .result),
            intentClassName: try c.decodeIfPresent(String.self, forKey: .intentClassName),
            isWidgetConfiguration: try c.decodeIfPresent(Bool.self, forKey: .isWidgetConfiguration) ?? false,
            schema: try c.decodeIfPresent(String.self, forKey: .schema),
            isAssistantOnly: try c.decodeIfPresent(Bool.self, forKey: .isAssistantOnly) ?? false,
            systemProtocols: try c.decodeIfPresent([IntentSystemProtocol].self, forKey: .systemProtocols) ?? [],
            supportedModes: try c.decodeIfPresent([IntentMode].self, forKey: .supportedModes),
            location: try c.decodeIfPresent(SourceLocation.self, forKey: .location)
        )
        provenance = try c.decodeIfPresent(DefinitionProvenance.self, forKey: .provenance)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(identifier, forKey: .identifier)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(description, forKey: .description)
        try c.encode(openAppWhenRun, forKey: .openAppWhenRun)
        try c.encode(isDiscoverable, forKey: .isDiscoverable)
        try c.encodeIfPresent(authenticationPolicy, forKey: .authenticationPolicy)
        try c.encode(parameters, forKey: .parameters)
        try c.encodeIfPresent(parameterSummary, forKey: .parameterSummary)
        try c.encodeIfPresent(result, forKey: .result)
        try c.encodeIfPresent(intentClassName, forKey: .intentClassName)
        try c.encode(isWidgetConfiguration, forKey: .isWidgetConfiguration)
        // Version 1.1 keys are written only when they say something, so 1.0 documents stay 1.0.
        try c.encodeIfPresent(schema, forKey: .schema)
        if isAssistantOnly { try c.encode(isAssistantOnly, forKey: .isAssistantOnly) }
        if !systemProtocols.isEmpty { try c.encode(systemProtocols, forKey: .systemProtocols) }
        try c.encodeIfPresent(supportedModes, forKey: .supportedModes)
        try c.encodeIfPresent(location, forKey: .location)
        try c.encodeIfPresent(provenance, forKey: .provenance)
    }
}

/// An intent's description (Apple's `IntentDescription`).
///
/// JSON: a plain string is the description text alone.
public struct IntentDescriptionDefinition: Hashable, Sendable, Codable {
    /// The description text.
    public var text: LocalizedStringResource
    /// The category that groups the action in the Shortcuts editor.
    public var categoryName: LocalizedStringResource?
    /// Words that find the action in search.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the result value, shown when chaining actions (iOS 17).
    public var resultValueName: LocalizedStringResource?

    /// Creates a description.
    public init(
        _ text: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [],
        resultValueName: LocalizedStringResource? = nil
    ) {
        self.text = text
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    private enum CodingKeys: String, CodingKey {
        case text, categoryName, searchKeywords, resultValueName
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(LocalizedStringResource(text))
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try c.decode(LocalizedStringResource.self, forKey: .text),
            categoryName: try c.decodeIfPresent(LocalizedStringResource.self, forKey: .categoryName),
            searchKeywords: try c.decodeIfPresent([LocalizedStringResource].self, forKey: .searchKeywords) ?? [],
            resultValueName: try c.decodeIfPresent(LocalizedStringResource.self, forKey: .resultValueName)
        )
    }
}

/// What an intent's `perform()` declares it returns.
public struct ResultDefinition: Hashable, Sendable, Codable {
    /// The type of the returned value (`ReturnsValue<T>`), if any.
    public var value: ValueType?
    /// Whether the result provides a dialog (`ProvidesDialog`).
    public var providesDialog: Bool
    /// Whether the result opens another intent (`OpensIntent`).
    public var opensIntent: Bool
    /// Whether the result shows a snippet view (`ShowsSnippetView`).
    public var showsSnippetView: Bool
    /// Whether the result shows a snippet intent (`ShowsSnippetIntent`, iOS 26; version 1.1).
    public var showsSnippetIntent: Bool

    /// Creates a result description.
    public init(
        value: ValueType? = nil,
        providesDialog: Bool = false,
        opensIntent: Bool = false,
        showsSnippetView: Bool = false,
        showsSnippetIntent: Bool = false
    ) {
        self.value = value
        self.providesDialog = providesDialog
        self.opensIntent = opensIntent
        self.showsSnippetView = showsSnippetView
        self.showsSnippetIntent = showsSnippetIntent
    }

    private enum CodingKeys: String, CodingKey {
        case value, providesDialog, opensIntent, showsSnippetView, showsSnippetIntent
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            value: try c.decodeIfPresent(ValueType.self, forKey: .value),
            providesDialog: try c.decodeIfPresent(Bool.self, forKey: .providesDialog) ?? false,
            opensIntent: try c.decodeIfPresent(Bool.self, forKey: .opensIntent) ?? false,
            showsSnippetView: try c.decodeIfPresent(Bool.self, forKey: .showsSnippetView) ?? false,
            showsSnippetIntent: try c.decodeIfPresent(Bool.self, forKey: .showsSnippetIntent) ?? false
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(value, forKey: .value)
        try c.encode(providesDialog, forKey: .providesDialog)
        try c.encode(opensIntent, forKey: .opensIntent)
        try c.encode(showsSnippetView, forKey: .showsSnippetView)
        if showsSnippetIntent { try c.encode(showsSnippetIntent, forKey: .showsSnippetIntent) }
    }
}
