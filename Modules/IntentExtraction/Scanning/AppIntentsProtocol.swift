/// The App Intents protocols the extractor recognizes, and Apple's protocols that refine them.
enum AppIntentsProtocol: String, CaseIterable, Sendable {
    case appIntent = "AppIntent"
    case widgetConfigurationIntent = "WidgetConfigurationIntent"
    case customIntentMigratedAppIntent = "CustomIntentMigratedAppIntent"
    case appEntity = "AppEntity"
    case transientAppEntity = "TransientAppEntity"
    case appEnum = "AppEnum"
    case entityQuery = "EntityQuery"
    case entityStringQuery = "EntityStringQuery"
    case enumerableEntityQuery = "EnumerableEntityQuery"
    case entityPropertyQuery = "EntityPropertyQuery"
    case dynamicOptionsProvider = "DynamicOptionsProvider"
    case appShortcutsProvider = "AppShortcutsProvider"
    case appIntentsPackage = "AppIntentsPackage"

    /// Apple's protocols that refine the recognized ones (beyond the recognized ones' own refinements).
    static let refinements: [String: [String]] = [
        "WidgetConfigurationIntent": ["AppIntent"],
        "CustomIntentMigratedAppIntent": ["AppIntent"],
        "ForegroundContinuableIntent": ["AppIntent"],
        "ProgressReportingIntent": ["AppIntent"],
        "LongRunningIntent": ["ProgressReportingIntent"],
        "AudioPlaybackIntent": ["AppIntent"],
        "AudioRecordingIntent": ["AppIntent"],
        "AudioStartingIntent": ["AppIntent"],
        "LiveActivityIntent": ["AppIntent"],
        "OpenIntent": ["AppIntent"],
        "DeleteIntent": ["AppIntent"],
        "SetFocusFilterIntent": ["AppIntent"],
        "ControlConfigurationIntent": ["AppIntent"],
        "SnippetIntent": ["AppIntent"],
        "URLRepresentableIntent": ["AppIntent"],
        "ShowInAppSearchResultsIntent": ["AppIntent"],
        "CameraCaptureIntent": ["AppIntent"],
        "PlayVideoIntent": ["AppIntent"],
        "SystemIntent": ["AppIntent"],
        "TransientAppEntity": ["AppEntity"],
        "IndexedEntity": ["AppEntity"],
        "FileEntity": ["AppEntity"],
        "UniqueAppEntity": ["AppEntity"],
        "URLRepresentableEntity": ["AppEntity"],
        "EntityStringQuery": ["EntityQuery"],
        "EnumerableEntityQuery": ["EntityQuery"],
        "EntityPropertyQuery": ["EntityQuery"],
        "IndexedEntityQuery": ["EntityQuery"],
        "UniqueAppEntityQuery": ["EntityQuery"],
        "URLRepresentableEnum": ["AppEnum"],
    ]
}
