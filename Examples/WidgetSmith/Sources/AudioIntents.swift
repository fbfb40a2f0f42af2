#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

// Widget buttons that start audio: AudioPlaybackIntent lets the system start playback from a widget.

/// Plays one song of a widget's music collection.
@available(iOS 16.0, *)
public struct PlayMusicCollection: AudioPlaybackIntent {
    public static let title: LocalizedStringResource = "PlayMusicCollection"
    public static let description = IntentDescription("Toggles whether a Widget should show it's alternative state")
    public static let isDiscoverable = false
    public static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    @Parameter(title: "widgetID")
    public var widgetID: String

    @Parameter(title: "songIndex")
    public var songIndex: Int

    @Parameter(title: "useInAppPlayer")
    public var useInAppPlayer: Bool

    public init() {}

    public func perform() async throws -> some IntentResult {
        WidgetStore.shared.playing = (widgetID, songIndex)
        return .result()
    }
}

/// Plays a widget's ambient noise.
@available(iOS 16.0, *)
public struct PlayNoiseIntent: AudioPlaybackIntent {
    public static let title: LocalizedStringResource = "PlayNoiseIntent"
    public static let description = IntentDescription("PlayNoiseIntent")
    public static let isDiscoverable = false
    public static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    @Parameter(title: "widgetID")
    public var widgetID: String

    @Parameter(title: "noiseID")
    public var noiseID: Int

    public init() {}

    public func perform() async throws -> some IntentResult {
        WidgetStore.shared.playing = (widgetID, noiseID)
        return .result()
    }
}

/// Runs one of the actions a user set up, then opens the action's own intent.
@available(iOS 18.0, *)
public struct PerformWidgetsmithActionIntent: AudioPlaybackIntent {
    public static let title: LocalizedStringResource = "Perform Widgetsmith Action"
    public static let isDiscoverable = false
    public static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    @Parameter(title: "actionUUID")
    public var actionUUID: String

    public init() {}

    public func perform() async throws -> some IntentResult & OpensIntent {
        WidgetStore.shared.actions.append(actionUUID)
        return .result(opensIntent: DoNothingIntent())
    }
}
