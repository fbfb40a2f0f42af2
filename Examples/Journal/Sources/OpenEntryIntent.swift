#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// Opens an entry in the app; Spotlight runs it when the person picks an indexed entry.
public struct OpenEntryIntent: OpenIntent {
    public static let title: LocalizedStringResource = "Open Entry"
    public static let supportedModes: IntentModes = .foreground(.immediate)

    @Parameter(title: "Entry")
    public var target: EntryEntity

    public init() {}
}
