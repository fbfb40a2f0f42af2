/// An App Intents protocol an intent adopts beyond `AppIntent` (version 1.1): what kind of action it is to the system.
///
/// Written as the Swift protocol's name. `WidgetConfigurationIntent` and `CustomIntentMigratedAppIntent`
/// have fields of their own (`isWidgetConfiguration`, `intentClassName`) and are not listed.
public enum IntentSystemProtocol: String, MetadataKeyword, Comparable {
    case audioPlayback = "AudioPlaybackIntent"
    case audioRecording = "AudioRecordingIntent"
    case cameraCapture = "CameraCaptureIntent"
    case controlConfiguration = "ControlConfigurationIntent"
    case delete = "DeleteIntent"
    case foregroundContinuable = "ForegroundContinuableIntent"
    case liveActivity = "LiveActivityIntent"
    case open = "OpenIntent"
    case playVideo = "PlayVideoIntent"
    case predictable = "PredictableIntent"
    case progressReporting = "ProgressReportingIntent"
    case setFocusFilter = "SetFocusFilterIntent"
    case setValue = "SetValueIntent"
    case showInAppSearchResults = "ShowInAppSearchResultsIntent"
    case snippet = "SnippetIntent"
    case targetContentProviding = "TargetContentProvidingIntent"
    case undoable = "UndoableIntent"
    case urlRepresentable = "URLRepresentableIntent"
    public static let keywordDescription = "intent protocol"

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An App Intents protocol an entity adopts beyond `AppEntity` (version 1.1).
///
/// `TransientAppEntity` has a field of its own (`isTransient`) and is not listed.
public enum EntitySystemProtocol: String, MetadataKeyword, Comparable {
    case file = "FileEntity"
    case indexed = "IndexedEntity"
    case unique = "UniqueAppEntity"
    case urlRepresentable = "URLRepresentableEntity"
    public static let keywordDescription = "entity protocol"

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An App Intents protocol an enum adopts beyond `AppEnum` (version 1.1).
public enum EnumSystemProtocol: String, MetadataKeyword, Comparable {
    case urlRepresentable = "URLRepresentableEnum"
    public static let keywordDescription = "enum protocol"

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One way an intent may run (Apple's `IntentModes`, iOS 26; version 1.1).
///
/// `.foreground` is `.foreground(.immediate)`, written `foregroundImmediate`.
public enum IntentMode: String, MetadataKeyword, Comparable {
    /// `.background`: the app stays in the background.
    case background
    /// `.foreground` / `.foreground(.immediate)`: the app comes forward as soon as the parameters are resolved.
    case foregroundImmediate
    /// `.foreground(.dynamic)`: starts in the background and may come forward (`continueInForeground`).
    case foregroundDynamic
    /// `.foreground(.deferred)`: comes forward at the latest when `perform()` ends.
    case foregroundDeferred
    public static let keywordDescription = "intent mode"

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a `Date` or `DateComponents` parameter asks for (Apple's `IntentParameter.DateKind`, `kind:`; version 1.1).
public enum DateKind: String, MetadataKeyword {
    case date, time, dateTime
    public static let keywordDescription = "date kind"
}

/// How an entity property gets its value (version 1.1).
public enum PropertyKind: String, MetadataKeyword {
    /// `@Property`: stored in the entity.
    case stored
    /// `@ComputedProperty` (iOS 26): read from the model when asked for.
    case computed
    /// `@DeferredProperty` (iOS 26): fetched asynchronously, only when the system needs it; not indexed.
    case deferred
    public static let keywordDescription = "property kind"
}
