/// An App Intents protocol an intent adopts beyond `AppIntent` (version 1.1): what kind of action it is to the system.
///
/// Written as the Swift protocol's name. `WidgetConfigurationIntent` and `CustomIntentMigratedAppIntent`
/// have fields of their own (`isWidgetConfiguration`, `intentClassName`) and are not listed.
public enum IntentSystemProtocol: String, MetadataKeyword, Comparable {
    /// The intent adopts `AudioPlaybackIntent`.
    case audioPlayback = "AudioPlaybackIntent"
    /// The intent adopts `AudioRecordingIntent`.
    case audioRecording = "AudioRecordingIntent"
    /// The intent adopts `CameraCaptureIntent`.
    case cameraCapture = "CameraCaptureIntent"
    /// The intent adopts `ControlConfigurationIntent`.
    case controlConfiguration = "ControlConfigurationIntent"
    /// The intent adopts `DeleteIntent`.
    case delete = "DeleteIntent"
    /// The intent adopts `ForegroundContinuableIntent`.
    case foregroundContinuable = "ForegroundContinuableIntent"
    /// The intent adopts `LiveActivityIntent`.
    case liveActivity = "LiveActivityIntent"
    /// The intent adopts `OpenIntent`.
    case open = "OpenIntent"
    /// The intent adopts `PlayVideoIntent`.
    case playVideo = "PlayVideoIntent"
    /// The intent adopts `PredictableIntent`.
    case predictable = "PredictableIntent"
    /// The intent adopts `ProgressReportingIntent`.
    case progressReporting = "ProgressReportingIntent"
    /// The intent adopts `SetFocusFilterIntent`.
    case setFocusFilter = "SetFocusFilterIntent"
    /// The intent adopts `SetValueIntent`.
    case setValue = "SetValueIntent"
    /// The intent adopts `ShowInAppSearchResultsIntent`.
    case showInAppSearchResults = "ShowInAppSearchResultsIntent"
    /// The intent adopts `SnippetIntent`.
    case snippet = "SnippetIntent"
    /// The intent adopts `TargetContentProvidingIntent`.
    case targetContentProviding = "TargetContentProvidingIntent"
    /// The intent adopts `UndoableIntent`.
    case undoable = "UndoableIntent"
    /// The intent adopts `URLRepresentableIntent`.
    case urlRepresentable = "URLRepresentableIntent"
    public static let keywordDescription = "intent protocol"

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An App Intents protocol an entity adopts beyond `AppEntity` (version 1.1).
///
/// `TransientAppEntity` has a field of its own (`isTransient`) and is not listed.
public enum EntitySystemProtocol: String, MetadataKeyword, Comparable {
    /// The entity adopts `FileEntity`.
    case file = "FileEntity"
    /// The entity adopts `IndexedEntity`.
    case indexed = "IndexedEntity"
    /// The entity adopts `UniqueAppEntity`.
    case unique = "UniqueAppEntity"
    /// The entity adopts `URLRepresentableEntity`.
    case urlRepresentable = "URLRepresentableEntity"
    public static let keywordDescription = "entity protocol"

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An App Intents protocol an enum adopts beyond `AppEnum` (version 1.1).
public enum EnumSystemProtocol: String, MetadataKeyword, Comparable {
    /// The enum adopts `URLRepresentableEnum`.
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
    /// A day, without a time of day.
    case date
    /// A time of day, without a day.
    case time
    /// A day and a time of day.
    case dateTime
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
