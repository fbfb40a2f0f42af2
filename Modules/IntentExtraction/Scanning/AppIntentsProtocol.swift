/// The App Intents protocols the extractor recognizes, and Apple's protocols that refine them.
enum AppIntentsProtocol: String, CaseIterable, Sendable {
    case appIntent = "AppIntent"
    case widgetConfigurationIntent = "WidgetConfigurationIntent"
    case customIntentMigratedAppIntent = "CustomIntentMigratedAppIntent"
    case appEntity = "AppEntity"
    case transientAppEntity = "TransientAppEntity"
    case appEnum = "AppEnum"
    case appUnionValue = "AppUnionValue"
    case entityQuery = "EntityQuery"
    case entityStringQuery = "EntityStringQuery"
    case enumerableEntityQuery = "EnumerableEntityQuery"
    case entityPropertyQuery = "EntityPropertyQuery"
    case uniqueAppEntityQuery = "UniqueAppEntityQuery"
    case dynamicOptionsProvider = "DynamicOptionsProvider"
    case appShortcutsProvider = "AppShortcutsProvider"
    case appIntentsPackage = "AppIntentsPackage"

    /// Apple's protocols that refine the recognized ones (beyond the recognized ones' own refinements).
    static let refinements: [String: [String]] = [
        "WidgetConfigurationIntent": ["AppIntent"],
        "CustomIntentMigratedAppIntent": ["AppIntent"],
        "ControlConfigurationIntent": ["AppIntent"],
        "SetValueIntent": ["AppIntent"],
        "ForegroundContinuableIntent": ["AppIntent"],
        "ProgressReportingIntent": ["AppIntent"],
        "LongRunningIntent": ["AppIntent"],
        "AudioPlaybackIntent": ["SystemIntent"],
        "AudioRecordingIntent": ["SystemIntent"],
        "AudioStartingIntent": ["SystemIntent"],
        "LiveActivityIntent": ["SystemIntent"],
        "LiveActivityStartingIntent": ["SystemIntent"],
        "OpenIntent": ["SystemIntent"],
        "DeleteIntent": ["SystemIntent"],
        "SetFocusFilterIntent": ["AppIntent"],
        "SnippetIntent": ["AppIntent"],
        "URLRepresentableIntent": ["AppIntent"],
        "OpenURLIntent": ["AppIntent"],
        "ShowInAppSearchResultsIntent": ["SystemIntent"],
        "CameraCaptureIntent": ["SystemIntent"],
        "PlayVideoIntent": ["SystemIntent"],
        "TargetContentProvidingIntent": ["AppIntent"],
        "UISceneAppIntent": ["TargetContentProvidingIntent"],
        "UndoableIntent": ["AppIntent"],
        "PredictableIntent": ["AppIntent"],
        "DeprecatedAppIntent": ["AppIntent"],
        "AssistantSchemaIntent": ["AppIntent"],
        "SystemIntent": ["AppIntent"],
        "TransientAppEntity": ["AppEntity"],
        "IndexedEntity": ["AppEntity"],
        "FileEntity": ["AppEntity"],
        "UniqueAppEntity": ["AppEntity"],
        "URLRepresentableEntity": ["AppEntity"],
        "AssistantSchemaEntity": ["AppEntity"],
        "EntityStringQuery": ["EntityQuery"],
        "EnumerableEntityQuery": ["EntityQuery"],
        "EntityPropertyQuery": ["EntityQuery"],
        "IndexedEntityQuery": ["EntityQuery"],
        "UniqueAppEntityQuery": ["EnumerableEntityQuery"],
        "URLRepresentableEnum": ["AppEnum"],
        "AssistantSchemaEnum": ["AppEnum"],
    ]

    /// The names of every recognized protocol.
    static let allNames = Set(allCases.map(\.rawValue))
}
