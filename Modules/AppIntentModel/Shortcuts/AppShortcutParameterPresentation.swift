import IntentMetadata

/// How an App Shortcut with a parameter shows one shortcut per value in Spotlight and Shortcuts (iOS 17).
///
///     AppShortcut(
///         intent: OpenNote(), phrases: ["Open \(\.$target) in \(.applicationName)"],
///         shortTitle: "Open Note", systemImageName: "note",
///         parameterPresentation: ParameterPresentation(
///             for: \.$target,
///             summary: Summary("Open \(\.$target)"),
///             optionsCollections: { OptionsCollection(NoteOptions(), title: "Notes", systemImageName: "note.text") }
///         )
///     )
public struct AppShortcutParameterPresentation<Intent: AppIntent>: @unchecked Sendable {
    let parameter: PartialKeyPath<Intent>
    let summary: AppShortcutParameterPresentationSummary<Intent>
    let collections: [AppShortcutOptionsCollection]

    /// Presents the values of the parameter at `keyPath`, with a summary and collections of options.
    public init<Value>(
        for keyPath: KeyPath<Intent, IntentParameter<Value>>,
        summary: AppShortcutParameterPresentationSummary<Intent>,
        @AppShortcutOptionsCollectionSpecificationBuilder optionsCollections: () -> [AppShortcutOptionsCollection]
    ) {
        self.parameter = keyPath
        self.summary = summary
        self.collections = optionsCollections()
    }

    /// The metadata document's form, with key paths resolved to parameter names.
    func definition(_ resolver: KeyPathResolver) -> ParameterPresentationDefinition {
        ParameterPresentationDefinition(
            parameter: resolver.parameterName(of: parameter, context: "an App Shortcut's parameter presentation") ?? "?",
            summary: LocalizedStringResource(summary.string.format(resolver), table: summary.table),
            optionsCollections: collections.map {
                OptionsCollectionDefinition(provider: _typeIdentifier(type(of: $0.provider)), title: $0.title, systemImageName: $0.systemImageName)
            }
        )
    }
}

/// The sentence shown for each value of a presented parameter: `Summary("Open \(\.$target)")` (iOS 17).
public struct AppShortcutParameterPresentationSummary<Intent: AppIntent>: @unchecked Sendable {
    let string: ParameterSummaryString<Intent>
    let table: String?

    /// A sentence with the parameter in it, from `table` (a literal, as Apple requires).
    public init(_ summaryString: ParameterSummaryString<Intent>, table: StaticString? = nil) {
        self.string = summaryString
        self.table = table.map { "\($0)" }
    }
}

/// A collection of options for a presented parameter: an options provider with a title and a symbol (iOS 17).
public struct AppShortcutOptionsCollection: @unchecked Sendable {
    let provider: any DynamicOptionsProvider
    let title: LocalizedStringResource
    let systemImageName: String?

    /// The options `provider` gives, under `title`.
    public init(_ provider: some DynamicOptionsProvider, title: LocalizedStringResource, systemImageName: String? = nil) {
        self.provider = provider
        self.title = title
        self.systemImageName = systemImageName
    }
}

/// Builds a parameter presentation's option collections, one per line.
@resultBuilder
public enum AppShortcutOptionsCollectionSpecificationBuilder {
    /// Takes `AppShortcutOptionsCollection`, written in the block, as one of its parts.
    public static func buildExpression(_ collection: AppShortcutOptionsCollection) -> [AppShortcutOptionsCollection] { [collection] }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ parts: [AppShortcutOptionsCollection]...) -> [AppShortcutOptionsCollection] { parts.flatMap { $0 } }
}

extension AppShortcutsProvider {
    /// A parameter presentation for an App Shortcut of `Intent`.
    public typealias ParameterPresentation<Intent: AppIntent> = AppShortcutParameterPresentation<Intent>
    /// The summary of a parameter presentation.
    public typealias Summary<Intent: AppIntent> = AppShortcutParameterPresentationSummary<Intent>
    /// A collection of options in a parameter presentation.
    public typealias OptionsCollection = AppShortcutOptionsCollection
}
