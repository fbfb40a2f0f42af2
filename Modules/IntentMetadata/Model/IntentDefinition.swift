import Diagnostics

/// An app intent: what Shortcuts, Siri, Spotlight and widgets know about one `AppIntent` type.
public struct IntentDefinition: MetadataDefinition {
    public static let kindName = "intent"

    /// Everything but the provenance, in one shared box: copying a definition (as merging packages
    /// does for every definition) costs one reference count, and a change copies the box first.
    private var storage: Storage
    /// In a merged app document: the package that contributed the definition and how the app reaches it.
    public var provenance: DefinitionProvenance?

    /// The type name, such as `OrderSoupIntent`.
    public var identifier: String {
        get { storage.fields.identifier }
        _modify {
            makeUnique()
            yield &storage.fields.identifier
        }
    }
    /// The title (`static var title`).
    public var title: LocalizedStringResource {
        get { storage.fields.title }
        _modify {
            makeUnique()
            yield &storage.fields.title
        }
    }
    /// The description (`static var description`), if any.
    public var description: IntentDescriptionDefinition? {
        get { storage.fields.description }
        _modify {
            makeUnique()
            yield &storage.fields.description
        }
    }
    /// Whether running the intent opens the app.
    public var openAppWhenRun: Bool {
        get { storage.fields.openAppWhenRun }
        _modify {
            makeUnique()
            yield &storage.fields.openAppWhenRun
        }
    }
    /// Whether the intent appears in Shortcuts and Spotlight.
    public var isDiscoverable: Bool {
        get { storage.fields.isDiscoverable }
        _modify {
            makeUnique()
            yield &storage.fields.isDiscoverable
        }
    }
    /// The authentication policy, if the intent sets one explicitly.
    public var authenticationPolicy: AuthenticationPolicy? {
        get { storage.fields.authenticationPolicy }
        _modify {
            makeUnique()
            yield &storage.fields.authenticationPolicy
        }
    }
    /// The parameters, in declaration order.
    public var parameters: [ParameterDefinition] {
        get { storage.fields.parameters }
        _modify {
            makeUnique()
            yield &storage.fields.parameters
        }
    }
    /// The parameter summary, if the intent declares one.
    public var parameterSummary: ParameterSummaryDefinition? {
        get { storage.fields.parameterSummary }
        _modify {
            makeUnique()
            yield &storage.fields.parameterSummary
        }
    }
    /// What `perform()` returns, if known.
    public var result: ResultDefinition? {
        get { storage.fields.result }
        _modify {
            makeUnique()
            yield &storage.fields.result
        }
    }
    /// For a `CustomIntentMigratedAppIntent`, the SiriKit intent class it replaces (such as `OrderSoupIntent`).
    public var intentClassName: String? {
        get { storage.fields.intentClassName }
        _modify {
            makeUnique()
            yield &storage.fields.intentClassName
        }
    }
    /// Whether the intent is a `WidgetConfigurationIntent`.
    public var isWidgetConfiguration: Bool {
        get { storage.fields.isWidgetConfiguration }
        _modify {
            makeUnique()
            yield &storage.fields.isWidgetConfiguration
        }
    }
    /// The assistant schema the intent adopts (`@AppIntent(schema: .books.openBook)` → `books.openBook`; version 1.1).
    public var schema: String? {
        get { storage.fields.schema }
        _modify {
            makeUnique()
            yield &storage.fields.schema
        }
    }
    /// Whether a schema intent is hidden from Shortcuts (`isAssistantOnly`; version 1.1).
    public var isAssistantOnly: Bool {
        get { storage.fields.isAssistantOnly }
        _modify {
            makeUnique()
            yield &storage.fields.isAssistantOnly
        }
    }
    /// The system protocols the intent adopts, sorted (version 1.1).
    public var systemProtocols: [IntentSystemProtocol] {
        get { storage.fields.systemProtocols }
        _modify {
            makeUnique()
            yield &storage.fields.systemProtocols
        }
    }
    /// The modes the intent may run in (`supportedModes`, iOS 26), sorted; `nil` when not declared (version 1.1).
    public var supportedModes: [IntentMode]? {
        get { storage.fields.supportedModes }
        _modify {
            makeUnique()
            yield &storage.fields.supportedModes
        }
    }
    /// Where the intent is declared.
    public var location: SourceLocation? {
        get { storage.fields.location }
        _modify {
            makeUnique()
            yield &storage.fields.location
        }
    }

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
        storage = Storage(Fields(identifier: identifier, title: title, description: description, openAppWhenRun: openAppWhenRun, isDiscoverable: isDiscoverable, authenticationPolicy: authenticationPolicy, parameters: parameters, parameterSummary: parameterSummary, result: result, intentClassName: intentClassName, isWidgetConfiguration: isWidgetConfiguration, schema: schema, isAssistantOnly: isAssistantOnly, systemProtocols: Array(Set(systemProtocols)).sorted(), supportedModes: supportedModes.map { Array(Set($0)).sorted() }, location: location))
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

    /// The definition's fields but its provenance.
    fileprivate struct Fields: Hashable, Sendable {
        var identifier: String
        var title: LocalizedStringResource
        var description: IntentDescriptionDefinition?
        var openAppWhenRun: Bool
        var isDiscoverable: Bool
        var authenticationPolicy: AuthenticationPolicy?
        var parameters: [ParameterDefinition]
        var parameterSummary: ParameterSummaryDefinition?
        var result: ResultDefinition?
        var intentClassName: String?
        var isWidgetConfiguration: Bool
        var schema: String?
        var isAssistantOnly: Bool
        var systemProtocols: [IntentSystemProtocol]
        var supportedModes: [IntentMode]?
        var location: SourceLocation?
    }

    /// The shared box of ``Fields``; changed only when this definition holds the only reference.
    fileprivate final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Copies the box when another definition shares it, so a change stays in this one.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields) && lhs.provenance == rhs.provenance
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
        hasher.combine(provenance)
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
