#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// The Control Center toggle that locks the journal behind Face ID.
public struct LockJournalIntent: SetValueIntent {
    public static let title: LocalizedStringResource = "Lock Journal"
    public static let isDiscoverable = false
    public static let supportedModes: IntentModes = .background

    @Parameter(title: "Locked")
    public var value: Bool

    public init() {}

    public func perform() async throws -> some IntentResult {
        JournalStore.shared.isLocked = value
        return .result()
    }
}

/// The configuration of the quick-mood control: which mood its button logs.
public struct QuickMoodControlConfiguration: ControlConfigurationIntent {
    public static let title: LocalizedStringResource = "Quick Mood"
    public static let description: IntentDescription = "Choose the mood the control logs."

    @Parameter(title: "Mood", default: .good)
    public var mood: Mood

    public init() {}
}
